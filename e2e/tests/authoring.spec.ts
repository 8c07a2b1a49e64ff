import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';
import { signInAsAdmin } from '../support/admin.js';

// The backend runs with this admin account (playwright.config.ts).
const toast = (page: Page, text: string) => page.locator('.ant-notification').getByText(text, { exact: true });
const courses: number[] = [];

async function authoringCourse(title: string, modules: Parameters<typeof createCourse>[0]['modules']): Promise<CreatedCourse> {
  const course = await createCourse({ title: `${title} ${Date.now()}`, modules });
  courses.push(course.id);
  return course;
}

test.afterAll(async () => {
  await deleteCourses(courses);
});

test.describe('authoring', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('a quiz question with one correct answer stores only the option the author picked', async ({ page }) => {
    const course = await authoringCourse('Quiz dialog', [{ title: 'Sourcing', lessons: [{ title: 'Sourcing quiz', type: 'quiz' }] }]);
    const [lessonId] = course.lessonIds;
    await page.goto(`/admin/courses/${course.id}/lessons/${lessonId}`);
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await expect(toast(page, 'Quiz created!')).toBeVisible();

    await page.getByRole('button', { name: 'Add Question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Question' });
    await dialog.getByLabel('Question', { exact: true }).fill('Which source finds passive candidates?');
    await dialog.getByLabel('Option 1', { exact: true }).fill('Job boards');
    await dialog.getByLabel('Option 2', { exact: true }).fill('LinkedIn sourcing');
    await expect(dialog.getByRole('switch', { name: 'More than one answer is correct' })).not.toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Option 1 is correct' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save Question' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Mark at least one option as correct.');

    await dialog.getByRole('radio', { name: 'Option 2 is correct' }).check();
    await expect(dialog.getByRole('radio', { name: 'Option 1 is correct' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save Question' }).click();
    await expect(toast(page, 'Question added!')).toBeVisible();

    const quiz = await page.request.get(`/api/admin/lessons/${lessonId}/quiz`);
    expect(quiz.ok(), await quiz.text()).toBe(true);
    const { quiz: stored } = (await quiz.json()) as { quiz: { questions: { correctOptions: number[] }[] } };
    expect(stored.questions.map((question) => question.correctOptions)).toEqual([[1]]);
  });

  test('an admin renames a module and moves a lesson into another module with the keyboard and with the mouse', async ({ page }) => {
    const course = await authoringCourse('Structure', [
      { title: 'Sourcing', lessons: [{ title: 'Boolean basics' }, { title: 'X-ray searches' }] },
      { title: 'Screening', lessons: [{ title: 'Phone screens' }] },
    ]);
    const [sourcing, screening] = course.modules;
    await page.goto(`/admin/courses/${course.id}`);

    await page.getByRole('button', { name: 'Rename module Sourcing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename Module' });
    await dialog.getByLabel('Module Title').fill('Sourcing on LinkedIn');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Module Renamed')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Module 1: Sourcing on LinkedIn' })).toBeVisible();

    const lessonsOf = (moduleTitle: string) => page.getByRole('list', { name: `Lessons of ${moduleTitle}` }).getByRole('link');
    const storedOrder = async () => {
      const response = await page.request.get(`/api/courses/${course.id}`);
      const body = (await response.json()) as { modules: { id: number; lessons: { title: string; order: number }[] }[] };
      return Object.fromEntries(
        body.modules.map((module) => [module.id, [...module.lessons].sort((a, b) => a.order - b.order).map((lesson) => lesson.title)]),
      );
    };

    // Keyboard: pick "X-ray searches" up, move it down into the next module, drop it.
    const dragged = page.getByRole('button', { name: 'Drag lesson X-ray searches' });
    await dragged.focus();
    await page.keyboard.press('Space');
    // Arrow keys move the lesson only once it is picked up.
    await expect(dragged).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowDown');
    // The lesson crosses into the next module's list; the next key moves it within that list.
    await expect(page.getByRole('list', { name: 'Lessons of Screening' }).getByRole('link', { name: 'X-ray searches' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(lessonsOf('Screening')).toHaveText(['Phone screens', 'X-ray searches']);
    await expect(lessonsOf('Sourcing on LinkedIn')).toHaveText(['Boolean basics']);
    await expect.poll(storedOrder).toEqual({ [sourcing.id]: ['Boolean basics'], [screening.id]: ['Phone screens', 'X-ray searches'] });

    // Mouse: drag "Phone screens" onto "Boolean basics".
    const handle = page.getByRole('button', { name: 'Drag lesson Phone screens' });
    const target = page.getByRole('button', { name: 'Drag lesson Boolean basics' });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 20 });
    await page.mouse.up();
    await expect(lessonsOf('Sourcing on LinkedIn')).toHaveText(['Phone screens', 'Boolean basics']);
    await expect.poll(storedOrder).toEqual({ [sourcing.id]: ['Phone screens', 'Boolean basics'], [screening.id]: ['X-ray searches'] });
  });

  test('a download lesson takes an uploaded file, like the download library', async ({ page }) => {
    const course = await authoringCourse('Download lesson', [
      { title: 'Templates', lessons: [{ title: 'Scorecard template', type: 'download' }] },
    ]);
    const [lessonId] = course.lessonIds;
    await page.goto(`/admin/courses/${course.id}/lessons/${lessonId}`);
    const scorecard = Buffer.from('%PDF-1.4\nscorecard template\n%%EOF');
    await page.locator('input[type="file"]').setInputFiles({ name: 'scorecard.pdf', mimeType: 'application/pdf', buffer: scorecard });
    await expect(toast(page, 'File uploaded')).toBeVisible();
    await expect(page.getByText('scorecard.pdf is ready: save the lesson to publish it.')).toBeVisible();
    const url = page.getByLabel('Download URL');
    await expect(url).toHaveValue(/^\/api\/download-files\/[0-9a-f-]{36}$/);
    const fileUrl = await url.inputValue();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Lesson updated!')).toBeVisible();

    const lesson = (await (await page.request.get(`/api/lessons/${lessonId}`)).json()) as { contentUrl: string };
    expect(lesson.contentUrl).toBe(fileUrl);
    const file = await page.request.get(fileUrl);
    expect(file.ok()).toBe(true);
    expect(Buffer.from(await file.body()).equals(scorecard)).toBe(true);
  });
});

