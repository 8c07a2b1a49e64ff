import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, withDb, type CreatedCourse } from '../support/db.js';
import { waitForMail, waitForTokenLink } from '../support/mail.js';

// Team seats, the round trip: a buyer pays for 3 seats on the local Stripe server's hosted
// checkout, lands on /teams, assigns two addresses; each invitee opens the invitation from the
// delivered e-mail, signs up with that address, confirms it, joins and completes a lesson; the manager
// sees their progress. Then the team and invitation pages at phone widths.
const PASSWORD = 'learner-password';
const stamp = Date.now();
const TITLE = `Team Sourcing Sprint ${stamp}`;
const TEAM = `Northwind recruiters ${stamp}`;
const LESSONS = ['Boolean strings that find people', 'Reading a profile in two minutes'];
const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];

let sequence = 0;
const uniqueEmail = (label: string) => `${label}-${stamp}-${++sequence}@example.com`;
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

let course: CreatedCourse;
const buyer = { email: uniqueEmail('manager'), firstName: 'Morgan' };
const invitees = [
  { email: uniqueEmail('ada'), firstName: 'Ada', lastName: 'Lovelace' },
  { email: uniqueEmail('grace'), firstName: 'Grace', lastName: 'Hopper' },
];
let teamPath = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  course = await createCourse({
    title: TITLE,
    description: 'Two short lessons for a sourcing team.',
    isPaid: true,
    price: 4900,
    estimatedDuration: 30,
    modules: [
      {
        title: 'Sourcing',
        lessons: LESSONS.map((title) => ({ title, type: 'text' as const, content: '<p>Practise on a real role.</p>', duration: 10 })),
      },
    ],
  });
  // A volume discount the 3 seats reach: $49.00 less 10% is $44.10 a seat.
  await withDb((client) =>
    client.query('insert into course_seat_tiers (course_id, min_seats, discount_percent) values ($1, 3, 10)', [course.id]),
  );
});

test.afterAll(async () => {
  if (!course) return;
  await withDb(async (client) => {
    await client.query('delete from teams where course_id = $1', [course.id]);
    await client.query('delete from team_orders where course_id = $1', [course.id]);
  });
  await deleteCourses([course.id]);
});

test.beforeEach(async ({ page }) => {
  // Stripe.js comes from js.stripe.com, which this machine cannot reach: refuse it at once, as a blocker would.
  await page.route('https://js.stripe.com/**', (route) => route.abort());
});

