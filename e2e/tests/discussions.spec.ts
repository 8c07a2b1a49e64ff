import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';
import { waitForMail } from '../support/mail.js';

// Discussions end to end: a learner asks on a lesson, an admin answers and marks the answer, the
// learner gets the e-mail, the bell's count and the notification, and sees 'Answered'; posted HTML
// stays inert; a signed-out visitor unsubscribes from an e-mail's link in one press. The tests build
// on each other, in order.

const token = Date.now().toString(36);
const TITLE = `Screening Calls That Work ${token}`;
const LESSON = `Scoring a phone screen ${token}`;
const QUESTION = `How strict should the rubric be ${token}?`;
const EMAIL = `discussions-${token}@example.com`;
const PASSWORD = 'learner-password-discussions';

// Each test builds on the one before: a failure skips the rest, and a retry starts again from the first.
test.describe.configure({ mode: 'serial' });

let course: CreatedCourse;
let learner: BrowserContext;
let threadId: number;

test.beforeAll(async ({ browser }) => {
  course = await createCourse({
    title: TITLE,
    description: 'Phone screens that candidates and hiring managers both trust.',
    modules: [{ title: 'Screens', lessons: [{ title: LESSON, type: 'text', content: '<p>Score what you heard.</p>', duration: 5 }] }],
  });
  learner = await browser.newContext();
  const signUp = await learner.request.post('/api/register', {
    data: { email: EMAIL, password: PASSWORD, firstName: 'Robin', lastName: 'Asker' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  expect((await learner.request.post(`/api/courses/${course.id}/enroll`, { data: {} })).ok()).toBe(true);
});

test.afterAll(async () => {
  await learner?.close();
  if (course) await deleteCourses([course.id]);
});

/** Types into the post editor (draft-js) of `form`. */
async function writePost(page: Page, form: ReturnType<Page['getByRole']>, text: string) {
  const editor = form.locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await signInAsAdmin(context);
  return context.newPage();
}

test('a learner asks a question on a lesson', async () => {
  const page = await learner.newPage();
  await page.goto(`/lessons/${course.lessonIds[0]}`);
  const section = page.getByRole('region', { name: 'Questions & Answers' });
  await expect(section.getByRole('status')).toHaveText('No questions yet. Ask the first one.');
  await section.getByRole('button', { name: 'Ask a question' }).click();
  const form = section.getByRole('form', { name: 'Ask a question' });
  await form.getByLabel('Title').fill(QUESTION);
  await writePost(page, form, 'Do you score every answer, or only the must-haves?');
  await form.getByRole('button', { name: 'Post question' }).click();
  await expect(section.getByText('Your question is posted:')).toBeVisible();
  const link = section.getByRole('list').getByRole('link', { name: QUESTION });
  await expect(link).toBeVisible();
  threadId = Number(/\/discussions\/(\d+)$/.exec((await link.getAttribute('href'))!)![1]);
  await page.close();
});

test('an admin opens the thread, answers and marks the answer', async ({ browser }) => {
  const page = await adminPage(browser);
  await page.goto(`/courses/${course.id}/discussions/${threadId}`);
  await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
  const form = page.getByRole('form', { name: 'Your reply' });
  await writePost(page, form, 'Score the must-haves; note the rest.');
  await form.getByRole('button', { name: 'Post reply' }).click();
  const reply = page.getByRole('article', { name: /^Reply by / });
  await expect(reply).toContainText('Score the must-haves; note the rest.');
  await reply.getByRole('button', { name: 'Mark as answer' }).click();
  await expect(page.getByRole('article', { name: /accepted answer$/ })).toContainText('Accepted answer');
  await expect(page.getByRole('article', { name: /accepted answer$/ }).getByRole('button', { name: 'Unmark' })).toBeVisible();
  await page.context().close();
});

test('the learner gets the e-mail, the bell and the notification, and sees "Answered"', async () => {
  const threadPath = `/courses/${course.id}/discussions/${threadId}`;
  await expect
    .poll(async () => {
      const mail = await waitForMail(EMAIL);
      return mail.includes('See the answer') && mail.includes(threadPath);
    })
    .toBe(true);
  const page = await learner.newPage();
  await page.goto('/');
  // The reply and the answer.
  const bell = page.getByRole('link', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('2 unread')).toBeVisible();
  const answered = page.getByRole('link', { name: new RegExp(`marked an answer to your question “${QUESTION.replace(/[?]/g, '\\?')}”`) });
  await expect(answered).toBeVisible();
  await answered.click();
  await expect(page).toHaveURL(threadPath);
  await expect(page.getByRole('article', { name: /accepted answer$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await page.goto(`/lessons/${course.lessonIds[0]}`);
  const item = page.getByRole('region', { name: 'Questions & Answers' }).getByRole('listitem').filter({ hasText: QUESTION });
  await expect(item.getByText('Answered')).toBeVisible();
  // The course page's latest questions link to the thread.
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('region', { name: 'Latest questions' }).getByRole('link', { name: QUESTION })).toHaveAttribute(
    'href',
    threadPath,
  );
  await page.close();
});

test('posted HTML is inert: no script, no event handler, no javascript: link', async () => {
  const payload =
    '<p>Try this <img src=x onerror="window.__xss=1;alert(1)"> <script>window.__xss=2;alert(2)</script>' +
    '<a href="javascript:window.__xss=3;alert(3)">click me</a> <a href="https://example.com/rubric">rubric</a></p>';
  const posted = await learner.request.post(`/api/discussions/threads/${threadId}/posts`, { data: { body: payload } });
  expect(posted.ok(), await posted.text()).toBe(true);
  const page = await learner.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/courses/${course.id}/discussions/${threadId}`);
  const post = page.getByRole('article').filter({ hasText: 'Try this' });
  await expect(post).toBeVisible();
  await expect(post.locator('script')).toHaveCount(0);
  await expect(post.locator('[onerror]')).toHaveCount(0);
  await expect(post.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(post.getByRole('link', { name: 'rubric' })).toHaveAttribute('rel', /nofollow/);
  const clickMe = post.getByText('click me');
  if ((await clickMe.count()) > 0) await clickMe.click();
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await page.close();
});

test("a signed-out visitor unsubscribes from an e-mail's link in one press", async ({ browser }) => {
  const mail = await waitForMail(EMAIL);
  // The page's link, not the one-click POST address of the List-Unsubscribe header (under /api/).
  const links = [...mail.matchAll(/https?:\/\/[^\s"'<>]+\/discussions\/unsubscribe\?token=[\w.%-]+/g)].map((match) => new URL(match[0]));
  const url = links.find((candidate) => candidate.pathname === '/discussions/unsubscribe');
  expect(url, mail).toBeDefined();
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`${url!.pathname}${url!.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Discussion e-mails' })).toBeVisible();
  await expect(page.getByText(/gets an e-mail for each reply or answer/)).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText("You're unsubscribed.");
  await visitor.close();
  const setting = await learner.request.get('/api/discussions/email-setting');
  expect(await setting.json()).toEqual({ mode: 'off' });
});
