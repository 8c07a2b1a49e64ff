import { describe, expect, it } from '@jest/globals';
import { answerText, draftOf, draftProblem, emptyDraft, moved, questionRequestOf, settingsRequestOf, settingsValuesOf } from './quizForm';

describe('quiz settings form', () => {
  it('starts from the lesson title for a new quiz and sends empty numbers as "none"', () => {
    const values = settingsValuesOf(null, 'Sourcing quiz');
    expect(values).toEqual({ title: 'Sourcing quiz', description: '', timeLimit: '', passMark: '', maxAttempts: '' });
    expect(settingsRequestOf({ ...values, timeLimit: ' 15 ', passMark: '70' })).toEqual({
      title: 'Sourcing quiz',
      description: '',
      timeLimit: 15,
      passMark: 70,
      maxAttempts: null,
    });
  });
});

describe('question drafts', () => {
  it('sends options without blanks, with the correct indexes following them', () => {
    const draft = { ...emptyDraft(), question: ' Which? ', options: [{ text: 'A', correct: false }, { text: ' ', correct: false }, { text: 'C', correct: true }] };
    expect(draftProblem(draft)).toBeNull();
    expect(questionRequestOf(draft)).toEqual({ type: 'multiple_choice', question: 'Which?', points: 1, options: ['A', 'C'], correctOptions: [1], acceptedAnswers: [] });
  });

  it('names what is missing before saving', () => {
    expect(draftProblem(emptyDraft())).toBe('Question text is required');
    expect(draftProblem({ ...emptyDraft(), question: 'Q', options: [{ text: 'A', correct: true }] })).toBe('A multiple choice question needs at least 2 options.');
    expect(draftProblem({ ...emptyDraft(), question: 'Q', options: [{ text: 'A', correct: false }, { text: 'B', correct: false }] })).toBe('Mark at least one option as correct.');
    expect(draftProblem({ ...emptyDraft('short_answer'), question: 'Q' })).toBe('A short answer question needs at least one accepted answer.');
    expect(draftProblem({ ...emptyDraft('file_upload'), question: 'Upload your CV' })).toBeNull();
  });

  it('round-trips a stored question', () => {
    const stored = { id: 1, type: 'multiple_choice' as const, question: 'Q', options: ['A', 'B'], correctOptions: [1], acceptedAnswers: [], points: 2, order: 0 };
    expect(questionRequestOf(draftOf(stored))).toEqual({ type: 'multiple_choice', question: 'Q', points: 2, options: ['A', 'B'], correctOptions: [1], acceptedAnswers: [] });
  });

  it('moves questions up and down within bounds', () => {
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
  });

  it('shows answers with option texts', () => {
    const question = { id: 1, type: 'multiple_choice' as const, question: 'Q', options: ['A', 'B'], correctOptions: [1], acceptedAnswers: [], points: 1, order: 0 };
    const answer = { questionId: 1, type: 'multiple_choice' as const, question: 'Q', maxPoints: 1, file: null, grade: null };
    expect(answerText({ ...answer, answer: [0, 1] }, question)).toBe('A, B');
    expect(answerText({ ...answer, answer: null }, question)).toBe('No answer');
  });
});