/** The `/team-invites/TOKEN` link of the newest e-mail to `address`. */
async function teamInviteLink(address: string): Promise<string> {
  const mail = await waitForMail(address);
  const link = /https?:\/\/[^\s"'<>]+\/team-invites\/[\w-]+/.exec(mail)?.[0];
  if (!link) throw new Error(`The e-mail to ${address} has no team invitation link:\n${mail}`);
  return link;
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(sizes.scrollWidth, `${what} is wider than the window (${JSON.stringify(sizes)})`).toBeLessThanOrEqual(sizes.clientWidth);
}

/** An invitee, in a browser of their own: the invitation, a new account with that address, its confirmation, joining, one lesson. */
async function inviteeJoinsAndLearns(browser: Browser, invitee: (typeof invitees)[number]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(await teamInviteLink(invitee.email));
    await expect(page.getByRole('heading', { level: 1, name: `Join ${TEAM}` })).toBeVisible();
    await expect(page.getByText(invitee.email).first()).toBeVisible();
    await expect(page.getByText(TITLE).first()).toBeVisible();
    await page.getByRole('link', { name: 'Create account' }).click();

    await expect(page.getByText(`Your team invitation was sent to ${invitee.email}: use this address to join.`)).toBeVisible();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await expect(signUp.getByLabel('Email')).toHaveValue(invitee.email);
    await signUp.getByLabel('First name').fill(invitee.firstName);
    await signUp.getByLabel('Last name').fill(invitee.lastName);
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Create Account' }).click();

    // Back on the invitation, signed in, the address not confirmed yet.
    await expect(page).toHaveURL(/\/team-invites\//);
    await expect(page.getByText(/Confirm your e-mail address to join/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join the team' })).toHaveCount(0);

    await page.goto(await waitForTokenLink(invitee.email, '/verify-email'));
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to your team invitation' }).click();
    await page.getByRole('button', { name: 'Join the team' }).click();

    await expect(page).toHaveURL(`/courses/${course.id}/learn`);
    await expect(toast(page, `Welcome to ${TEAM}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const panel = page.getByRole('region', { name: /.+/ }).filter({ has: page.getByRole('button', { name: 'Refresh' }) });
    await expect(panel.getByRole('heading', { level: 2, name: LESSONS[0] })).toBeVisible();
    await panel.getByRole('button', { name: 'Mark as Complete' }).click();
    await expect(page.getByText('50% Complete', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
}

test('a manager buys 3 seats on the hosted checkout, assigns two, and follows the invitees as they learn', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const registered = await page.request.post('/api/register', {
    data: { email: buyer.email, password: PASSWORD, firstName: buyer.firstName, lastName: 'Manager' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await page.goto(await waitForTokenLink(buyer.email, '/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeVisible();

  await page.goto(`/courses/${course.id}`);
  await page.getByRole('button', { name: 'Buy for my team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy for my team' });
  await expect(dialog.getByLabel('Team name')).toHaveValue("Morgan's team");
  await dialog.getByLabel('Number of seats').fill('3');
  await dialog.getByLabel('Team name').fill(TEAM);
  await expect(dialog.getByText('Total for 3 seats')).toBeVisible();
  await expect(dialog.getByText('$44.10')).toBeVisible();
  await expect(dialog.getByText('$132.30')).toBeVisible();
  await expect(dialog.getByText('3+ seats: 10% off')).toBeVisible();
  await expectAccessible(page, "the 'Buy for my team' dialog");
  await dialog.getByRole('button', { name: 'Continue to checkout' }).click();

  // The local Stripe server's hosted checkout: one payment for the 3 seats.
  await expect(page.getByRole('heading', { name: `${TITLE} — team seat` })).toBeVisible();
  await expect(page.getByText('$132.30')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL('/teams');
  await expect(page.getByText(/^Payment received/)).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: TEAM }) });
  await expect(card.getByText('0 of 3 seats used')).toBeVisible();
  await card.getByRole('link', { name: `Open ${TEAM}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible();
  teamPath = new URL(page.url()).pathname;
  const seats = page.locator('.tm-seats');
  await expect(seats.getByText('Unassigned', { exact: true })).toHaveCount(3);
  await page.getByLabel('E-mail addresses').fill(`${invitees[0].email},\n${invitees[1].email.toUpperCase()}`);
  await expect(page.getByText('2 addresses to invite')).toBeVisible();
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(toast(page, 'Invitations sent')).toBeVisible();
  await expect(seats.getByText('Invited', { exact: true })).toHaveCount(2);
  await expect(seats.getByText('Unassigned', { exact: true })).toHaveCount(1);

  for (const invitee of invitees) await inviteeJoinsAndLearns(browser, invitee);

  await page.reload();
  await expect(seats.getByText('Active', { exact: true })).toHaveCount(2);
  const progress = page.getByRole('table', { name: 'Progress' });
  for (const invitee of invitees) {
    const row = progress.getByRole('row').filter({ hasText: invitee.email });
    await expect(row.getByText(`${invitee.firstName} ${invitee.lastName}`)).toBeVisible();
    await expect(row.getByText('50% · 1 of 2 lessons')).toBeVisible();
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  }
  // A learner who has started keeps the seat.
  const started = seats.getByRole('listitem').filter({ hasText: invitees[0].email });
  await expect(started.getByRole('button', { name: `Revoke seat of ${invitees[0].email}` })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api${teamPath}/members.csv`);
  await expectAccessible(page, 'the team page');
});

test('the team page and an invitation fit a phone without scrolling sideways', async ({ page, browser }) => {
  expect(teamPath, 'the round trip above (serial: it runs first) made the team').not.toBe('');
  const login = await page.request.post('/api/login', { data: { email: buyer.email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const pending = uniqueEmail('pending');
  await page.setViewportSize(PHONES[0]);
  await page.goto(teamPath);
  await expect(page.getByRole('heading', { level: 1, name: TEAM })).toBeVisible();
  await page.getByLabel('E-mail addresses').fill(pending);
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Progress' })).toBeVisible();
    await expectNoSidewaysScroll(page, `${teamPath} at ${size.width} px`);
  }

  const link = await teamInviteLink(pending);
  const visitor = await browser.newContext();
  const invitePage = await visitor.newPage();
  try {
    for (const size of PHONES) {
      await invitePage.setViewportSize(size);
      await invitePage.goto(link);
      await expect(invitePage.getByRole('heading', { level: 1, name: `Join ${TEAM}` })).toBeVisible();
      await expect(invitePage.getByRole('link', { name: 'Create account' })).toBeVisible();
      await expectNoSidewaysScroll(invitePage, `the invitation at ${size.width} px`);
    }
    await expectAccessible(invitePage, 'the invitation');
  } finally {
    await visitor.close();
  }
});

test("an admin sees the team on the Teams tab and the course's seat discounts, at phone widths too", async ({ page }) => {
  expect(teamPath, 'the round trip above (serial: it runs first) made the team').not.toBe('');
  const login = await page.request.post('/api/login', { data: { email: 'admin@academy.test', password: 'admin-password-e2e' } });
  expect(login.ok(), await login.text()).toBe(true);
  for (const size of [...PHONES, { width: 1280, height: 900 }]) {
    await page.setViewportSize(size);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Teams' }).click();
    const row = page.getByRole('table', { name: 'Teams' }).getByRole('row').filter({ hasText: TEAM });
    await expect(row.getByRole('link', { name: TITLE })).toBeVisible();
    await expect(row.getByText(buyer.email)).toBeVisible();
    await expect(row.getByText('3 / 3')).toBeVisible();
    await expect(row.getByText('$132.30')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, `the Teams tab at ${size.width} px`);
  }

  await page.goto(`/admin/courses/${course.id}/manage`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const settings = page.getByRole('tabpanel', { name: 'Settings' });
  await expect(settings.getByRole('heading', { name: 'Team seat discounts' })).toBeVisible();
  await expect(settings.getByLabel('Discount 1: minimum seats')).toHaveValue('3');
  await expect(settings.getByLabel('Discount 1: percent off')).toHaveValue('10');
  await settings.getByRole('button', { name: 'Add discount' }).click();
  await settings.getByLabel('Discount 2: minimum seats').fill('10');
  await settings.getByLabel('Discount 2: percent off').fill('20');
  await settings.getByRole('button', { name: 'Save discounts' }).click();
  await expect(page.locator('.ant-notification').getByText('Team seat discounts saved', { exact: true })).toBeVisible();
  await page.setViewportSize(PHONES[0]);
  await expectNoSidewaysScroll(page, 'the course settings at 320 px');

  // Buyers' quotes take the new discount at once.
  const quote = await page.request.get(`/api/courses/${course.id}/seat-quote?seats=10`);
  expect(await quote.json()).toMatchObject({ unitAmount: 3920, discountPercent: 20, totalAmount: 39_200 });
});
