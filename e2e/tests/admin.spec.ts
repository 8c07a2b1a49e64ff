import { expect, test, type Browser, type Page } from '@playwright/test';
import { choose, rowAction } from '../support/antd.js';
import { waitForTokenLink } from '../support/mail.js';
import { signInAsAdmin } from '../support/admin.js';

const PASSWORD = 'learner-password';
const YOUTUBE_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

let sequence = 0;
const uniqueToken = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;
const uniqueEmail = (prefix = 'admin-suite') => `${prefix}-${Date.now()}-${++sequence}@example.com`;

/** A job seeker signed up through the API in a fresh browser context (its own cookies). */
async function newLearner(browser: Browser, firstName = 'Robin') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail('learner');
  const response = await page.request.post('/api/register', { data: { email, password: PASSWORD, firstName, lastName: 'Okafor' } });
  expect(response.ok(), await response.text()).toBe(true);
  return { context, page, email };
}

const toast = (page: Page, text: string) => page.locator('.ant-notification').getByText(text, { exact: true });

test.describe('admin area', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('admin creates a paid course, builds its structure and manages it; a learner sees it in the catalogue', async ({
    page,
    browser,
  }) => {
    const token = uniqueToken();
    const title = `Executive Search Mastery ${token}`;
    const moduleTitle = `Foundations ${token}`;
    const lessonTitle = `Welcome video ${token}`;
    await signInAsAdmin(page);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('System Status')).toBeVisible();

    // Create Course dialog: a paid one-time course at $49.00.
    await page.getByRole('button', { name: 'Create Course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Course' });
    await expect(dialog).toBeVisible();
    // The client check comes first.
    await dialog.getByRole('button', { name: 'Create Course' }).click();
    await expect(toast(page, 'Please fill in course title and access level.')).toBeVisible();

    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await expect(dialog.getByText(title.toLowerCase().replace(/\s+/g, '-'), { exact: true })).toBeVisible();
    await dialog.getByLabel('Description').fill('Retained search from intake to offer.');
    await choose(page, dialog.getByLabel('Access Level'), 'All Users');
    await dialog.getByRole('switch', { name: 'Paid course' }).click();
    await dialog.getByLabel('Price (USD)').fill('49');
    await dialog.getByRole('button', { name: 'Create Course' }).click();
    await expect(toast(page, 'Course created!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell', { name: '$49.00', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: 'All Users', exact: true })).toBeVisible();

    // Structure page: a module, then a video lesson whose id is a pasted YouTube address.
    await rowAction(page, row, title, 'Edit Structure');
    await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
    const courseId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await page.getByRole('button', { name: 'Add Module' }).click();
    const moduleDialog = page.getByRole('dialog', { name: 'Add Module' });
    await moduleDialog.getByLabel('Module Title').fill(moduleTitle);
    await moduleDialog.getByLabel('Description (optional)').fill('Where every search starts.');
    await moduleDialog.getByRole('button', { name: 'Create Module' }).click();
    await expect(toast(page, 'Module Created')).toBeVisible();
    const moduleCard = page.getByRole('region', { name: `Module 1: ${moduleTitle}` });
    await expect(moduleCard).toBeVisible();

    await moduleCard.getByRole('button', { name: `Add Lesson to ${moduleTitle}` }).click();
    const lessonDialog = page.getByRole('dialog', { name: `Add Lesson to ${moduleTitle}` });
    await choose(page, lessonDialog.getByLabel('Lesson Type'), 'Video Lesson');
    await lessonDialog.getByLabel('Lesson Title').fill(lessonTitle);
    await lessonDialog.getByLabel('Video ID').fill(YOUTUBE_URL);
    await lessonDialog.getByRole('button', { name: 'Create Lesson' }).click();
    await expect(toast(page, 'Lesson Created')).toBeVisible();
    const lessonLink = moduleCard.getByRole('link', { name: lessonTitle });
    await expect(lessonLink).toBeVisible();
    await expect(moduleCard.getByText('Video Lesson', { exact: true })).toBeVisible();
    const lessonId = Number((await lessonLink.getAttribute('href'))?.split('/').pop());
    expect(await lessonLink.getAttribute('href')).toBe(`/admin/courses/${courseId}/lessons/${lessonId}`);
    const lesson = await page.request.get(`/api/lessons/${lessonId}`);
    expect(await lesson.json()).toMatchObject({ type: 'video', videoProvider: 'youtube', videoId: 'dQw4w9WgXcQ' });

    // Management page: Students is the default tab.
    await page.getByRole('link', { name: 'Manage Course' }).click();
    await expect(page).toHaveURL(`/admin/courses/${courseId}/manage`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/courses/${courseId}/learn`);
    await expect(page.getByRole('tab', { name: 'Students' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No students enrolled yet.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search students by name or email' }).fill('nobody-by-this-name');
    await page.getByRole('searchbox', { name: 'Search students by name or email' }).press('Enter');
    await expect(page.getByText('No students match your search.')).toBeVisible();

    await page.getByRole('tab', { name: 'Outline' }).click();
    const outline = page.getByRole('tabpanel', { name: 'Outline' });
    await expect(outline.getByText(`Module 1: ${moduleTitle}`)).toBeVisible();
    await expect(outline.getByText(lessonTitle)).toBeVisible();
    await expect(outline.getByRole('link', { name: 'Edit Course Structure' })).toHaveAttribute('href', `/admin/courses/${courseId}`);

    await page.getByRole('tab', { name: 'Settings' }).click();
    const settings = page.getByRole('tabpanel', { name: 'Settings' });
    await expect(settings.getByText('Paid', { exact: true })).toBeVisible();
    await expect(settings.getByText('$49.00', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Analytics' }).click();
    const analytics = page.getByRole('tabpanel', { name: 'Analytics' });
    await expect(analytics.getByText('Enrolled Students')).toBeVisible();
    await expect(analytics.getByRole('cell', { name: lessonTitle })).toBeVisible();
    await expect(analytics.getByText('Revenue (one-time)')).toBeVisible();
    await expect(analytics.getByText('$0.00')).toHaveCount(2);
    await expect(analytics.getByText('No quizzes in this course.')).toBeVisible();

    // A learner sees the new course in the catalogue.
    const learner = await newLearner(browser);
    await learner.page.goto('/courses');
    await expect(learner.page.getByRole('article', { name: title, exact: true })).toBeVisible();
    await learner.context.close();
  });

  test('admin creates, edits and deletes a download', async ({ page }) => {
    const token = uniqueToken();
    const title = `Offer letter template ${token}`;
    const renamed = `Offer letter template v2 ${token}`;
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Downloads' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Downloads' });

    await panel.getByRole('button', { name: 'Add Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Download' });
    await dialog.getByRole('button', { name: 'Create Download' }).click();
    await expect(toast(page, 'Please fill in all required fields.')).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('File URL').fill('https://files.example.com/offer-letter.docx');
    await dialog.getByLabel('File Name').fill('offer-letter.docx');
    await choose(page, dialog.getByLabel('File Type'), 'Template');
    await expect(dialog.getByTitle('Template', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Download' }).click();
    await expect(toast(page, 'Download created!')).toBeVisible();
    const row = panel.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row.getByText('Recruitment Process')).toBeVisible();

    await rowAction(page, row, title, 'Edit');
    const editDialog = page.getByRole('dialog', { name: 'Edit Download' });
    await expect(editDialog.getByLabel('Title')).toHaveValue(title);
    await editDialog.getByLabel('Title').fill(renamed);
    await editDialog.getByRole('button', { name: 'Update Download' }).click();
    await expect(toast(page, 'Download updated!')).toBeVisible();
    const renamedRow = panel.getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow).toBeVisible();

    await rowAction(page, renamedRow, renamed, 'Delete');
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this download?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Download deleted!')).toBeVisible();
    await expect(renamedRow).toHaveCount(0);
  });

  test('admin uploads the file of a download; a learner downloads it from the library', async ({ page, browser }) => {
    const title = `Scorecard template ${uniqueToken()}`;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(512, 0x20), Buffer.from('\n%%EOF\n')]);
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Downloads' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Downloads' });
    await panel.getByRole('button', { name: 'Add Download' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Download' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'scorecard.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(toast(page, 'File uploaded')).toBeVisible();
    await expect(dialog.getByLabel('File URL')).toHaveValue(/^\/api\/download-files\/[0-9a-f-]{36}$/);
    await expect(dialog.getByLabel('File Name')).toHaveValue('scorecard.pdf');
    await choose(page, dialog.getByLabel('File Type'), 'Template');
    await dialog.getByRole('button', { name: 'Create Download' }).click();
    await expect(toast(page, 'Download created!')).toBeVisible();

    const learner = await newLearner(browser);
    await learner.page.goto('/downloads');
    const link = learner.page.getByRole('article').filter({ hasText: title }).getByRole('link');
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/download-files\//);
    const file = await learner.page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain('scorecard.pdf');
    expect(Buffer.compare(await file.body(), pdf)).toBe(0);
    await learner.context.close();
  });

  test("admin changes a user's role in the edit dialog", async ({ page, browser }) => {
    const learner = await newLearner(browser, 'Morgan');
    await learner.context.close();
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Users' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Users' });
    const row = panel.getByRole('row').filter({ hasText: learner.email });
    await expect(row.getByText('Job Seeker', { exact: true })).toBeVisible();

    await rowAction(page, row, learner.email, 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect(dialog.getByLabel('Email')).toHaveValue(learner.email);
    await expect(dialog.getByLabel('Email')).not.toBeEditable();
    await expect(dialog.getByLabel('First Name')).toHaveValue('Morgan');
    await choose(page, dialog.getByLabel('Role'), 'RecruitPro');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'User updated!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('RecruitPro', { exact: true })).toBeVisible();
  });

  test('admin sees who confirmed their e-mail address, resends the link and signs a user out everywhere', async ({ page, browser }) => {
    const learner = await newLearner(browser, 'Jordan');
    try {
      await signInAsAdmin(page);
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Users' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Users' });
      await expect(panel.getByRole('columnheader', { name: 'Verified' })).toBeVisible();
      const row = panel.getByRole('row').filter({ hasText: learner.email });
      await expect(row.getByRole('cell', { name: 'No', exact: true })).toBeVisible();

      await rowAction(page, row, learner.email, 'Resend verification');
      await expect(toast(page, 'Verification e-mail sent')).toBeVisible();
      const link = await waitForTokenLink(learner.email, '/verify-email');
      await learner.page.goto(link);
      await expect(learner.page.getByText('Your e-mail address is confirmed.', { exact: true })).toBeVisible();

      await page.reload();
      await page.getByRole('tab', { name: 'Users' }).click();
      await expect(row.getByRole('cell', { name: 'Yes', exact: true })).toBeVisible();
      await row.getByRole('button', { name: `Actions for ${learner.email}` }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out everywhere' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Resend verification' })).toHaveCount(0);
      await page.keyboard.press('Escape');

      expect((await learner.page.request.get('/api/user')).status()).toBe(200);
      await rowAction(page, row, learner.email, 'Sign out everywhere');
      const confirm = page
        .getByRole('dialog')
        .filter({ hasText: `Sign Jordan Okafor (${learner.email}) out of every browser and device?` });
      await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(toast(page, 'Signed out everywhere')).toBeVisible();
      expect((await learner.page.request.get('/api/user')).status()).toBe(401);
    } finally {
      await learner.context.close();
    }
  });
});
