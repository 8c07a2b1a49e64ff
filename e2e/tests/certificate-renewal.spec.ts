import { expect, test, type Page } from '@playwright/test';
import { choose } from '../support/antd.js';
import { signInAsAdmin } from '../support/admin.js';
import { createCourse, deleteCourses, withDb, type CreatedCourse } from '../support/db.js';

const PASSWORD = 'learner-password';
const TITLE = `Compliance Essentials ${Date.now()}`;
const QUIZ = 'Annual compliance check';
const MONTH_MS = 30 * 24 * 60 * 60_000;
const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

let course: CreatedCourse;
/** The learner's page (its own browser context), used across the steps of this file. */
let learner: Page;
let firstCode = '';
let renewalCode = '';

async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll, `${what} is wider than the window`).toBeLessThanOrEqual(widths.viewport);
}

/** Passes the refresher quiz in the lesson page: one question, answered right. */
async function passQuiz(page: Page, lessonId: number) {
  await page.goto(`/lessons/${lessonId}`);
  const quiz = page.getByRole('region', { name: QUIZ });
  await quiz.getByRole('button', { name: 'Take Quiz' }).click();
  await quiz.getByRole('radio', { name: 'Every 12 months' }).check();
  await expect(quiz.getByText('All answers saved')).toBeVisible();
  await quiz.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(quiz.getByRole('heading', { name: 'Quiz Completed!' })).toBeVisible();
  await expect(quiz.getByText('Score: 100%')).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  course = await createCourse({
    title: TITLE,
    description: 'The rules every recruiter must know, refreshed each year.',
    modules: [
      {
        title: 'Rules',
        lessons: [
          { title: 'Fair hiring basics', type: 'text', duration: 30 },
          { title: QUIZ, type: 'quiz', duration: 10 },
        ],
      },
    ],
  });
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  const quiz = await admin.request.put(`/api/admin/lessons/${course.lessonIds[1]}/quiz`, { data: { title: QUIZ, passMark: 100 } });
  expect(quiz.ok(), await quiz.text()).toBe(true);
  const { id } = (await quiz.json()) as { id: number };
  const question = await admin.request.post(`/api/admin/quizzes/${id}/questions`, {
    data: {
      type: 'multiple_choice',
      question: 'How often must the compliance training be renewed?',
      options: ['Never', 'Every 12 months'],
      correctOptions: [1],
    },
  });
  expect(question.ok(), await question.text()).toBe(true);
  await admin.close();
});

test.afterAll(async () => {
  await learner?.context().close();
  if (course) await deleteCourses([course.id]);
});

test('an admin gives the course a 12-month validity with its quiz as the refresher', async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/courses/${course.id}/manage`);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Certificate validity' }) });
  await expect(card.getByRole('radio', { name: 'Certificates never expire' })).toBeChecked();

  // A refresher without a validity is refused before anything is sent.
  await card.getByText('A lesson to complete or a quiz to pass').click();
  await card.getByRole('button', { name: 'Save validity' }).click();
  await expect(
    card.getByText(
      'Set how many months certificates are valid before naming a refresher: a certificate that never expires is never renewed.',
    ),
  ).toBeVisible();

  await card.getByText('Certificates expire').click();
  await card.getByLabel('Valid for (months)').fill('12');
  await choose(page, card.getByLabel('Refresher lesson or quiz'), `Quiz: ${QUIZ}`);
  await card.getByRole('button', { name: 'Save validity' }).click();
  await expect(page.getByText('Certificate validity saved')).toBeVisible();
  await expectNoSidewaysScroll(page, 'The course settings at 390 px');

  const saved = await page.request.get(`/api/courses/${course.id}/certificate-settings`);
  expect(await saved.json()).toEqual({
    validityMonths: 12,
    refresher: { kind: 'quiz', id: course.lessonIds[1], title: QUIZ, courseId: course.id, courseTitle: TITLE },
  });
});

test("a learner's certificate, once expired, verifies as expired, on the server-rendered page too", async ({ browser }) => {
  const context = await browser.newContext();
  learner = await context.newPage();
  const email = `renewal-${Date.now()}@example.com`;
  const registered = await learner.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName: 'Mara', lastName: 'Olsen' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  expect((await learner.request.post(`/api/courses/${course.id}/enroll`, { data: {} })).ok()).toBe(true);
  expect((await learner.request.post(`/api/lessons/${course.lessonIds[0]}/complete`, { data: {} })).ok()).toBe(true);
  await passQuiz(learner, course.lessonIds[1]);

  const [issued] = (await (await learner.request.get('/api/certificates')).json()) as {
    code: string;
    validUntil: string;
    status: string;
  }[];
  expect(issued.status).toBe('valid');
  firstCode = issued.code;
  await learner.goto(`/certificates/${firstCode}`);
  await expect(learner.getByRole('main').getByRole('status')).toContainText(
    `This certificate is valid until ${longDate(issued.validUntil)}`,
  );

  // Thirteen months on: issued a year and a month ago, expired a month ago.
  const now = Date.now();
  const validUntil = new Date(now - MONTH_MS).toISOString();
  await withDb((client) =>
    client.query('update certificates set issued_at = $2, valid_until = $3 where code = $1', [
      firstCode,
      new Date(now - 13 * MONTH_MS),
      validUntil,
    ]),
  );

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(`/certificates/${firstCode}`);
  const status = page.getByRole('status');
  await expect(status).toContainText('Expired');
  await expect(status).toContainText(`This certificate expired on ${longDate(validUntil)} and is no longer valid.`);
  await expect(page.getByText('Expired on', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share on LinkedIn' })).toHaveCount(0);
  await expectNoSidewaysScroll(page, 'The expired certificate at 320 px');

  // The HTML the server renders says so before any script runs.
  const html = await (await page.request.get(`/certificates/${firstCode}`)).text();
  expect(html).toContain(`<meta name="description" content="This certificate for ${TITLE} expired on`);
  expect(html).toMatch(/<dt>Expired on<\/dt>/);
  expect(html).toContain('cf-badge--expired');
  await visitor.close();
});

