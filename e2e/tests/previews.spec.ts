import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.js';
import { expectAccessible } from '../support/axe.js';
import { changeCatalogue, createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';

// A visitor opens a free preview lesson from the course page (rendered on the server, then taken
// over by the app) and sees its content beside the buy panel; the course page shows its instructor.

const token = Date.now().toString(36);
const COURSE_TITLE = `Talent Mapping ${token}`;
const PREVIEW_TITLE = `What a talent map is ${token}`;
const LOCKED_TITLE = `Building your first map ${token}`;
const PREVIEW_TEXT = 'A talent map lists the people you would hire tomorrow, where they work now and what would make them move.';
const INSTRUCTOR = `Dana Whitfield ${token}`;

let course: CreatedCourse;
let instructorId: number;

test.beforeAll(async () => {
  course = await createCourse({
    title: COURSE_TITLE,
    description: 'Map the market before you need to hire from it.',
    isPaid: true,
    price: 4900,
    modules: [
      {
        title: 'Foundations',
        lessons: [
          { title: `Welcome ${token}`, type: 'video', videoProvider: 'youtube', videoId: 'dQw4w9WgXcQ', duration: 4 },
          { title: PREVIEW_TITLE, type: 'text', content: `<h2>Maps</h2><p>${PREVIEW_TEXT}</p>`, duration: 8 },
          { title: LOCKED_TITLE, type: 'text', content: '<p>Only for enrolled learners.</p>', duration: 12 },
        ],
      },
    ],
  });
  instructorId = await changeCatalogue(async (client) => {
    await client.query('update lessons set is_preview = true where id = any($1)', [course.lessonIds.slice(0, 2)]);
    const { rows } = await client.query<{ id: number }>(
      `insert into instructors (name, title, bio, credentials, links, created_at)
       values ($1, 'Head of Talent Acquisition', 'Fifteen years of hiring for fast-growing teams.', '{SHRM-SCP}', $2, now()) returning id`,
      [INSTRUCTOR, JSON.stringify([{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/dana-example' }])],
    );
    await client.query('insert into course_instructors (course_id, instructor_id, position) values ($1, $2, 0)', [course.id, rows[0]!.id]);
    return rows[0]!.id;
  });
});

test.afterAll(async () => {
  await changeCatalogue((client) => client.query('delete from instructors where id = $1', [instructorId]));
  if (course) await deleteCourses([course.id]);
});

const previewPath = () => `/courses/${course.id}/preview/${course.lessonIds[1]}`;

async function expectNoSidewaysScroll(page: Page, screen: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll, `${screen} scrolls sideways`).toBeLessThanOrEqual(widths.viewport);
}

test('the preview page and the instructor are in the HTML a crawler gets', async ({ request }) => {
  const response = await request.get(previewPath(), { headers: { cookie: '' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(PREVIEW_TEXT);
  expect(html).toContain('$49.00');
  expect(html).toContain(`<title>${PREVIEW_TITLE} · Free preview · Recruiting Academy</title>`);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${previewPath()}">`);
  expect(html).not.toContain('Only for enrolled learners.');

  // A lesson that is not a preview gives away nothing of its content.
  const locked = await request.get(`/courses/${course.id}/preview/${course.lessonIds[2]}`, { headers: { cookie: '' } });
  expect(locked.status()).toBe(403);
  expect(await locked.text()).not.toContain('Only for enrolled learners.');

  const coursePage = await (await request.get(`/courses/${course.id}`, { headers: { cookie: '' } })).text();
  const jsonLd = [...coursePage.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  expect(jsonLd.find((data) => data['@type'] === 'Course')?.instructor).toEqual([
    {
      '@type': 'Person',
      name: INSTRUCTOR,
      jobTitle: 'Head of Talent Acquisition',
      description: 'Fifteen years of hiring for fast-growing teams.',
      sameAs: ['https://www.linkedin.com/in/dana-example'],
      hasCredential: [{ '@type': 'EducationalOccupationalCredential', name: 'SHRM-SCP' }],
    },
  ]);
});

test('a visitor sees the instructor, opens a preview from the course page and reads it beside the buy panel', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`/courses/${course.id}`);
  const instructors = page.getByRole('region', { name: 'Instructor' });
  await expect(instructors.getByRole('heading', { name: INSTRUCTOR })).toBeVisible();
  await expect(instructors.getByText('Head of Talent Acquisition')).toBeVisible();
  await expect(instructors.getByText('SHRM-SCP')).toBeVisible();
  await expect(instructors.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', 'https://www.linkedin.com/in/dana-example');

  const outline = page.getByRole('region', { name: 'Course Content' });
  await expect(outline.getByRole('link', { name: `Welcome ${token} Preview` })).toBeVisible();
  await expect(outline.getByText(LOCKED_TITLE)).toBeVisible();
  await expect(outline.getByRole('link', { name: new RegExp(LOCKED_TITLE) })).toHaveCount(0);
  await expectAccessible(page, 'the course page with instructors and previews');

  await outline.getByRole('link', { name: `${PREVIEW_TITLE} Preview` }).click();
  await expect(page).toHaveURL(`${baseURL}${previewPath()}`);
  await expect(page.getByRole('heading', { level: 1, name: PREVIEW_TITLE })).toBeVisible();
  await expect(page.getByText(PREVIEW_TEXT)).toBeVisible();
  const panel = page.getByRole('complementary', { name: 'Enrolment' });
  await expect(panel.getByText('$49.00')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Purchase' })).toHaveAttribute('href', `/checkout/${course.id}`);
  await expectAccessible(page, 'the preview page');
  expect(problems).toEqual([]);
});

for (const width of [390, 320]) {
  test(`the course page and the preview page fit ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // Opened directly: rendered on the server, then taken over by the app without a warning.
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByRole('region', { name: 'Instructor' })).toBeVisible();
    await expectNoSidewaysScroll(page, `the course page at ${width} px`);
    await page.goto(previewPath());
    await expect(page.getByText(PREVIEW_TEXT)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Enrolment' }).getByRole('link', { name: 'Purchase' })).toBeVisible();
    await expectNoSidewaysScroll(page, `the preview page at ${width} px`);
    await expectAccessible(page, `the preview page at ${width} px`);
    await page.mouse.move(5, 5);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}
