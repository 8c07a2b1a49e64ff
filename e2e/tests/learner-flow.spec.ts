import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe.js';
import { createCourse, deleteCourses, type CreatedCourse } from '../support/db.js';
import { signInAsAdmin } from '../support/admin.js';

// The backend runs with this admin account (playwright.config.ts).
const PASSWORD = 'learner-password';
let sequence = 0;
const uniqueEmail = () => `flow-${Date.now()}-${++sequence}@example.com`;

const LESSONS = ['Mapping the role', 'Writing the brief', 'Sourcing channels', 'The first call'];
const EXPLANATION = 'Passive candidates are not browsing job boards, so you go to where they are.';

const courses: number[] = [];
let course: CreatedCourse;
let title: string;

test.beforeAll(async () => {
  title = `Learner Flow ${Date.now()}`;
  course = await createCourse({
    title,
    modules: [
      {
        title: 'Prepare',
        lessons: [
          { title: LESSONS[0], type: 'text', content: '<p>Who do you need?</p>' },
          { title: LESSONS[1], type: 'text', content: '<p>Write it down.</p>' },
        ],
      },
      {
        title: 'Find',
        lessons: [
          { title: LESSONS[2], type: 'text', content: '<p>Where they are.</p>' },
          { title: LESSONS[3], type: 'text', content: '<p>Say hello.</p>' },
        ],
      },
    ],
  });
  courses.push(course.id);
});

test.afterAll(async () => {
  await deleteCourses(courses);
});

