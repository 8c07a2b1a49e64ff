import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin.js';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';

// Reviews end to end: a learner past the academy's share of a course writes a review and edits it,
// an admin hides it, and the public course page's JSON-LD carries aggregateRating only while a
// visible review exists. The tests build on each other, in order.

const token = Date.now().toString(36);
const TITLE = `Reference Checks That Work ${token}`;
const PASSWORD = 'learner-password-reviews';
const FIRST = 'Robin';
const LAST = `Reviewer${token}`;
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

let course: CreatedCourse;

test.beforeAll(async () => {
  course = await createCourse({
    title: TITLE,
    description: 'Ask referees questions that get past polite answers.',
    modules: [
      {
        title: 'Calls',
        lessons: [
          { title: `Before the call ${token}`, type: 'text', content: '<p>Prepare.</p>', duration: 5 },
          { title: `During the call ${token}`, type: 'text', content: '<p>Listen.</p>', duration: 5 },
          { title: `After the call ${token}`, type: 'text', content: '<p>Write it up.</p>', duration: 5 },
        ],
      },
    ],
  });
});

test.afterAll(async () => {
  if (course) await deleteCourses([course.id]);
});

/** The Course JSON-LD of the public course page, as a crawler gets it (no cookies, no scripts). */
async function courseJsonLd(request: APIRequestContext): Promise<Record<string, unknown>> {
  const response = await request.get(`/courses/${course.id}`, { headers: { cookie: '' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const documents = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
  const found = documents.find((data) => data['@type'] === 'Course');
  expect(found).toBeDefined();
  return found!;
}

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

test.describe.configure({ mode: 'serial' });

let learnerEmail: string;

test('the course JSON-LD has no aggregateRating before anyone reviews the course', async ({ request }) => {
  expect(await courseJsonLd(request)).not.toHaveProperty('aggregateRating');
});

test('a learner past the threshold writes a review and edits it', async ({ page }) => {
  learnerEmail = `reviewer-${token}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { email: learnerEmail, password: PASSWORD, firstName: FIRST, lastName: LAST },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  expect((await page.request.post(`/api/courses/${course.id}/enroll`, { data: {} })).ok()).toBe(true);

  // Enrolled with nothing completed: the page says what is missing.
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByText('Complete at least 30% of this course to review it. You have completed 0%.')).toBeVisible();

  // One of three lessons is 33%: past the default 30%.
  expect((await page.request.post(`/api/lessons/${course.lessonIds[0]}/complete`)).ok()).toBe(true);
  await page.reload();
  const form = page.getByRole('region', { name: 'Rate this course' });
  await expect(form).toBeVisible();
  await atPhoneWidths(page, 'The course page with the review form', () => expect(form).toBeVisible());
  await expectAccessible(page, 'the course page with the review form');

  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByLabel('Your review (optional)').fill('The referee question bank is excellent.');
  await form.getByRole('button', { name: 'Post review' }).click();

  const own = page.getByRole('region', { name: 'Your review' });
  await expect(own.getByText('The referee question bank is excellent.')).toBeVisible();
  const list = page.getByRole('list', { name: 'Reviews of this course' });
  await expect(list.getByText('The referee question bank is excellent.')).toBeVisible();
  await expect(list.getByText(`${FIRST} ${LAST.charAt(0)}.`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' }).first()).toBeVisible();

  await own.getByRole('button', { name: 'Edit review' }).click();
  const edit = page.getByRole('region', { name: 'Edit your review' });
  await edit.getByRole('radio', { name: '4 stars' }).check();
  await edit.getByLabel('Your review (optional)').fill('Good question bank; the write-up template needs work.');
  await edit.getByRole('button', { name: 'Save review' }).click();

  await expect(own.getByText('Good question bank; the write-up template needs work.')).toBeVisible();
  await expect(own.getByText(/^Edited /)).toBeVisible();
  await expect(list.getByText(/^Edited /)).toBeVisible();
  await atPhoneWidths(page, 'The course page with reviews', () => expect(list).toBeVisible());
  await expectAccessible(page, 'the course page with reviews');
});

test('the catalogue card and the public course JSON-LD carry the visible reviews', async ({ page, request }) => {
  await page.goto('/courses');
  const card = page.getByRole('article', { name: TITLE });
  await expect(card.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' })).toBeVisible();
  // A crawler reads the reviews in the first response.
  const html = await (await request.get(`/courses/${course.id}`, { headers: { cookie: '' } })).text();
  expect(html).toContain('Good question bank; the write-up template needs work.');

  expect((await courseJsonLd(request)).aggregateRating).toEqual({
    '@type': 'AggregateRating',
    ratingValue: 4,
    ratingCount: 1,
    reviewCount: 1,
    bestRating: 5,
    worstRating: 1,
  });
});

test('an admin hides the review with a reason; it leaves the JSON-LD and its author sees why', async ({ browser, request }) => {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/reviews');
  await expect(admin.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const hide = admin.getByRole('button', { name: `Hide ${FIRST} ${LAST}’s review of ${TITLE}` });
  await expect(hide).toBeVisible();
  await atPhoneWidths(admin, 'The admin Reviews page', () => expect(hide).toBeVisible());
  await expectAccessible(admin, 'the admin Reviews page');

  await hide.click();
  const dialog = admin.getByRole('dialog', { name: 'Hide review' });
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog.getByText('Please give a reason for hiding this review')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Names a referee');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('button', { name: `Unhide ${FIRST} ${LAST}’s review of ${TITLE}` })).toBeVisible();
  await context.close();

  expect(await courseJsonLd(request)).not.toHaveProperty('aggregateRating');

  const learner = await browser.newContext();
  const page = await learner.newPage();
  expect((await page.request.post('/api/login', { data: { email: learnerEmail, password: PASSWORD } })).ok()).toBe(true);
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByText('An admin hid your review: Names a referee', { exact: false })).toBeVisible();
  await expect(page.getByText('No reviews yet.')).toBeVisible();
  await learner.close();
});
