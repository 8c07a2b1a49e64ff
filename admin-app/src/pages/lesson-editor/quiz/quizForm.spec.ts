import { describe, expect, it } from '@jest/globals';
import {
  answerText,
  draftOf,
  draftProblem,
  emptyDraft,
  markedCorrect,
  moved,
  questionRequestOf,
  settingsRequestOf,
  settingsValuesOf,
  withMultipleAnswers,
} from './quizForm';

describe('quiz settings form', () => {
  it('starts from the lesson title for a new quiz and sends empty numbers as "none"', () => {
    const values = settingsValuesOf(null, 'Sourcing quiz');
    expect(values).toEqual({ title: 'Sourcing quiz', description: '', timeLimit: '', passMark: '', maxAttempts: '', allowReview: true });
    expect(settingsRequestOf({ ...values, timeLimit: ' 15 ', passMark: '70', allowReview: false })).toEqual({
      title: 'Sourcing quiz',
      description: '',
      timeLimit: 15,
      passMark: 70,
      maxAttempts: null,
      allowReview: false,
    });
  });
});

describe('question drafts', () => {
  it('sends options without blanks, with the correct indexes following them', () => {
    const draft = {
      ...emptyDraft(),
      question: ' Which? ',
      options: [
        { text: 'A', correct: false },
        { text: ' ', correct: false },
        { text: 'C', correct: true },
      ],
    };
    expect(draftProblem(draft)).toBeNull();
    expect(questionRequestOf(draft)).toEqual({
      type: 'multiple_choice',
      question: 'Which?',
      points: 1,
      explanation: '',
      options: ['A', 'C'],
      correctOptions: [1],
      acceptedAnswers: [],
    });
  });

  it('names what is missing before saving', () => {
    expect(draftProblem(emptyDraft())).toBe('Question text is required');
    expect(draftProblem({ ...emptyDraft(), question: 'Q', options: [{ text: 'A', correct: true }] })).toBe(
      'A multiple choice question needs at least 2 options.',
    );
    expect(
      draftProblem({
        ...emptyDraft(),
        question: 'Q',
        options: [
          { text: 'A', correct: false },
          { text: 'B', correct: false },
        ],
      }),
    ).toBe('Mark at least one option as correct.');
    expect(draftProblem({ ...emptyDraft('short_answer'), question: 'Q' })).toBe(
      'A short answer question needs at least one accepted answer.',
    );
    expect(draftProblem({ ...emptyDraft('file_upload'), question: 'Upload your CV' })).toBeNull();
  });

  it('starts with no option marked correct', () => {
    const draft = emptyDraft();
    expect(draft.multipleAnswers).toBe(false);
    expect(draft.options.map((option) => option.correct)).toEqual([false, false]);
    expect(
      draftProblem({
        ...draft,
        question: 'Q',
        options: [
          { text: 'A', correct: false },
          { text: 'B', correct: false },
        ],
      }),
    ).toBe('Mark at least one option as correct.');
  });

  it('keeps one correct option when only one answer is correct', () => {
    const draft = {
      ...emptyDraft(),
      question: 'Which?',
      options: [
        { text: 'A', correct: false },
        { text: 'B', correct: false },
        { text: 'C', correct: false },
      ],
    };
    const first = markedCorrect(draft, 0, true);
    const second = markedCorrect(first, 1, true);
    expect(second.options.map((option) => option.correct)).toEqual([false, true, false]);
    expect(questionRequestOf(second).correctOptions).toEqual([1]);
  });

  it('lets the author mark several options once more than one answer is correct', () => {
    const draft = withMultipleAnswers(
      {
        ...emptyDraft(),
        question: 'Which?',
        options: [
          { text: 'A', correct: false },
          { text: 'B', correct: false },
          { text: 'C', correct: false },
        ],
      },
      true,
    );
    const one = markedCorrect(draft, 0, true);
    expect(draftProblem(one)).toBe('Mark at least two options as correct, or turn off "More than one answer is correct".');
    const two = markedCorrect(one, 2, true);
    expect(draftProblem(two)).toBeNull();
    expect(questionRequestOf(two).correctOptions).toEqual([0, 2]);
    expect(markedCorrect(two, 0, false).options.map((option) => option.correct)).toEqual([false, false, true]);
    // Back to one answer: only the first marked option stays correct.
    expect(withMultipleAnswers(two, false).options.map((option) => option.correct)).toEqual([true, false, false]);
  });

  it('round-trips a stored question', () => {
    const stored = {
      id: 1,
      type: 'multiple_choice' as const,
      question: 'Q',
      options: ['A', 'B'],
      correctOptions: [1],
      acceptedAnswers: [],
      explanation: 'B is right.',
      points: 2,
      order: 0,
      search: null,
    };
    expect(questionRequestOf(draftOf(stored))).toEqual({
      type: 'multiple_choice',
      question: 'Q',
      points: 2,
      explanation: 'B is right.',
      options: ['A', 'B'],
      correctOptions: [1],
      acceptedAnswers: [],
    });
    expect(questionRequestOf({ ...draftOf(stored), explanation: '  Trimmed \n' }).explanation).toBe('Trimmed');
    expect(draftOf(stored).multipleAnswers).toBe(false);
    expect(draftOf({ ...stored, options: ['A', 'B', 'C'], correctOptions: [0, 2] }).multipleAnswers).toBe(true);
  });

  it('moves questions up and down within bounds', () => {
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
  });

  it('shows answers with option texts', () => {
    const question = {
      id: 1,
      type: 'multiple_choice' as const,
      question: 'Q',
      options: ['A', 'B'],
      correctOptions: [1],
      acceptedAnswers: [],
      explanation: '',
      points: 1,
      order: 0,
      search: null,
    };
    const answer = { questionId: 1, type: 'multiple_choice' as const, question: 'Q', maxPoints: 1, file: null, grade: null, search: null };
    expect(answerText({ ...answer, answer: [0, 1] }, question)).toBe('A, B');
    expect(answerText({ ...answer, answer: null }, question)).toBe('No answer');
  });
});
