import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { choose } from '../support/antd.js';
import { createCourse, deleteCourses, setQuizDeadline, type CreatedCourse } from '../support/db.js';
import { signInAsAdmin } from '../support/admin.js';

// The backend runs with this admin account (playwright.config.ts).
const PASSWORD = 'learner-password';
let sequence = 0;
const uniqueEmail = () => `quizzes-${Date.now()}-${++sequence}@example.com`;
const toast = (page: Page, text: string) => page.locator('.ant-notification').getByText(text, { exact: true });
const timer = (page: Page) => page.getByRole('timer', { name: 'Time remaining' });
/** "m:ss" on the countdown, in seconds. */
const timerSeconds = async (page: Page) => {
  const [minutes, seconds] = ((await timer(page).textContent()) ?? '')
    .replace(/[^\d:]/g, '')
    .split(':')
    .map(Number);
  return minutes * 60 + seconds;
};

interface QuestionBody {
  type: 'multiple_choice' | 'short_answer' | 'long_answer' | 'file_upload';
  question: string;
  options?: string[];
  correctOptions?: number[];
  acceptedAnswers?: string[];
}

/** A job seeker enrolled in the course, signed in in a fresh browser context. */
async function enrolledLearner(browser: Browser, courseId: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail();
  const registered = await page.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName: 'Quinn', lastName: 'Adeyemi' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const enrolled = await page.request.post(`/api/courses/${courseId}/enroll`, { data: {} });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  return { context, page, email };
}

/** Builds a quiz through the admin API (the editor itself is covered by the last test). */
async function quizThroughApi(browser: Browser, lessonId: number, settings: object, questions: QuestionBody[]): Promise<void> {
  const page = await browser.newPage();
  await signInAsAdmin(page);
  const quiz = await page.request.put(`/api/admin/lessons/${lessonId}/quiz`, { data: { title: 'Screening check', ...settings } });
  expect(quiz.ok(), await quiz.text()).toBe(true);
  const { id } = (await quiz.json()) as { id: number };
  for (const question of questions) {
    const created = await page.request.post(`/api/admin/quizzes/${id}/questions`, { data: question });
    expect(created.ok(), await created.text()).toBe(true);
  }
  await page.close();
}

const TIMED_QUESTIONS: QuestionBody[] = [
  {
    type: 'multiple_choice',
    question: 'Which source finds passive candidates?',
    options: ['Job boards', 'LinkedIn sourcing', 'Walk-ins'],
    correctOptions: [1],
  },
  { type: 'short_answer', question: 'Which search uses AND, OR and NOT?', acceptedAnswers: ['Boolean search'] },
];

const courses: number[] = [];
async function quizCourse(title: string): Promise<CreatedCourse> {
  const course = await createCourse({
    title: `${title} ${Date.now()}`,
    modules: [
      {
        title: 'Sourcing',
        lessons: [
          { title: `${title} quiz`, type: 'quiz' },
          { title: 'Next steps', type: 'text' },
        ],
      },
    ],
  });
  courses.push(course.id);
  return course;
}

test.afterAll(async () => {
  await deleteCourses(courses);
});

