import { expect, test } from '@playwright/test';
import { rowAction } from '../support/antd.js';
import { signInAsAdmin } from '../support/admin.js';

test.describe('integrations', () => {
  test('an admin creates an API token, an outside tool reads progress with it, and revoking it ends it', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('link', { name: /^Integrations/ }).click();
    await expect(page).toHaveURL('/admin/integrations');
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

    const name = `ATS sync ${Date.now()}`;
    await page.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create API token' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('checkbox', { name: /progress:read/ }).check();
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: `Token "${name}" created` });
    const secret = (await shown.getByLabel('API token').innerText()).trim();
    expect(secret).toMatch(/^ra_[A-Za-z0-9_-]{43}$/);
    await shown.getByRole('button', { name: 'Done' }).click();

    // An outside tool: no cookies, another origin, only the token.
    const tool = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Authorization: `Bearer ${secret}`, Origin: 'https://ats.example.com' },
    });
    const analytics = await tool.get('/api/admin/analytics');
    expect(analytics.status(), await analytics.text()).toBe(200);
    expect(await analytics.json()).toHaveProperty('courses');
    expect((await tool.get('/api/admin/users')).status()).toBe(403);

    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Active')).toBeVisible();
    await page.reload();
    await expect(row.getByText(/ago|just now|seconds?/i)).toBeVisible();
    await rowAction(page, row, name, 'Revoke');
    await page.getByRole('dialog', { name: 'Revoke API token' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(row.getByText('Revoked')).toBeVisible();
    expect((await tool.get('/api/admin/analytics')).status()).toBe(401);
    await tool.dispose();
  });

  for (const width of [320, 390]) {
    test(`the integrations tabs fit a ${width} px phone`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInAsAdmin(page);
      await page.goto('/admin/integrations');
      for (const tab of ['API tokens', 'Webhooks', 'Exports', 'Single sign-on']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('heading', { level: 2, name: tab })).toBeVisible();
        const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
        expect(widths.scroll, `${tab} at ${width} px`).toBeLessThanOrEqual(widths.viewport);
      }
    });
  }
});
