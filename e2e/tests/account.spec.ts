import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { withDb } from '../support/db.js';
import { waitForTokenLink } from '../support/mail.js';
import { solidPng } from '../support/png.js';

// Passwords the server accepts (it refuses common ones such as 'password1').
const PASSWORD = 'learner-password';
const NEW_PASSWORD = 'harbour-lantern-42';

let sequence = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++sequence}@example.com`;

const toast = (page: Page, text: string) => page.locator('.ant-notification').getByText(text, { exact: true });
const navBar = (page: Page) => page.getByRole('banner');
const verifyBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'Please confirm your e-mail address' });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A job seeker registered through the API; the session cookie lands in the page's browser context. */
async function registerThroughApi(page: Page, firstName = 'Alex', lastName = 'Stone'): Promise<string> {
  const email = uniqueEmail('account');
  const response = await page.request.post('/api/register', { data: { email, password: PASSWORD, firstName, lastName } });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function logOut(page: Page) {
  await navBar(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

async function expectNoHorizontalOverflow(page: Page, what: string) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(sizes.scrollWidth, `${what} is wider than the window (${JSON.stringify(sizes)})`).toBeLessThanOrEqual(sizes.clientWidth);
}

test.describe('e-mail verification', () => {
  test('a new account sees the banner until it opens the link from the verification e-mail', async ({ page, browser }) => {
    const email = uniqueEmail('verify');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByLabel('First name').fill('Vera');
    await signUp.getByLabel('Last name').fill('Lind');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('heading', { level: 1, name: /Welcome.*Vera/ })).toBeVisible();
    const banner = verifyBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(`We sent a link to ${email}.`);
    await banner.getByRole('button', { name: 'Resend e-mail' }).click();
    await expect(toast(page, 'E-mail sent')).toBeVisible();

    // The account settings say so too.
    await page.goto('/account');
    await expect(section(page, 'E-mail address').getByText('Not confirmed', { exact: true })).toBeVisible();

    const link = await waitForTokenLink(email, '/verify-email');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeVisible();
    await expect(page.getByText('Your e-mail address is confirmed.', { exact: true })).toBeVisible();
    await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome.*Vera/ })).toBeVisible();
    await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0);
    await page.goto('/account');
    await expect(section(page, 'E-mail address').getByText('Confirmed', { exact: true })).toBeVisible();

    // A link works once; a visitor opening it again is told so and offered a way on.
    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(link);
      await expect(visitorPage.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
      await expect(visitorPage.getByRole('alert')).toHaveText('This link is not valid or has already been used. Please ask for a new one.');
      await expect(visitorPage.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    } finally {
      await visitor.close();
    }
  });
});

test.describe('forgotten password', () => {
  test('the e-mailed link sets a new password and signs in; the old password stops working', async ({ page }) => {
    const email = await registerThroughApi(page, 'Rhea', 'Walsh');
    await page.context().clearCookies();

    await page.goto('/auth');
    await page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `If an account exists for ${email}, we've sent a link to choose a new password. It is valid for 1 hour.`,
    );

    // An address without an account gets the very same answer.
    const nobody = uniqueEmail('nobody');
    await page.getByRole('button', { name: 'try another address' }).click();
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `If an account exists for ${nobody}, we've sent a link to choose a new password. It is valid for 1 hour.`,
    );

    const link = await waitForTokenLink(email, '/reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm new password').fill('54321');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
    await expect(page.getByText('The passwords do not match', { exact: true })).toBeVisible();
    // The server's own rules come back in the alert.
    await page.getByLabel('New password', { exact: true }).fill('password1');
    await page.getByLabel('Confirm new password').fill('password1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText('too common');

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome.*Rhea/ })).toBeVisible();
    await expect(toast(page, 'Password changed')).toBeVisible();
    // The link reached the mailbox, which confirms the address as well.
    await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0);

    await logOut(page);
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('alert')).toHaveText('Invalid email or password');
    await signIn(page, email, NEW_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome.*Rhea/ })).toBeVisible();

    // The link was single-use.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-harbour-7');
    await page.getByLabel('Confirm new password').fill('another-harbour-7');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('This link is not valid or has already been used. Please ask for a new one.');
  });
});

