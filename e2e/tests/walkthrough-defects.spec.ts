import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin.js';
import { expectAccessible } from '../support/axe.js';
import { createCourse, type LessonInput } from '../support/db.js';

// The walk-through's defects and the enrolment moment, each as the learner (or admin) meets it. Data is
// made through the database helpers and the API; every test stands alone.
test.describe.configure({ mode: 'parallel' });

const PASSWORD = 'learner-password';
let sequence = 0;
const token = () => `${Date.now().toString(36)}${++sequence}`;
const toast = (page: Page, text: string) => page.locator('.ant-notification').getByText(text, { exact: true });
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

async function signUp(page: Page, firstName = 'Robin'): Promise<string> {
  const email = `walkthrough-${token()}@example.com`;
  const registered = await page.request.post('/api/register', { data: { email, password: PASSWORD, firstName, lastName: 'Okafor' } });
  expect(registered.ok(), await registered.text()).toBe(true);
  return email;
}

async function apiOk(page: Page, method: 'post' | 'put', path: string, data: object = {}) {
  const response = await page.request[method](path, { data });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return response.json().catch(() => null) as Promise<{ id: number } | null>;
}

/** A free course with one module of these lessons. */
function course(title: string, lessons: LessonInput[], extra: { isPaid?: boolean; price?: number } = {}) {
  return createCourse({ title: `${title} ${token()}`, ...extra, modules: [{ title: 'Module one', lessons }] });
}

/** Builds a lesson's quiz through the admin API. */
async function quizThroughApi(browser: Browser, lessonId: number, settings: object, questions: object[]) {
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  const quiz = (await apiOk(admin, 'put', `/api/admin/lessons/${lessonId}/quiz`, { title: 'Sourcing check', ...settings }))!;
  for (const question of questions) await apiOk(admin, 'post', `/api/admin/quizzes/${quiz.id}/questions`, question);
  await admin.close();
}

async function expectNoSidewaysScroll(page: Page, screen: string) {
  const widths = await page.evaluate(() => {
    // The outermost elements reaching past the right edge, to name in the failure.
    const beyond = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    const outermost = beyond.filter((element) => !beyond.includes(element.parentElement!));
    return {
      scroll: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      beyond: outermost
        .slice(0, 5)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${String(element.className)} (${Math.round(element.getBoundingClientRect().right)} px)`,
        ),
    };
  });
  expect(widths.scroll, `${screen} scrolls sideways: ${widths.beyond.join(', ')}`).toBeLessThanOrEqual(widths.viewport);
}

/** The screen as it is, at 390 and 320 px: no sideways scroll; then axe at the last width. */
async function checkPhones(page: Page, screen: string) {
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await expectNoSidewaysScroll(page, `${screen} at ${size.width} px`);
  }
  await expectAccessible(page, screen);
}

const MC_QUESTION = {
  type: 'multiple_choice',
  question: 'Which channel finds passive candidates?',
  options: ['Job boards', 'Referrals'],
  correctOptions: [1],
};

test('enrolling in a free course confirms itself and leads to the first lesson', async ({ page }) => {
  const created = await course('Enrol moment', [{ title: 'Where sourcing starts' }, { title: 'Second lesson' }]);
  await signUp(page);
  await page.goto(`/courses/${created.id}`);
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  await expect(toast(page, "You're enrolled!")).toBeVisible();
  const start = page.getByRole('link', { name: 'Start your first lesson' });
  await expect(start).toBeFocused();
  await checkPhones(page, 'the course page after enrolling');
  await start.click();
  await expect(page).toHaveURL(`/lessons/${created.lessonIds[0]}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Where sourcing starts' })).toBeVisible();
});

test("a learner's first certificate is celebrated, with a link to it", async ({ page }) => {
  const created = await course('First certificate', [{ title: 'The only lesson' }]);
  await signUp(page);
  await apiOk(page, 'post', `/api/courses/${created.id}/enroll`);
  await page.goto(`/lessons/${created.lessonIds[0]}`);
  await page.getByRole('button', { name: 'Mark Complete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your first certificate!' });
  await expect(dialog).toBeVisible();
  await checkPhones(page, 'the first certificate celebration');
  await dialog.getByRole('link', { name: 'View your certificate' }).click();
  await expect(page).toHaveURL(/\/certificates\//);
  await expect(dialog).toBeHidden();
});

test('1. the e-mail banner says what confirming will do: nothing waiting, or the courses waiting', async ({ page, browser }) => {
  const created = await course('Granted later', [{ title: 'Lesson' }]);
  const email = await signUp(page);
  await page.goto('/');
  const banner = page.getByRole('status').filter({ hasText: 'Please confirm your e-mail address' });
  await expect(banner).toContainText('Open it to confirm that this address is yours');
  await expect(banner).not.toContainText('unlock');

  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await apiOk(admin, 'post', `/api/courses/${created.id}/grant-access`, { email });
  await admin.close();
  await page.reload();
  await expect(banner).toContainText('Open it to unlock 1 course bought or granted for this address.');
  await checkPhones(page, 'the dashboard with the e-mail banner');
});

test('2. the Create Course dialog shows only the styled image button, no native file input', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Create Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Course' });
  await expect(dialog.getByRole('button', { name: 'Upload image' })).toBeVisible();
  await expect(dialog.locator('input[type="file"]')).toBeHidden();
});

test("3. after a quiz upload the native 'No file chosen' input is gone: the file and 'Replace file' show", async ({ page, browser }) => {
  const created = await course('Quiz upload', [{ title: 'Upload quiz', type: 'quiz' }]);
  await quizThroughApi(browser, created.lessonIds[0], { passMark: null }, [{ type: 'file_upload', question: 'Upload your scorecard' }]);
  await signUp(page);
  await apiOk(page, 'post', `/api/courses/${created.id}/enroll`);
  await page.goto(`/lessons/${created.lessonIds[0]}`);
  await page.getByRole('button', { name: 'Take Quiz' }).click();
  await expect(page.getByRole('button', { name: 'Choose file' })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'scorecard.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') });
  await expect(page.getByRole('link', { name: 'scorecard.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace file' })).toBeVisible();
  await expect(page.locator('input[type="file"]')).toBeHidden();
});