test.describe('admin pages on phones and desktops', () => {
  /** No page-level horizontal scroll: wide tables scroll inside their own container. */
  const expectNoSideways = async (page: Page, screen: string) => {
    const sizes = await page.evaluate(() => {
      // The outermost elements sticking out on the right, to say what to fix.
      const wide = [...document.querySelectorAll('body *')].filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
      );
      const outermost = wide.filter((element) => !wide.includes(element.parentElement!)).slice(0, 3);
      return {
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        culprits: outermost.map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`).join(', '),
      };
    });
    expect(
      sizes.scrollWidth,
      `${screen} is ${sizes.scrollWidth} px wide in a ${sizes.innerWidth} px window (${sizes.culprits})`,
    ).toBeLessThanOrEqual(sizes.innerWidth);
  };

  // 390 px: every admin screen's walk in admin-daily.spec.ts.
  for (const width of [320, 1280]) {
    test(`the dashboard tabs, the manage page and the structure page fit ${width} px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 800 });
      await signInAsAdmin(page);
      const course = await authoringCourse('Interviewing candidates for senior engineering roles', [
        {
          title: 'Structured interviews with scorecards and calibrated rubrics',
          lessons: [{ title: 'Writing questions that predict on-the-job performance' }],
        },
      ]);

      await page.goto('/admin');
      await expect(page.getByRole('tab', { name: 'Courses' })).toBeVisible();
      for (const tab of ['Courses', 'Video Platforms', 'Users', 'Downloads', 'Analytics']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
        await expectNoSideways(page, `The dashboard's ${tab} tab`);
      }

      await page.goto(`/admin/courses/${course.id}/manage`);
      for (const tab of ['Outline', 'Settings', 'Students', 'Analytics']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
        await expectNoSideways(page, `The manage page's ${tab} tab`);
      }

      await page.goto(`/admin/courses/${course.id}`);
      const title = page.getByRole('heading', { level: 2, name: 'Module 1: Structured interviews with scorecards and calibrated rubrics' });
      await expect(title).toBeVisible();
      // The whole title shows (it wraps), not cut short by the module's buttons.
      expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      await expectNoSideways(page, 'The structure page');
      if (width === 320) await expectAccessible(page, 'the course structure page at 320 px');
    });
  }
});
