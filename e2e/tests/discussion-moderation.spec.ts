import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.js';
import { signInAsAdmin } from '../support/admin.js';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';

// Discussion moderation end to end: a learner asks a question in a course's community space, a second
// learner reports it, the admin hides it from the reports queue with a reason (the learners no longer
// see it; the admin sees it hidden, with the reason), then locks another thread from the course's
// Discussions tab and a learner's reply there is refused. The tests build on each other, in order.

const token = Date.now().toString(36);
const TITLE = `Phone Screens That Work ${token}`;
const PASSWORD = 'learner-password-discussions';
const QUESTION = `Where do I get the answers to the quiz? ${token}`;
const QUESTION_BODY = `Message me on 555 0100 and I will send you the answers ${token}`;
const REASON = 'Offers to share quiz answers';
const THREAD_TO_LOCK = `Scorecards for phone screens ${token}`;
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

let course: CreatedCourse;
let asker: APIRequestContext;
let reporter: APIRequestContext;
let questionId: number;
let questionPostId: number;
let lockThreadId: number;

/** A learner enrolled in the course, signed in through an API context of their own. */
async function enrolledLearner(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }, name: string) {
  const learner = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const registered = await learner.post('/api/register', {
    data: {
      email: `discussions-${name.toLowerCase()}-${token}@example.com`,
      password: PASSWORD,
      firstName: name,
      lastName: `Learner${token}`,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const enrolled = await learner.post(`/api/courses/${course.id}/enroll`, { data: {} });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  return learner;
}

interface ThreadDetail {
  thread: { id: number; isLocked: boolean; isHidden: boolean };
  posts: { id: number; bodyHtml: string | null; hidden: { reason: string } | null }[];
}

async function startThread(
  learner: APIRequestContext,
  title: string,
  body: string,
  kind: 'question' | 'discussion',
): Promise<ThreadDetail> {
  const response = await learner.post(`/api/courses/${course.id}/discussions`, { data: { kind, title, body: `<p>${body}</p>` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ThreadDetail;
}

async function expectNoSidewaysScroll(page: Page, screen: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.scroll, `${screen} is wider than the window`).toBeLessThanOrEqual(widths.viewport);
}

async function atPhoneWidths(page: Page, screen: string, ready: () => Promise<void>) {
  const desktop = page.viewportSize();
  for (const size of PHONES) {
    await page.setViewportSize(size);
    await ready();
    await expectNoSidewaysScroll(page, `${screen} at ${size.width} px`);
  }
  if (desktop) await page.setViewportSize(desktop);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  course = await createCourse({
    title: TITLE,
    description: 'Short calls that tell you whether to go on.',
    modules: [{ title: 'Calls', lessons: [{ title: `Before the call ${token}`, type: 'text', content: '<p>Prepare.</p>', duration: 5 }] }],
  });
  asker = await enrolledLearner(playwright, 'Asker');
  reporter = await enrolledLearner(playwright, 'Reporter');
});

test.afterAll(async () => {
  await asker?.dispose();
  await reporter?.dispose();
  if (course) await deleteCourses([course.id]);
});

test('a learner asks a question and another reports it', async () => {
  const question = await startThread(asker, QUESTION, QUESTION_BODY, 'question');
  questionId = question.thread.id;
  questionPostId = question.posts[0].id;
  const seen = await reporter.get(`/api/discussions/threads/${questionId}`);
  expect(seen.ok(), await seen.text()).toBe(true);
  expect(await seen.text()).toContain(QUESTION_BODY);
  const reported = await reporter.post(`/api/discussions/posts/${questionPostId}/report`, { data: { reason: 'Selling quiz answers' } });
  expect(reported.ok(), await reported.text()).toBe(true);
});

test('the admin sees the report in the queue and hides the post with a reason', async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Discussions: reported posts' }).click();
  await expect(page).toHaveURL('/admin/discussions');
  await expect(page).toHaveTitle(/^Discussions · Admin/);
  await expect(page.getByRole('heading', { level: 1, name: 'Discussions' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: QUESTION });
  await expect(row).toBeVisible();
  await expect(row.getByText(QUESTION_BODY)).toBeVisible();
  await expect(row.getByText(`Asker Learner${token}`)).toBeVisible();
  await expect(row.getByText('1 report', { exact: true })).toBeVisible();
  await expect(row.getByText(/Selling quiz answers/)).toBeVisible();
  await expect(row.getByRole('link', { name: QUESTION })).toHaveAttribute('href', `/courses/${course.id}/discussions/${questionId}`);
  await expect(row.getByRole('link', { name: `Course: ${TITLE}` })).toHaveAttribute(
    'href',
    `/admin/courses/${course.id}/manage?tab=discussions`,
  );
  await expectAccessible(page, 'the discussion reports queue');
  await atPhoneWidths(page, 'The discussion reports queue', () =>
    expect(
      page
        .getByRole('listitem')
        .filter({ hasText: QUESTION })
        .getByRole('button', { name: /^Hide / }),
    ).toBeVisible(),
  );

  const hide = row.getByRole('button', { name: `Hide Asker Learner${token}’s post in ${QUESTION}` });
  await hide.click();
  const dialog = page.getByRole('dialog', { name: 'Hide post' });
  // A reason is required.
  await dialog.getByRole('button', { name: 'Hide post' }).click();
  await expect(dialog.getByText('Please give a reason for hiding this post')).toBeVisible();
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByRole('button', { name: 'Hide post' }).click();
  await expect(page.getByText('Post hidden', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  // Hiding settled the report: the post leaves the queue.
  await expect(page.getByRole('row').filter({ hasText: QUESTION })).toHaveCount(0);
});

test('the learners no longer see the hidden post; the admin sees it hidden, with the reason', async ({ page }) => {
  // The opening post hidden hides its thread: gone from the reporter's view and the course's list.
  const thread = await reporter.get(`/api/discussions/threads/${questionId}`);
  expect(thread.status()).toBe(404);
  expect(await thread.text()).not.toContain(QUESTION_BODY);
  const list = await reporter.get(`/api/courses/${course.id}/discussions`);
  expect(list.ok()).toBe(true);
  expect(await list.text()).not.toContain(QUESTION);

  await signInAsAdmin(page);
  const asAdmin = await page.request.get(`/api/discussions/threads/${questionId}`);
  expect(asAdmin.ok(), await asAdmin.text()).toBe(true);
  const detail = (await asAdmin.json()) as ThreadDetail;
  expect(detail.thread.isHidden).toBe(true);
  const post = detail.posts.find((candidate) => candidate.id === questionPostId);
  expect(post?.hidden?.reason).toBe(REASON);
  expect(post?.bodyHtml).toContain(QUESTION_BODY);

  // The course's Discussions tab shows it too, marked hidden, its post with the reason.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/courses/${course.id}/manage?tab=discussions`);
  const card = page.getByRole('listitem').filter({ hasText: QUESTION });
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Posts of ${QUESTION}` }).click();
  const posts = page.getByRole('dialog', { name: QUESTION });
  await expect(posts.getByText(new RegExp(`Hidden .*: ${REASON}`))).toBeVisible();
  await expect(posts.getByRole('button', { name: 'Unhide Asker L.’s opening post' })).toBeVisible();
  await posts.getByRole('button', { name: 'Close' }).click();
});

test("the admin locks a thread from the course's Discussions tab and a learner's reply is refused", async ({ page }) => {
  const open = await startThread(asker, THREAD_TO_LOCK, 'How do you weigh the answers?', 'discussion');
  lockThreadId = open.thread.id;
  const before = await reporter.post(`/api/discussions/threads/${lockThreadId}/posts`, { data: { body: '<p>Equal weights.</p>' } });
  expect(before.ok(), await before.text()).toBe(true);

  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/courses/${course.id}/manage`);
  await page.getByRole('tab', { name: 'Discussions' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Discussions' });
  await panel.getByRole('searchbox', { name: 'Search the course’s discussions' }).fill(`Scorecards ${token}`);
  await panel.getByRole('searchbox', { name: 'Search the course’s discussions' }).press('Enter');
  const card = panel.getByRole('listitem').filter({ hasText: THREAD_TO_LOCK });
  await expect(card).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: QUESTION })).toHaveCount(0);
  await expect(card.getByRole('link', { name: `Open in the course: ${THREAD_TO_LOCK}` })).toHaveAttribute(
    'href',
    `/courses/${course.id}/discussions/${lockThreadId}`,
  );
  await card.getByRole('button', { name: `Lock ${THREAD_TO_LOCK}` }).click();
  await expect(page.getByText('Thread locked', { exact: true })).toBeVisible();
  await expect(card.getByText('Locked', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Unlock ${THREAD_TO_LOCK}` })).toBeVisible();
  await expectAccessible(page, "a course's Discussions tab");
  await atPhoneWidths(page, "A course's Discussions tab", () =>
    expect(card.getByRole('button', { name: `Unlock ${THREAD_TO_LOCK}` })).toBeVisible(),
  );

  const refused = await reporter.post(`/api/discussions/threads/${lockThreadId}/posts`, { data: { body: '<p>One more thought.</p>' } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe('This thread is locked: it takes no new replies or edits.');
});

test('the admin suspends a learner from posting in the course and lifts it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/courses/${course.id}/manage?tab=discussions`);
  const panel = page.getByRole('tabpanel', { name: 'Discussions' });
  await expect(panel.getByText('Nobody is suspended from posting in this course.')).toBeVisible();
  await panel.getByRole('button', { name: 'Suspend a learner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend a learner' });
  const learner = dialog.getByLabel('Learner');
  await learner.click();
  await learner.fill(`Reporter`);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `discussions-reporter-${token}@example.com` })
    .click();
  await dialog.getByLabel('Reason').fill('Repeated off-topic replies');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('Learner suspended', { exact: true })).toBeVisible();
  const suspended = panel.getByRole('listitem').filter({ hasText: `discussions-reporter-${token}@example.com` });
  await expect(suspended.getByText('Reason: Repeated off-topic replies')).toBeVisible();

  const refused = await reporter.post(`/api/courses/${course.id}/discussions`, {
    data: { kind: 'discussion', title: `Another thread ${token}`, body: '<p>Hello</p>' },
  });
  expect(refused.status()).toBe(403);

  await suspended.getByRole('button', { name: `Lift the suspension of Reporter Learner${token}` }).click();
  await expect(page.getByText('Suspension lifted', { exact: true })).toBeVisible();
  await expect(panel.getByText('Nobody is suspended from posting in this course.')).toBeVisible();
});
