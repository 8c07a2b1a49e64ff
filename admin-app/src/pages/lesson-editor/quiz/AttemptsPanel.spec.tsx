/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AdminAttemptDto } from '@academy/api/admin';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { AttemptsPanel } from './AttemptsPanel';

const ATTEMPT: AdminAttemptDto = {
  id: 70,
  attemptNumber: 1,
  status: 'submitted',
  startedAt: '2026-12-06T09:00:00.000Z',
  submittedAt: '2026-12-06T09:20:00.000Z',
  deadline: null,
  score: 0,
  earnedPoints: 0,
  totalPoints: 1,
  passed: false,
  pendingReview: false,
  learner: { id: 5, name: 'Jordan Rivera', email: 'jordan@example.com' },
  answers: [
    {
      questionId: 31,
      type: 'boolean_search',
      question: 'Find Go engineers in Berlin.',
      answer: 'skills:go location:berlin',
      maxPoints: 1,
      file: null,
      grade: { points: 0, comment: null, gradedAt: '2026-12-06T09:20:00.000Z', automatic: true },
      search: {
        query: 'skills:go location:berlin',
        hitCount: 5,
        targetCount: 4,
        truePositives: 3,
        precision: 0.6,
        recall: 0.75,
        f1: 0.667,
        passF1: 70,
        passed: false,
        syntaxError: null,
        missed: [],
        missedCount: 1,
        wrong: [],
        wrongCount: 2,
      },
    },
  ],
};

describe('AttemptsPanel', () => {
  it("shows a sourcing answer's search string with its precision, recall, F1 and missed and wrong counts", async () => {
    stubFetch({ 'GET /api/admin/quizzes/3/attempts': { body: [ATTEMPT] } });
    renderScreen(<AttemptsPanel quizId={3} questions={[]} />);
    fireEvent.click(await screen.findByRole('button', { name: /expand row/i }));
    const answer = await screen.findByRole('region', { name: 'Question 1' });
    expect(within(answer).getByText('skills:go location:berlin')).toBeTruthy();
    expect(within(answer).getByText('Precision 60% · Recall 75% · F1 67% (passes at 70%)')).toBeTruthy();
    expect(within(answer).getByText('5 hits, 3 of 4 targets found · 1 missed · 2 wrong')).toBeTruthy();
  });
});
