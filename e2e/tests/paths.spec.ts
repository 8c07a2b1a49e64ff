import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin.js';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';

// Learning paths end to end: an admin builds a two-step path (the second step unlocks after the
// first) and publishes it; a learner finds it in the catalogue, sees the second step locked with what
// unlocks it, completes the first course and sees it unlock, on the path page, the dashboard and the
// course page; a visitor's path page arrives rendered with its JSON-LD. The tests build on each other, in order.

const token = Date.now().toString(36);
const FIRST = `Sourcing Fundamentals ${token}`;
const SECOND = `Structured Interviews ${token}`;
const PATH = `Certified Recruiter ${token}`;
const SLUG = `certified-recruiter-${token}`;
const PASSWORD = 'learner-password-paths';
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

let first: CreatedCourse;
let second: CreatedCourse;
let pathId: number | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  first = await createCourse({
    title: FIRST,
    description: 'Find the people worth calling.',
    modules: [{ title: 'Search', lessons: [{ title: `Boolean basics ${token}`, type: 'text', duration: 20 }] }],
  });
  second = await createCourse({
    title: SECOND,
    description: 'Interviews that compare candidates fairly.',
    modules: [{ title: 'Interviews', lessons: [{ title: `Scorecards ${token}`, type: 'text', duration: 30 }] }],
  });
});

test.afterAll(async ({ browser }) => {
  if (pathId !== undefined) {
    const context = await browser.newContext();
    await signInAsAdmin(context);
    await context.request.delete(`/api/admin/paths/${pathId}`);
    await context.close();
  }
  await deleteCourses([first?.id, second?.id].filter((id): id is number => id !== undefined));
});

async function expectNoSidewaysScroll(page: Page, screen: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll, `${screen} is wider than the window`).toBeLessThanOrEqual(widths.viewport);
}

async function atPhoneWidths(page: Page, screen: string, ready: () => Promise<void>) {
  const desktop = page.viewportSize();
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await ready();
    await expectNoSidewaysScroll(page, `${screen} at ${size.width} px`);
  }
  if (desktop) await page.setViewportSize(desktop);
}

/** Picks `option` in an Ant Design multiple Select, then closes its list. */
async function chooseMany(page: Page, field: Locator, option: string) {
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await page.keyboard.press('Escape');
}

/** Picks a step in "Add a step" by typing its title: the list holds every course of the test database, more than it renders. */
async function addStepChoice(page: Page, title: string): Promise<void> {
  const field = page.getByLabel('Add a step');
  await field.scrollIntoViewIfNeeded();
  await field.click();
  await field.fill(title);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: title }).first().click();
  await expect(page.getByRole('button', { name: 'Add step' })).toBeEnabled();
}

const stepCards = (page: Page) => page.getByRole('list', { name: 'Steps' }).getByRole('listitem');

test('an admin builds a two-step path, is told what is wrong with a circle of prerequisites, and publishes it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/paths');
  await expect(page.getByRole('heading', { level: 1, name: 'Learning paths' })).toBeVisible();
  await page.getByRole('button', { name: 'New path' }).click();
  const dialog = page.getByRole('dialog', { name: 'New learning path' });
  await dialog.getByRole('button', { name: 'Create path' }).click();
  await expect(dialog.getByText('Title is required', { exact: true })).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill(PATH);
  await dialog.getByLabel('Level', { exact: true }).fill('Practitioner');
  await dialog.getByLabel('Certificate title', { exact: true }).fill('Certified Recruiter — Practitioner');
  await dialog.getByLabel('Description').fill('From the first search to a fair interview.');
  await dialog.getByRole('button', { name: 'Create path' }).click();

  await expect(page.getByRole('heading', { level: 1, name: PATH })).toBeVisible();
  pathId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(pathId).toBeGreaterThan(0);

  for (const title of [FIRST, SECOND]) {
    await addStepChoice(page, title);
    await page.getByRole('button', { name: 'Add step' }).click();
  }
  await expect(stepCards(page)).toHaveCount(2);
  await chooseMany(page, stepCards(page).nth(1).getByLabel('Unlocks after'), `1. ${FIRST}`);
  // A circle: the first step now also waits for the second.
  await chooseMany(page, stepCards(page).nth(0).getByLabel('Unlocks after'), `2. ${SECOND}`);
  await page.getByRole('button', { name: 'Save steps' }).click();
  await expect(page.getByText('The steps were not saved')).toBeVisible();
  await expect(
    page.getByText(`Steps cannot require each other in a circle: ${FIRST} requires ${SECOND}, which requires ${FIRST}.`),
  ).toBeVisible();

  await stepCards(page)
    .nth(0)
    .getByRole('button', { name: `Remove ${FIRST}` })
    .click();
  await addStepChoice(page, FIRST);
  await page.getByRole('button', { name: 'Add step' }).click();
  await stepCards(page)
    .nth(1)
    .getByRole('button', { name: `Move up: ${FIRST}` })
    .click();
  await chooseMany(page, stepCards(page).nth(1).getByLabel('Unlocks after'), `1. ${FIRST}`);
  await page.getByRole('button', { name: 'Save steps' }).click();
  await expect(page.getByText('Steps saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save steps' })).toBeDisabled();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await atPhoneWidths(page, 'The admin path editor', () => expect(page.getByRole('heading', { level: 1, name: PATH })).toBeVisible());
  await expectAccessible(page, 'the admin path editor');

  await page.getByRole('link', { name: 'Back to learning paths' }).click();
  await expect(page.getByRole('link', { name: PATH })).toBeVisible();
  await atPhoneWidths(page, 'The admin paths list', () => expect(page.getByRole('link', { name: PATH })).toBeVisible());
  await expectAccessible(page, 'the admin paths list');
});

