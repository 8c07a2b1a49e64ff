import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAsAdmin } from '../support/admin.js';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';
import { scriptLlm } from '../support/llm.js';

// Practice conversations as a learner plays them: a branching scenario to its graded end, and AI
// role-play against the local model server (streamed replies, a reload mid-reply, a provider failure
// and its retry, the grading with evidence), each screen checked with axe and at phone widths.
let sequence = 0;
const uniqueEmail = () => `practice-${Date.now()}-${++sequence}@example.com`;
// The local model server is shared by every file: its answers are matched on this persona's name.
const PERSONA = `Dana Reyes ${Date.now().toString(36)}`;

const RUBRIC = [
  {
    id: 'must-haves',
    name: 'Separated must-haves from nice-to-haves',
    weight: 2,
    good: 'Asks which skills are essential.',
    poor: 'Takes the wish list as it is.',
  },
  { id: 'budget', name: 'Uncovered the budget', weight: 1, good: 'Asks for the salary range early.', poor: 'Never asks about money.' },
];

const persona = {
  name: PERSONA,
  role: 'Head of Engineering, hiring manager',
  background: 'Needs a platform engineer before the spring release.',
  wants: 'Someone who can run the Kubernetes clusters.',
  hiddenFacts: ['The budget is 140k', 'Kubernetes is a must-have'],
};

const SCENARIO = {
  mode: 'scenario',
  persona,
  objective: 'Take a complete brief for the platform engineer role.',
  openingLine: 'Thanks for making time. I need someone yesterday.',
  maxTurns: 10,
  rubric: RUBRIC,
  passMark: 60,
  maxAttempts: 3,
  graph: {
    start: 'open',
    nodes: [
      {
        id: 'open',
        line: 'Thanks for making time. I need someone yesterday.',
        end: false,
        replies: [
          {
            id: 'skills',
            text: 'Which skills are must-haves, and which could be learned?',
            feedback: 'Separating essentials first keeps the search narrow.',
            scores: { 'must-haves': 4 },
            next: 'money',
          },
          {
            id: 'rush',
            text: 'I will send you CVs tomorrow.',
            feedback: 'Promising speed before the brief skips the essentials.',
            scores: { 'must-haves': 0 },
            next: 'money',
          },
        ],
      },
      {
        id: 'money',
        line: 'Kubernetes is the one thing I cannot compromise on.',
        end: false,
        replies: [
          {
            id: 'budget',
            text: 'What salary range has been approved?',
            feedback: 'Asking for the budget early avoids wasted interviews.',
            scores: { budget: 4 },
            next: 'close',
          },
          {
            id: 'later',
            text: 'Let us talk money later.',
            feedback: 'Leaving the budget open risks a late surprise.',
            scores: { budget: 0 },
            next: 'close',
          },
        ],
      },
      { id: 'close', line: 'Around 140k. Send me a shortlist by Friday.', end: true, replies: [] },
    ],
  },
};

const AI = { ...SCENARIO, mode: 'ai', graph: null, maxTurns: 6, maxAttempts: null };

let course: CreatedCourse;
let scenarioLessonId: number;
let aiLessonId: number;

async function savePractice(browser: Browser, lessonId: number, settings: object) {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  const saved = await page.request.put(`/api/admin/lessons/${lessonId}/practice`, { data: settings });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.close();
}

