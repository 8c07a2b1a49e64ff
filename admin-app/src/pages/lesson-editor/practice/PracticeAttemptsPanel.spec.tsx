/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import type { AdminPracticeAttemptDto } from '@academy/api/admin';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { PracticeAttemptsPanel } from './PracticeAttemptsPanel';
import { SAVED_PRACTICE } from './testData';

const LESSON_ID = 31;
const ATTEMPT_ID = 77;
const LIST = `GET /api/admin/lessons/${LESSON_ID}/practice/attempts`;
const REVIEW = `GET /api/admin/practice-attempts/${ATTEMPT_ID}`;
const OVERRIDE = `PUT /api/admin/practice-attempts/${ATTEMPT_ID}/criteria/budget`;
const LEARNER = { id: 5, name: 'Quinn Adeyemi', email: 'quinn@example.com' };

const ROW = {
  id: ATTEMPT_ID,
  learner: LEARNER,
  attemptNumber: 1,
  mode: 'scenario',
  status: 'graded',
  total: 75,
  passed: true,
  startedAt: '2026-11-28T10:00:00.000Z',
  endedAt: '2026-11-28T10:05:00.000Z',
};

const GRADED: AdminPracticeAttemptDto = {
  id: ATTEMPT_ID,
  lessonId: LESSON_ID,
  attemptNumber: 1,
  mode: 'scenario',
  status: 'graded',
  startedAt: '2026-11-28T10:00:00.000Z',
  endedAt: '2026-11-28T10:05:00.000Z',
  endReason: 'scenario_end',
  turnsLeft: null,
  turns: [
    { seq: 1, speaker: 'persona', content: 'So, you wanted to talk about the platform role?', status: 'complete', error: null },
    { seq: 2, speaker: 'learner', content: 'Which skills are essential?', status: 'complete', error: null },
    { seq: 3, speaker: 'persona', content: 'Thanks, talk soon.', status: 'complete', error: null },
  ],
  options: [],
  gradingError: null,
  result: {
    total: 75,
    passed: true,
    passMark: 60,
    criteria: [
      {
        criterionId: 'must-haves',
        name: 'Separated must-haves from nice-to-haves',
        weight: 3,
        score: 4,
        maxScore: 4,
        evidence: 'Good: you separated the essentials.',
        tip: '',
        overridden: null,
      },
      {
        criterionId: 'budget',
        name: 'Uncovered the budget',
        weight: 1,
        score: 0,
        maxScore: 4,
        evidence: '',
        tip: 'Asked for the range',
        overridden: null,
      },
    ],
    choices: [
      {
        line: 'So, you wanted to talk about the platform role?',
        reply: 'Which skills are essential?',
        feedback: 'Good: you separated the essentials.',
      },
    ],
  },
  hiddenFacts: ['The budget is 140k', 'Kubernetes is a must-have'],
  learner: LEARNER,
  tokens: 0,
  total: 75,
  passed: true,
  criteria: [
    {
      criterionId: 'must-haves',
      name: 'Separated must-haves from nice-to-haves',
      weight: 3,
      score: 4,
      originalScore: null,
      evidence: 'Good: you separated the essentials.',
      tip: '',
      overridden: null,
    },
    {
      criterionId: 'budget',
      name: 'Uncovered the budget',
      weight: 1,
      score: 0,
      originalScore: null,
      evidence: '',
      tip: 'Asked for the range',
      overridden: null,
    },
  ],
} as AdminPracticeAttemptDto;

const OVERRIDDEN = {
  ...GRADED,
  total: 88,
  criteria: GRADED.criteria.map((criterion) =>
    criterion.criterionId === 'budget'
      ? { ...criterion, score: 2, originalScore: 0, overridden: { comment: 'You asked about money indirectly.' } }
      : criterion,
  ),
  result: {
    ...GRADED.result!,
    total: 88,
    criteria: GRADED.result!.criteria.map((criterion) =>
      criterion.criterionId === 'budget'
        ? { ...criterion, score: 2, overridden: { comment: 'You asked about money indirectly.' } }
        : criterion,
    ),
  },
} as AdminPracticeAttemptDto;

afterEach(() => {
  act(() => notification.destroy());
});

describe('PracticeAttemptsPanel', () => {
  it("overrides a criterion's score with a required comment and shows the recomputed total", async () => {
    let overridden = false;
    const api = stubFetch({
      [LIST]: { body: { items: [ROW], total: 1, page: 1, pageSize: 20 } },
      [REVIEW]: () => ({ body: overridden ? OVERRIDDEN : GRADED }),
      [OVERRIDE]: () => {
        overridden = true;
        return { body: OVERRIDDEN };
      },
    });
    renderScreen(<PracticeAttemptsPanel lessonId={LESSON_ID} rubric={SAVED_PRACTICE.rubric} passMark={60} personaName="Dana Whitfield" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open attempt 1 by Quinn Adeyemi' }));

    const review = await screen.findByRole('region', { name: 'Attempt 1 by Quinn Adeyemi' });
    expect((await within(review).findByText(/^Total:/)).textContent).toBe('Total: 75% · Passed (pass mark 60%)');
    expect(
      within(within(review).getByRole('list', { name: 'Hidden facts' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The budget is 140k', 'Kubernetes is a must-have']);
    const transcript = within(review).getByRole('list', { name: 'Transcript' });
    expect(
      within(transcript)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Dana Whitfield: So, you wanted to talk about the platform role?',
      'Quinn Adeyemi: Which skills are essential?',
      'Dana Whitfield: Thanks, talk soon.',
    ]);

    const budget = within(review).getByRole('region', { name: 'Uncovered the budget' });
    expect(within(budget).getByText('0/4 · weight 1')).toBeTruthy();
    fireEvent.mouseDown(within(budget).getByRole('combobox', { name: 'New score for Uncovered the budget' }));
    fireEvent.click(await screen.findByTitle('2'));
    fireEvent.click(within(budget).getByRole('button', { name: 'Override score' }));
    expect((await within(budget).findByRole('alert')).textContent).toBe('A comment is required');
    expect(api.requestsTo(OVERRIDE)).toHaveLength(0);

    fireEvent.change(within(budget).getByRole('textbox', { name: 'Comment for Uncovered the budget' }), {
      target: { value: ' You asked about money indirectly. ' },
    });
    fireEvent.click(within(budget).getByRole('button', { name: 'Override score' }));

    await waitFor(() =>
      expect(api.requestsTo(OVERRIDE).map((request) => request.body)).toEqual([{ score: 2, comment: 'You asked about money indirectly.' }]),
    );
    expect((await within(review).findByText('Total: 88% · Passed (pass mark 60%)')).textContent).toBeTruthy();
    expect(within(budget).getByText('2/4 · weight 1')).toBeTruthy();
    expect(within(budget).getByText('You asked about money indirectly.')).toBeTruthy();
  });

  it('marks attempts that need review', async () => {
    stubFetch({
      [LIST]: { body: { items: [{ ...ROW, status: 'needs_review', total: null, passed: null }], total: 1, page: 1, pageSize: 20 } },
    });
    renderScreen(<PracticeAttemptsPanel lessonId={LESSON_ID} rubric={SAVED_PRACTICE.rubric} passMark={60} personaName="Dana Whitfield" />);
    expect(await screen.findByText('Needs review')).toBeTruthy();
  });
});
