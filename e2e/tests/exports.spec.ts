import { expect, test, type Download } from '@playwright/test';
import { ADMIN, signInAsAdmin } from '../support/admin.js';

/** The downloaded file's text, byte order mark included. */
async function contentOf(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test.describe('exports', () => {
  test('an admin downloads CSV exports from Integrations, and a token with users:read exports users only', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin/integrations');
    await page.getByRole('tab', { name: 'Exports' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Exports' })).toBeVisible();

    const users = page.getByRole('region', { name: 'Users' });
    const [download] = await Promise.all([page.waitForEvent('download'), users.getByRole('link', { name: 'Download CSV: Users' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await contentOf(download);
    expect(
      csv.startsWith('\uFEFFUser ID,First name,Last name,Email,Role,Email verified at,Signed up at,Last active at,Active enrolments\r\n'),
    ).toBe(true);
    expect(csv).toContain(`,${ADMIN.email},admin,`);

    // A range that ends before it starts is not offered.
    const quizzes = page.getByRole('region', { name: 'Quiz results' });
    await quizzes.getByLabel('Submitted from').fill('2026-02-01');
    await quizzes.getByLabel('to', { exact: true }).fill('2026-01-31');
    await expect(quizzes.getByText('Choose an end date on or after the start date.')).toBeVisible();
    await expect(quizzes.getByRole('button', { name: 'Download CSV: Quiz results' })).toBeDisabled();

    const enrolments = page.getByRole('region', { name: 'Enrolments and progress' });
    await enrolments.getByLabel('Enrolled from').fill('2000-01-01');
    await enrolments.getByLabel('to', { exact: true }).fill('2000-01-31');
    const [empty] = await Promise.all([
      page.waitForEvent('download'),
      enrolments.getByRole('link', { name: 'Download CSV: Enrolments and progress' }).click(),
    ]);
    expect(await contentOf(empty)).toBe(
      '\uFEFFEnrolment ID,User ID,Learner,Email,Course ID,Course,Enrolled at,Source,Status,Completed lessons,Total lessons,Progress (%),Completed at,Last viewed at\r\n',
    );

    // An integration with its own token: users:read reaches the users export and nothing it does not name.
    const created = await page.request.post('/api/admin/api-tokens', {
      data: { name: `Export script ${Date.now()}`, scopes: ['users:read'], expiresInDays: 1 },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { secret } = (await created.json()) as { secret: string };
    const tool = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${secret}` } });
    const exported = await tool.get('/api/admin/exports/users.csv');
    expect(exported.status(), await exported.text()).toBe(200);
    expect(exported.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await tool.get('/api/admin/exports/payments.csv')).status()).toBe(403);
    expect((await tool.get('/api/admin/exports/enrolments.csv')).status()).toBe(403);
    await tool.dispose();
  });
});