/** A new learner enrolled in the course, signed in in a fresh browser context. */
async function learner(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const registered = await page.request.post('/api/register', {
    data: { email: uniqueEmail(), password: 'learner-password', firstName: 'Quinn', lastName: 'Adeyemi' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const enrolled = await page.request.post(`/api/courses/${course.id}/enroll`, { data: {} });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  return page;
}

async function expectNoSidewaysScroll(page: Page, width: number, screen: string) {
  await page.setViewportSize({ width, height: 740 });
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, `${screen} at ${width} px`).toBeLessThanOrEqual(width);
}

const log = (page: Page) => page.getByRole('log', { name: `Conversation with ${PERSONA}` });
const messageBox = (page: Page) => page.getByLabel('Your message');

async function say(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(log(page).getByText(text)).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  course = await createCourse({
    title: `Intake Meetings ${Date.now()}`,
    modules: [
      {
        title: 'Practice',
        lessons: [
          { title: 'Screening call', type: 'practice' },
          { title: 'Intake meeting', type: 'practice' },
        ],
      },
    ],
  });
  [scenarioLessonId, aiLessonId] = course.lessonIds;
  await savePractice(browser, scenarioLessonId, SCENARIO);
  await savePractice(browser, aiLessonId, AI);
});

test.afterAll(async () => {
  await deleteCourses([course.id]);
});

test('a scenario played to the end shows the score per criterion and completes the lesson', async ({ browser }) => {
  const page = await learner(browser);
  await page.goto(`/lessons/${scenarioLessonId}`);
  await expect(page.getByText('Head of Engineering, hiring manager')).toBeVisible();
  await expect(page.getByText('Take a complete brief for the platform engineer role.')).toBeVisible();
  await expectAccessible(page, 'the practice lesson');

  await page.getByRole('button', { name: 'Start conversation' }).click();
  await expect(log(page).getByText('Thanks for making time. I need someone yesterday.')).toBeVisible();
  await expectAccessible(page, 'a scenario in progress');
  for (const width of [320, 390]) await expectNoSidewaysScroll(page, width, 'the scenario chat');
  await page.getByRole('button', { name: 'Which skills are must-haves, and which could be learned?' }).click();
  await expect(log(page).getByText('Kubernetes is the one thing I cannot compromise on.')).toBeVisible();
  await page.getByRole('button', { name: 'What salary range has been approved?' }).click();

  await expect(page.getByText(/^Passed/)).toBeVisible();
  await expect(page.getByText('100%')).toBeVisible();
  const criteria = page.getByRole('list', { name: 'Score per criterion' }).getByRole('listitem');
  await expect(criteria).toHaveCount(2);
  await expect(criteria.nth(0)).toContainText('4/4');
  await expect(criteria.nth(1)).toContainText('4/4');
  // Each choice with its feedback.
  await expect(page.getByRole('listitem').filter({ hasText: 'You said: What salary range has been approved?' })).toContainText(
    'Asking for the budget early avoids wasted interviews.',
  );
  // The pass completes the lesson: the course outline beside it says so.
  await expect(page.getByRole('link', { name: /Screening call.*Completed/ })).toBeVisible();
  await expectAccessible(page, 'the scenario result');
  for (const width of [320, 390]) await expectNoSidewaysScroll(page, width, 'the scenario result');
  await page.context().close();
});

test('an AI conversation streams the reply as it is written, then grades it with evidence', async ({ browser }) => {
  const page = await learner(browser);
  const reply = 'Kubernetes is a must-have; everything else the engineer can learn on the job with us.';
  await scriptLlm(
    page.request,
    { match: PERSONA, kind: 'text', text: reply, chunkSize: 6, delayMs: 120 },
    {
      match: PERSONA,
      kind: 'json',
      json: {
        criteria: [
          { criterionId: 'must-haves', score: 3, evidence: 'Which skills are must-haves?', tip: 'Ask what could be learned on the job.' },
          { criterionId: 'budget', score: 0, evidence: '', tip: 'Ask for the approved salary range.' },
        ],
      },
    },
  );
  await page.goto(`/lessons/${aiLessonId}`);
  await expect(page.getByRole('note').filter({ hasText: /AI provider/ })).toBeVisible();
  await page.getByRole('button', { name: 'Start conversation' }).click();
  await expect(messageBox(page)).toBeVisible();
  await expectAccessible(page, 'an AI conversation');
  for (const width of [320, 390]) await expectNoSidewaysScroll(page, width, 'the AI chat');

  await say(page, 'Which skills are must-haves?');
  // Part of the reply shows while the rest is still being written.
  const streaming = page.getByTestId('streaming-reply');
  await expect(streaming).toContainText('Kubernetes');
  expect(await streaming.textContent()).not.toContain('on the job with us.');
  await expect(log(page).getByText(reply)).toBeVisible();
  await expect(page.getByText('5 messages left')).toBeVisible();

  await page.getByRole('button', { name: 'End conversation' }).click();
  await expect(page.getByText('Not passed yet')).toBeVisible();
  const criteria = page.getByRole('list', { name: 'Score per criterion' }).getByRole('listitem');
  await expect(criteria.nth(0)).toContainText('3/4');
  await expect(criteria.nth(0).locator('blockquote')).toContainText('Which skills are must-haves?');
  await expect(criteria.nth(0)).toContainText('Ask what could be learned on the job.');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectAccessible(page, 'the AI result');
  for (const width of [320, 390]) await expectNoSidewaysScroll(page, width, 'the AI result');
  await page.context().close();
});

test('a reload while the reply is being written resumes the conversation with the whole reply', async ({ browser }) => {
  const page = await learner(browser);
  const reply = 'The budget is 140k, and that is final for this year, I am afraid.';
  await scriptLlm(page.request, { match: PERSONA, kind: 'text', text: reply, chunkSize: 4, delayMs: 150 });
  await page.goto(`/lessons/${aiLessonId}`);
  await page.getByRole('button', { name: 'Start conversation' }).click();
  await say(page, 'What budget has been approved?');
  await expect(page.getByTestId('streaming-reply')).toContainText('budget');

  await page.reload();
  await expect(log(page).getByText('What budget has been approved?')).toBeVisible();
  await expect(log(page).getByText(reply)).toBeVisible();
  await expect(messageBox(page)).toBeEditable();
  await page.context().close();
});

test('a provider failure shows its message, and Retry writes the reply without retyping', async ({ browser }) => {
  const page = await learner(browser);
  await scriptLlm(
    page.request,
    { match: PERSONA, kind: 'status', status: 500, message: 'upstream exploded' },
    { match: PERSONA, kind: 'text', text: 'Sorry, where were we? Kubernetes, mostly.' },
  );
  await page.goto(`/lessons/${aiLessonId}`);
  await page.getByRole('button', { name: 'Start conversation' }).click();
  await say(page, 'Tell me about the team.');
  const failure = page.getByRole('alert');
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(failure).toContainText(/retry|try again/i);
  await expectAccessible(page, 'a failed reply');

  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(log(page).getByText('Sorry, where were we? Kubernetes, mostly.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(log(page).getByText('Tell me about the team.')).toHaveCount(1);
  await page.context().close();
});
