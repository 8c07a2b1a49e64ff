import { describe, expect, it } from '@jest/globals';
import {
  formatBytes,
  formatClock,
  isAnswered,
  isWarning,
  pickOption,
  pointsLabel,
  quizFacts,
  reviewLines,
  secondsLeft,
  submittedAnswers,
  unansweredLabel,
} from './quizModel';

const question = (id: number, type: 'multiple_choice' | 'short_answer' | 'long_answer' | 'file_upload') => ({
  id,
  type,
  question: `Q${id}`,
  options: [],
  multipleAnswers: false,
  points: 1,
  search: null,
});

describe('quiz timer', () => {
  it('counts whole seconds down to the server deadline and never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 99_000)).toBe(0);
  });

  it('shows minutes and seconds (hours when needed), red under 300 seconds', () => {
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(isWarning(300)).toBe(false);
    expect(isWarning(299)).toBe(true);
  });
});

describe('quiz answers', () => {
  it('picks one option, or toggles several', () => {
    expect(pickOption([1], 2, false)).toEqual([2]);
    expect(pickOption([2], 0, true)).toEqual([0, 2]);
    expect(pickOption([0, 2], 2, true)).toEqual([0]);
  });

  it('knows what is answered and submits text and picks, not files', () => {
    const questions = [question(1, 'multiple_choice'), question(2, 'short_answer'), question(3, 'file_upload')];
    const answers = { 1: [], 2: '  ', 3: 'x' };
    expect(questions.map((item) => isAnswered(item, answers, new Set([3])))).toEqual([false, false, true]);
    expect(submittedAnswers(questions, { 1: [0], 2: 'ATS', 3: 'x' })).toEqual({ 1: [0], 2: 'ATS' });
  });

  it('summarises the quiz', () => {
    expect(quizFacts({ questionCount: 1, timeLimit: 10, passMark: 70, attemptsLeft: 2 })).toEqual([
      '1 question',
      'Time limit: 10 minutes',
      'Pass mark: 70%',
      'Attempts left: 2',
    ]);
    expect(quizFacts({ questionCount: 4, timeLimit: null, passMark: null, attemptsLeft: null })).toEqual([
      '4 questions',
      'No time limit',
      'Unlimited attempts',
    ]);
    expect(formatBytes(2_500_000)).toBe('2.4 MB');
    expect(pointsLabel(0, 2)).toBe('0/2 points');
    expect(pointsLabel(null, 1)).toBe('1 point');
  });
});

describe('submitting and reviewing', () => {
  it('warns with the number of unanswered questions, singular for one', () => {
    expect(unansweredLabel(1)).toBe('You have 1 unanswered question');
    expect(unansweredLabel(3)).toBe('You have 3 unanswered questions');
  });

  it('reviews a question: the answer given, the correct options or accepted answers, and the explanation when there is one', () => {
    const choice = {
      question: 'Q',
      options: ['A', 'B', 'C'],
      answer: [0, 2],
      correctOptions: [1],
      acceptedAnswers: [],
      explanation: 'Because B.',
      referenceQuery: null,
    };
    expect(reviewLines(choice)).toEqual([
      { kind: 'answer', label: 'Your answer', value: 'A, C' },
      { kind: 'correct', label: 'Correct answer', value: 'B' },
      { kind: 'explanation', label: 'Explanation', value: 'Because B.' },
    ]);
    expect(reviewLines({ ...choice, answer: null, correctOptions: [0, 1], explanation: ' ' })).toEqual([
      { kind: 'answer', label: 'Your answer', value: 'No answer' },
      { kind: 'correct', label: 'Correct answers', value: 'A, B' },
    ]);
    const short = {
      question: 'Q',
      options: [],
      answer: 'x-ray',
      correctOptions: [],
      acceptedAnswers: ['boolean'],
      explanation: '',
      referenceQuery: null,
    };
    expect(reviewLines(short)).toEqual([
      { kind: 'answer', label: 'Your answer', value: 'x-ray' },
      { kind: 'correct', label: 'Accepted answer', value: 'boolean' },
    ]);
    // A long answer has no answer key; an unanswered one shows only the explanation.
    expect(
      reviewLines({
        question: 'Q',
        options: [],
        answer: null,
        correctOptions: [],
        acceptedAnswers: [],
        explanation: 'Graded by hand.',
        referenceQuery: null,
      }),
    ).toEqual([{ kind: 'explanation', label: 'Explanation', value: 'Graded by hand.' }]);
  });
});