test.describe('account settings', () => {
  test('rename, a new picture and a new password; the nav bar follows', async ({ page, browser }) => {
    const email = await registerThroughApi(page, 'Alex', 'Stone');
    await page.goto('/');
    await navBar(page).getByRole('link', { name: 'Account settings' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    for (const title of [
      'Profile',
      'Profile picture',
      'E-mail address',
      'Password',
      "Where you're signed in",
      'Your data',
      'Delete account',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }

    // Profile
    const profile = section(page, 'Profile');
    await profile.getByLabel('First name').fill(' ');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('First name is required', { exact: true })).toBeVisible();
    await profile.getByLabel('First name').fill('Alexis');
    await profile.getByLabel('Last name').fill('Stonebridge');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Profile saved')).toBeVisible();
    const avatar = navBar(page).getByRole('img', { name: 'Alexis Stonebridge' });
    await expect(avatar).toBeVisible();

    // Profile picture: the stock picture until one is uploaded.
    const before = await avatar.getAttribute('src');
    expect(before).not.toMatch(/\/api\/profile-images\//);
    const picture = section(page, 'Profile picture');
    const chooser = page.waitForEvent('filechooser');
    await picture.getByRole('button', { name: 'Upload new picture' }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(8) });
    await expect(toast(page, 'Profile picture updated')).toBeVisible();
    await expect(avatar).toHaveAttribute('src', /^\/api\/profile-images\/[0-9a-f-]{36}$/);
    const src = (await avatar.getAttribute('src'))!;
    await expect(picture.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', src);
    const image = await page.request.get(src);
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toContain('image/');
    // The nav bar's picture really loaded.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Not a picture: refused before any upload.
    const wrongFile = page.waitForEvent('filechooser');
    await picture.getByRole('button', { name: 'Upload new picture' }).click();
    await (await wrongFile).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(picture.getByRole('alert')).toHaveText('Choose a PNG or JPEG picture.');
    await expect(avatar).toHaveAttribute('src', src);

    // Where you're signed in: this browser, and another one that the button signs out.
    const other = await browser.newContext();
    try {
      const otherLogin = await other.request.post('/api/login', { data: { email, password: PASSWORD } });
      expect(otherLogin.ok(), await otherLogin.text()).toBe(true);
      await page.reload();
      const sessions = section(page, "Where you're signed in");
      await expect(sessions.getByRole('listitem')).toHaveCount(2);
      await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toContainText('Chrome on Linux');
      await sessions.getByRole('button', { name: 'Sign out of all other devices' }).click();
      await expect(toast(page, 'Signed out of all other devices')).toBeVisible();
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      expect((await other.request.get('/api/user')).status()).toBe(401);
    } finally {
      await other.close();
    }

    // Your data: a plain link the browser saves as a JSON file.
    const downloading = page.waitForEvent('download');
    await section(page, 'Your data').getByRole('link', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    expect(JSON.stringify(JSON.parse(await readFile((await download.path())!, 'utf8')))).toContain(email);

    // Password: a wrong current password is refused, then the change goes through.
    const password = section(page, 'Password');
    await password.getByLabel('Current password').fill('not-my-password');
    await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('alert')).toHaveText('Your current password is not correct');
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password changed. You were signed out everywhere else.')).toBeVisible();
    await expect(password.getByLabel('Current password')).toHaveValue('');

    await logOut(page);
    await signIn(page, email, NEW_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome.*Alexis/ })).toBeVisible();
    await expect(navBar(page).getByRole('img', { name: 'Alexis Stonebridge' })).toHaveAttribute('src', src);
  });

  test('a new e-mail address takes effect once its link is opened', async ({ page }) => {
    const email = await registerThroughApi(page, 'Noor', 'Haddad');
    const newEmail = uniqueEmail('renamed');
    await page.goto('/account');
    const emailSection = section(page, 'E-mail address');
    await expect(emailSection.getByText(email, { exact: true })).toBeVisible();
    await emailSection.getByLabel('New e-mail address').fill(newEmail);
    await emailSection.getByLabel('Current password').fill(PASSWORD);
    await emailSection.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(emailSection.getByRole('status')).toHaveText(
      `We sent a confirmation link to ${newEmail}. Your address changes once you open it.`,
    );
    // Nothing changes until then.
    await expect(emailSection.getByText(email, { exact: true })).toBeVisible();

    const link = await waitForTokenLink(newEmail, '/confirm-email-change');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail address changed' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Your account now uses' })).toHaveText(`Your account now uses ${newEmail}.`);
    await page.getByRole('link', { name: 'Back to account settings' }).click();
    await expect(section(page, 'E-mail address').getByText(newEmail, { exact: true })).toBeVisible();
    // Opening the link proved the new address.
    await expect(section(page, 'E-mail address').getByText('Confirmed', { exact: true })).toBeVisible();
    await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0);

    await logOut(page);
    await signIn(page, newEmail, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome.*Noor/ })).toBeVisible();
  });

  test('deleting the account needs the password and a confirmation, then signs out to the landing page', async ({ page }) => {
    const email = await registerThroughApi(page, 'Dell', 'Ete');
    await page.goto('/account');
    const danger = section(page, 'Delete account');
    await danger.getByLabel('Your password').fill('not-my-password');
    await danger.getByLabel('Keep my name on my certificates so employers can still verify them').check();
    await danger.getByRole('button', { name: 'Delete my account' }).click();
    await danger.getByRole('button', { name: 'Cancel' }).click();
    await danger.getByRole('button', { name: 'Delete my account' }).click();
    await danger.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(danger.getByRole('alert')).toHaveText('Your current password is not correct');
    await expect(page).toHaveURL(/\/account$/);

    await danger.getByLabel('Your password').fill(PASSWORD);
    await danger.getByRole('button', { name: 'Delete my account' }).click();
    await danger.getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transform Your Recruiting Career' })).toBeVisible();
    await expect(toast(page, 'Account deleted')).toBeVisible();
    // Signed out: the landing page's own top bar, no nav bar of a signed-in user.
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Faccount$/);
    await signIn(page, email, PASSWORD);
    await expect(page.getByRole('tabpanel', { name: 'Sign In' }).getByRole('alert')).toHaveText('Invalid email or password');
  });
});

