/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { DashboardDto, LiveSessionDto, PathDetailDto, UserDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import DashboardPage from './DashboardPage';

const user: UserDto = {
  id: 1,
  email: 'lee@example.com',
  firstName: 'Lee',
  lastName: 'Morgan',
  role: 'jobseeker',
  emailVerified: true,
  profileImageUrl: null,
} as UserDto;

function dashboard(returning: boolean, totalMinutes: number): DashboardDto {
  return {
    returning,
    stats: { completedCourses: 0, activeCourses: 1, totalHours: Math.round((totalMinutes / 60) * 10) / 10, totalMinutes, certificates: 0 },
    recentProgress: [],
    myCourses: [],
  };
}

async function open(body: DashboardDto, paths: PathDetailDto[] = [], sessions: LiveSessionDto[] = []) {
  const api = stubFetch({
    'GET /api/user/dashboard': { body },
    'GET /api/teams': { body: [] },
    'GET /api/user/paths': { body: paths },
    'GET /api/user/sessions/upcoming': { body: sessions },
  });
  renderScreen(<DashboardPage user={user} />);
  return { api, hoursCard: (await screen.findByText('Hours Learned')).parentElement! };
}

/** A live session starting `inMinutes` from now. */
function liveSession(id: number, title: string, inMinutes: number): LiveSessionDto {
  const start = Date.now() + inMinutes * 60_000;
  return {
    id,
    cohortId: 7,
    cohortTitle: 'March 2027 cohort',
    courseId: 10 + id,
    courseTitle: `Course ${id}`,
    pathSlug: null,
    pathTitle: null,
    title,
    description: null,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 60 * 60_000).toISOString(),
    timeZone: 'UTC',
    durationMinutes: 60,
    provider: 'Zoom',
    recordingUrl: null,
    credits: [],
    joined: false,
    attended: false,
  };
}

describe('DashboardPage', () => {
  it("greets a brand-new learner with 'Welcome', not 'Welcome back'", async () => {
    await open(dashboard(false, 0));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Lee!');
  });

  it("greets a returning learner with 'Welcome back'", async () => {
    await open(dashboard(true, 0));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Lee!');
  });

  it.each([
    [0, '0'],
    [20, '20 min'],
    [59, '59 min'],
    [60, '1'],
    [100, '2'],
    [390, '7'],
  ])('shows %i minutes learned as "%s", never a fraction of an hour', async (minutes, shown) => {
    const { hoursCard } = await open(dashboard(true, minutes));
    expect(within(hoursCard).getByText(shown)).toBeTruthy();
  });

  it('marks a path whose certificate the learner earned, with the way to the certificate', async () => {
    const path: PathDetailDto = {
      id: 3,
      slug: 'certified-recruiter',
      title: 'Certified Recruiter: Practitioner',
      description: '',
      levelLabel: 'Practitioner',
      certificateTitle: 'Certified Recruiter — Practitioner',
      stepCount: 1,
      requiredStepCount: 1,
      minutes: 60,
      progress: { requiredTotal: 1, requiredDone: 1, stepsDone: 1, percent: 100, isComplete: true },
      certificate: { code: 'PATHPATHPATHPATHPATHPATHPA', issuedAt: '2026-12-01T10:00:00.000Z', validUntil: null },
      isPublished: true,
      updatedAt: '2026-12-06T17:20:00.000Z',
      steps: [],
    };
    await open(dashboard(true, 60), [path, { ...path, id: 4, slug: 'expert', title: 'Expert', certificate: null }]);
    const mine = await screen.findByRole('region', { name: 'My Learning Paths' });
    const [earned, started] = within(mine).getAllByRole('listitem');
    expect(within(earned).getByText('Certificate earned')).toBeTruthy();
    expect(
      within(earned).getByRole('link', { name: 'View your certificate: Certified Recruiter — Practitioner' }).getAttribute('href'),
    ).toBe('/certificates/PATHPATHPATHPATHPATHPATHPA');
    expect(within(started).queryByText('Certificate earned')).toBeNull();
  });

  it('shows no upcoming sessions card when the learner has none', async () => {
    const { api } = await open(dashboard(true, 0));
    await waitFor(() => expect(api.requestsTo('GET /api/user/sessions/upcoming')).toHaveLength(1));
    await screen.findByRole('region', { name: 'Quick Links' });
    expect(screen.queryByRole('region', { name: 'Upcoming sessions' })).toBeNull();
  });

  it("shows the next three live sessions, each leading to its course's sessions, with Join for the one about to start", async () => {
    await open(
      dashboard(true, 0),
      [],
      [
        liveSession(1, 'Intake role-play', 5),
        liveSession(2, 'Scorecards debrief', 24 * 60),
        liveSession(3, 'Offer calls', 2 * 24 * 60),
        liveSession(4, 'Wrap-up', 3 * 24 * 60),
      ],
    );
    const card = await screen.findByRole('region', { name: 'Upcoming sessions' });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Intake role-play',
      'Scorecards debrief',
      'Offer calls',
    ]);
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/courses/11/learn#live-sessions');
    expect((within(items[0]).getByRole('button', { name: 'Join' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(items[1]).queryByRole('button', { name: 'Join' })).toBeNull();
  });
});
