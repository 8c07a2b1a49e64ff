import { createRequire } from 'node:module';

describe('the mail library', () => {
  it('is nodemailer 10 or later, outside the ranges of the published nodemailer 7 advisories', () => {
    const { version } = createRequire(import.meta.url)('nodemailer/package.json') as { version: string };
    expect(Number(version.split('.')[0])).toBeGreaterThanOrEqual(10);
  });
});