/** The PUT that remembers the lesson being viewed (sent without waiting, so a test waits for it before leaving). */
const lessonViewRecorded = (page: Page, lessonId: number) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/lessons/${lessonId}/last-viewed`) && response.request().method() === 'PUT' && response.status() === 204,
  );

/** A job seeker enrolled in the course, signed in in the page's browser context. */
async function enrolledLearner(page: Page, courseId: number): Promise<string> {
  const email = uniqueEmail();
  const registered = await page.request.post('/api/register', {
    data: { email, password: PASSWORD, firstName: 'Robin', lastName: 'Okafor' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const enrolled = await page.request.post(`/api/courses/${courseId}/enroll`, { data: {} });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  return email;
}

/** A course whose only lesson is a quiz, built through the admin API. */
async function quizCourse(browser: Browser, settings: { allowReview?: boolean }): Promise<CreatedCourse> {
  const created = await createCourse({
    title: `Flow Quiz ${Date.now()}-${++sequence}`,
    modules: [
      {
        title: 'Check',
        lessons: [
          { title: 'Sourcing check', type: 'quiz' },
          { title: 'Wrap-up', type: 'text', content: '<p>Done.</p>' },
        ],
      },
    ],
  });
  courses.push(created.id);
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  const quiz = await admin.request.put(`/api/admin/lessons/${created.lessonIds[0]}/quiz`, {
    data: { title: 'Screening check', ...settings },
  });
  expect(quiz.ok(), await quiz.text()).toBe(true);
  const { id } = (await quiz.json()) as { id: number };
  const questions = [
    {
      type: 'multiple_choice',
      question: 'Which source finds passive candidates?',
      options: ['Job boards', 'LinkedIn sourcing', 'Walk-ins'],
      correctOptions: [1],
      explanation: EXPLANATION,
    },
    { type: 'short_answer', question: 'Which search uses AND, OR and NOT?', acceptedAnswers: ['Boolean search'] },
    { type: 'long_answer', question: 'Write a first outreach message.' },
  ];
  for (const question of questions) {
    const response = await admin.request.post(`/api/admin/quizzes/${id}/questions`, { data: question });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await admin.close();
  return created;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Course Content' });
const lessonPanel = (page: Page) => page.getByRole('region', { name: /.+/ }).filter({ has: page.getByRole('button', { name: 'Refresh' }) });

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('resuming where the learner left off', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the dashboard says 'Continue' with the lesson, the learning page opens there, also in a new browser", async ({ page, browser }) => {
    const email = await enrolledLearner(page, course.id);
    const card = () => page.getByRole('article', { name: title });

    // Nothing viewed yet: the first lesson.
    await page.goto('/');
    await expect(card().getByRole('link', { name: `Continue ${LESSONS[0]}`, exact: true })).toHaveAttribute(
      'href',
      `/lessons/${course.lessonIds[0]}`,
    );

    const viewed = lessonViewRecorded(page, course.lessonIds[2]);
    await page.goto(`/lessons/${course.lessonIds[2]}`);
    await expect(page.getByRole('heading', { level: 1, name: LESSONS[2] })).toBeVisible();
    await viewed;
    await page.goto('/');
    const resume = card().getByRole('link', { name: `Continue ${LESSONS[2]}`, exact: true });
    await expect(resume).toHaveAttribute('href', `/lessons/${course.lessonIds[2]}`);
    await expect(card().getByRole('link', { name: 'Continue Learning' })).toBeVisible();

    await page.goto(`/courses/${course.id}/learn`);
    await expect(lessonPanel(page).getByRole('heading', { level: 2, name: LESSONS[2] })).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: new RegExp(LESSONS[2]) })).toHaveAttribute('aria-current', 'true');
    await expect(sidebar(page).getByRole('button', { name: /Module 2: Find/ })).toHaveAttribute('aria-expanded', 'true');

    // Choosing another lesson on the learning page moves the place to resume.
    await expect(sidebar(page).getByRole('button', { name: /Module 1: Prepare/ })).toHaveAttribute('aria-expanded', 'false');
    await sidebar(page)
      .getByRole('button', { name: /Module 1: Prepare/ })
      .click();
    const chosen = lessonViewRecorded(page, course.lessonIds[1]);
    await sidebar(page)
      .getByRole('button', { name: new RegExp(LESSONS[1]) })
      .click();
    await expect(lessonPanel(page).getByRole('heading', { level: 2, name: LESSONS[1] })).toBeVisible();
    await chosen;

    // Another device: a fresh browser context, signed in with the same account.
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const otherPage = await other.newPage();
    const login = await otherPage.request.post('/api/login', { data: { email, password: PASSWORD } });
    expect(login.ok(), await login.text()).toBe(true);
    await otherPage.goto('/');
    await expect(
      otherPage.getByRole('article', { name: title }).getByRole('link', { name: `Continue ${LESSONS[1]}`, exact: true }),
    ).toBeVisible();
    await otherPage.goto(`/courses/${course.id}/learn`);
    await expect(lessonPanel(otherPage).getByRole('heading', { level: 2, name: LESSONS[1] })).toBeVisible();
    await other.close();
  });
});

test.describe('the lesson page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("previous and next across modules, and 'Complete and continue' up to the course page", async ({ page }) => {
    await enrolledLearner(page, course.id);
    await page.goto(`/lessons/${course.lessonIds[0]}`);
    const pager = page.getByRole('navigation', { name: 'Lesson navigation' });
    await expect(pager.getByRole('link', { name: /Previous Lesson/ })).toHaveCount(0);
    await expect(pager.getByRole('link', { name: `Next Lesson ${LESSONS[1]}` })).toHaveAttribute('href', `/lessons/${course.lessonIds[1]}`);

    await page.getByRole('button', { name: 'Complete and continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/lessons/${course.lessonIds[1]}$`));
    await expect(page.getByRole('heading', { level: 1, name: LESSONS[1] })).toBeVisible();
    await expect(page.getByText('Lesson completed!')).toBeVisible();
    // The last lesson of the first module leads to the first of the next.
    await expect(pager.getByRole('link', { name: `Previous Lesson ${LESSONS[0]}` })).toHaveAttribute(
      'href',
      `/lessons/${course.lessonIds[0]}`,
    );
    await expect(pager.getByRole('link', { name: `Next Lesson ${LESSONS[2]}` })).toHaveAttribute('href', `/lessons/${course.lessonIds[2]}`);

    await pager.getByRole('link', { name: /Next Lesson/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: LESSONS[2] })).toBeVisible();
    await pager.getByRole('link', { name: /Previous Lesson/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: LESSONS[1] })).toBeVisible();

    await page.getByRole('button', { name: 'Complete and continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: LESSONS[2] })).toBeVisible();
    await page.getByRole('button', { name: 'Complete and continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: LESSONS[3] })).toBeVisible();
    await expect(pager.getByRole('link', { name: /Next Lesson/ })).toHaveCount(0);

    // The last lesson: back to the course, now complete.
    await page.getByRole('button', { name: 'Complete and continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));
    await expect(page.getByText('4 of 4 lessons completed')).toBeVisible();
  });
});

test.describe('quizzes in place', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the learning page runs the quiz, warns about unanswered questions and reviews the answers', async ({ page, browser }) => {
    const quizzed = await quizCourse(browser, {});
    await enrolledLearner(page, quizzed.id);
    await page.goto(`/courses/${quizzed.id}/learn`);
    const panel = lessonPanel(page);
    const quiz = panel.getByRole('region', { name: 'Screening check' });
    await expect(quiz.getByText('3 questions', { exact: true })).toBeVisible();
    await expect(panel.getByText(/opens from the/)).toHaveCount(0);

    await quiz.getByRole('button', { name: 'Take Quiz' }).click();
    await quiz.getByRole('radio', { name: 'Job boards' }).check();
    await quiz.getByRole('button', { name: 'Next' }).click();
    await quiz.getByRole('button', { name: 'Next' }).click();
    await quiz.getByRole('button', { name: 'Submit Quiz' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Submit the quiz?' });
    await expect(dialog).toContainText('You have 2 unanswered questions');
    await expect(dialog.getByRole('button', { name: 'Keep answering' })).toBeFocused();
    await expectAccessible(page, 'quiz, unanswered questions warning');
    await dialog.getByRole('button', { name: 'Keep answering' }).click();
    await expect(dialog).toHaveCount(0);
    // Back at the first unanswered question.
    await expect(quiz.getByText('Question 2 of 3')).toBeVisible();
    await quiz.getByLabel('Your answer').fill('boolean search');
    await quiz.getByRole('button', { name: 'Next' }).click();
    await quiz.getByRole('button', { name: 'Submit Quiz' }).click();
    await expect(dialog).toContainText('You have 1 unanswered question');
    await expect(dialog).not.toContainText('questions');
    await dialog.getByRole('button', { name: 'Submit anyway' }).click();

    await expect(quiz.getByRole('heading', { name: 'Quiz Completed!' })).toBeVisible();
    const feedback = quiz.getByRole('list', { name: 'Your answers' }).getByRole('listitem');
    // The long answer left empty scores 0 without review.
    await expect(feedback).toHaveText([/Question 1: Incorrect/, /Question 2: Correct/, /Question 3: Reviewed/]);
    await expect(feedback.nth(0)).toContainText(/Your answer\s*Job boards/);
    await expect(feedback.nth(0)).toContainText(/Correct answer\s*LinkedIn sourcing/);
    await expect(feedback.nth(0)).toContainText(EXPLANATION);
    await expect(feedback.nth(1)).toContainText(/Accepted answer\s*Boolean search/);
    await expectAccessible(page, 'quiz review');

    // The lesson page shows the same quiz in place, with the last attempt reviewed.
    await page.goto(`/lessons/${quizzed.lessonIds[0]}`);
    const onLessonPage = page.getByRole('region', { name: 'Screening check' });
    await expect(onLessonPage.getByRole('heading', { name: 'Your last attempt' })).toBeVisible();
    await expect(onLessonPage.getByText(EXPLANATION)).toBeVisible();
  });

  test('a quiz without review shows right or wrong only', async ({ page, browser }) => {
    const quizzed = await quizCourse(browser, { allowReview: false });
    await enrolledLearner(page, quizzed.id);
    await page.goto(`/lessons/${quizzed.lessonIds[0]}`);
    const quiz = page.getByRole('region', { name: 'Screening check' });
    await quiz.getByRole('button', { name: 'Take Quiz' }).click();
    await quiz.getByRole('radio', { name: 'Job boards' }).check();
    await quiz.getByRole('button', { name: 'Next' }).click();
    await quiz.getByLabel('Your answer').fill('boolean search');
    await quiz.getByRole('button', { name: 'Next' }).click();
    await quiz.getByLabel('Your answer').fill('Hi Sam');
    await quiz.getByRole('button', { name: 'Submit Quiz' }).click();
    // Every question answered: no warning.
    await expect(quiz.getByRole('heading', { name: 'Quiz Completed!' })).toBeVisible();
    const feedback = quiz.getByRole('list', { name: 'Your answers' }).getByRole('listitem');
    await expect(feedback).toHaveText([/Question 1: Incorrect/, /Question 2: Correct/, /Question 3: Awaiting review/]);
    await expect(quiz.getByText('Correct answer')).toHaveCount(0);
    await expect(quiz.getByText('LinkedIn sourcing')).toHaveCount(0);
    await expect(page.getByText(EXPLANATION)).toHaveCount(0);
  });
});

test.describe('the learning page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the lesson comes first, the outline is a drawer, and choosing a lesson moves to it', async ({ page }) => {
    await enrolledLearner(page, course.id);
    await page.goto(`/courses/${course.id}/learn`);
    const panel = lessonPanel(page);
    await expect(panel.getByRole('heading', { level: 2, name: LESSONS[0] })).toBeInViewport();
    await expect(sidebar(page)).toBeHidden();
    await expectNoHorizontalScroll(page);

    const toggle = page.getByRole('button', { name: /Course Content/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toContainText('Lesson 1 of 4');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page, 'learning page, outline drawer open at 390 px');

    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await sidebar(page)
      .getByRole('button', { name: /Module 2: Find/ })
      .click();
    await sidebar(page)
      .getByRole('button', { name: new RegExp(LESSONS[3]) })
      .click();
    await expect(sidebar(page)).toBeHidden();
    const heading = panel.getByRole('heading', { level: 2, name: LESSONS[3] });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(toggle).toContainText('Lesson 4 of 4');

    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoHorizontalScroll(page);
    await toggle.click();
    await expectNoHorizontalScroll(page);
  });
});
