/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import type { CandidateCardDto, LearnerQuizDto, QuizAttemptDto, QuizResultDto, SearchResultsDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { QuizSection } from './QuizSection';

const LESSON_ID = 31;
const QUIZ_ID = 8;
const ATTEMPT_ID = 77;
const QUESTION_ID = 301;

const quiz: LearnerQuizDto = {
  id: QUIZ_ID,
  lessonId: LESSON_ID,
  title: 'Sourcing Lab',
  description: '',
  questionCount: 1,
  timeLimit: null,
  passMark: 50,
  maxAttempts: null,
  attemptsUsed: 0,
  attemptsLeft: null,
  attempts: [],
  inProgress: null,
  lastResult: null,
};

const BRIEF = 'Find backend engineers in Berlin who know Go or Rust.';

const attempt: QuizAttemptDto = {
  id: ATTEMPT_ID,
  quizId: QUIZ_ID,
  attemptNumber: 1,
  attemptsLeft: null,
  deadline: null,
  remainingSeconds: null,
  startedAt: '2026-12-06T12:00:00.000Z',
  status: 'in_progress',
  answers: {},
  files: [],
  questions: [
    {
      id: QUESTION_ID,
      type: 'boolean_search',
      question: BRIEF,
      options: [],
      multipleAnswers: false,
      points: 1,
      search: { fields: ['title', 'skills', 'location'], poolName: 'Demo talent pool', poolSize: 2000 },
    },
  ],
};

function card(id: number, overrides: Partial<CandidateCardDto> = {}): CandidateCardDto {
  return {
    id,
    name: `Candidate ${id}`,
    title: 'Senior Backend Engineer',
    company: 'Northwind',
    location: 'Berlin, Germany',
    industry: 'Software',
    skills: ['Kubernetes', 'Go', 'PostgreSQL'],
    languages: ['English', 'German'],
    yearsExperience: 8,
    openToWork: id % 2 === 0,
    summary: 'Builds payment services in Go.',
    profileUrl: `https://www.linkedin.com/in/candidate-${id}`,
    highlights: [
      { field: 'title', index: 0, start: 7, end: 14 },
      { field: 'skills', index: 1, start: 0, end: 2 },
      { field: 'location', index: 0, start: 0, end: 6 },
      { field: 'summary', index: 0, start: 27, end: 29 },
    ],
    ...overrides,
  };
}

const found: SearchResultsDto = {
  total: 128,
  results: Array.from({ length: 20 }, (_, position) => card(position + 1)),
  warnings: ['“or” in lowercase is read as a word. Write OR to mean either word.'],
};

const graded: QuizResultDto = {
  attemptId: ATTEMPT_ID,
  attemptNumber: 1,
  attemptsLeft: null,
  earnedPoints: 0,
  totalPoints: 1,
  score: 0,
  passMark: 50,
  passed: false,
  pendingReview: false,
  lessonCompleted: false,
  status: 'submitted',
  submittedAt: '2026-12-06T12:05:00.000Z',
  reviewAllowed: true,
  feedback: [
    {
      questionId: QUESTION_ID,
      type: 'boolean_search',
      status: 'incorrect',
      points: 0,
      maxPoints: 1,
      comment: null,
      review: {
        question: BRIEF,
        options: [],
        answer: 'title:backend AND (Go OR Rust)',
        correctOptions: [],
        acceptedAnswers: [],
        explanation: '',
        referenceQuery: 'title:(backend OR "back end") AND skills:(go OR rust) AND location:berlin',
      },
      search: {
        query: 'title:backend AND (Go OR Rust)',
        hitCount: 40,
        targetCount: 30,
        truePositives: 24,
        precision: 0.6,
        recall: 0.8,
        f1: 0.686,
        passF1: 75,
        passed: false,
        syntaxError: null,
        missed: [
          {
            id: 5,
            name: 'Mia Keller',
            title: 'Back End Developer',
            company: 'Acme',
            location: 'Berlin, Germany',
            reasons: ['needs “backend” in title — it is Back End Developer'],
          },
        ],
        missedCount: 6,
        wrong: [
          {
            id: 9,
            name: 'Tom Berger',
            title: 'Backend Engineer',
            company: 'Initech',
            location: 'Munich, Germany',
            reasons: ['“backend” found in title (Backend Engineer)', '“go” found in skills (Go)'],
          },
        ],
        wrongCount: 16,
      },
    },
  ],
};

const QUIZ = `GET /api/lessons/${LESSON_ID}/quiz`;
const START = `POST /api/quizzes/${QUIZ_ID}/attempts`;
const SAVE = `PUT /api/quiz-attempts/${ATTEMPT_ID}/answers`;
const SEARCH = `POST /api/quiz-attempts/${ATTEMPT_ID}/questions/${QUESTION_ID}/search`;
const SUBMIT = `POST /api/quizzes/${QUIZ_ID}/submit`;

const UNCLOSED = 'title:backend AND (Go OR Rust';
const syntaxError = {
  status: 400,
  body: {
    statusCode: 400,
    code: 'SEARCH_QUERY_INVALID',
    message: 'Missing closing parenthesis at character 30',
    position: 30,
    hint: 'Every ( needs a matching ).',
    error: 'Bad Request',
  },
};

function stubQuizApi(overrides: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    [QUIZ]: { body: quiz },
    [START]: { body: attempt },
    [SAVE]: ({ body }) => ({ body: { attemptId: ATTEMPT_ID, savedAt: '2026-12-06T12:01:00.000Z', remainingSeconds: null, answers: body } }),
    [SEARCH]: ({ body }) => ((body as { query: string }).query === UNCLOSED ? syntaxError : { body: found }),
    [SUBMIT]: { body: graded },
    ...overrides,
  });
}

