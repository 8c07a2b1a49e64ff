import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForInviteLink, waitForTokenLink } from '../support/mail.js';
import { signInAsAdmin } from '../support/admin.js';

const PASSWORD = 'invited-password';

let sequence = 0;
const uniqueToken = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++sequence}@example.com`;

const toast = (page: Page, text: string) => page.locator('.ant-notification').getByText(text, { exact: true });
const signUpPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Sign Up' });

async function postJson<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A course with one module and one text lesson, made through the admin API. */
async function createCourse(request: APIRequestContext, title: string, paid = false): Promise<number> {
  const course = await postJson<{ id: number }>(request, '/api/courses', {
    title,
    accessLevel: 'all',
    ...(paid ? { isPaid: true, price: 4900, paymentType: 'one_time' } : {}),
  });
  const module = await postJson<{ id: number }>(request, `/api/courses/${course.id}/modules`, { title: 'Getting started' });
  await postJson(request, `/api/modules/${module.id}/lessons`, { title: 'Welcome', type: 'text' });
  return course.id;
}

async function completeInvitedSignUp(page: Page, email: string, courseTitle: string) {
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`You've been invited to join ${courseTitle}!`, { exact: true })).toBeVisible();
  const panel = signUpPanel(page);
  const emailField = panel.getByLabel('Email');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).not.toBeEditable();
  await panel.getByLabel('First name').fill('Ines');
  await panel.getByLabel('Last name').fill('Moreau');
  await panel.getByLabel('Password').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Create Account' }).click();
}

test.describe('course invites', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a grant to an unknown e-mail invites them; the link signs them up into the course, once', async ({ page, browser }) => {
    const title = `Sourcing Sprint ${uniqueToken()}`;
    const email = uniqueEmail('granted');
    await signInAsAdmin(page);
    const courseId = await createCourse(page.request, title);

    await page.goto(`/admin/courses/${courseId}/manage`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Students' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No students enrolled yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Grant Free Access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant Free Course Access' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/invitation to create an account/)).toBeVisible();
    const grant = dialog.getByRole('button', { name: 'Grant Access' });
    await expect(grant).toBeDisabled();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await dialog.getByLabel('Email').fill(email);
    await grant.click();
    await expect(toast(page, 'Access granted successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The visitor follows the e-mailed link in a browser of their own.
    const inviteLink = await waitForInviteLink(email);
    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(inviteLink);
      await completeInvitedSignUp(visitorPage, email, title);
      await expect(visitorPage).toHaveURL((url) => url.pathname === '/' && !url.searchParams.has('invite'));
      const myCourses = visitorPage.locator('section', { has: visitorPage.getByRole('heading', { name: 'My Courses' }) });
      await expect(myCourses.getByText(title)).toBeVisible();
    } finally {
      await visitor.close();
    }

    // The admin's list shows the new student, granted.
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row.getByText('Granted', { exact: true })).toBeVisible();

    // The admin dashboard's Analytics tab reports the mail queue.
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const mailQueue = page.locator('.ant-card', { has: page.getByText('Mail Queue', { exact: true }) });
    await expect(mailQueue.getByText('Sent', { exact: true })).toBeVisible();
    await expect(mailQueue.getByText('No failed e-mails.')).toBeVisible();

    // The link is single-use.
    const latecomer = await browser.newContext();
    try {
      const latePage = await latecomer.newPage();
      await latePage.goto(inviteLink);
      await expect(latePage.getByRole('alert')).toHaveText('This invite has already been used');
      await expect(latePage).toHaveURL((url) => url.pathname === '/auth' && !url.searchParams.has('invite'));
      await expect(latePage.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
      await expect(signUpPanel(latePage).getByLabel('Email')).toBeEditable();
    } finally {
      await latecomer.close();
    }
  });

  test('an invite to purchase gives a link to copy; signing up with it leads to the course', async ({ page, browser }) => {
    const title = `Offer Negotiation ${uniqueToken()}`;
    const email = uniqueEmail('buyer');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAsAdmin(page);
    const courseId = await createCourse(page.request, title, true);

    await page.goto(`/admin/courses/${courseId}/manage`);
    await page.getByRole('button', { name: 'Invite to Purchase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite to Purchase Course' });
    const send = dialog.getByRole('button', { name: 'Send Invite' });
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Email').fill(email);
    await send.click();
    await expect(dialog).toBeHidden();

    const linkDialog = page.getByRole('dialog', { name: 'Invite Link' });
    const linkField = linkDialog.getByLabel('Invite link');
    await expect(linkField).toHaveValue(/\/auth\?invite=[\w-]+$/);
    await expect(linkField).not.toBeEditable();
    const inviteLink = await linkField.inputValue();

    await linkDialog.getByRole('button', { name: 'Copy' }).click();
    await expect(linkDialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(toast(page, 'Link copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteLink);
    // The copied state lasts 2 s.
    await expect(linkDialog.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4_000 });
    // The footer's Close (the corner × is also named Close).
    await linkDialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(linkDialog).toBeHidden();

    // The same link was e-mailed.
    expect(await waitForInviteLink(email)).toBe(inviteLink);

    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(inviteLink);
      await completeInvitedSignUp(visitorPage, email, title);
      await expect(visitorPage).toHaveURL((url) => url.pathname === `/courses/${courseId}` && url.search === '');
      await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });

  test('a grant to an account that has not confirmed its address waits until it does', async ({ page, browser }) => {
    const title = `Interview Design ${uniqueToken()}`;
    const email = uniqueEmail('unconfirmed');
    const learner = await browser.newContext();
    try {
      const learnerPage = await learner.newPage();
      const registered = await learnerPage.request.post('/api/register', {
        data: { email, password: PASSWORD, firstName: 'Ola', lastName: 'Berg' },
      });
      expect(registered.ok(), await registered.text()).toBe(true);

      await signInAsAdmin(page);
      const courseId = await createCourse(page.request, title);
      await page.goto(`/admin/courses/${courseId}/manage`);
      await page.getByRole('button', { name: 'Grant Free Access' }).click();
      const dialog = page.getByRole('dialog', { name: 'Grant Free Course Access' });
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Grant Access' }).click();
      await expect(toast(page, 'Access granted successfully')).toBeVisible();
      await expect(toast(page, `${email} has not confirmed their e-mail address yet: they get access as soon as they do.`)).toBeVisible();

      // Not on the learner's dashboard until the address is confirmed.
      await learnerPage.goto('/');
      const myCourses = learnerPage.locator('section', { has: learnerPage.getByRole('heading', { name: 'My Courses' }) });
      await expect(myCourses.getByText('No courses yet')).toBeVisible();
      await learnerPage.goto(await waitForTokenLink(email, '/verify-email'));
      await expect(learnerPage.getByText('Your e-mail address is confirmed.', { exact: true })).toBeVisible();
      await learnerPage.getByRole('link', { name: 'Go to your dashboard' }).click();
      await expect(myCourses.getByText(title)).toBeVisible();
    } finally {
      await learner.close();
    }
  });

  test('an unknown invite token shows the error and leaves a plain Sign Up form', async ({ page }) => {
    await page.goto('/auth?invite=not-a-real-token');
    await expect(page.getByRole('alert')).toHaveText('Invalid invite token');
    await expect(page).toHaveURL((url) => url.pathname === '/auth' && !url.searchParams.has('invite'));
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(signUpPanel(page).getByLabel('Email')).toHaveValue('');
    await expect(signUpPanel(page).getByLabel('Email')).toBeEditable();
  });
});
