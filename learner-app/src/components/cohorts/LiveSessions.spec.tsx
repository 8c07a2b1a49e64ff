/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LearnerCohortDto, LiveSessionDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { LiveSessions } from './LiveSessions';

const MINUTE = 60_000;
const SESSIONS = 'GET /api/courses/12/sessions';
const COHORTS = 'GET /api/courses/12/cohorts';

const member: LearnerCohortDto = {
  id: 7,
  courseId: 12,
  pathId: null,
  title: 'March 2027 cohort',
  startsAt: '2027-03-01T09:00:00.000Z',
  endsAt: '2027-04-30T17:00:00.000Z',
  capacity: null,
  memberCount: 12,
  placesLeft: null,
  isMember: true,
  placedByTeam: false,
};

/** A session of the learner's cohort starting `inMinutes` from now (negative: in the past). */
function session(id: number, title: string, inMinutes: number, overrides: Partial<LiveSessionDto> = {}): LiveSessionDto {
  const start = Date.now() + inMinutes * MINUTE;
  return {
    id,
    cohortId: 7,
    cohortTitle: member.title,
    courseId: 12,
    courseTitle: 'Structured Interviewing',
    pathSlug: null,
    pathTitle: null,
    title,
    description: null,
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 60 * MINUTE).toISOString(),
    timeZone: 'UTC',
    durationMinutes: 60,
    provider: 'Google Meet',
    recordingUrl: null,
    credits: [],
    joined: false,
    attended: false,
    ...overrides,
  };
}

const soon = session(5, 'Live role-play: the intake meeting', 10, {
  description: 'Bring a job description.',
  credits: [{ body: 'shrm', label: '1 SHRM PDC', activityId: null, bodyName: null, categories: [], detail: null, hundredths: 100 }],
});
const tomorrow = session(6, 'Debrief: scorecards', 24 * 60, { timeZone: 'America/New_York', durationMinutes: 90 });
const lastWeek = session(4, 'Kick-off', -7 * 24 * 60, {
  joined: true,
  attended: true,
  recordingUrl: 'https://videos.example.com/kick-off',
});

async function openSessions(sessions: LiveSessionDto[], cohorts: LearnerCohortDto[] = [member]) {
  const api = stubFetch({ [SESSIONS]: { body: sessions }, [COHORTS]: { body: { canJoin: true, cohorts } } });
  const view = renderScreen(<LiveSessions home={{ courseId: 12 }} />);
  return { api, ...view };
}

const itemOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the live sessions of a course', () => {
  it('lists the sessions to come, soonest first, then the past ones, each with what it is and its links', async () => {
    await openSessions([lastWeek, tomorrow, soon]);
    const region = await screen.findByRole('region', { name: 'Live sessions' });
    expect(region.id).toBe('live-sessions');
    expect(
      within(region)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Live role-play: the intake meeting', 'Debrief: scorecards', 'Kick-off']);

    const first = itemOf('Live role-play: the intake meeting');
    expect(first.textContent).toContain('1 hour');
    expect(first.textContent).toContain('Google Meet');
    expect(first.textContent).toContain('Bring a job description.');
    expect(first.textContent).toContain('Attending earns 1 SHRM PDC.');
    const calendar = within(first).getByRole('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('href')).toBe('/api/sessions/5/calendar.ics');
    expect(calendar.hasAttribute('download')).toBe(true);

    // The organiser's clock reads otherwise than the learner's (UTC here): both are shown.
    const second = itemOf('Debrief: scorecards');
    expect(second.querySelector('time')?.textContent).toMatch(/\(.*\d\d:\d\d America\/New_York\)$/);
    expect(second.textContent).toContain('1 hour 30 min');

    const past = itemOf('Kick-off');
    expect(within(past).getByText('Attended')).toBeTruthy();
    expect(within(past).queryByRole('button', { name: 'Join' })).toBeNull();
    expect(within(past).queryByRole('link', { name: 'Add to calendar' })).toBeNull();
    expect(within(past).getByRole('link', { name: 'Watch recording' }).getAttribute('href')).toBe('https://videos.example.com/kick-off');
  });

  it('enables Join from 15 minutes before the start, and says when it opens before that', async () => {
    await openSessions([soon, tomorrow]);
    await screen.findByRole('region', { name: 'Live sessions' });
    const open = within(itemOf('Live role-play: the intake meeting')).getByRole('button', { name: 'Join' }) as HTMLButtonElement;
    expect(open.disabled).toBe(false);
    const later = within(itemOf('Debrief: scorecards')).getByRole('button', { name: 'Join' }) as HTMLButtonElement;
    expect(later.disabled).toBe(true);
    expect(later.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(later.getAttribute('aria-describedby')!)?.textContent).toBe('Opens 15 minutes before the start.');
  });

  it('records the join and sends the tab it opened on the click to the meeting; the session then shows Joined', async () => {
    const tab = { opener: window as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let joined = false;
    const { api } = await openSessions([soon]);
    api.answer(SESSIONS, () => ({ body: [{ ...soon, joined }] }));
    api.answer('POST /api/sessions/5/join', () => {
      joined = true;
      return { body: { joinUrl: 'https://meet.google.com/abc-defg-hij' } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(tab.location.href).toBe('https://meet.google.com/abc-defg-hij'));
    expect(tab.opener).toBeNull();
    expect(await within(itemOf('Live role-play: the intake meeting')).findByText('Joined')).toBeTruthy();
  });

  it('offers a link to the meeting when the browser opened no tab, and says why a join failed', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const { api } = await openSessions([soon]);
    api.answer('POST /api/sessions/5/join', { body: { joinUrl: 'https://meet.google.com/abc-defg-hij' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    const link = await screen.findByRole('link', { name: 'Open the meeting' });
    expect(link.getAttribute('href')).toBe('https://meet.google.com/abc-defg-hij');
    expect(link.getAttribute('rel')).toContain('noopener');

    api.answer('POST /api/sessions/5/join', {
      status: 409,
      body: { statusCode: 409, code: 'SESSION_ENDED', message: 'This session has ended.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This session has ended.');
  });

  it('shows nothing outside a cohort, and says when a cohort has no sessions yet', async () => {
    const outside = await openSessions([], [{ ...member, isMember: false }]);
    await waitFor(() => expect(outside.api.requestsTo(COHORTS)).toHaveLength(1));
    await waitFor(() => expect(outside.api.requestsTo(SESSIONS)).toHaveLength(1));
    expect(outside.container.textContent).toBe('');
    outside.unmount();

    await openSessions([]);
    const region = await screen.findByRole('region', { name: 'Live sessions' });
    expect(within(region).getByText('No live sessions are scheduled for your cohort yet.')).toBeTruthy();
  });
});