test('the learner passes the refresher quiz; the new certificate renews the old one, and both say so', async () => {
  for (const width of [320, 390]) {
    await learner.setViewportSize({ width, height: 780 });
    await learner.goto('/certificates');
    await expect(learner.getByRole('heading', { level: 1, name: 'My Certificates' })).toBeVisible();
    const card = learner.getByRole('article').filter({ hasText: TITLE });
    await expect(card.getByText('Expired', { exact: true })).toBeVisible();
    await expect(card.getByText(`Renew it: pass the quiz "${QUIZ}" in "${TITLE}", and you get a new certificate.`)).toBeVisible();
    await expectNoSidewaysScroll(learner, `My Certificates at ${width} px`);
  }

  const card = learner.getByRole('article').filter({ hasText: TITLE });
  await card.getByRole('link', { name: `Take the refresher for ${TITLE}` }).click();
  await expect(learner).toHaveURL(`/lessons/${course.lessonIds[1]}`);
  await passQuiz(learner, course.lessonIds[1]);

  await learner.goto('/certificates');
  const cards = learner.getByRole('article').filter({ hasText: TITLE });
  await expect(cards).toHaveCount(2);
  const renewal = cards.first();
  await expect(renewal.getByText('Valid', { exact: true })).toBeVisible();
  await expect(renewal.getByText(/^Valid until /)).toBeVisible();
  const old = cards.nth(1);
  await expect(old.getByText('Renewed', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(learner, 'My Certificates with a renewal at 390 px');

  await renewal.getByRole('link', { name: /View certificate/ }).click();
  await expect(learner).toHaveURL(/\/certificates\/[A-Z2-7]{26}$/);
  const newCode = learner.url().split('/').at(-1)!;
  expect(newCode).not.toBe(firstCode);
  renewalCode = newCode;
  await expect(learner.getByRole('main').getByRole('status')).toContainText('This certificate is valid until');
  await learner.getByRole('link', { name: /The earlier certificate/ }).click();
  await expect(learner).toHaveURL(`/certificates/${firstCode}`);
  await expect(learner.getByRole('main').getByRole('status')).toContainText('It was renewed: see the newer certificate below.');
  await expect(learner.getByRole('link', { name: /The newer certificate/ })).toHaveAttribute('href', `/certificates/${newCode}`);
  await expectNoSidewaysScroll(learner, 'The renewed certificate at 390 px');
});

test("the Students tab states the certificate's expiry in UTC, like its page, whatever the admin's time zone", async ({ browser }) => {
  // Late on 1 March in UTC, when it is already 2 March at UTC+14.
  await withDb((client) =>
    client.query('update certificates set valid_until = $2 where code = $1', [renewalCode, '2031-03-01T23:30:00.000Z']),
  );
  const context = await browser.newContext({ timezoneId: 'Pacific/Kiritimati' });
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await admin.setViewportSize({ width: 1400, height: 900 });
  await admin.goto(`/admin/courses/${course.id}/manage`);
  const row = admin.getByRole('row').filter({ hasText: 'Mara Olsen' });
  await row.getByRole('link', { name: /^Valid/ }).hover();
  await expect(admin.getByRole('tooltip')).toContainText('valid until Mar 1, 2031');
  await context.close();
});
