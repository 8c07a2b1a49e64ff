/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { SourcingAnalyticsDto } from '@academy/api/admin';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { SourcingResults } from './SourcingResults';

const ANALYTICS: SourcingAnalyticsDto = {
  exercises: [
    {
      questionId: 31,
      lessonId: 8,
      lessonTitle: 'Sourcing Lab',
      question: 'Find Go engineers in Berlin.',
      attempts: 12,
      averageF1: 0.734,
      averagePrecision: 0.81,
      averageRecall: 0.672,
      passRate: 0.5,
      mostMissed: [
        { profileId: 4, name: 'Dev Patel', title: 'Staff Engineer', missedCount: 9 },
        { profileId: 7, name: 'Ana Silva', title: 'Senior Backend Engineer', missedCount: 3 },
      ],
    },
  ],
};

describe('SourcingResults', () => {
  it("shows each exercise's averages, pass rate and the targets missed most", async () => {
    stubFetch({ 'GET /api/admin/courses/4/sourcing-analytics': { body: ANALYTICS } });
    renderScreen(<SourcingResults courseId={4} />);
    const exercise = await screen.findByRole('region', { name: 'Find Go engineers in Berlin.' });
    const fields = Object.fromEntries(
      within(exercise)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(fields).toEqual({
      Attempts: '12',
      'Average F1': '73%',
      'Average precision': '81%',
      'Average recall': '67%',
      'Pass rate': '50%',
    });
    const missed = within(exercise).getByRole('list', { name: 'Most missed targets: Find Go engineers in Berlin.' });
    expect(
      within(missed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dev Patel · Staff Engineermissed 9×', 'Ana Silva · Senior Backend Engineermissed 3×']);
  });

  it('says when the course has no Boolean search exercises', async () => {
    stubFetch({ 'GET /api/admin/courses/4/sourcing-analytics': { body: { exercises: [] } } });
    renderScreen(<SourcingResults courseId={4} />);
    expect(await screen.findByText('No Boolean search exercises in this course.')).toBeTruthy();
  });
});
