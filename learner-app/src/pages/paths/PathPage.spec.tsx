/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { PathDetailDto, PathStepDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import PathPage from './PathPage';

const step = (id: number, overrides: Partial<PathStepDto>): PathStepDto => ({
  id,
  position: id - 1,
  kind: 'course',
  isRequired: true,
  courseId: 10 + id,
  courseTitle: `Course ${id}`,
  lessonId: null,
  lessonTitle: null,
  minutes: 90,
  prerequisiteStepIds: [],
  state: 'available',
  waitingFor: [],
  isEnrolled: false,
  courseProgress: 0,
  ...overrides,
});

const path: PathDetailDto = {
  id: 3,
  slug: 'certified-recruiter',
  title: 'Certified Recruiter: Practitioner',
  description: 'From the first search string to the signed offer.',
  levelLabel: 'Practitioner',
  certificateTitle: 'Certified Recruiter — Practitioner',
  stepCount: 3,
  requiredStepCount: 2,
  minutes: 180,
  progress: { requiredTotal: 2, requiredDone: 1, stepsDone: 1, percent: 50, isComplete: false },
  certificate: null,
  isPublished: true,
  updatedAt: '2026-12-06T17:20:00.000Z',
  steps: [
    step(1, { courseTitle: 'Sourcing Fundamentals', state: 'done', isEnrolled: true, courseProgress: 100 }),
    step(2, { courseTitle: 'Boolean Search', prerequisiteStepIds: [1], state: 'available', isEnrolled: true }),
    step(3, {
      kind: 'practice',
      courseTitle: 'Boolean Search',
      lessonId: 40,
      lessonTitle: 'Intake call',
      isRequired: false,
      minutes: 15,
      prerequisiteStepIds: [2],
      state: 'locked',
      waitingFor: [2],
      isEnrolled: true,
    }),
  ],
};

async function open(answer: { status?: number; body: unknown }, url = '/paths/certified-recruiter') {
  const fetches = stubFetch({ 'GET /api/paths/certified-recruiter': answer });
  renderScreen(<PathPage />, { url, path: '/paths/:slug' });
  return fetches;
}

describe('PathPage', () => {
  it('shows each step done, available or locked, what unlocks a locked one, and where each leads', async () => {
    await open({ body: path });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Certified Recruiter: Practitioner');
    expect(screen.getByText('1 of 2 required steps done')).toBeTruthy();
    const steps = within(screen.getByRole('heading', { name: 'Steps' }).parentElement!).getAllByRole('listitem');
    expect(steps.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Sourcing Fundamentals',
      'Boolean Search',
      'Intake call',
    ]);
    expect(within(steps[0]).getByText('Done')).toBeTruthy();
    expect(within(steps[1]).getByText('Available')).toBeTruthy();
    expect(within(steps[2]).getByText('Locked')).toBeTruthy();
    expect(within(steps[2]).getByText('Complete Boolean Search first')).toBeTruthy();
    expect(within(steps[2]).getByText(/Practice conversation · in Boolean Search · 15m · Optional/)).toBeTruthy();
    expect(within(steps[0]).getByRole('link').getAttribute('href')).toBe('/courses/11');
    expect(within(steps[2]).getByRole('link').getAttribute('href')).toBe('/lessons/40');
    expect(screen.getByText('Certified Recruiter — Practitioner')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^You earned/ })).toBeNull();
    expect(screen.queryByText(/^Completing the path earns/)).toBeNull();
  });

  it("says what the path's certificate earns on top of its courses, and once earned leads to the certificate", async () => {
    const CODE = 'PATHPATHPATHPATHPATHPATHPA';
    stubFetch({
      'GET /api/paths/certified-recruiter': {
        body: {
          ...path,
          progress: { requiredTotal: 2, requiredDone: 2, stepsDone: 2, percent: 100, isComplete: true },
          certificate: { code: CODE, issuedAt: '2026-12-01T10:00:00.000Z', validUntil: '2028-12-01T10:00:00.000Z' },
        },
      },
      'GET /api/paths/certified-recruiter/credits': {
        body: [
          {
            body: 'shrm',
            hundredths: 100,
            categories: [{ category: 'general', hundredths: 100 }],
            activityId: null,
            bodyName: null,
            label: '1 SHRM PDC',
            detail: null,
          },
          {
            body: 'hrci',
            hundredths: 150,
            categories: [
              { category: 'general', hundredths: 100 },
              { category: 'ethics', hundredths: 50 },
            ],
            activityId: '612345',
            bodyName: null,
            label: '1.5 HRCI credits',
            detail: '1 general, 0.5 ethics',
          },
        ],
      },
    });
    renderScreen(<PathPage />, { url: '/paths/certified-recruiter', path: '/paths/:slug' });
    expect(
      await screen.findByText(
        "Completing the path earns 1 SHRM PDC and 1.5 HRCI credits (1 general, 0.5 ethics), on top of its courses' credits.",
      ),
    ).toBeTruthy();
    const earned = screen.getByRole('region', { name: 'You earned: Certified Recruiter — Practitioner' });
    expect(within(earned).getByText('Issued on December 1, 2026 · Valid until December 1, 2028')).toBeTruthy();
    expect(within(earned).getByRole('link', { name: 'View your certificate' }).getAttribute('href')).toBe(`/certificates/${CODE}`);
  });

  it('says so when the path does not exist', async () => {
    await open({ status: 404, body: { statusCode: 404, code: 'PATH_NOT_FOUND', message: 'Path not found' } });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Path not found');
  });

  it('asks nothing for an address no slug can be', async () => {
    const fetches = await open({ body: path }, '/paths/Not%20a%20slug');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Path not found');
    expect(fetches.requestsTo('GET /api/paths/certified-recruiter')).toEqual([]);
  });
});
