import { expect, test, type Locator, type Page } from '@playwright/test';
import { deleteCourses } from '../support/db.js';
import { signInAsAdmin } from '../support/admin.js';

// The backend runs with this admin account (playwright.config.ts).
const LINK_ATTRIBUTES = 'target="_blank" rel="noopener noreferrer nofollow"';

interface Fixture {
  courseId: number;
  moduleId: number;
  lessons: Record<'text' | 'video' | 'unsafe', number>;
}
let fixture: Fixture;
const createdCourses: number[] = [];

async function postJson<T>(page: Page, url: string, data: object): Promise<T> {
  const response = await page.request.post(url, { data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function lessonHtml(page: Page, id: number): Promise<{ content: string | null; description: string }> {
  const response = await page.request.get(`/api/lessons/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { content: string | null; description: string };
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  const course = await postJson<{ id: number }>(page, '/api/courses', { title: `Lesson Editor ${Date.now()}`, accessLevel: 'all' });
  createdCourses.push(course.id);
  const module = await postJson<{ id: number }>(page, `/api/courses/${course.id}/modules`, { title: 'Screening basics' });
  const lesson = (title: string, type: string) => postJson<{ id: number }>(page, `/api/modules/${module.id}/lessons`, { title, type });
  fixture = {
    courseId: course.id,
    moduleId: module.id,
    lessons: {
      text: (await lesson('The screening checklist', 'text')).id,
      video: (await lesson('Why structure matters', 'video')).id,
      unsafe: (await lesson('Links that must not be', 'text')).id,
    },
  };
  await page.close();
});

test.afterAll(async () => {
  await deleteCourses(createdCourses);
});

const editorPath = (lessonId: number) => `/admin/courses/${fixture.courseId}/lessons/${lessonId}`;
/** The draft-js editing area of a rich-text field and its toolbar. */
const richText = (page: Page, name: string) => ({
  area: page.getByRole('textbox', { name }),
  toolbar: page.getByRole('toolbar', { name: `${name} formatting` }),
});
const tool = (toolbar: Locator, name: string) => toolbar.getByRole('button', { name, exact: true });

test.describe('lesson editor', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('an admin writes a text lesson with headings, lists, bold and a link; a learner reads it', async ({ page, browser }) => {
    await page.goto(editorPath(fixture.lessons.text));
    await expect(page.getByRole('link', { name: 'Back to Course' })).toHaveAttribute('href', `/admin/courses/${fixture.courseId}`);
    await expect(page.getByLabel('Title')).toHaveValue('The screening checklist');
    await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
    await expect(page.getByText('Content Settings')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/lessons/${fixture.lessons.text}`);
    await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute('target', '_blank');

    const { area, toolbar } = richText(page, 'Lesson Content');
    await expect(page.getByText('Start writing...').last()).toBeVisible();
    await area.click();
    await tool(toolbar, 'H2 heading').click();
    await expect(tool(toolbar, 'H2 heading')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Before the call');
    await page.keyboard.press('Enter');
    await tool(toolbar, 'Bullet list').click();
    await page.keyboard.type('Read the CV twice');
    await page.keyboard.press('Enter');
    await tool(toolbar, 'Bullet list').click(); // back to a paragraph
    await tool(toolbar, 'Bold').click();
    await page.keyboard.type('Always');
    await tool(toolbar, 'Bold').click();
    await page.keyboard.type(' check the notes at ');
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('URL');
      void dialog.accept('https://example.org');
    });
    await tool(toolbar, 'Link').click();
    await expect(area.getByRole('link', { name: 'https://example.org' })).toBeVisible();
    await expect(area.getByRole('heading', { level: 2, name: 'Before the call' })).toBeVisible();

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Lesson updated!')).toBeVisible();
    await expect(page.getByText('Your changes have been saved.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/courses/${fixture.courseId}$`));

    const { content } = await lessonHtml(page, fixture.lessons.text);
    expect(content).toContain('<h2>Before the call</h2>');
    expect(content).toContain('<ul><li>Read the CV twice</li></ul>');
    expect(content).toContain('<strong>Always</strong>');
    expect(content).toContain(`<a href="https://example.org" ${LINK_ATTRIBUTES}>https://example.org</a>`);

    // A learner enrolled in the course reads the lesson.
    const learnerContext = await browser.newContext();
    try {
      const learner = await learnerContext.newPage();
      const register = await learner.request.post('/api/register', {
        data: { email: `editor-reader-${Date.now()}@example.com`, password: 'learner-password', firstName: 'Ria', lastName: 'Lopez' },
      });
      expect(register.ok(), await register.text()).toBe(true);
      const enrol = await learner.request.post(`/api/courses/${fixture.courseId}/enroll`, { data: {} });
      expect(enrol.ok(), await enrol.text()).toBe(true);
      await learner.goto(`/lessons/${fixture.lessons.text}`);
      await expect(learner.getByRole('heading', { level: 2, name: 'Before the call' })).toBeVisible();
      await expect(learner.getByRole('listitem').filter({ hasText: 'Read the CV twice' })).toBeVisible();
      await expect(learner.getByRole('link', { name: 'https://example.org' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    } finally {
      await learnerContext.close();
    }
  });

  test('the editor reloads saved content and the title is required', async ({ page }) => {
    await page.goto(editorPath(fixture.lessons.text));
    const { area } = richText(page, 'Lesson Content');
    await expect(area.getByRole('heading', { level: 2, name: 'Before the call' })).toBeVisible();
    await page.getByLabel('Title').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${editorPath(fixture.lessons.text)}$`));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/courses/${fixture.courseId}$`));
  });

  test('a video lesson offers the four providers and the video ID help; the type is locked', async ({ page }) => {
    await page.goto(editorPath(fixture.lessons.video));
    await expect(page.getByLabel('Lesson Type')).toBeDisabled();
    await expect(page.getByText('Video Lesson', { exact: true })).toBeVisible();
    await expect(page.getByText('Lesson type cannot be changed after creation')).toBeVisible();

    const help = page.getByRole('note', { name: 'How to find your video ID' });
    await expect(help).toBeVisible();
    for (const hint of ['YouTube:', 'watch?v=', 'youtu.be/', 'Vimeo:', 'vimeo.com/123456789', 'Wistia:', 'JW Player:']) {
      await expect(help.getByText(hint, { exact: true })).toBeVisible();
    }

    await page.getByLabel('Video Provider').click();
    const options = page.locator('.ant-select-item-option');
    await expect(options).toHaveText(['YouTube', 'Vimeo', 'Wistia', 'JW Player']);
    await options.filter({ hasText: 'Vimeo' }).click();
    await page.getByRole('textbox', { name: 'Video ID', exact: true }).fill('76979871');
    await page.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Lesson updated!')).toBeVisible();
    const saved = await (await page.request.get(`/api/lessons/${fixture.lessons.video}`)).json();
    expect(saved).toMatchObject({ videoProvider: 'vimeo', videoId: '76979871', duration: 0 });
  });

  test('a javascript: address does not become a link; addresses typed are linked', async ({ page }) => {
    await page.goto(editorPath(fixture.lessons.unsafe));
    const { area, toolbar } = richText(page, 'Lesson Content');
    await area.click();
    await page.keyboard.type('Click here');
    await page.keyboard.press('Shift+Home');
    page.once('dialog', (dialog) => void dialog.accept('javascript:alert(1)'));
    await tool(toolbar, 'Link').click();
    await expect(area.getByRole('link')).toHaveCount(0);

    // Cancelling the prompt changes nothing either.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await tool(toolbar, 'Link').click();
    await expect(area.getByRole('link')).toHaveCount(0);

    // Back into the text (the prompt took the focus) and to the end of the line, collapsing the selection.
    await expect(area).toContainText('Click here');
    await area.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' or visit www.example.org now');
    await expect(area.getByRole('link', { name: 'www.example.org' })).toBeVisible();

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Lesson updated!')).toBeVisible();
    const { content } = await lessonHtml(page, fixture.lessons.unsafe);
    expect(content).not.toContain('javascript:');
    expect(content).toBe(`<p>Click here or visit <a href="http://www.example.org" ${LINK_ATTRIBUTES}>www.example.org</a> now</p>`);
  });
});