test.describe('timed quizzes', () => {
  test('the timer runs out: the quiz submits itself with the saved answers and shows Quiz Completed!', async ({ browser }) => {
    const course = await quizCourse('Timed');
    const [lessonId] = course.lessonIds;
    await quizThroughApi(browser, lessonId, { timeLimit: 1, passMark: 50 }, TIMED_QUESTIONS);
    const { context, page, email } = await enrolledLearner(browser, course.id);

    await page.goto(`/lessons/${lessonId}`);
    const quiz = page.getByRole('region', { name: 'Screening check' });
    await expect(quiz.getByText('Time limit: 1 minute', { exact: true })).toBeVisible();
    await quiz.getByRole('button', { name: 'Take Quiz' }).click();
    await expect(timer(page)).toHaveText(/[01]:\d\d/);
    expect(await timerSeconds(page)).toBeGreaterThan(50);
    await quiz.getByRole('radio', { name: 'LinkedIn sourcing' }).check();
    await expect(quiz.getByText('All answers saved')).toBeVisible();
    await quiz.getByRole('button', { name: 'Next' }).click();
    await expect(quiz.getByRole('button', { name: 'Submit Quiz' })).toBeVisible();

    // Almost out of time: the learner answers nothing more and lets it run out.
    await setQuizDeadline(lessonId, email, 4);
    await page.reload();
    await expect(timer(page)).toHaveClass(/qz-timer--warning/);
    expect(await timerSeconds(page)).toBeLessThanOrEqual(4);
    await expect(quiz.getByRole('radio', { name: 'LinkedIn sourcing' })).toBeChecked();

    await expect(quiz.getByRole('heading', { name: 'Quiz Completed!' })).toBeVisible({ timeout: 15_000 });
    await expect(toast(page, 'Quiz submitted!')).toBeVisible();
    await expect(toast(page, 'Your responses have been recorded.')).toBeVisible();
    await expect(quiz.getByText('Time ran out, so your answers were submitted automatically.')).toBeVisible();
    await expect(quiz.getByText('Score: 50%')).toBeVisible();
    await expect(quiz.getByText('Passed', { exact: false }).first()).toBeVisible();
    const feedback = quiz.getByRole('list', { name: 'Your answers' }).getByRole('listitem');
    await expect(feedback.nth(0)).toContainText('Question 1: Correct');
    await expect(feedback.nth(1)).toContainText('Question 2: Incorrect');
    await expect(timer(page)).toHaveCount(0);
    // Passing completed the lesson.
    await expect(page.getByRole('article').getByText('Completed', { exact: true })).toBeVisible();
    await context.close();
  });

  test('a reload in the middle keeps the remaining time of the server deadline, and the answers', async ({ browser }) => {
    const course = await quizCourse('Reload');
    const [lessonId] = course.lessonIds;
    await quizThroughApi(browser, lessonId, { timeLimit: 10, passMark: 100 }, TIMED_QUESTIONS);
    const { context, page, email } = await enrolledLearner(browser, course.id);

    await page.goto(`/lessons/${lessonId}`);
    const quiz = page.getByRole('region', { name: 'Screening check' });
    await expect(page.getByText('Pass the quiz to complete this lesson.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
    await quiz.getByRole('button', { name: 'Take Quiz' }).click();
    await expect(quiz.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const started = await timerSeconds(page);
    expect(started).toBeGreaterThan(590);
    await expect(timer(page)).not.toHaveClass(/qz-timer--warning/);
    await quiz.getByRole('button', { name: 'Next' }).click();
    await quiz.getByLabel('Your answer').fill('boolean search');
    await expect(quiz.getByText('All answers saved')).toBeVisible();

    await page.reload();
    await expect(quiz.getByLabel('Your answer')).toHaveCount(0);
    const resumed = await timerSeconds(page);
    expect(resumed).toBeLessThanOrEqual(started);
    expect(resumed).toBeGreaterThan(started - 15);
    // The countdown follows the server's deadline, not a fresh ten minutes: moved to 3 minutes, it shows 3 minutes, in red.
    await setQuizDeadline(lessonId, email, 180);
    await page.reload();
    await expect(timer(page)).toHaveClass(/qz-timer--warning/);
    const moved = await timerSeconds(page);
    expect(moved).toBeLessThanOrEqual(180);
    expect(moved).toBeGreaterThan(165);

    await quiz.getByRole('button', { name: 'Next' }).click();
    await expect(quiz.getByLabel('Your answer')).toHaveValue('boolean search');
    await quiz.getByRole('button', { name: 'Previous' }).click();
    await quiz.getByRole('radio', { name: 'Walk-ins' }).check();
    await quiz.getByRole('button', { name: 'Next' }).click();
    await quiz.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(quiz.getByRole('heading', { name: 'Quiz Completed!' })).toBeVisible();
    await expect(quiz.getByText('Score: 50%')).toBeVisible();
    await expect(quiz.getByText('Not passed', { exact: false })).toBeVisible();
    await expect(page.getByText('Pass the quiz to complete this lesson.')).toBeVisible();
    await context.close();
  });
});

test.describe('quiz editor', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an admin builds a four-question quiz in the lesson editor; a learner passes it; the admin grades the long answer', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const course = await quizCourse('Editor');
    const [lessonId] = course.lessonIds;
    await signInAsAdmin(page);
    await page.goto(`/admin/courses/${course.id}/lessons/${lessonId}`);

    await expect(page.getByText('This lesson has no quiz yet.')).toBeVisible();
    await page.getByLabel('Quiz Title').fill('Sourcing essentials');
    await page.getByLabel('Quiz Description').fill('Four questions on finding candidates.');
    await page.getByLabel('Pass Mark (%)').fill('50');
    await page.getByLabel('Maximum Attempts').fill('2');
    await page.getByRole('button', { name: 'Create Quiz' }).click();
    await expect(toast(page, 'Quiz created!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Quiz Settings' })).toBeVisible();

    const addQuestion = async (fill: (dialog: Locator) => Promise<void>) => {
      await page.getByRole('button', { name: 'Add Question' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Question' });
      await expect(dialog).toBeVisible();
      await fill(dialog);
      await dialog.getByRole('button', { name: 'Save Question' }).click();
      await expect(toast(page, 'Question added!').first()).toBeVisible();
      await expect(dialog).toBeHidden();
    };
    await addQuestion(async (dialog) => {
      await dialog.getByLabel('Question', { exact: true }).fill('Which source finds passive candidates?');
      await dialog.getByLabel('Option 1', { exact: true }).fill('Job boards');
      await dialog.getByLabel('Option 2', { exact: true }).fill('LinkedIn sourcing');
      await dialog.getByRole('button', { name: 'Add Option' }).click();
      await dialog.getByLabel('Option 3', { exact: true }).fill('Walk-ins');
      await dialog.getByLabel('Option 2 is correct').check();
    });
    await addQuestion(async (dialog) => {
      await choose(page, dialog.getByLabel('Question Type'), 'Short answer');
      await dialog.getByLabel('Question', { exact: true }).fill('Which search uses AND, OR and NOT?');
      await dialog.getByLabel('Accepted answer 1', { exact: true }).fill('Boolean search');
    });
    await addQuestion(async (dialog) => {
      await choose(page, dialog.getByLabel('Question Type'), 'Long answer');
      await dialog.getByLabel('Question', { exact: true }).fill('Write a first outreach message.');
    });
    await addQuestion(async (dialog) => {
      await choose(page, dialog.getByLabel('Question Type'), 'File upload');
      await dialog.getByLabel('Question', { exact: true }).fill('Upload your sourcing scorecard.');
      await expect(dialog.getByText('Uploaded files are graded by hand in the Attempts tab.')).toBeVisible();
    });
    const questions = page.getByRole('listitem', { name: /^Question \d+$/ });
    await expect(questions).toHaveCount(4);
    await expect(questions.nth(0)).toContainText('Correct: LinkedIn sourcing');
    // The file question goes before the long answer.
    await page.getByRole('button', { name: 'Move question 4 up' }).click();
    await expect(questions.nth(2)).toContainText('Upload your sourcing scorecard.');
    await expect(questions.nth(3)).toContainText('Write a first outreach message.');

    // The learner takes it.
    const learner = await enrolledLearner(browser, course.id);
    const learnerPage = learner.page;
    await learnerPage.goto(`/lessons/${lessonId}`);
    const quiz = learnerPage.getByRole('region', { name: 'Sourcing essentials' });
    await expect(quiz.getByText('4 questions', { exact: true })).toBeVisible();
    await expect(quiz.getByText('Attempts left: 2', { exact: true })).toBeVisible();
    await quiz.getByRole('button', { name: 'Take Quiz' }).click();
    await expect(quiz.getByText('Question 1 of 4')).toBeVisible();
    await expect(quiz.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(quiz.getByRole('button', { name: 'Submit Quiz' })).toHaveCount(0);
    await quiz.getByRole('radio', { name: 'LinkedIn sourcing' }).check();
    await quiz.getByRole('button', { name: 'Next' }).click();
    await quiz.getByLabel('Your answer').fill('  boolean SEARCH ');
    await quiz.getByRole('button', { name: 'Next' }).click();
    await expect(quiz.getByText('Question 3 of 4')).toBeVisible();
    await quiz
      .getByLabel('Upload one file')
      .setInputFiles({ name: 'scorecard.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\nscorecard\n%%EOF') });
    await expect(quiz.getByRole('link', { name: 'scorecard.pdf' })).toBeVisible();
    await quiz.getByRole('button', { name: 'Next' }).click();
    await quiz.getByLabel('Your answer').fill('Hi Sam, your work on the ATS migration caught my eye...');
    await expect(quiz.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await quiz.getByRole('button', { name: 'Submit Quiz' }).click();

    await expect(quiz.getByRole('heading', { name: 'Quiz Completed!' })).toBeVisible();
    await expect(toast(learnerPage, 'Quiz submitted!')).toBeVisible();
    await expect(quiz.getByText('Score: 50%')).toBeVisible();
    await expect(quiz.getByText('Passed', { exact: false }).first()).toBeVisible();
    await expect(quiz.getByText('Attempts left: 1', { exact: true }).first()).toBeVisible();
    const feedback = quiz.getByRole('list', { name: 'Your answers' }).getByRole('listitem');
    await expect(feedback).toHaveText([
      /Question 1: Correct/,
      /Question 2: Correct/,
      /Question 3: Awaiting review/,
      /Question 4: Awaiting review/,
    ]);
    await expect(learnerPage.getByRole('article').getByText('Completed', { exact: true })).toBeVisible();

    // The admin reviews the attempt and grades the long answer.
    await page.reload();
    await page.getByRole('tab', { name: 'Attempts (1)' }).click();
    const row = page.getByRole('row').filter({ hasText: learner.email });
    await expect(row.getByText('Awaiting review')).toBeVisible();
    await row.getByRole('button', { name: /expand/i }).click();
    const answer = page.getByRole('region', { name: 'Question 4' });
    await expect(answer.getByText('Hi Sam, your work on the ATS migration caught my eye...')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Question 3' }).getByRole('link', { name: 'scorecard.pdf' })).toBeVisible();
    await answer.getByLabel('Points (0–1)').fill('1');
    await answer.getByLabel('Comment').fill('Personal and specific');
    await answer.getByRole('button', { name: 'Save Grade' }).click();
    await expect(toast(page, 'Grade saved!')).toBeVisible();
    await expect(row.getByText('75%')).toBeVisible();

    await learnerPage.reload();
    await expect(quiz.getByRole('heading', { name: 'Your last attempt' })).toBeVisible();
    await expect(quiz.getByText('Score: 75%')).toBeVisible();
    await expect(feedback.nth(3)).toContainText('Reviewed');
    await expect(feedback.nth(3)).toContainText('Personal and specific');
    await learner.context.close();
  });
});