test.describe('small screens', () => {
  for (const width of [320, 390]) {
    test(`account and link pages fit ${width} px without horizontal scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });

      // Visitors: "Forgot password?" and the pages of the e-mailed links (with a token that does not work).
      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
      await expectNoHorizontalOverflow(page, '/forgot-password');
      await page.goto('/reset-password?token=x');
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
      await page.getByLabel('New password', { exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('Password must be at least 6 characters', { exact: true })).toBeVisible();
      await expect(page.getByText('The passwords do not match', { exact: true })).toBeVisible();
      await expectNoHorizontalOverflow(page, '/reset-password');
      await page.goto('/verify-email?token=x');
      await expect(page.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
      await expectNoHorizontalOverflow(page, '/verify-email');

      // Signed in (not confirmed yet, so with the banner): the account settings, every section open.
      await registerThroughApi(page, 'Maximiliana', 'Featherstonehaugh-Worthington');
      await page.goto('/account');
      await expect(verifyBanner(page)).toBeVisible();
      await expect(section(page, "Where you're signed in").getByText('This device')).toBeVisible();
      await section(page, 'Profile').getByRole('button', { name: 'Save' }).click();
      const danger = section(page, 'Delete account');
      await danger.getByLabel('Your password').fill(PASSWORD);
      await danger.getByRole('button', { name: 'Delete my account' }).click();
      await expect(danger.getByRole('button', { name: 'Yes, delete my account' })).toBeVisible();
      await expectNoHorizontalOverflow(page, '/account');
      await page.goto('/verify-email?token=x');
      await expect(page.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeVisible();
      await expectNoHorizontalOverflow(page, '/verify-email (signed in)');
      await page.goto('/reset-password?token=x');
      await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
      await expectNoHorizontalOverflow(page, '/reset-password (signed in)');
    });
  }

  test('the navigation bar keeps the bell, the longest role and a long first name on one row from 320 to 419 px', async ({ page }) => {
    const email = await registerThroughApi(page, 'Maximiliana', 'Featherstonehaugh');
    await withDb((client) => client.query(`update users set role = 'recruitpro' where email = $1`, [email]));
    const account = navBar(page).getByRole('link', { name: 'Maximiliana, Account settings' });
    for (const width of [320, 360, 390, 419]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/account');
      await expect(navBar(page).getByText('RecruitPro')).toBeVisible();
      await expect(navBar(page).getByRole('link', { name: 'Notifications' })).toBeVisible();
      await expect(account).toBeVisible();
      await expectNoHorizontalOverflow(page, `/account at ${width} px`);
    }
  });
});
