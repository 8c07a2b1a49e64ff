import { expect, test, type Locator, type Page } from '@playwright/test';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';

const PASSWORD = 'learner-password';
let sequence = 0;
const uniqueEmail = () => `learning-${Date.now()}-${++sequence}@example.com`;

/** A new job seeker; the session cookie lands in the page's browser context. */
async function signUp(page: Page): Promise<void> {
  const response = await page.request.post('/api/register', {
    data: { email: uniqueEmail(), password: PASSWORD, firstName: 'Lee', lastName: 'Morgan' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function enrol(page: Page, courseId: number): Promise<void> {
  const response = await page.request.post(`/api/courses/${courseId}/enroll`, { data: {} });
  expect(response.ok(), await response.text()).toBe(true);
}

const TITLE = `Structured Screening ${Date.now()}`;
const LESSONS = {
  youtube: 'Why structured screening works',
  vimeo: 'Building a scorecard',
  text: 'The screening checklist',
  download: 'Interview guide template',
};
let course: CreatedCourse;

test.beforeAll(async () => {
  course = await createCourse({
    title: TITLE,
    description: 'Screen candidates consistently.',
    modules: [
      {
        title: 'Foundations',
        description: 'What good screening looks like',
        lessons: [
          {
            title: LESSONS.youtube,
            type: 'video',
            videoProvider: 'youtube',
            videoId: 'dQw4w9WgXcQ',
            duration: 12,
            description: '<p>Start with the <strong>why</strong>.</p>',
          },
          { title: LESSONS.vimeo, type: 'video', videoProvider: 'vimeo', videoId: '76979871', duration: 8 },
        ],
      },
      {
        title: 'In practice',
        lessons: [
          {
            title: LESSONS.text,
            type: 'text',
            duration: 5,
            content: '<h2>Before the call</h2><ul><li>Read the CV twice</li><li>Prepare three questions</li></ul>',
          },
          { title: LESSONS.download, type: 'download', contentUrl: 'https://files.example.com/guides/Interview%20Guide.pdf', duration: 0 },
        ],
      },
    ],
  });
});

test.afterAll(async () => {
  if (course) await deleteCourses([course.id]);
});

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Course Content' });
const moduleToggle = (page: Page, title: string) => sidebar(page).getByRole('button', { name: new RegExp(`Module \\d+: ${title}`) });
const lessonButton = (page: Page, title: string) => sidebar(page).getByRole('button', { name: new RegExp(title) });
const lessonPanel = (page: Page) => page.getByRole('region', { name: /.+/ }).filter({ has: page.getByRole('button', { name: 'Refresh' }) });

async function markCompleteAndExpect(page: Page, panel: Locator, percent: number) {
  await panel.getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(panel.getByText('Completed', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);
  await expect(page.getByText(`${percent}% Complete`, { exact: true })).toBeVisible();
}

test.describe('learning page and lesson page', () => {
  // The players' providers answer (the suites run offline): the pages keep the embedded player.
  test.beforeEach(async ({ page }) => {
    await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
    );
  });

  test('a learner works through a course on the learning page', async ({ page }) => {
    await signUp(page);
    await enrol(page, course.id);
    await page.goto(`/courses/${course.id}/learn`);

    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to course' })).toHaveAttribute('href', `/courses/${course.id}`);
    await expect(page.getByText('0% Complete', { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '0');

    // First load: the first lesson of the first module, its module expanded, the other collapsed.
    await expect(moduleToggle(page, 'Foundations')).toHaveAttribute('aria-expanded', 'true');
    await expect(moduleToggle(page, 'In practice')).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar(page).getByText('What good screening looks like')).toBeVisible();
    await expect(lessonButton(page, LESSONS.youtube)).toHaveAttribute('aria-current', 'true');
    await expect(lessonButton(page, LESSONS.youtube)).toContainText('12 min');
    await expect(lessonButton(page, LESSONS.text)).toBeHidden();

    const panel = lessonPanel(page);
    await expect(panel.getByRole('heading', { level: 2, name: LESSONS.youtube })).toBeVisible();
    await expect(panel.locator('strong', { hasText: 'why' })).toBeVisible();
    const youtube = panel.locator('iframe');
    await expect(youtube).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expect(youtube).toHaveAttribute('title', `${LESSONS.youtube} (video)`);
    await expect(youtube).toHaveAttribute('loading', 'lazy');
    await expect(panel.getByRole('button', { name: 'Refresh' })).toBeEnabled();

    await markCompleteAndExpect(page, panel, 25);
    await expect(page.getByText('Progress Updated')).toBeVisible();
    await expect(page.getByText('Lesson marked as complete!')).toBeVisible();
    await expect(lessonButton(page, LESSONS.youtube)).toContainText('Completed');

    // Next Lesson, in module order, completing each one.
    await panel.getByRole('button', { name: 'Next Lesson' }).click();
    await expect(lessonButton(page, LESSONS.vimeo)).toHaveAttribute('aria-current', 'true');
    await expect(panel.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
    await markCompleteAndExpect(page, panel, 50);

    await panel.getByRole('button', { name: 'Next Lesson' }).click();
    await expect(moduleToggle(page, 'In practice')).toHaveAttribute('aria-expanded', 'true');
    await expect(lessonButton(page, LESSONS.text)).toHaveAttribute('aria-current', 'true');
    await expect(panel.getByRole('heading', { name: 'Before the call' })).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveText(['Read the CV twice', 'Prepare three questions']);
    await expect(panel.locator('iframe')).toHaveCount(0);
    await markCompleteAndExpect(page, panel, 75);

    await panel.getByRole('button', { name: 'Next Lesson' }).click();
    const download = panel.getByRole('link', { name: /Download Interview Guide\.pdf/ });
    await expect(download).toHaveAttribute('href', 'https://files.example.com/guides/Interview%20Guide.pdf');
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    await markCompleteAndExpect(page, panel, 100);
    await expect(panel.getByRole('button', { name: 'Next Lesson' })).toHaveCount(0);
    // The learner's first certificate is celebrated; they keep learning.
    await page.getByRole('dialog', { name: 'Your first certificate!' }).getByRole('button', { name: 'Keep learning' }).click();

    // Modules collapse and expand; choosing a lesson in the sidebar selects it.
    await moduleToggle(page, 'Foundations').click();
    await expect(moduleToggle(page, 'Foundations')).toHaveAttribute('aria-expanded', 'false');
    await expect(lessonButton(page, LESSONS.youtube)).toBeHidden();
    await moduleToggle(page, 'Foundations').click();
    await lessonButton(page, LESSONS.vimeo).click();
    await expect(lessonButton(page, LESSONS.vimeo)).toHaveAttribute('aria-current', 'true');
    await expect(panel.getByText('Completed', { exact: true })).toBeVisible();

    // Progress survives a reload (it is the server's).
    await page.reload();
    await expect(page.getByText('100% Complete', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    // At 100% the catalogue offers the certificate instead of "Continue Learning".
    await page.goto(`/courses?q=${encodeURIComponent(TITLE)}`);
    const card = page.getByRole('article', { name: TITLE });
    await expect(card.getByRole('link', { name: 'View Certificate' })).toBeVisible();
  });

  test('the lesson page shows the breadcrumb, the course progress and Mark Complete', async ({ page }) => {
    await signUp(page);
    await enrol(page, course.id);
    const [, secondId] = course.lessonIds;
    await page.goto(`/lessons/${secondId}`);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Courses' })).toHaveAttribute('href', '/courses');
    await expect(breadcrumb.getByRole('link', { name: TITLE })).toHaveAttribute('href', `/courses/${course.id}`);
    await expect(breadcrumb.getByText(LESSONS.vimeo)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: LESSONS.vimeo })).toBeVisible();
    await expect(page.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
    await expect(page.getByText('Lesson 2 of 4', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Take Quiz' })).toHaveCount(0);

    const progress = page.getByRole('complementary', { name: 'Course Progress' });
    const links = progress.getByRole('link');
    await expect(links).toHaveCount(4);
    await expect(progress.getByRole('link', { name: new RegExp(LESSONS.vimeo) })).toHaveAttribute('aria-current', 'page');
    await expect(progress.getByRole('link', { name: new RegExp(LESSONS.text) })).toHaveAttribute('href', `/lessons/${course.lessonIds[2]}`);

    await page.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(page.getByText('Lesson completed!')).toBeVisible();
    await expect(page.getByText("Great job! You've completed this lesson.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
    await expect(page.getByRole('article').getByText('Completed', { exact: true })).toBeVisible();
    await expect(progress.getByRole('link', { name: new RegExp(LESSONS.vimeo) })).toContainText('Completed');
    await expect(progress.getByText('25% complete')).toBeVisible();

    // The sidebar links move between lessons.
    await progress.getByRole('link', { name: new RegExp(LESSONS.text) }).click();
    await expect(page).toHaveURL(new RegExp(`/lessons/${course.lessonIds[2]}$`));
    await expect(page.getByText('Lesson 3 of 4', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Before the call' })).toBeVisible();
  });

  test('a learner who is not enrolled sees the outline and a prompt to enrol', async ({ page }) => {
    await signUp(page);
    await page.goto(`/lessons/${course.lessonIds[0]}`);
    await expect(page.getByRole('heading', { level: 1, name: LESSONS.youtube })).toBeVisible();
    await expect(page.getByText('Lesson 1 of 4', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Enroll to access this lesson' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Course' })).toHaveAttribute('href', `/courses/${course.id}`);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);

    await page.goto(`/courses/${course.id}/learn`);
    await expect(page.getByRole('heading', { level: 1, name: 'Enroll to Start Learning' })).toBeVisible();
    await expect(page.getByText('Enroll in this course to start learning')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Course Page' })).toHaveAttribute('href', `/courses/${course.id}`);
  });

  test('missing lessons and courses, and visitors', async ({ page }) => {
    await page.goto(`/courses/${course.id}/learn`);
    await expect(page).toHaveURL(/\/auth\?returnTo=/);

    await signUp(page);
    await page.goto('/lessons/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');

    await page.goto('/courses/999999/learn');
    await expect(page.getByRole('heading', { level: 1, name: 'Course Not Found' })).toBeVisible();
    await expect(page.getByText('Course ID: 999999')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
  });
});
