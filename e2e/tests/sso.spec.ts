import { expect, test, type Page } from '@playwright/test';
import { samlIdp } from '../playwright.config.js';
import { signInAsAdmin } from '../support/admin.js';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, withDb, type CreatedCourse } from '../support/db.js';

// Employer single sign-on against the local SAML identity provider (signed assertions): a team's
// manager sets it up on the team page from the provider's metadata; a new member signs in through it
// from /auth with a work address and lands with a seat of the team; a refused answer is worded on /auth.
const stamp = Date.now();
const domain = `acme-${stamp}.example`;
const manager = { email: `sso-manager-${stamp}@example.com`, password: 'manager-password-123', firstName: 'Morgan', lastName: 'Lee' };
const PHONES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];
const TITLE = `Interviewing at Acme ${stamp}`;
let course: CreatedCourse;
let teamId = 0;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  course = await createCourse({
    title: TITLE,
    description: 'A course an employer bought seats of.',
    modules: [{ title: 'Basics', lessons: [{ title: 'Welcome', type: 'text', content: '<p>Hello.</p>', duration: 5 }] }],
  });
});

test.afterAll(async () => {
  if (!course) return;
  await withDb((client) => client.query('delete from teams where course_id = $1', [course.id]));
  await deleteCourses([course.id]);
});

async function expectNoSidewaysScroll(page: Page, what: string) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(sizes.scrollWidth, `${what} is wider than the window (${JSON.stringify(sizes)})`).toBeLessThanOrEqual(sizes.clientWidth);
}

/** The local identity provider's sign-in page: who it signs in, and how it answers. */
async function signInAtIdp(page: Page, person: { email: string; firstName: string; lastName: string }, answer = 'valid') {
  await expect(page.getByRole('heading', { name: 'Local SAML identity provider' })).toBeVisible();
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Answer').selectOption(answer);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function startCompanySignIn(page: Page, email: string) {
  await page.goto('/auth');
  const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
  await signIn.getByRole('button', { name: 'Sign in with your company (SSO)' }).click();
  await signIn.getByLabel('Work e-mail').fill(email);
  await signIn.getByRole('button', { name: 'Continue with SSO' }).click();
}

test.use({ viewport: { width: 1280, height: 900 } });

test("a manager sets up SAML for the team from the identity provider's metadata", async ({ page }) => {
  const registered = await page.request.post('/api/register', { data: manager });
  expect(registered.ok(), await registered.text()).toBe(true);
  const {
    user: { id: managerId },
  } = (await registered.json()) as { user: { id: number } };
  teamId = await withDb(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into teams (name, course_id, purchaser_id, manager_id, seats, created_at) values ('Acme recruiters', $1, $2, $2, 5, now()) returning id`,
      [course.id, managerId],
    );
    return rows[0].id;
  });
  await page.goto(`/teams/${teamId}`);
  const sso = page.getByRole('region', { name: 'Single sign-on' });
  await expect(sso.getByText('Off')).toBeVisible();
  await sso.getByLabel('Company name').fill('Acme Corp');
  await sso.getByLabel('E-mail domains').fill(domain);
  await sso.getByLabel('Identity provider metadata URL').fill(`${samlIdp}/metadata`);
  await sso.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(page.getByText('Single sign-on saved')).toBeVisible();
  await expect(sso.getByText('On: SAML')).toBeVisible();
  await expect(sso.getByText(/\/api\/auth\/sso\/\d+\/saml\/acs$/)).toBeVisible();
  await expectAccessible(page, "the team page's single sign-on");
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page, `the team page at ${size.width} px`);
  }
});

test('a new member signs in through SSO from /auth and lands with a seat of the team', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = { email: `ada@${domain}`, firstName: 'Ada', lastName: 'Lovelace' };
  await startCompanySignIn(page, member.email);
  await signInAtIdp(page, member);
  await expect(page).toHaveURL(/\/$/);
  const me = await page.request.get('/api/user');
  expect(((await me.json()) as { email: string }).email).toBe(member.email);
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const seats = await withDb((client) =>
    client.query<{ email: string; status: string }>('select email, status from team_seats where team_id = $1', [teamId]),
  );
  expect(seats.rows).toEqual([{ email: member.email, status: 'active' }]);
  await context.close();
});

test('a refused answer lands on /auth in words, and the SSO form fits a phone', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await startCompanySignIn(page, `grace@${domain}`);
  await signInAtIdp(page, { email: `grace@${domain}`, firstName: 'Grace', lastName: 'Hopper' }, 'expired');
  await expect(page).toHaveURL(/\/auth\?ssoError=expired/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The sign-in took too long or came with an expired answer. Please sign in again.' }),
  ).toBeVisible();
  await page.goto('/auth?ssoError=domain_mismatch&connection=0');
  await expect(page.getByText("This address is not one of your company's domains.")).toBeVisible();
  await startCompanySignIn(page, 'someone@no-sso-here.example');
  await expect(
    page.getByText('No single sign-on is set up for no-sso-here.example. Sign in with your e-mail and password instead.'),
  ).toBeVisible();
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page, `/auth with the SSO form at ${size.width} px`);
  }
  await context.close();
});

test("an admin sets up the academy's single sign-on under Integrations, then removes it", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/integrations');
  await page.getByRole('tab', { name: 'Single sign-on' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Single sign-on' });
  await panel.getByLabel('Company name').fill('Academy partners');
  await panel.getByLabel('E-mail domains').fill(`partners-${stamp}.example`);
  await panel.getByLabel('Identity provider metadata URL').fill(`${samlIdp}/metadata`);
  await panel.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(panel.getByText(/\/api\/auth\/sso\/\d+\/saml\/acs$/)).toBeVisible();
  // A domain already taken by the team's connection is refused in words.
  await panel.getByLabel('E-mail domains').fill(domain);
  await panel.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(panel.getByText(`${domain} already belongs to another single sign-on connection.`)).toBeVisible();
  await panel.getByRole('button', { name: 'Remove' }).click();
  await expect(panel.getByRole('button', { name: 'Remove' })).toHaveCount(0);
});
