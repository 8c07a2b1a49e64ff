import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin.js';

// Social sign-in against the local OpenID provider (oidc-provider), which the served app knows as
// Google: sign up from /auth, unlink and connect again in the settings, sign up through an invite link
// and land where a password sign-up would have; the buttons and the settings at phone widths.
let sequence = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++sequence}@example.com`;
const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];

/** The local provider's sign-in page: the account it vouches for. */
async function signInAtProvider(page: Page, account: { sub: string; email: string; name: string; verified?: boolean }) {
  await expect(page.getByRole('heading', { name: 'Local OpenID provider' })).toBeVisible();
  await page.getByLabel('Subject').fill(account.sub);
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  if (account.verified ?? true) await page.getByLabel('E-mail verified').check();
  await page.getByLabel('Name').fill(account.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(sizes.scrollWidth, `${what} is wider than the window (${JSON.stringify(sizes)})`).toBeLessThanOrEqual(sizes.clientWidth);
}

async function postJson<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test.describe('social sign-in', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('signs up with Google from /auth, then unlinks and connects it again in the settings', async ({ page }) => {
    const email = uniqueEmail('social');
    const sub = `sub-${Date.now()}`;
    await page.goto('/auth?returnTo=%2Faccount');
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await expect(signIn.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
    // Only configured providers have a button.
    await expect(page.getByRole('link', { name: 'Continue with LinkedIn' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Continue with Microsoft' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('tabpanel', { name: 'Sign Up' }).getByRole('link', { name: 'Continue with Google' }).click();

    await signInAtProvider(page, { sub, email, name: 'Noor Social' });
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    const methods = page.getByRole('region', { name: 'Sign-in methods' });
    await expect(methods.getByText('Password: not set. You sign in with the accounts below.')).toBeVisible();
    const linked = methods.getByRole('list', { name: 'Linked sign-ins' });
    await expect(linked.getByText(email)).toBeVisible();

    // The only way in cannot go.
    await methods.getByRole('button', { name: 'Unlink Google' }).click();
    await expect(methods.getByRole('alert')).toHaveText(
      'This is the only way into your account. Set a password or connect another sign-in before you unlink Google.',
    );

    for (const viewport of PHONES) {
      await page.setViewportSize(viewport);
      await expect(methods).toBeVisible();
      await expectNoSidewaysScroll(page, `the settings at ${viewport.width} px`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // A second account, signed in with a password, connects a Google account and unlinks it.
    const other = uniqueEmail('password');
    await page.context().clearCookies();
    const registered = await page.request.post('/api/register', {
      data: { email: other, password: 'a-long-passphrase-here', firstName: 'Pat', lastName: 'Word' },
    });
    expect(registered.ok()).toBe(true);
    await page.goto('/account');
    const otherMethods = page.getByRole('region', { name: 'Sign-in methods' });
    await expect(otherMethods.getByText('Password: set. Change it below.')).toBeVisible();
    await otherMethods.getByRole('link', { name: 'Connect Google' }).click();
    await signInAtProvider(page, { sub: `${sub}-2`, email: uniqueEmail('second'), name: 'Pat Word' });
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByText('Google sign-in connected', { exact: true })).toBeVisible();
    await expect(otherMethods.getByRole('button', { name: 'Unlink Google' })).toBeVisible();
    await expect(otherMethods.getByRole('link', { name: 'Connect Google' })).toHaveCount(0);
    await otherMethods.getByRole('button', { name: 'Unlink Google' }).click();
    await expect(page.getByText('Google sign-in unlinked', { exact: true })).toBeVisible();
    await expect(otherMethods.getByRole('link', { name: 'Connect Google' })).toBeVisible();
  });

  test('an existing account is not linked by its address: /auth asks to sign in once, and that links it', async ({ page }) => {
    const email = uniqueEmail('existing');
    const password = 'existing-passphrase-1';
    const registered = await page.request.post('/api/register', { data: { email, password, firstName: 'Eve', lastName: 'Existing' } });
    expect(registered.ok()).toBe(true);
    await page.context().clearCookies();

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Continue with Google' }).first().click();
    await signInAtProvider(page, { sub: `sub-existing-${Date.now()}`, email, name: 'Eve Existing' });
    await expect(page.getByRole('alert')).toHaveText(
      'An account with this e-mail already exists. Sign in to it once to link your Google sign-in.',
    );
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await expect(signIn.getByLabel('Email')).toHaveValue(email);
    await signIn.getByLabel('Password').fill(password);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account');
    await expect(page.getByRole('region', { name: 'Sign-in methods' }).getByRole('button', { name: 'Unlink Google' })).toBeVisible();
  });

  test('a social sign-up through an invite link lands where the password sign-up would (the course is granted)', async ({
    page,
    browser,
  }) => {
    const title = `Social Invite ${Date.now()}`;
    const email = uniqueEmail('invited');
    await signInAsAdmin(page);
    const course = await postJson<{ id: number }>(page.request, '/api/courses', { title, accessLevel: 'all' });
    const granted = await postJson<{ inviteUrl: string }>(page.request, `/api/courses/${course.id}/grant-access`, { email });
    const invitePath = new URL(granted.inviteUrl).pathname + new URL(granted.inviteUrl).search;

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await context.newPage();
    await visitor.goto(invitePath);
    await expect(visitor.getByText(`You've been invited to join ${title}!`, { exact: true })).toBeVisible();
    const signUp = visitor.getByRole('tabpanel', { name: 'Sign Up' });
    await expectNoSidewaysScroll(visitor, '/auth with the social buttons at 390 px');
    await signUp.getByRole('link', { name: 'Continue with Google' }).click();
    await signInAtProvider(visitor, { sub: `sub-invite-${Date.now()}`, email, name: 'Ines Invited' });
    // A grant invite's sign-up lands on the dashboard, enrolled.
    await expect(visitor).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(visitor.getByText(title).first()).toBeVisible();
    await context.close();
  });

  test('the /auth buttons fit at 320 and 390 px', async ({ page }) => {
    for (const viewport of PHONES) {
      await page.setViewportSize(viewport);
      await page.goto('/auth');
      const button = page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('link', { name: 'Continue with Google' });
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await expectNoSidewaysScroll(page, `/auth at ${viewport.width} px`);
    }
  });
});
