/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import type { LearnerQuizDto, QuizAttemptDto, QuizResultDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { QuizSection } from './QuizSection';

const LESSON_ID = 7;
const QUIZ_ID = 5;
const ATTEMPT_ID = 40;

const quiz: LearnerQuizDto = {
  id: QUIZ_ID,
  lessonId: LESSON_ID,
  title: 'Sourcing Basics Quiz',
  description: 'Check what you learned about sourcing.',
  questionCount: 2,
  timeLimit: null,
  passMark: 50,
  maxAttempts: 3,
  attemptsUsed: 0,
  attemptsLeft: 3,
  attempts: [],
  inProgress: null,
  lastResult: null,
};

const attempt: QuizAttemptDto = {
  id: ATTEMPT_ID,
  quizId: QUIZ_ID,
  attemptNumber: 1,
  attemptsLeft: 2,
  deadline: null,
  remainingSeconds: null,
  startedAt: '2026-03-10T12:00:00.000Z',
  status: 'in_progress',
  answers: {},
  files: [],
  questions: [
    {
      id: 101,
      type: 'multiple_choice',
      question: 'Which channel finds passive candidates?',
      options: ['Job boards', 'Referrals', 'Newspaper ads'],
      multipleAnswers: false,
      points: 1,
      search: null,
    },
    {
      id: 102,
      type: 'short_answer',
      question: 'Name one Boolean search operator.',
      options: [],
      multipleAnswers: false,
      points: 1,
      search: null,
    },
  ],
};

const result: QuizResultDto = {
  attemptId: ATTEMPT_ID,
  attemptNumber: 1,
  attemptsLeft: 2,
  earnedPoints: 2,
  totalPoints: 2,
  score: 100,
  passMark: 50,
  passed: true,
  pendingReview: false,
  lessonCompleted: true,
  status: 'submitted',
  submittedAt: '2026-03-10T12:05:00.000Z',
  reviewAllowed: false,
  feedback: [
    { questionId: 101, type: 'multiple_choice', status: 'correct', points: 1, maxPoints: 1, comment: null, search: null, review: null },
    { questionId: 102, type: 'short_answer', status: 'correct', points: 1, maxPoints: 1, comment: null, search: null, review: null },
  ],
};

const reviewed: QuizResultDto = {
  ...result,
  score: 50,
  earnedPoints: 1,
  reviewAllowed: true,
  feedback: [
    {
      ...result.feedback[0],
      status: 'incorrect',
      points: 0,
      review: {
        question: 'Which channel finds passive candidates?',
        options: ['Job boards', 'Referrals', 'Newspaper ads'],
        answer: [0],
        correctOptions: [1],
        acceptedAnswers: [],
        explanation: 'Passive candidates are not looking,\nso people they trust bring them.',
        referenceQuery: null,
      },
    },
    {
      ...result.feedback[1],
      review: {
        question: 'Name one Boolean search operator.',
        options: [],
        answer: 'AND',
        correctOptions: [],
        acceptedAnswers: ['AND', 'OR', 'NOT'],
        explanation: '',
        referenceQuery: null,
      },
    },
  ],
};

const QUIZ = `GET /api/lessons/${LESSON_ID}/quiz`;
const START = `POST /api/quizzes/${QUIZ_ID}/attempts`;
const SAVE = `PUT /api/quiz-attempts/${ATTEMPT_ID}/answers`;
const SUBMIT = `POST /api/quizzes/${QUIZ_ID}/submit`;

function stubQuizApi(overrides: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    [QUIZ]: { body: quiz },
    [START]: { body: attempt },
    [SAVE]: ({ body }) => ({ body: { attemptId: ATTEMPT_ID, savedAt: '2026-03-10T12:01:00.000Z', remainingSeconds: null, answers: body } }),
    [SUBMIT]: { body: result },
    ...overrides,
  });
}

async function takeQuiz() {
  renderScreen(<QuizSection lessonId={LESSON_ID} />, { url: `/lessons/${LESSON_ID}` });
  expect(await screen.findByRole('heading', { name: 'Sourcing Basics Quiz' })).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: 'Take Quiz' }));
  await screen.findByText('Which channel finds passive candidates?');
}

