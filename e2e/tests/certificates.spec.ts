import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { rowAction } from '../support/antd.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';
import { signInAsAdmin } from '../support/admin.js';

const PASSWORD = 'learner-password';
let sequence = 0;
const uniqueEmail = () => `certificates-${Date.now()}-${++sequence}@example.com`;

async function signUp(page: Page, firstName: string, lastName: string): Promise<void> {
  const response = await page.request.post('/api/register', { data: { email: uniqueEmail(), password: PASSWORD, firstName, lastName } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function apiPost(page: Page, path: string, data: object = {}): Promise<void> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The text of a downloaded PDF. */
async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  return (await extractText(pdf, { mergePages: true })).text;
}

/** Opens `url` in a fresh browser context: no cookies, a visitor. */
async function openSignedOut(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

const TITLE = `Sourcing Certification ${Date.now()}`;
let course: CreatedCourse;

test.beforeAll(async () => {
  course = await createCourse({
    title: TITLE,
    description: 'Prove you can find the people nobody else finds.',
    modules: [
      {
        title: 'Search',
        lessons: [
          { title: 'Boolean strings', type: 'text', duration: 40 },
          { title: 'Talent maps', type: 'text', duration: 50 },
        ],
      },
    ],
  });
});

test.afterAll(async () => {
  if (course) await deleteCourses([course.id]);
});

test.describe('certificates of completion', () => {
  test('complete a course, view the certificate, download the PDF and verify it signed out', async ({ page, browser }) => {
    await signUp(page, 'Priya', 'Raman');
    await apiPost(page, `/api/courses/${course.id}/enroll`);
    await apiPost(page, `/api/lessons/${course.lessonIds[0]}/complete`);

    // Before the last lesson: no certificate yet.
    await page.goto(`/courses?q=${encodeURIComponent(TITLE)}`);
    const card = page.getByRole('article', { name: TITLE });
    await expect(card.getByRole('link', { name: 'Continue Learning' })).toBeVisible();

    await page.goto(`/lessons/${course.lessonIds[1]}`);
    await page.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(page.getByText('Lesson completed!')).toBeVisible();

    await page.goto(`/courses?q=${encodeURIComponent(TITLE)}`);
    await card.getByRole('link', { name: 'View Certificate' }).click();
    await expect(page).toHaveURL(/\/certificates\/[A-Z2-7]{26}$/);
    const code = page.url().split('/').at(-1)!;
    await expect(page.getByRole('heading', { level: 1, name: 'Certificate of Completion' })).toBeVisible();
    // The page's own status: a learner who has not confirmed their e-mail address also has the banner's.
    await expect(page.getByRole('main').getByRole('status')).toContainText('Valid');
    await expect(page.getByText('Priya Raman', { exact: true })).toBeVisible();
    await expect(page.getByText(TITLE, { exact: true })).toBeVisible();
    await expect(page.getByText('1.5 hours', { exact: true })).toBeVisible();
    await expect(page.getByText(code, { exact: true })).toBeVisible();

    // The dashboard counts it; the course page links to it as well.
    await page.goto('/');
    const stats = page.getByRole('region', { name: 'Your progress' });
    await expect(stats.getByRole('listitem').filter({ hasText: 'Certificates' })).toHaveText(/Certificates\s*1$/);
    await page.goto(`/courses/${course.id}`);
    await expect(page.getByRole('link', { name: 'View Certificate' })).toHaveAttribute('href', `/certificates/${code}`);

    await page.getByRole('link', { name: 'View Certificate' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`certificate-${code}.pdf`);
    const text = await pdfText(await download.path());
    for (const expected of ['Recruiting Academy', 'Priya Raman', TITLE, code, '1.5 hours']) expect(text).toContain(expected);
    const verificationUrl = text.match(/https?:\/\/\S+\/certificates\/[A-Z2-7]{26}/)?.[0];
    expect(verificationUrl).toBeDefined();

    const visitor = await openSignedOut(browser, verificationUrl!);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Certificate of Completion' })).toBeVisible();
    await expect(visitor.getByRole('status')).toContainText('Valid');
    await expect(visitor.getByText('This certificate is valid: it was issued by Recruiting Academy.')).toBeVisible();
    await expect(visitor.getByText('Priya Raman', { exact: true })).toBeVisible();
    await expect(visitor.getByText(TITLE, { exact: true })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Recruiting Academy' })).toHaveAttribute('href', '/');
    await expect(visitor.getByRole('link', { name: 'Download PDF' })).toBeVisible();

    await visitor.goto('/certificates/AAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Certificate not found' })).toBeVisible();
    await visitor.context().close();
  });

  test('an admin revokes a certificate from the Students tab; the verification page then says revoked', async ({ page, browser }) => {
    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    await signUp(learner, 'Jonas', 'Weber');
    await apiPost(learner, `/api/courses/${course.id}/enroll`);
    for (const lessonId of course.lessonIds) await apiPost(learner, `/api/lessons/${lessonId}/complete`);
    const certificates = await (await learner.request.get('/api/certificates')).json();
    const code: string = certificates[0].code;
    await learnerContext.close();

    await signInAsAdmin(page);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`/admin/courses/${course.id}/manage`);
    const row = page.getByRole('row').filter({ hasText: 'Jonas Weber' });
    await expect(row.getByRole('link', { name: /^Valid/ })).toHaveAttribute('href', `/certificates/${code}`);
    await rowAction(page, row, 'Jonas Weber', 'Revoke certificate');

    const dialog = page.getByRole('dialog', { name: 'Revoke Certificate' });
    const submit = dialog.getByRole('button', { name: 'Revoke Certificate' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Reason').fill('Issued by mistake: the course was completed on a shared account.');
    await submit.click();
    await expect(page.locator('.ant-notification').getByText('Certificate revoked', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('link', { name: /^Revoked/ })).toBeVisible();
    await expect(row.getByText(/Issued by mistake/)).toBeVisible();
    await expect(row.getByRole('button', { name: /Revoke certificate/ })).toHaveCount(0);

    const visitor = await openSignedOut(browser, `/certificates/${code}`);
    await expect(visitor.getByRole('status')).toContainText('Revoked');
    await expect(visitor.getByText(/This certificate was revoked on .+ and is no longer valid\./)).toBeVisible();
    await expect(visitor.getByText('Jonas Weber', { exact: true })).toBeVisible();
    await expect(visitor.getByText(/Issued by mistake/)).toHaveCount(0);
    await expect(visitor.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
    await visitor.context().close();
  });
});
