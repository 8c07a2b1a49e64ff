import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { choose } from '../support/antd.js';
import { signInAsAdmin } from '../support/admin.js';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';

const PASSWORD = 'learner-password';
let sequence = 0;
const uniqueEmail = () => `practice-admin-${Date.now()}-${++sequence}@example.com`;
const toast = (page: Page, text: string) => page.locator('.ant-notification').getByText(text, { exact: true });
/** A text field by its whole name (a required field's name starts with antd's "*" mark in the browser). */
const textbox = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^(\\* ?)?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

const courses: number[] = [];
async function practiceCourse(title: string): Promise<CreatedCourse> {
  const course = await createCourse({
    title: `${title} ${Date.now()}`,
    modules: [{ title: 'Candidate calls', lessons: [{ title: `${title} practice`, type: 'practice' }] }],
  });
  courses.push(course.id);
  return course;
}

test.afterAll(async () => {
  await deleteCourses(courses);
});

async function expectNoHorizontalScroll(page: Page, what: string) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(sizes.scrollWidth, `${what} is wider than the window (${JSON.stringify(sizes)})`).toBeLessThanOrEqual(sizes.clientWidth);
}

const editorPath = (course: CreatedCourse) => `/admin/courses/${course.id}/lessons/${course.lessonIds[0]}`;

