/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { PracticeAnalyticsDto } from '@academy/api/admin';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { PracticeResults } from './PracticeResults';

const ANALYTICS: PracticeAnalyticsDto = {
  lessons: [
    {
      lessonId: 8,
      title: 'Taking the brief',
      mode: 'scenario',
      attempts: 12,
      graded: 10,
      passRate: 60,
      averageTotal: 64,
      criteria: [
        { criterionId: 'must-haves', name: 'Separated must-haves from nice-to-haves', averageScore: 3.2 },
        { criterionId: 'budget', name: 'Uncovered the budget', averageScore: 1.4 },
        { criterionId: 'timeline', name: 'Agreed a timeline', averageScore: null },
      ],
    },
  ],
};

describe('PracticeResults', () => {
  it("shows each practice lesson's attempts, pass rate and the cohort's average per criterion", async () => {
    stubFetch({ 'GET /api/admin/courses/4/practice-analytics': { body: ANALYTICS } });
    renderScreen(<PracticeResults courseId={4} />);
    const lesson = await screen.findByRole('region', { name: 'Taking the brief' });
    expect(within(lesson).getByText('60%')).toBeTruthy();
    expect(within(lesson).getByText('64%')).toBeTruthy();
    const criteria = within(lesson).getByRole('list', { name: 'Average per criterion: Taking the brief' });
    expect(
      within(criteria)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Separated must-haves from nice-to-haves3.2/4', 'Uncovered the budget1.4/4', 'Agreed a timeline—']);
    expect(within(criteria).getByRole('progressbar', { name: 'Uncovered the budget: 1.4 of 4' })).toBeTruthy();
  });

  it('says when the course has no practice lessons', async () => {
    stubFetch({ 'GET /api/admin/courses/4/practice-analytics': { body: { lessons: [] } } });
    renderScreen(<PracticeResults courseId={4} />);
    expect(await screen.findByText('No practice lessons in this course.')).toBeTruthy();
  });
});