async function openSearchQuestion() {
  renderScreen(<QuizSection lessonId={LESSON_ID} />, { url: `/lessons/${LESSON_ID}` });
  fireEvent.click(await screen.findByRole('button', { name: 'Take Quiz' }));
  return (await screen.findByLabelText('Search string')) as HTMLTextAreaElement;
}

describe('a boolean_search question', () => {
  it('shows the brief and the searched fields, runs the search with Enter, and lists candidate cards with the matched words marked', async () => {
    const api = stubQuizApi();
    const box = await openSearchQuestion();
    expect(screen.getByText(BRIEF)).toBeTruthy();
    expect(screen.getByText(/Words without a field name search title, skills and location\./)).toBeTruthy();

    fireEvent.change(box, { target: { value: 'title:backend AND (Go OR Rust)' } });
    fireEvent.keyDown(box, { key: 'Enter' });

    expect(await screen.findByText('128 candidates')).toBeTruthy();
    expect(api.requestsTo(SEARCH).map((request) => request.body)).toEqual([{ query: 'title:backend AND (Go OR Rust)' }]);
    expect(screen.getByText('Showing the first 20.')).toBeTruthy();
    expect(screen.getByText('“or” in lowercase is read as a word. Write OR to mean either word.')).toBeTruthy();

    const results = screen.getByRole('region', { name: 'Search results' });
    const first = within(results).getByRole('article', { name: 'Candidate 1' });
    const marks = Array.from(first.querySelectorAll('mark')).map((mark) => mark.textContent);
    expect(marks).toEqual(['Backend', 'Berlin', 'Go', 'Go']);
    expect(first.textContent).toContain('Senior Backend Engineer at Northwind');
    expect(first.textContent).toContain("8 years' experience");
    // The matched skill comes first among the tags.
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Go', 'Kubernetes', 'PostgreSQL']);
    expect(within(results).getAllByRole('article')).toHaveLength(20);
    expect(within(results).getAllByText('Open to work')).toHaveLength(10);

    // The string stays in the box and is saved as the answer.
    expect(box.value).toBe('title:backend AND (Go OR Rust)');
    await waitFor(() => expect(api.requestsTo(SAVE).map((request) => request.body)).toEqual([{ answers: { [QUESTION_ID]: box.value } }]));
  });

  it('shows a syntax error in place under the box, keeps the string, and clears it once the fixed string runs', async () => {
    stubQuizApi();
    const box = await openSearchQuestion();
    fireEvent.change(box, { target: { value: UNCLOSED } });
    fireEvent.click(screen.getByRole('button', { name: 'Run search' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Missing closing parenthesis at character 30');
    expect(alert.textContent).toContain('Every ( needs a matching ).');
    expect(alert.querySelector('.qz-search__error-at')?.textContent).toBe('\u00a0');
    expect(box.value).toBe(UNCLOSED);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(alert.id);
    // The alert sits right under the box, before the button.
    expect(box.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Go to character 30' }));
    expect(document.activeElement).toBe(box);
    expect(box.selectionStart).toBe(29);

    fireEvent.change(box, { target: { value: `${UNCLOSED})` } });
    fireEvent.click(screen.getByRole('button', { name: 'Run search' }));
    expect(await screen.findByText('128 candidates')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBe('false');
  });

  it('says when nobody matches, when searching too fast, and that results are from the last search after an edit', async () => {
    const api = stubQuizApi({ [SEARCH]: { body: { total: 0, results: [], warnings: [] } } });
    const box = await openSearchQuestion();
    fireEvent.change(box, { target: { value: 'skills:cobol' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run search' }));
    expect(await screen.findByText('No candidates match')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'skills:cobol OR skills:fortran' } });
    expect(screen.getByText('These results are for your last search. Run the search again to update them.')).toBeTruthy();

    api.answer(SEARCH, {
      status: 429,
      body: {
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: 'Too many searches. Please try again in 20 seconds.',
        error: 'Too Many Requests',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Run search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many searches. Please try again in 20 seconds.');
    expect(box.value).toBe('skills:cobol OR skills:fortran');
    expect(box.getAttribute('aria-invalid')).toBe('false');
  });

  it('after submitting shows precision, recall and F1 against the threshold, the missed and wrong candidates with reasons, and the reference string', async () => {
    const api = stubQuizApi();
    const box = await openSearchQuestion();
    fireEvent.change(box, { target: { value: 'title:backend AND (Go OR Rust)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByRole('heading', { name: 'Quiz Completed!' })).toBeTruthy();
    expect(api.requestsTo(SUBMIT).map((request) => request.body)).toEqual([
      { answers: { [QUESTION_ID]: 'title:backend AND (Go OR Rust)' } },
    ]);
    const grading = document.querySelector<HTMLElement>('.qz-grade')!;
    const scores = Array.from(grading.querySelectorAll('.qz-grade__scores > div')).map((score) => score.textContent);
    expect(scores).toEqual(['Precision60%', 'Recall80%', 'F168.6%']);
    expect(within(grading).getByText('Not passed: F1 68.6%, 75% needed to pass.')).toBeTruthy();
    expect(within(grading).getByText('Found 24 of the 30 target candidates with 40 results in all.')).toBeTruthy();

    const missed = within(grading).getByRole('heading', { name: 'Target candidates missed (6)' }).parentElement!;
    expect(within(missed).getByText('Mia Keller')).toBeTruthy();
    expect(within(missed).getByText('needs “backend” in title — it is Back End Developer')).toBeTruthy();
    expect(within(missed).getByText('Showing 1 of 6.')).toBeTruthy();
    const wrong = within(grading).getByRole('heading', { name: 'Found but not targets (16)' }).parentElement!;
    expect(within(wrong).getByText('“go” found in skills (Go)')).toBeTruthy();
    expect(within(wrong).getByText('Showing 1 of 16.')).toBeTruthy();

    expect(within(grading).getByText('title:(backend OR "back end") AND skills:(go OR rust) AND location:berlin')).toBeTruthy();
    // The string is in the grading, not repeated as "Your answer".
    expect(screen.queryByText('Your answer')).toBeNull();
    // The toast outlives the rendered screen.
    act(() => notification.destroy());
  });

  it('after submitting a quiz without review shows the scores and how many were missed or wrong, but not who', async () => {
    const [feedback] = graded.feedback;
    const withoutReview: QuizResultDto = {
      ...graded,
      reviewAllowed: false,
      feedback: [{ ...feedback!, review: null, search: { ...feedback!.search!, missed: [], wrong: [] } }],
    };
    stubQuizApi({ [SUBMIT]: { body: withoutReview } });
    const box = await openSearchQuestion();
    fireEvent.change(box, { target: { value: 'title:backend AND (Go OR Rust)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByRole('heading', { name: 'Quiz Completed!' })).toBeTruthy();
    const grading = document.querySelector<HTMLElement>('.qz-grade')!;
    expect(within(grading).getByText('Not passed: F1 68.6%, 75% needed to pass.')).toBeTruthy();
    expect(within(grading).getByText('Found 24 of the 30 target candidates with 40 results in all.')).toBeTruthy();
    expect(within(grading).getByText('6 targets missed and 16 wrong candidates found. This quiz does not show which.')).toBeTruthy();
    expect(within(grading).queryByRole('heading', { name: /Target candidates missed/ })).toBeNull();
    expect(within(grading).queryByText(/None:/)).toBeNull();
    expect(within(grading).queryByText("The author's search string")).toBeNull();
    act(() => notification.destroy());
  });
});
