import { gradeAttempt, normalizeText, validateAnswers, type GradableQuestion } from './grading.js';

const choice: GradableQuestion = {
  id: 1,
  type: 'multiple_choice',
  options: ['A', 'B', 'C'],
  correctOptions: [1],
  acceptedAnswers: [],
  points: 2,
};
const multi: GradableQuestion = {
  id: 2,
  type: 'multiple_choice',
  options: ['A', 'B', 'C'],
  correctOptions: [0, 2],
  acceptedAnswers: [],
  points: 1,
};
const short: GradableQuestion = {
  id: 3,
  type: 'short_answer',
  options: [],
  correctOptions: [],
  acceptedAnswers: ['Applicant Tracking System', 'ATS'],
  points: 1,
};
const essay: GradableQuestion = { id: 4, type: 'long_answer', options: [], correctOptions: [], acceptedAnswers: [], points: 3 };
const file: GradableQuestion = { id: 5, type: 'file_upload', options: [], correctOptions: [], acceptedAnswers: [], points: 3 };
const now = new Date('2026-11-22T10:00:00Z');
const grade = (
  answers: Record<string, number[] | string>,
  options: { passMark?: number | null; uploaded?: number[]; manual?: Record<string, number> } = {},
) =>
  gradeAttempt({
    questions: [choice, multi, short, essay, file],
    answers,
    searchGrades: {},
    uploadedQuestionIds: new Set(options.uploaded ?? []),
    manualGrades: Object.fromEntries(
      Object.entries(options.manual ?? {}).map(([id, points]) => [id, { points, comment: null, gradedAt: now.toISOString(), gradedBy: 9 }]),
    ),
    passMark: options.passMark === undefined ? 50 : options.passMark,
    now,
  });

describe('grading', () => {
  it('compares short answers ignoring case and extra spaces', () => {
    expect(normalizeText('  applicant   TRACKING system ')).toBe('applicant tracking system');
  });

  it('needs exactly the correct set of options for multiple choice', () => {
    expect(grade({ 1: [1], 2: [0, 2], 3: 'ats' }).grades).toMatchObject({ 1: { points: 2 }, 2: { points: 1 }, 3: { points: 1 } });
    expect(grade({ 1: [0], 2: [0], 3: 'CRM' }).grades).toMatchObject({ 1: { points: 0 }, 2: { points: 0 }, 3: { points: 0 } });
  });

  it('leaves answered long answers and files for review, scores unanswered ones 0', () => {
    const pending = grade({ 4: 'An essay' }, { uploaded: [5] });
    expect(pending).toMatchObject({ pendingReview: true, earnedPoints: 0, totalPoints: 10, score: 0 });
    expect(pending.grades[4]).toBeUndefined();
    const unanswered = grade({ 4: '   ' });
    expect(unanswered).toMatchObject({ pendingReview: false, passed: false });
    expect(unanswered.grades).toMatchObject({
      4: { points: 0, comment: 'No answer given' },
      5: { points: 0, comment: 'No file uploaded' },
    });
  });

  it('decides a pass only when the reviews left cannot change it', () => {
    // 4 of 10 points, 6 awaiting review: 50% is still possible either way.
    expect(grade({ 1: [1], 2: [0, 2], 3: 'ats', 4: 'essay' }, { uploaded: [5] }).passed).toBeNull();
    // 4 of 10, only 3 could follow: 70% max, so a 80% pass mark is out of reach.
    expect(grade({ 1: [1], 2: [0, 2], 3: 'ats', 4: 'essay' }, { passMark: 80 }).passed).toBe(false);
    // Already 7 of 10 with the reviewed essay: passed, the file cannot lower it.
    expect(grade({ 1: [1], 2: [0, 2], 3: 'ats', 4: 'essay' }, { uploaded: [5], manual: { 4: 3 } })).toMatchObject({
      passed: true,
      score: 70,
      pendingReview: true,
    });
    expect(grade({ 1: [1] }, { passMark: null }).passed).toBeNull();
  });
});

describe('answer validation', () => {
  const questions = [choice, multi, short, essay, file];
  it('stores option indexes sorted and unique, accepts a single index, and null to clear', () => {
    expect(validateAnswers(questions, { 1: 1, 2: [2, 0, 2], 3: 'ATS', 4: null })).toEqual({ 1: [1], 2: [0, 2], 3: 'ATS', 4: null });
  });

  it('refuses answers that do not fit, naming the question by its number', () => {
    expect(() => validateAnswers(questions, { 1: [0, 1] })).toThrow('Question 1: choose only one option');
    expect(() => validateAnswers(questions, { 2: [3] })).toThrow('Question 2: choose one of the options shown');
    expect(() => validateAnswers(questions, { 2: ['0'] })).toThrow('Question 2: choose one of the options shown');
    expect(() => validateAnswers(questions, { 3: 'x'.repeat(501) })).toThrow('Question 3: the answer must be at most 500 characters');
    expect(() => validateAnswers(questions, { 4: ['essay'] })).toThrow('Question 4: the answer must be text');
    expect(() => validateAnswers(questions, { 5: 'cv.pdf' })).toThrow('Question 5: upload the file instead of sending it as an answer');
    expect(() => validateAnswers(questions, { 77: 'x' })).toThrow('Question 77 is not part of this quiz');
    // A submit skips questions deleted since the attempt started.
    expect(validateAnswers(questions, { 77: 'x', 3: 'ATS' }, { ignoreUnknown: true })).toEqual({ 3: 'ATS' });
  });
});
