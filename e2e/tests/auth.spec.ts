import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../support/admin.js';

const PASSWORD = 'learner-password';

let sequence = 0;
const uniqueEmail = (prefix = 'learner') => `${prefix}-${Date.now()}-${++sequence}@example.com`;

/** Creates a job seeker through the API; the session cookie lands in the page's browser context. */
async function signUpThroughApi(page: Page, firstName = 'Jamie'): Promise<string> {
  const email = uniqueEmail();
  const response = await page.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName, lastName: 'Rivera' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

const signInPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Sign In' });
const signUpPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Sign Up' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function signIn(page: Page, email: string, password: string) {
  const panel = signInPanel(page);
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('sign in, sign up and the route sets', () => {
  test('sign up lands on the dashboard as a Job Seeker; log out leads to /auth', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

    const panel = signUpPanel(page);
    await panel.getByLabel('First name').fill('Dana');
    await panel.getByLabel('Last name').fill('Lee');
    await panel.getByLabel('Email').fill(uniqueEmail());
    await panel.getByLabel('Password').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome.*Dana/ })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Role: Job Seeker')).toBeVisible();
    await expect(banner.getByRole('img', { name: 'Dana Lee' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await banner.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    // The session is gone on the server too: / is the landing page again after a reload.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Transform Your Recruiting Career' })).toBeVisible();
  });

  test('an admin signs in to /admin and sees the Admin link and badge', async ({ page }) => {
    await page.goto('/auth');
    await signIn(page, ADMIN.email, ADMIN.password);

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const adminLink = mainNav(page).getByRole('link', { name: 'Admin' });
    await expect(adminLink).toBeVisible();
    await expect(adminLink).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByText('Role: Admin')).toBeVisible();

    // Signed in, /auth leads an admin back to /admin.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a visitor is sent to /auth for signed-in pages and sees the 404 page for unknown ones', async ({ page }) => {
    await page.goto('/downloads');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fdownloads$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();

    await page.goto('/nope');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadmin$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();

    await page.goto('/lessons/1');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Flessons%2F1$/);
  });

  test('after signing in the visitor returns to the page they wanted, never to another site', async ({ page }) => {
    const email = await signUpThroughApi(page);
    await page.context().clearCookies();

    await page.goto('/downloads?category=compliance-legal');
    await expect(page).toHaveURL(/\/auth\?returnTo=/);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/downloads\?category=compliance-legal$/);

    await page.context().clearCookies();
    await page.goto('/auth?returnTo=%2F%2Fevil.example%2Fphish');
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    expect(page.url()).not.toContain('evil.example');
  });

  test('a signed-in job seeker is kept out of /admin and away from /auth', async ({ page }) => {
    await signUpThroughApi(page, 'Morgan');

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome.*Morgan/ })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome.*Morgan/ })).toBeVisible();

    await page.goto('/nope');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
  });

  test('client validation, then the server message for a wrong password', async ({ page }) => {
    const email = await signUpThroughApi(page);
    await page.context().clearCookies();
    await page.goto('/auth');

    const panel = signInPanel(page);
    await panel.getByLabel('Email').fill('not-an-email');
    await panel.getByLabel('Password').fill('12345');
    await panel.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(panel.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await expect(panel.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
    await expect(panel.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByLabel('Email')).toBeFocused();

    await signIn(page, email, 'wrong-password');
    await expect(panel.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(panel.getByText('Please enter a valid email address')).toHaveCount(0);
    expect(pathOf(page)).toBe('/auth');

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = signUpPanel(page);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp.getByText('First name is required', { exact: true })).toBeVisible();
    await expect(signUp.getByText('Last name is required', { exact: true })).toBeVisible();
    await expect(signUp.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await expect(signUp.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();

    // An e-mail that already has an account: the server's message in the red alert.
    await signUp.getByLabel('First name').fill('Sam');
    await signUp.getByLabel('Last name').fill('Doe');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp.getByRole('alert')).toHaveText('An account with this email already exists. Please sign in instead.');
  });

  test('returning from a paid checkout opens Sign Up with the notice and the e-mail filled in', async ({ page }) => {
    await page.goto('/auth?payment=success&courseId=1&email=buyer@example.com');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('status')).toHaveText('Payment successful! Complete your registration below to access your course.');
    await expect(signUpPanel(page).getByLabel('Email')).toHaveValue('buyer@example.com');
    await expect(signInPanel(page)).toBeHidden();
  });

  test('the /auth page has the marketing panel and a way back home', async ({ page }) => {
    // Who is signed in is asked once per page load, not again by each part of the page (docs/product-rules.md#who-is-signed-in).
    const userCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user') userCalls.push(request.method());
    });
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign In' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    for (const title of ['Expert Content', 'Community', 'Progress Tracking', 'Certificates', 'What you get']) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(signInPanel(page).getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transform Your Recruiting Career' })).toBeVisible();
    expect(userCalls).toEqual(['GET']);
  });
});
