import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';
import { signInAsAdmin } from '../support/admin.js';

// Every screen of the product, checked with axe-core; a serious or critical violation fails the build.
let sequence = 0;
const uniqueEmail = () => `a11y-${Date.now()}-${++sequence}@example.com`;

let course: CreatedCourse;
let paid: CreatedCourse;

/** A quiz of every question type on the course's quiz lesson, through the admin API. */
async function addQuiz(browser: Browser, lessonId: number): Promise<void> {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  const quiz = await page.request.put(`/api/admin/lessons/${lessonId}/quiz`, {
    data: { title: 'Knowledge check', passMark: 50, timeLimit: 10 },
  });
  expect(quiz.ok(), await quiz.text()).toBe(true);
  const { id } = (await quiz.json()) as { id: number };
  const questions = [
    { type: 'multiple_choice', question: 'Which adjustment is reasonable?', options: ['Extra time', 'None'], correctOptions: [0] },
    { type: 'short_answer', question: 'Name one accessible format.', acceptedAnswers: ['Large print'] },
    { type: 'long_answer', question: 'Describe your interview set-up.' },
    { type: 'file_upload', question: 'Upload your candidate guide.' },
  ];
  for (const question of questions)
    expect((await page.request.post(`/api/admin/quizzes/${id}/questions`, { data: question })).ok()).toBe(true);
  await page.close();
}

test.beforeAll(async ({ browser }) => {
  course = await createCourse({
    title: `Accessible Interviewing ${Date.now()}`,
    description: 'Interviews every candidate can take part in.',
    estimatedDuration: 90,
    modules: [
      {
        title: 'Basics',
        lessons: [
          { title: 'Why it matters', type: 'video', videoProvider: 'youtube', videoId: 'dQw4w9WgXcQ', duration: 5 },
          {
            title: 'Checklist',
            type: 'text',
            content: '<h2>Before the interview</h2><ul><li>Ask about adjustments</li></ul>',
            duration: 5,
          },
          { title: 'Knowledge check', type: 'quiz' },
        ],
      },
    ],
  });
  await addQuiz(browser, course.lessonIds[2]);
  paid = await createCourse({
    title: `Paid Accessibility ${Date.now()}`,
    isPaid: true,
    price: 2900,
    modules: [{ title: 'One', lessons: [{ title: 'Only', type: 'text', content: '<p>x</p>' }] }],
  });
});

test.afterAll(async () => {
  await deleteCourses([course.id, paid.id]);
});

test.beforeEach(async ({ page }) => {
  // Video players and Stripe.js live on other hosts this machine cannot reach: refuse them at once.
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|www\.youtube\.com|js\.stripe\.com)\//, (route) => route.abort());
});

// Each test audits six to nine screens, and one axe audit takes seconds on a busy machine. The tests
// share nothing but the courses, so they run side by side (each worker makes its own courses).
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

async function visit(page: Page, path: string, ready: () => Promise<void>, screen: string) {
  await page.goto(path);
  await ready();
  await expectAccessible(page, screen);
}

test('visitor screens', async ({ page }) => {
  await visit(page, '/', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(), 'landing');
  await visit(page, '/auth', () => expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible(), 'sign in');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expectAccessible(page, 'sign up');
  await visit(page, '/courses', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(), 'course list (visitor)');
  await visit(
    page,
    `/courses/${course.id}`,
    () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    'course detail (visitor)',
  );
  await visit(page, `/checkout/${paid.id}`, () => expect(page.getByLabel('Email')).toBeVisible(), 'checkout (visitor)');
  await visit(page, '/forgot-password', () => expect(page.getByLabel('Email')).toBeVisible(), 'forgot password');
  await visit(page, '/reset-password?token=x', () => expect(page.getByLabel('Confirm new password')).toBeVisible(), 'reset password');
  await visit(page, '/verify-email?token=x', () => expect(page.getByRole('alert')).toBeVisible(), 'verify e-mail (bad link)');
  await visit(
    page,
    '/certificates/NOSUCHCERTIFICATECODE234567',
    () => expect(page.getByText('Certificate not found')).toBeVisible(),
    'certificate not found',
  );
  await visit(page, '/no-such-page', () => expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible(), '404');
});

test('learner screens', async ({ page }) => {
  const response = await page.request.post('/api/register', {
    data: { email: uniqueEmail(), password: 'learner-password', firstName: 'Ari', lastName: 'Able' },
  });
  expect(response.ok()).toBe(true);
  await page.request.post(`/api/courses/${course.id}/enroll`, { data: {} });
  await visit(page, '/', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(), 'dashboard');
  await visit(page, '/courses', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(), 'course list');
  await visit(
    page,
    `/courses/${course.id}`,
    () => expect(page.getByRole('link', { name: 'Start Learning' })).toBeVisible(),
    'course detail',
  );
  await visit(page, `/courses/${course.id}/learn`, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(), 'learning page');
  await visit(
    page,
    `/lessons/${course.lessonIds[1]}`,
    () => expect(page.getByRole('heading', { name: 'Before the interview' })).toBeVisible(),
    'lesson',
  );
  await visit(
    page,
    `/lessons/${course.lessonIds[2]}`,
    () => expect(page.getByRole('button', { name: 'Take Quiz' })).toBeVisible(),
    'quiz lesson',
  );
  await page.getByRole('button', { name: 'Take Quiz' }).click();
  await expect(page.getByText('Which adjustment is reasonable?')).toBeVisible();
  await expectAccessible(page, 'quiz in progress');
  await visit(page, '/downloads', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(), 'download library');
  await visit(page, `/checkout/${paid.id}`, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(), 'checkout');
  await visit(page, '/account', () => expect(page.getByText('This device')).toBeVisible(), 'account settings');
  await page.getByRole('region', { name: 'Delete account' }).getByLabel('Your password').fill('learner-password');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('button', { name: 'Yes, delete my account' })).toBeVisible();
  await expectAccessible(page, 'account settings, delete confirmation');
});

test('admin screens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await visit(page, '/admin', () => expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible(), 'admin dashboard');
  for (const tab of ['Video Platforms', 'Users', 'Downloads', 'Analytics']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await expectAccessible(page, `admin dashboard, ${tab} tab`);
  }
  await visit(page, `/admin/courses/${course.id}`, () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(), 'course structure');
  await visit(
    page,
    `/admin/courses/${course.id}/manage`,
    () => expect(page.getByRole('tab', { name: 'Students' })).toBeVisible(),
    'course management',
  );
  for (const tab of ['Outline', 'Settings', 'Analytics']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await expectAccessible(page, `course management, ${tab} tab`);
  }
  await visit(
    page,
    `/admin/courses/${course.id}/lessons/${course.lessonIds[1]}`,
    () => expect(page.getByLabel('Title', { exact: true })).toBeVisible(),
    'lesson editor',
  );
  await visit(
    page,
    `/admin/courses/${course.id}/lessons/${course.lessonIds[2]}`,
    () => expect(page.getByText('Which adjustment is reasonable?')).toBeVisible(),
    'quiz editor',
  );
});