test('an admin authors a scenario practice lesson: a graph error is shown at its node, then fixed', async ({ page }) => {
  const course = await createCourse({ title: `Screening call ${Date.now()}`, modules: [{ title: 'Candidate calls' }] });
  courses.push(course.id);
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The lesson type list offers it; the structure page marks it with its icon.
  await page.goto(`/admin/courses/${course.id}`);
  const moduleCard = page.getByRole('region', { name: 'Module 1: Candidate calls' });
  await moduleCard.getByRole('button', { name: 'Add Lesson to Candidate calls' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lesson to Candidate calls' });
  await choose(page, dialog.getByLabel('Lesson Type'), 'Practice conversation');
  await dialog.getByLabel('Lesson Title').fill('Screening a hesitant candidate');
  await dialog.getByRole('button', { name: 'Create Lesson' }).click();
  await expect(toast(page, 'Lesson Created')).toBeVisible();
  const tag = moduleCard.locator('.ant-tag', { hasText: 'Practice conversation' });
  await expect(tag).toBeVisible();
  await expect(tag.locator('svg')).toHaveCount(1);
  await moduleCard.getByRole('link', { name: 'Screening a hesitant candidate' }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+\/lessons\/\d+$/);

  const practice = page.locator('.practice-editor');
  await expect(practice.getByText('This lesson has no practice conversation yet.', { exact: false })).toBeVisible();
  await expect(practice.getByRole('radio', { name: /^Scenario/ })).toBeChecked();

  await textbox(practice, 'Name').fill('Priya Raman');
  await textbox(practice, 'Role').fill('Senior data engineer, a hesitant candidate');
  await textbox(practice, 'Background').fill('Happy in her job; a recruiter called her out of the blue.');
  await textbox(practice, 'What they want').fill('To know why she should change jobs at all.');
  await practice.getByRole('button', { name: 'Add hidden fact' }).click();
  await textbox(practice, 'Hidden fact 1').fill('She has a competing offer');
  await textbox(practice, "Learner's objective").fill('Find out what would make Priya move.');
  await textbox(practice, 'Criterion 1 name').fill('Built rapport');
  await textbox(practice, 'Criterion 1: what good looks like').fill('Listened before pitching');
  await textbox(practice, 'Criterion 1: what poor looks like').fill('Pitched straight away');
  await textbox(practice, 'Criterion 2 name').fill('Uncovered motivation');
  await textbox(practice, 'Criterion 2: what good looks like').fill('Asked what she misses today');
  await textbox(practice, 'Criterion 2: what poor looks like').fill('Never asked');

  const start = practice.getByRole('region', { name: 'Node 1 (start)' });
  await textbox(start, 'Node 1 persona line').fill('I am not really looking, to be honest.');
  await textbox(start, 'Node 1 reply 1 text').fill('Fair enough. What would make a move worth it?');
  await textbox(start, 'Node 1 reply 1 feedback').fill('An open question about her motives.');
  await choose(page, start.getByRole('combobox', { name: 'Node 1 reply 1 points for Uncovered motivation' }), '4');
  await textbox(start, 'Node 1 reply 2 text').fill('This role pays really well.');
  await textbox(start, 'Node 1 reply 2 feedback').fill('A pitch before you know what she wants.');
  await choose(page, start.getByRole('combobox', { name: 'Node 1 reply 2 points for Built rapport' }), '0');
  await textbox(practice.getByRole('region', { name: 'Node 2 (end)' }), 'Node 2 persona line').fill('Let me think about it.');

  // A third node nobody leads to: the server names it.
  await practice.getByRole('button', { name: 'Add node' }).click();
  const added = practice.getByRole('region', { name: 'Node 3 (node-1)' });
  await expect(textbox(added, 'Node 3 id')).toBeFocused();
  await textbox(added, 'Node 3 persona line').fill('Money is not the point for me.');
  await practice.getByRole('button', { name: 'Save Practice' }).click();
  const error = added.getByRole('alert');
  await expect(error).toContainText('node-1');
  await expect(added).toBeInViewport();
  await expect(start.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page, 'the practice editor with a graph error');

  // Fixed: the second reply leads to it.
  await choose(page, start.getByRole('combobox', { name: 'Node 1 reply 2 next node' }), 'node-1 (end)');
  await practice.getByRole('button', { name: 'Save Practice' }).click();
  await expect(toast(page, 'Practice created!')).toBeVisible();
  await expect(error).toHaveCount(0);

  await expect(practice.getByRole('tab', { name: 'Attempts (0)' })).toBeVisible();
  await page.reload();
  await expect(practice.getByRole('tab', { name: /^Attempts/ })).toBeVisible();
  await expect(textbox(practice.getByRole('region', { name: 'Node 3 (node-1)' }), 'Node 3 persona line')).toHaveValue(
    'Money is not the point for me.',
  );
  await expect(textbox(practice, 'Hidden fact 1')).toHaveValue('She has a competing offer');

  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(practice.getByRole('region', { name: 'Node 3 (node-1)' })).toBeVisible();
    await expectNoHorizontalScroll(page, `the practice editor at ${width} px`);
  }
});

const SCENARIO = {
  mode: 'scenario',
  persona: {
    name: 'Priya Raman',
    role: 'Senior data engineer, a hesitant candidate',
    background: 'Happy in her job.',
    wants: 'A reason to move.',
    hiddenFacts: ['She has a competing offer'],
  },
  objective: 'Find out what would make Priya move.',
  openingLine: 'I am not really looking, to be honest.',
  maxTurns: 10,
  rubric: [
    { id: 'rapport', name: 'Built rapport', weight: 1, good: 'Listened before pitching', poor: 'Pitched straight away' },
    { id: 'motivation', name: 'Uncovered motivation', weight: 1, good: 'Asked what she misses today', poor: 'Never asked' },
  ],
  passMark: 60,
  maxAttempts: null,
  graph: {
    start: 'open',
    nodes: [
      {
        id: 'open',
        line: 'I am not really looking, to be honest.',
        end: false,
        replies: [
          {
            id: 'listen',
            text: 'Fair enough. How is the current team?',
            feedback: 'You listened first.',
            scores: { rapport: 4 },
            next: 'close',
          },
          {
            id: 'pitch',
            text: 'This role pays really well.',
            feedback: 'A pitch too early.',
            scores: { rapport: 0, motivation: 0 },
            next: 'close',
          },
        ],
      },
      { id: 'close', line: 'Let me think about it.', end: true, replies: [] },
    ],
  },
};

/** A learner enrolled in the course who plays the scenario through the learner API; the graded attempt's id. */
async function gradedAttempt(browser: Browser, course: CreatedCourse) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const registered = await page.request.post('/api/register', {
    data: { email: uniqueEmail(), password: PASSWORD, firstName: 'Quinn', lastName: 'Adeyemi' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const enrolled = await page.request.post(`/api/courses/${course.id}/enroll`, { data: {} });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  const started = await page.request.post(`/api/lessons/${course.lessonIds[0]}/practice/attempts`, { data: {} });
  expect(started.ok(), await started.text()).toBe(true);
  const { id } = (await started.json()) as { id: number };
  const chosen = await page.request.post(`/api/practice-attempts/${id}/choices`, { data: { replyId: 'listen' } });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const attempt = (await chosen.json()) as { status: string; result: { total: number; passed: boolean } };
  expect(attempt.status).toBe('graded');
  expect(attempt.result).toMatchObject({ total: 50, passed: false });
  return { context, page, attemptId: id };
}

test("an admin overrides a criterion of a learner's graded attempt and the learner sees the new score", async ({ page, browser }) => {
  const course = await practiceCourse('Hesitant candidate');
  await signInAsAdmin(page);
  const saved = await page.request.put(`/api/admin/lessons/${course.lessonIds[0]}/practice`, { data: SCENARIO });
  expect(saved.ok(), await saved.text()).toBe(true);
  const learner = await gradedAttempt(browser, course);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(editorPath(course));
  const practice = page.locator('.practice-editor');
  await practice.getByRole('tab', { name: /^Attempts/ }).click();
  await practice.getByRole('button', { name: 'Open attempt 1 by Quinn Adeyemi' }).click();
  const review = practice.getByRole('region', { name: 'Attempt 1 by Quinn Adeyemi' });
  await expect(review.getByText('Total: 50% · Not passed (pass mark 60%)')).toBeVisible();
  await expect(review.getByRole('list', { name: 'Hidden facts' })).toContainText('She has a competing offer');
  await expect(review.getByRole('list', { name: 'Transcript' }).getByRole('listitem')).toHaveText([
    'Priya Raman: I am not really looking, to be honest.',
    'Quinn Adeyemi: Fair enough. How is the current team?',
    'Priya Raman: Let me think about it.',
  ]);

  const motivation = review.getByRole('region', { name: 'Uncovered motivation' });
  await expect(motivation.getByText('0/4 · weight 1')).toBeVisible();
  await choose(page, motivation.getByRole('combobox', { name: 'New score for Uncovered motivation' }), '4');
  await motivation.getByRole('button', { name: 'Override score' }).click();
  await expect(motivation.getByRole('alert')).toHaveText('A comment is required');
  await textbox(motivation, 'Comment for Uncovered motivation').fill('Asking about the team opened up her motives.');
  await motivation.getByRole('button', { name: 'Override score' }).click();
  await expect(toast(page, 'Score overridden')).toBeVisible();
  await expect(review.getByText('Total: 100% · Passed (pass mark 60%)')).toBeVisible();
  await expect(motivation.getByText('4/4 · weight 1')).toBeVisible();
  await expectAccessible(page, 'the practice attempts panel with an attempt open');

  // The learner's own view of the attempt carries the new score and the comment.
  const seen = await learner.page.request.get(`/api/practice-attempts/${learner.attemptId}`);
  expect(seen.ok(), await seen.text()).toBe(true);
  const attempt = (await seen.json()) as {
    result: { total: number; passed: boolean; criteria: { criterionId: string; score: number; overridden: { comment: string } | null }[] };
  };
  expect(attempt.result.total).toBe(100);
  expect(attempt.result.passed).toBe(true);
  expect(attempt.result.criteria.find((criterion) => criterion.criterionId === 'motivation')).toMatchObject({
    score: 4,
    overridden: { comment: 'Asking about the team opened up her motives.' },
  });
  await learner.context.close();

  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(review).toBeVisible();
    await expect(practice.getByRole('button', { name: 'Open attempt 1 by Quinn Adeyemi' })).toBeVisible();
    await expectNoHorizontalScroll(page, `the practice attempts panel at ${width} px`);
  }

  // The course's analytics: the cohort's average per criterion of the practice lesson.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/courses/${course.id}/manage`);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const results = page.getByRole('region', { name: `Hesitant candidate practice` });
  await expect(results.getByText('100%').first()).toBeVisible();
  await expect(results.getByRole('list', { name: /^Average per criterion/ }).getByRole('listitem')).toHaveText([
    /Built rapport\s*4\.0\/4/,
    /Uncovered motivation\s*4\.0\/4/,
  ]);
  // The dashboard's analytics: whether AI practice is configured, and the tokens used.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const usage = page.locator('.ant-card', { has: page.getByText('Model Usage', { exact: true }) });
  await expect(usage.getByText(/^AI practice is configured/)).toBeVisible();
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/admin/courses/${course.id}/manage`);
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(results).toBeVisible();
    await expectNoHorizontalScroll(page, `the course analytics with practice results at ${width} px`);
  }
});