test('a learner sees the second step locked until the first course is complete, then unlocked', async ({ page }) => {
  const email = `pathfinder-${token}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName: 'Parker', lastName: 'Path' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  await page.goto('/courses');
  const card = page.getByRole('article', { name: PATH });
  await expect(card.getByText('Certified Recruiter — Practitioner')).toBeVisible();
  await atPhoneWidths(page, 'The course list with learning paths', () => expect(card).toBeVisible());
  await expectAccessible(page, 'the course list with learning paths');
  await card.getByRole('link', { name: 'View Path' }).click();

  await expect(page.getByRole('heading', { level: 1, name: PATH })).toBeVisible();
  const steps = page.getByRole('heading', { name: 'Steps' }).locator('..').getByRole('listitem');
  await expect(steps.nth(0).getByText('Available', { exact: true })).toBeVisible();
  await expect(steps.nth(1).getByText('Locked', { exact: true })).toBeVisible();
  await expect(steps.nth(1).getByText(`Complete ${FIRST} first`)).toBeVisible();
  await expect(page.getByText('0 of 2 required steps done')).toBeVisible();
  await atPhoneWidths(page, 'The path page with a locked step', () =>
    expect(steps.nth(1).getByText(`Complete ${FIRST} first`)).toBeVisible(),
  );
  await expectAccessible(page, 'the path page');

  expect((await page.request.post(`/api/courses/${first.id}/enroll`, { data: {} })).ok()).toBe(true);
  expect((await page.request.post(`/api/lessons/${first.lessonIds[0]}/complete`)).ok()).toBe(true);
  await page.reload();
  await expect(steps.nth(0).getByText('Done', { exact: true })).toBeVisible();
  await expect(steps.nth(1).getByText('Available', { exact: true })).toBeVisible();
  await expect(steps.nth(1).getByText(`Complete ${FIRST} first`)).toHaveCount(0);
  await expect(page.getByText('1 of 2 required steps done')).toBeVisible();
  await expect(steps.nth(1).getByRole('link', { name: SECOND })).toHaveAttribute('href', `/courses/${second.id}`);

  await page.goto('/');
  const mine = page.getByRole('region', { name: 'My Learning Paths' });
  await expect(mine.getByRole('link', { name: PATH })).toBeVisible();
  await expect(mine.getByText('1 of 2 required steps done')).toBeVisible();
  await expect(mine.getByRole('link', { name: SECOND })).toHaveAttribute('href', `/courses/${second.id}`);
  await atPhoneWidths(page, 'The dashboard with a learning path', () => expect(mine.getByRole('link', { name: PATH })).toBeVisible());
  await expectAccessible(page, 'the dashboard with a learning path');

  await page.goto(`/courses/${second.id}`);
  await expect(page.getByText('Part of the learning path')).toBeVisible();
  await page.getByRole('link', { name: PATH }).click();
  await expect(page).toHaveURL(new RegExp(`/paths/${SLUG}$`));
});

test('a visitor gets the path page rendered, with its EducationalOccupationalProgram JSON-LD', async ({ request }) => {
  const response = await request.get(`/paths/${SLUG}`, { headers: { cookie: '' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<meta property="og:title" content="${PATH} · Recruiting Academy">`);
  expect(html).toContain(`Complete ${FIRST} first`);
  const documents = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
  const program = documents.find((data) => data['@type'] === 'EducationalOccupationalProgram');
  expect(program).toMatchObject({
    name: PATH,
    educationalLevel: 'Practitioner',
    educationalCredentialAwarded: { name: 'Certified Recruiter — Practitioner' },
    hasCourse: [{ name: FIRST }, { name: SECOND }],
  });
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/paths/${SLUG}</loc>`);
});

test('in the browser, the visitor’s path page is taken over by the app without warnings or asking the API again', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname);
  });
  await page.goto(`/paths/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: PATH })).toBeVisible();
  // The visitor acts, the app starts and takes over the server's HTML.
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/remotes/learner/')));
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  expect(apiCalls.filter((call) => call !== '/api/user')).toEqual([]);
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  await atPhoneWidths(page, 'The visitor’s path page', () => expect(page.getByRole('heading', { level: 1, name: PATH })).toBeVisible());
  await expectAccessible(page, 'the visitor’s path page');
  await context.close();
});
