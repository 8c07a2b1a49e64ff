import { fixedSecurityHeaders } from './security-headers.js';

describe('fixedSecurityHeaders', () => {
  it("gives helmet's headers with lower-case names, the policy's directives in the CSP", () => {
    const headers = fixedSecurityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], objectSrc: ["'none'"] } } });
    expect(headers).toMatchObject({
      'content-security-policy': expect.stringContaining("object-src 'none'"),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(headers).not.toHaveProperty('x-powered-by');
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('refuses a policy helmet refuses, at start-up', () => {
    expect(() =>
      fixedSecurityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ['self'] } } }),
    ).toThrow();
  });
});