async function answerBothQuestions() {
  fireEvent.click(screen.getByRole('radio', { name: 'Referrals' }));
  expect(screen.getByText('1 of 2 answered')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.change(await screen.findByLabelText('Your answer'), { target: { value: 'AND' } });
  expect(screen.getByText('2 of 2 answered')).toBeTruthy();
}

// Toasts outlive the rendered screen: each test starts without one.
afterEach(() => {
  act(() => notification.destroy());
});

describe('QuizSection and QuizRunner', () => {
  it('saves the answers when moving on, submits them all, and shows the graded result', async () => {
    const api = stubQuizApi();
    await takeQuiz();
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await answerBothQuestions();
    expect(api.requestsTo(SAVE).map((request) => request.body)).toEqual([{ answers: { '101': [1] } }]);
    expect(await screen.findByText('All answers saved')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByRole('heading', { name: 'Quiz Completed!' })).toBeTruthy();
    expect(api.requestsTo(SUBMIT).map((request) => request.body)).toEqual([{ answers: { '101': [1], '102': 'AND' } }]);
    expect(screen.getByText('Passed')).toBeTruthy();
    expect(screen.getByText('(2 of 2 points)')).toBeTruthy();
    expect(await screen.findByText('Quiz submitted!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Quiz' })).toBeNull();
  });

  it('closes the attempt when the API answers that it was already submitted (QUIZ_ALREADY_SUBMITTED)', async () => {
    stubQuizApi({
      [SUBMIT]: {
        status: 409,
        body: {
          statusCode: 409,
          code: 'QUIZ_ALREADY_SUBMITTED',
          message: 'This quiz attempt has already been submitted.',
          error: 'Conflict',
        },
      },
    });
    await takeQuiz();
    await answerBothQuestions();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByText('Submission failed')).toBeTruthy();
    expect(screen.getByText('This quiz attempt has already been submitted.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Take Quiz' })).toBeTruthy();
    expect(screen.queryByText('Question 2 of 2')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Quiz Completed!' })).toBeNull();
  });

  it('keeps the attempt open after any other failure, so the learner can submit again', async () => {
    const api = stubQuizApi({
      [SUBMIT]: { status: 400, body: { statusCode: 400, code: 'BAD_REQUEST', message: 'Answer 102 is too long.', error: 'Bad Request' } },
    });
    await takeQuiz();
    await answerBothQuestions();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByText('Answer 102 is too long.')).toBeTruthy();
    const submit = await screen.findByRole('button', { name: 'Submit Quiz' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));

    api.answer(SUBMIT, { body: result });
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Quiz Completed!' })).toBeTruthy();
    expect(api.requestsTo(SUBMIT)).toHaveLength(2);
  });

  it('asks before submitting with unanswered questions: Keep answering goes back to the first one, Submit anyway submits', async () => {
    const api = stubQuizApi({ [SUBMIT]: { body: reviewed } });
    await takeQuiz();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Quiz' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Submit the quiz?' });
    expect(dialog.textContent).toContain('You have 2 unanswered questions');
    const keep = screen.getByRole('button', { name: 'Keep answering' });
    expect(document.activeElement).toBe(keep);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('Question 1 of 2')).toBeTruthy();
    expect(api.requestsTo(SUBMIT)).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: 'Job boards' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Quiz' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('You have 1 unanswered question');
    expect(screen.getByRole('alertdialog').textContent).not.toContain('questions');
    fireEvent.click(screen.getByRole('button', { name: 'Submit anyway' }));

    expect(await screen.findByRole('heading', { name: 'Quiz Completed!' })).toBeTruthy();
    expect(api.requestsTo(SUBMIT).map((request) => request.body)).toEqual([{ answers: { '101': [0] } }]);
    // The review: each question with the learner's answer, the correct one and the explanation.
    const answers = screen.getByRole('list', { name: 'Your answers' });
    expect(answers.textContent).toContain('Question 1: Incorrect');
    expect(answers.textContent).toContain('Your answerJob boards');
    expect(answers.textContent).toContain('Correct answerReferrals');
    expect(answers.textContent).toContain('ExplanationPassive candidates are not looking,\nso people they trust bring them.');
    expect(answers.textContent).toContain('Accepted answersAND, OR, NOT');
    expect(screen.getAllByText('Explanation')).toHaveLength(1);
  });

  it('submits at once when every question is answered, and shows no answers when the quiz does not allow review', async () => {
    const api = stubQuizApi();
    await takeQuiz();
    await answerBothQuestions();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(await screen.findByRole('heading', { name: 'Quiz Completed!' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.requestsTo(SUBMIT)).toHaveLength(1);
    expect(screen.queryByText('Correct answer')).toBeNull();
    expect(screen.queryByText('Your answer')).toBeNull();
  });

  it('submits by itself when the time runs out', async () => {
    stubQuizApi({
      [QUIZ]: { body: { ...quiz, timeLimit: 1 } },
      [START]: { body: { ...attempt, deadline: '2026-03-10T12:01:00.000Z', remainingSeconds: 1 } },
    });
    await takeQuiz();
    const timer = screen.getByRole('timer', { name: 'Time remaining' });
    expect(timer.textContent).toBe('0:01');
    // An SVG, not an emoji that fonts without emoji show as a blank box.
    expect(timer.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Referrals' }));

    expect(await screen.findByText('Time ran out, so your answers were submitted automatically.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quiz Completed!' })).toBeTruthy();
  });

  it("after a failed attempt says where the learner stands and what to do next: 'Review the lesson' and 'Try again'", async () => {
    const failed: QuizResultDto = { ...reviewed, score: 25, passed: false, attemptsLeft: 2 };
    const api = stubQuizApi({ [SUBMIT]: { body: failed } });
    renderScreen(<QuizSection lessonId={LESSON_ID} reviewTo="/lessons/6" />, { url: `/lessons/${LESSON_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Take Quiz' }));
    await screen.findByText('Which channel finds passive candidates?');
    await answerBothQuestions();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByRole('heading', { name: 'Quiz Completed!' })).toBeTruthy();
    const next = screen.getByRole('group', { name: 'What to do next' });
    expect(next.textContent).toContain('You scored 25% and needed 50% to pass.');
    expect(next.textContent).toContain('You have 2 attempts left.');
    expect(within(next).getByRole('link', { name: 'Review the lesson' }).getAttribute('href')).toBe('/lessons/6');
    fireEvent.click(within(next).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Question 1 of 2');
    expect(api.requestsTo(START)).toHaveLength(2);
  });

  it('with no attempts left offers only a review of the lesson', async () => {
    stubQuizApi({
      [QUIZ]: {
        body: { ...quiz, attemptsUsed: 3, attemptsLeft: 0, lastResult: { ...result, score: 0, passed: false, attemptsLeft: 0 } },
      },
    });
    renderScreen(<QuizSection lessonId={LESSON_ID} reviewTo="/lessons/6" />, { url: `/lessons/${LESSON_ID}` });
    const next = await screen.findByRole('group', { name: 'What to do next' });
    expect(next.textContent).toContain('You scored 0% and needed 50% to pass.');
    expect(next.textContent).toContain('You have no attempts left.');
    expect(within(next).getByRole('link', { name: 'Review the lesson' })).toBeTruthy();
    expect(within(next).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("does not repeat the lesson's description above the quiz", async () => {
    stubQuizApi();
    renderScreen(<QuizSection lessonId={LESSON_ID} lessonDescription="<p>Check what you learned about  sourcing.</p>" />, {
      url: `/lessons/${LESSON_ID}`,
    });
    expect(await screen.findByRole('heading', { name: 'Sourcing Basics Quiz' })).toBeTruthy();
    expect(screen.queryByText('Check what you learned about sourcing.')).toBeNull();
  });

  it("keeps the quiz's description when it says something else than the lesson's", async () => {
    stubQuizApi();
    renderScreen(<QuizSection lessonId={LESSON_ID} lessonDescription="<p>Read the chapter first.</p>" />, { url: `/lessons/${LESSON_ID}` });
    expect(await screen.findByText('Check what you learned about sourcing.')).toBeTruthy();
  });
});
