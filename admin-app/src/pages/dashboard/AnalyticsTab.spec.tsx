/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { AnalyticsDto, MailQueueStatusDto, ModelUsageDto } from '@academy/api/admin';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { AnalyticsTab } from './AnalyticsTab';

const GENERATED_AT = '2026-11-23T14:03:12.000Z';

const ANALYTICS: AnalyticsDto = {
  recentlyActiveStudents: [
    {
      name: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      lastActivityDate: GENERATED_AT,
      enrollmentProgress: [{ courseTitle: 'Structured Interviewing for Recruiters', progress: 38 }],
    },
  ],
  courses: [{ id: 12, title: 'Structured Interviewing for Recruiters', enrollmentCount: 148, completionRate: 41 }],
  studentProgress: [
    {
      id: 42,
      name: 'Jordan Rivera',
      email: 'jordan.rivera@example.com',
      enrolledCourses: 1,
      completedLessons: 3,
      lastActivity: GENERATED_AT,
      status: 'active',
    },
  ],
  generatedAt: GENERATED_AT,
};

const MAIL_QUEUE: MailQueueStatusDto = { active: 0, completed: 4, delayed: 0, failed: 0, inOutbox: 0, recentFailures: [], waiting: 0 };
const USAGE: ModelUsageDto = {
  months: [
    { month: '2026-11', courseId: 12, courseTitle: 'Structured Interviewing for Recruiters', tokens: 48210 },
    { month: '2026-10', courseId: null, courseTitle: null, tokens: 900 },
  ],
};
const ROUTES = {
  'GET /api/admin/analytics': { body: ANALYTICS },
  'GET /api/admin/mail-queue': { body: MAIL_QUEUE },
  'GET /api/admin/practice/status': { body: { aiAvailable: true, model: 'llama3.1', reason: null } },
  'GET /api/admin/practice/usage': { body: USAGE },
};

describe('Analytics tab', () => {
  it('says when the figures were computed, then shows them', async () => {
    stubFetch(ROUTES);
    const { container } = renderScreen(<AnalyticsTab />, { url: '/admin' });
    // While loading, assistive technology hears a status with a name (a named plain div is not allowed).
    expect(screen.getByRole('status', { name: 'Loading analytics' })).toBeTruthy();
    const asOf = await screen.findByText(/^Figures as of/);
    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' }).format(new Date(GENERATED_AT));
    expect(asOf.textContent).toBe(`Figures as of ${time} (refreshed in the background)`);
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe(GENERATED_AT);
    const courses = screen.getByRole('table', { name: 'Enrollments and completion rate per course' });
    expect(within(courses).getByText('Structured Interviewing for Recruiters')).toBeTruthy();
    expect(within(courses).getByText('148')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Progress of each student' })).toBeTruthy();
  });

  it('shows the model tokens per course and month, and whether AI practice is configured', async () => {
    stubFetch(ROUTES);
    renderScreen(<AnalyticsTab />, { url: '/admin' });
    const usage = await screen.findByRole('table', { name: 'Model tokens per course and month' });
    const rows = within(usage)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['November 2026', 'Structured Interviewing for Recruiters', '48,210'],
      ['October 2026', 'Deleted course', '900'],
    ]);
    expect(screen.getByText('AI practice is configured (model llama3.1).')).toBeTruthy();
  });

  it('says when AI practice is not configured', async () => {
    stubFetch({
      ...ROUTES,
      'GET /api/admin/practice/status': { body: { aiAvailable: false, model: null, reason: 'LLM_BASE_URL is not set' } },
      'GET /api/admin/practice/usage': { body: { months: [] } },
    });
    renderScreen(<AnalyticsTab />, { url: '/admin' });
    expect(
      await screen.findByText('AI practice is not configured: LLM_BASE_URL is not set. Scenario practice works without a model.'),
    ).toBeTruthy();
    expect(await screen.findByText('No model tokens used yet.')).toBeTruthy();
  });
});
