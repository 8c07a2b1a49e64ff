import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';

// A cohort of a learning path: an admin creates it from the path editor and gives it a live session;
// a learner with one of the path's courses joins it on the path's page, sees its session there and on
// the dashboard, and the second course's drip module counts from the cohort's start. The tests build
// on each other, in order.

const token = Date.now().toString(36);
const PATH = `Recruiting Practitioner ${token}`;
const COHORT = `Spring run ${token}`;
const SESSION = `Path kick-off ${token}`;
const DRIP_MODULE = `Offers ${token}`;
const PASSWORD = 'learner-password-path-cohorts';
const DAY_MS = 24 * 60 * 60_000;
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

let courses: CreatedCourse[] = [];
let path: { id: number; slug: string } | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  courses = [
    await createCourse({
      title: `Sourcing ${token}`,
      modules: [{ title: 'Search', lessons: [{ title: `Boolean basics ${token}`, type: 'text', duration: 10 }] }],
    }),
    await createCourse({
      title: `Closing ${token}`,
      modules: [
        { title: 'Basics', lessons: [{ title: `Why offers fail ${token}`, type: 'text', duration: 10 }] },
        { title: DRIP_MODULE, lessons: [{ title: `Negotiation ${token}`, type: 'text', duration: 10 }] },
      ],
    }),
  ];
  const admin = await browser.newContext();
  await signInAsAdmin(admin);
  const created = await admin.request.post('/api/admin/paths', {
    data: { title: PATH, levelLabel: 'Practitioner', certificateTitle: 'Certified Recruiter' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  path = (await created.json()) as { id: number; slug: string };
  const steps = await admin.request.put(`/api/admin/paths/${path.id}/steps`, {
    data: { steps: courses.map((course) => ({ courseId: course.id })) },
  });
  expect(steps.ok(), await steps.text()).toBe(true);
  expect((await admin.request.post(`/api/admin/paths/${path.id}/publish`)).ok()).toBe(true);
  const drip = await admin.request.patch(`/api/modules/${courses[1].modules[1].id}`, { data: { unlockAfterDays: 5 } });
  expect(drip.ok(), await drip.text()).toBe(true);
  await admin.close();
});

test.afterAll(async ({ browser }) => {
  if (path) {
    const admin = await browser.newContext();
    await signInAsAdmin(admin);
    await admin.request.delete(`/api/admin/paths/${path.id}`);
    await admin.close();
  }
  await deleteCourses(courses.map((course) => course.id));
});

/** A wall time in the browser's zone for a datetime-local field, `days` from now at 09:00. */
function wallTime(days: number): string {
  const at = new Date(Date.now() + days * DAY_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T09:00`;
}

async function expectNoSidewaysScroll(page: Page, screen: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll, `${screen} is wider than the window`).toBeLessThanOrEqual(widths.viewport);
}

test('an admin creates a cohort of the path in the path editor and schedules its session', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto(`/admin/paths/${path!.id}`);
  await page.getByRole('button', { name: 'New cohort' }).click();
  const dialog = page.getByRole('dialog', { name: 'New cohort' });
  await dialog.getByLabel('Title').fill(COHORT);
  await dialog.getByLabel('Starts').fill(wallTime(-1));
  await dialog.getByLabel('Ends').fill(wallTime(60));
  await dialog.getByRole('button', { name: 'Create cohort' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Open ${COHORT}` }).click();
  await page.getByRole('button', { name: 'New session' }).click();
  const session = page.getByRole('dialog', { name: 'New session' });
  await session.getByLabel('Title').fill(SESSION);
  await session.getByLabel('Starts').fill(wallTime(3));
  await session.getByLabel('Join link').fill('https://meet.google.com/abc-defg-hij');
  await session.getByRole('button', { name: 'Schedule session' }).click();
  await expect(session).toBeHidden();
  await expect(page.getByText(SESSION)).toBeVisible();
});

test('a learner with a course of the path joins its cohort on the path page; the drip of its courses counts from the cohort', async ({
  page,
}) => {
  const email = `path-cohort-${token}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName: 'Pat', lastName: 'Cohort' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  expect((await page.request.post(`/api/courses/${courses[1].id}/enroll`, { data: {} })).ok()).toBe(true);

  // Before joining, the drip counts from the enrolment (just now): the module opens in 5 days.
  await page.goto(`/courses/${courses[1].id}/learn`);
  await expect(page.getByText(/Unlocks on/).first()).toBeVisible();

  await page.goto(`/paths/${path!.slug}`);
  const cohorts = page.getByRole('region', { name: 'Cohorts' });
  await expect(cohorts.getByText(COHORT)).toBeVisible();
  await cohorts.getByRole('button', { name: 'Join cohort' }).click();
  await expect(cohorts.getByText(`You're in ${COHORT}. To change cohort, leave it first.`)).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Live sessions' });
  await expect(sessions.getByRole('heading', { name: SESSION })).toBeVisible();
  await expect(sessions.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', /\/api\/sessions\/\d+\/calendar\.ics$/);
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await expect(sessions.getByRole('heading', { name: SESSION })).toBeVisible();
    await expectNoSidewaysScroll(page, `the path page with its cohort at ${size.width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The cohort started yesterday: the module now opens 5 days after that, a day earlier than it did.
  await page.goto(`/courses/${courses[1].id}/learn`);
  await expect(page.getByText(/Unlocks on/).first()).toBeVisible();
  const lessonId = courses[1].modules[1].lessonIds[0];
  const lesson = await page.request.get(`/api/lessons/${lessonId}`);
  const { unlocksAt } = (await lesson.json()) as { unlocksAt: string };
  // Counted from the cohort's start (yesterday at 09:00, as the admin entered it), not from now: at any time of day.
  const cohortStart = new Date(wallTime(-1)).getTime();
  expect(Math.abs(new Date(unlocksAt).getTime() - (cohortStart + 5 * DAY_MS))).toBeLessThan(60_000);

  await page.goto('/');
  const upcoming = page.getByRole('region', { name: 'Upcoming sessions' });
  await expect(upcoming.getByRole('link', { name: SESSION })).toHaveAttribute('href', `/paths/${path!.slug}#live-sessions`);
  await expect(upcoming.getByText(PATH)).toBeVisible();
});