test("4. a quiz lesson's length is its quiz's time limit, in the header and the course outline", async ({ page, browser }) => {
  const created = await course('Quiz length', [{ title: 'Timed quiz', type: 'quiz', duration: 10 }]);
  await quizThroughApi(browser, created.lessonIds[0], { timeLimit: 20, passMark: null }, [MC_QUESTION]);
  await signUp(page);
  await apiOk(page, 'post', `/api/courses/${created.id}/enroll`);
  await page.goto(`/lessons/${created.lessonIds[0]}`);
  await expect(page.locator('.ls-meta')).toHaveText(/Quiz\s*· 20 min/);
  await expect(page.getByText('Time limit: 20 minutes')).toBeVisible();
  await page.goto(`/courses/${created.id}`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Timed quiz' })).toContainText('Quiz · 20 min');
});

test('5 and 6. a first-timer is welcomed, not welcomed back; Hours Learned is never a fraction', async ({ page }) => {
  const created = await course('Short course', [
    { title: 'Twenty minutes', duration: 20 },
    { title: 'Later', duration: 20 },
  ]);
  await signUp(page, 'Avery');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Avery!' })).toBeVisible();
  const hours = page.getByRole('region', { name: 'Your progress' }).getByRole('listitem').filter({ hasText: 'Hours Learned' });
  await expect(hours).toHaveText(/Hours Learned\s*0$/);

  await apiOk(page, 'post', `/api/courses/${created.id}/enroll`);
  await apiOk(page, 'post', `/api/lessons/${created.lessonIds[0]}/complete`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Avery!' })).toBeVisible();
  await expect(hours).toHaveText(/Hours Learned\s*20 min$/);
});

test('7. a failed quiz says the score against the pass mark, the attempts left and what to do next', async ({ page, browser }) => {
  const created = await course('Failed quiz', [{ title: 'Read this first' }, { title: 'Check quiz', type: 'quiz' }]);
  await quizThroughApi(browser, created.lessonIds[1], { passMark: 100, maxAttempts: 2 }, [MC_QUESTION]);
  await signUp(page);
  await apiOk(page, 'post', `/api/courses/${created.id}/enroll`);
  await page.goto(`/lessons/${created.lessonIds[1]}`);
  await page.getByRole('button', { name: 'Take Quiz' }).click();
  await page.getByRole('radio', { name: 'Job boards' }).check();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz Completed!' })).toBeVisible();
  await expect(page.getByText('Not passed')).toBeVisible();
  const next = page.getByRole('group', { name: 'What to do next' });
  await expect(next).toContainText('You scored 0% and needed 100% to pass. You have 1 attempt left.');
  await checkPhones(page, 'a failed quiz');
  await expect(next.getByRole('link', { name: 'Review the lesson' })).toHaveAttribute('href', `/lessons/${created.lessonIds[0]}`);
  await next.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Question 1 of 1')).toBeVisible();
});

test("8. on a phone the quiz timer stays in view through a long question, and 'Submit Quiz' stays on one line", async ({
  page,
  browser,
}) => {
  const created = await course('Long question', [{ title: 'Long quiz', type: 'quiz' }]);
  const long = `${'Read the candidate profile below and decide which channel found them. '.repeat(25)}Which channel was it?`;
  await quizThroughApi(browser, created.lessonIds[0], { timeLimit: 30, passMark: null }, [{ ...MC_QUESTION, question: long }]);
  await signUp(page);
  await apiOk(page, 'post', `/api/courses/${created.id}/enroll`);
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto(`/lessons/${created.lessonIds[0]}`);
  await page.getByRole('button', { name: 'Take Quiz' }).click();
  const timer = page.getByRole('timer', { name: 'Time remaining' });
  await expect(timer).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit Quiz' });
  await submit.scrollIntoViewIfNeeded();
  await expect(timer).toBeInViewport();
  // Not hidden under the sticky navigation bar either.
  const nav = await page.locator('header.shell-nav').boundingBox();
  const clock = await timer.boundingBox();
  expect(clock!.y).toBeGreaterThanOrEqual(nav!.y + nav!.height - 1);
  const previous = await page.getByRole('button', { name: 'Previous' }).boundingBox();
  expect((await submit.boundingBox())!.height).toBeLessThanOrEqual(previous!.height + 1);
  await checkPhones(page, 'a timed quiz');
});

test('9. above a quiz the lesson and quiz descriptions do not repeat each other', async ({ page, browser }) => {
  const text = `Five questions on sourcing channels ${token()}.`;
  const created = await course('One description', [{ title: 'Channels quiz', type: 'quiz', description: `<p>${text}</p>` }]);
  await quizThroughApi(browser, created.lessonIds[0], { description: text, passMark: null }, [MC_QUESTION]);
  await signUp(page);
  await apiOk(page, 'post', `/api/courses/${created.id}/enroll`);
  await page.goto(`/lessons/${created.lessonIds[0]}`);
  await expect(page.getByRole('button', { name: 'Take Quiz' })).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(1);
});

test('10. a video whose provider cannot be reached offers the video on its site instead of a broken frame', async ({ page }) => {
  const created = await course('Offline video', [
    { title: 'Sourcing on video', type: 'video', videoProvider: 'youtube', videoId: 'dQw4w9WgXcQ' },
  ]);
  await page.route(/youtube(-nocookie)?\.com/, (route) => route.abort('internetdisconnected'));
  await signUp(page);
  await apiOk(page, 'post', `/api/courses/${created.id}/enroll`);
  await page.goto(`/lessons/${created.lessonIds[0]}`);
  await expect(page.getByRole('heading', { name: 'The video could not be loaded' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(page.locator('iframe')).toHaveCount(0);
  await checkPhones(page, 'a video lesson offline');
});

test("11. 'Skip to content' comes first and reaches the main content; the account link is named and labelled", async ({ page }) => {
  await signUp(page, 'Morgan');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Morgan!' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  const account = page.getByRole('link', { name: 'Morgan, Account settings' });
  await expect(account).toBeVisible();
  await expect(account.getByText('Morgan', { exact: true })).toBeVisible();
  await account.click();
  await expect(page).toHaveURL('/account');
  await checkPhones(page, 'the account page with the navigation bar');
});

test('12. Invite to Purchase is offered only on courses for sale', async ({ page }) => {
  const free = await course('Free course', [{ title: 'Lesson' }]);
  const paid = await course('Paid course', [{ title: 'Lesson' }], { isPaid: true, price: 4900 });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto(`/admin/courses/${free.id}/manage`);
  await expect(page.getByRole('button', { name: 'Grant Free Access' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite to Purchase' })).toHaveCount(0);
  await page.goto(`/admin/courses/${paid.id}/manage`);
  await expect(page.getByRole('button', { name: 'Invite to Purchase' })).toBeVisible();
});
