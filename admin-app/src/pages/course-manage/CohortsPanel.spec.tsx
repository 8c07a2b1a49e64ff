/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, notification } from 'antd';
import type { AdminCohortDto, AdminLiveSessionDto, AttendanceDto, CohortDetailDto, CohortMemberDto } from '@academy/api/admin';
import { renderScreen, stubFetch, type StubbedRequest } from '@academy/ui/testing';
import AdminArea from '../../AdminArea';

const COURSE = 'GET /api/courses/12';
const COHORTS = 'GET /api/admin/courses/12/cohorts';
const CREATE = 'POST /api/admin/courses/12/cohorts';
const COHORT = 'GET /api/admin/cohorts/7';

function cohort(overrides: Partial<AdminCohortDto> = {}): AdminCohortDto {
  return {
    id: 7,
    courseId: 12,
    pathId: null,
    title: 'March 2027 cohort',
    startsAt: '2027-03-01T09:00:00.000Z',
    endsAt: '2027-04-30T17:00:00.000Z',
    capacity: 25,
    memberCount: 18,
    placesLeft: 7,
    sessionCount: 1,
    ...overrides,
  };
}

const member: CohortMemberDto = {
  userId: 31,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  joinedAt: '2027-02-20T10:00:00.000Z',
  teamName: 'Acme Talent',
  attended: 2,
};

function session(overrides: Partial<AdminLiveSessionDto> = {}): AdminLiveSessionDto {
  return {
    id: 5,
    cohortId: 7,
    cohortTitle: 'March 2027 cohort',
    courseId: 12,
    courseTitle: 'Structured Interviewing',
    pathSlug: null,
    pathTitle: null,
    title: 'Live role-play: the intake meeting',
    description: null,
    startsAt: '2027-03-03T17:00:00.000Z',
    endsAt: '2027-03-03T18:00:00.000Z',
    timeZone: 'Europe/London',
    durationMinutes: 60,
    provider: 'Google Meet',
    recordingUrl: null,
    credits: [],
    joined: false,
    attended: false,
    joinUrl: 'https://meet.google.com/abc-defg-hij',
    creditSettings: { shrm: null, hrci: null, cpd: null },
    joinedCount: 12,
    attendedCount: 10,
    ...overrides,
  };
}

const detail = (overrides: Partial<CohortDetailDto> = {}): CohortDetailDto => ({
  cohort: cohort(),
  members: [member],
  sessions: [session()],
  ...overrides,
});

function openCohortsTab(routes: Parameters<typeof stubFetch>[0] = {}) {
  const api = stubFetch({
    [COURSE]: { body: { id: 12, title: 'Structured Interviewing', description: '', isPaid: false, price: 0, modules: [], lessons: [] } },
    [COHORTS]: {
      body: [cohort(), cohort({ id: 8, title: 'Self-paced group', capacity: null, memberCount: 3, placesLeft: null, sessionCount: 0 })],
    },
    [COHORT]: { body: detail() },
    ...routes,
  });
  renderScreen(<AdminArea NotFound={() => <h1>404 Page Not Found</h1>} />, {
    url: '/admin/courses/12/manage?tab=cohorts',
    path: '/admin/*',
  });
  return api;
}

/** The cohorts' rows, once the list has come. */
async function cohortRows() {
  await screen.findByRole('button', { name: 'Open March 2027 cohort' });
  return within(screen.getByRole('table', { name: 'Cohorts' }))
    .getAllByRole('row')
    .slice(1);
}

async function openCohort(title = 'March 2027 cohort') {
  fireEvent.click(await screen.findByRole('button', { name: `Open ${title}` }));
  return screen.findByRole('heading', { level: 2, name: title });
}

/** Picks a time zone in the searchable select, as typing its name and choosing it does. */
async function chooseTimeZone(dialog: HTMLElement, zone: string) {
  const select = within(dialog).getByLabelText('Time zone');
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value: zone.replace('_', ' ') } });
  fireEvent.click(await screen.findByTitle(zone));
}

afterEach(() => {
  act(() => {
    notification.destroy();
    Modal.destroyAll();
  });
});

describe("A course's Cohorts tab", () => {
  it('lists the cohorts with their dates, members against capacity and sessions', async () => {
    openCohortsTab();
    expect((await screen.findByRole('tab', { name: 'Cohorts' })).getAttribute('aria-selected')).toBe('true');
    const rows = await cohortRows();
    expect(rows).toHaveLength(2);
    const first = within(rows[0]);
    expect(first.getByRole('button', { name: 'Open March 2027 cohort' }).textContent).toBe('March 2027 cohort');
    expect(first.getByText('18 / 25')).toBeTruthy();
    expect(first.getByText('1')).toBeTruthy();
    expect(first.getByText(/Mar 1, 2027/)).toBeTruthy();
    expect(within(rows[1]).getByText('3 / no limit')).toBeTruthy();
  });

  it('creates a cohort: a title and dates are required, then the dates are sent as the instants the admin’s clocks show', async () => {
    const api = openCohortsTab({ [CREATE]: ({ body }) => ({ status: 201, body: cohort({ id: 9, ...(body as object) }) }) });
    await cohortRows();
    fireEvent.click(screen.getByRole('button', { name: 'New cohort' }));
    const dialog = await screen.findByRole('dialog', { name: 'New cohort' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cohort' }));
    expect(await within(dialog).findByText('Please give the cohort a name')).toBeTruthy();
    expect(within(dialog).getAllByText('Please choose a date and a time')).toHaveLength(2);

    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: '  May 2027 cohort ' } });
    fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: '2027-05-03T09:00' } });
    fireEvent.change(within(dialog).getByLabelText('Ends'), { target: { value: '2027-05-01T17:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cohort' }));
    expect(await within(dialog).findByText("The cohort's end must be after its start.")).toBeTruthy();
    expect(api.requestsTo(CREATE)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Ends'), { target: { value: '2027-06-30T17:00' } });
    fireEvent.change(within(dialog).getByLabelText('Capacity'), { target: { value: '20' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cohort' }));
    await waitFor(() => expect(api.requestsTo(CREATE)).toHaveLength(1));
    // The browser's time zone reads the wall-clock times (new Date('YYYY-MM-DDTHH:mm') does the same).
    expect(api.requestsTo(CREATE)[0].body).toEqual({
      title: 'May 2027 cohort',
      startsAt: new Date('2027-05-03T09:00').toISOString(),
      endsAt: new Date('2027-06-30T17:00').toISOString(),
      capacity: 20,
    });
    expect(await screen.findByText('Cohort created')).toBeTruthy();
    // The list is asked again (cache tags).
    await waitFor(() => expect(api.requestsTo(COHORTS)).toHaveLength(2));
  });

  it('sends no capacity as null, and shows a refused capacity (409) at its field', async () => {
    const UPDATE = 'PATCH /api/admin/cohorts/7';
    const updates: StubbedRequest[] = [];
    openCohortsTab({
      [UPDATE]: (request) => {
        updates.push(request);
        return {
          status: 409,
          body: {
            statusCode: 409,
            code: 'COHORT_CAPACITY_TOO_SMALL',
            message: 'The cohort has 18 members: its capacity cannot be less.',
            error: 'Conflict',
          },
        };
      },
    });
    await cohortRows();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for March 2027 cohort' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit cohort' });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('March 2027 cohort');
    expect((within(dialog).getByLabelText('Capacity') as HTMLInputElement).value).toBe('25');

    fireEvent.change(within(dialog).getByLabelText('Capacity'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('The cohort has 18 members: its capacity cannot be less.')).toBeTruthy();
    expect(updates[0].body).toEqual({
      title: 'March 2027 cohort',
      startsAt: '2027-03-01T09:00:00.000Z',
      endsAt: '2027-04-30T17:00:00.000Z',
      capacity: 10,
    });

    fireEvent.change(within(dialog).getByLabelText('Capacity'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(updates).toHaveLength(2));
    expect((updates[1].body as { capacity: unknown }).capacity).toBeNull();
  });

  it('deletes a cohort after a confirmation', async () => {
    const api = openCohortsTab({ 'DELETE /api/admin/cohorts/8': { status: 204 } });
    await cohortRows();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Self-paced group' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete cohort' });
    expect(within(confirm).getByText(/with its 0 sessions and 3 memberships/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requestsTo('DELETE /api/admin/cohorts/8')).toHaveLength(1));
    expect(await screen.findByText('Cohort deleted')).toBeTruthy();
  });

  it("opens a cohort's members and sessions, each start in the session's time zone, and takes a member out", async () => {
    const api = openCohortsTab({ 'DELETE /api/admin/cohorts/7/members/31': { status: 204 } });
    await openCohort();
    const members = within(screen.getByRole('table', { name: 'Members of March 2027 cohort' }));
    expect(members.getByText('Ada Lovelace')).toBeTruthy();
    expect(members.getByText('ada@example.com')).toBeTruthy();
    expect(members.getByText('Acme Talent')).toBeTruthy();
    expect(members.getByText('2')).toBeTruthy();

    const sessions = within(screen.getByRole('table', { name: 'Live sessions of March 2027 cohort' }));
    expect(sessions.getByText('Live role-play: the intake meeting')).toBeTruthy();
    expect(sessions.getByText('Wed, Mar 3, 2027, 5:00 PM GMT')).toBeTruthy();
    expect(sessions.getByText('Europe/London')).toBeTruthy();
    expect(sessions.getByText('60 min')).toBeTruthy();
    expect(sessions.getByText('Google Meet')).toBeTruthy();

    fireEvent.click(members.getByRole('button', { name: 'Remove Ada Lovelace' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove from cohort' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.requestsTo('DELETE /api/admin/cohorts/7/members/31')).toHaveLength(1));
    expect(await screen.findByText('Member removed')).toBeTruthy();
    // The cohort is asked again (cache tags): its members and counts.
    await waitFor(() => expect(api.requestsTo(COHORT)).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'All cohorts' }));
    expect(await screen.findByRole('table', { name: 'Cohorts' })).toBeTruthy();
  });

  it('schedules a session: the start typed in the chosen time zone is sent as the instant it is there, with its credits', async () => {
    const CREATE_SESSION = 'POST /api/admin/cohorts/7/sessions';
    const api = openCohortsTab({ [CREATE_SESSION]: { status: 201, body: session({ id: 6 }) } });
    await openCohort();
    fireEvent.click(screen.getByRole('button', { name: 'New session' }));
    const dialog = await screen.findByRole('dialog', { name: 'New session' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Live Q&A' } });
    fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: '2027-07-07T17:00' } });
    await chooseTimeZone(dialog, 'Europe/London');
    // The start as London's clocks show it in July: summer time.
    expect(await within(dialog).findByText(/Wed, Jul 7, 2027, 5:00 PM GMT\+1 \(Europe\/London\)/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Duration (minutes)'), { target: { value: '90' } });
    fireEvent.change(within(dialog).getByLabelText('Join link'), { target: { value: 'https://zoom.us/j/123' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'CPD hours' }));
    fireEvent.change(await within(dialog).findByLabelText('Hours'), { target: { value: '1.5' } });
    fireEvent.change(within(dialog).getByLabelText('CPD body'), { target: { value: 'CIPD' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule session' }));

    await waitFor(() => expect(api.requestsTo(CREATE_SESSION)).toHaveLength(1));
    expect(api.requestsTo(CREATE_SESSION)[0].body).toEqual({
      title: 'Live Q&A',
      description: null,
      startsAt: '2027-07-07T16:00:00.000Z',
      timeZone: 'Europe/London',
      durationMinutes: 90,
      joinUrl: 'https://zoom.us/j/123',
      recordingUrl: null,
      credits: { shrm: null, hrci: null, cpd: { hundredths: 150, bodyName: 'CIPD' } },
    });
    expect(await screen.findByText('Session scheduled')).toBeTruthy();
  });

  it("edits a session in its own time zone, and shows the server's validation messages at their fields", async () => {
    const UPDATE_SESSION = 'PUT /api/admin/sessions/5';
    const updates: StubbedRequest[] = [];
    openCohortsTab({
      [UPDATE_SESSION]: (request) => {
        updates.push(request);
        return updates.length === 1
          ? {
              status: 400,
              body: {
                statusCode: 400,
                code: 'VALIDATION_FAILED',
                message: ['Join link must be a web address starting with https:// or http://', 'Something the form does not know'],
                error: 'Bad Request',
              },
            }
          : { body: session() };
      },
    });
    await openCohort();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Live role-play: the intake meeting' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit session' });
    // 17:00Z in March is 17:00 in London.
    expect((within(dialog).getByLabelText('Starts') as HTMLInputElement).value).toBe('2027-03-03T17:00');
    // The same wall-clock time in New York (still standard time on 3 March) is five hours later in UTC.
    await chooseTimeZone(dialog, 'America/New_York');
    fireEvent.change(within(dialog).getByLabelText('Recording link'), { target: { value: 'https://example.com/recording' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByText('Join link must be a web address starting with https:// or http://')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('Something the form does not know');
    expect(updates[0].body).toMatchObject({
      startsAt: '2027-03-03T22:00:00.000Z',
      timeZone: 'America/New_York',
      recordingUrl: 'https://example.com/recording',
      credits: { shrm: null, hrci: null, cpd: null },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Session updated')).toBeTruthy();
  });

  it("confirms a learner's attendance with the Attended switch, and takes it back", async () => {
    const ATTENDANCE = 'GET /api/admin/sessions/5/attendance';
    const confirmed: AttendanceDto = { userId: 31, name: 'Ada Lovelace', email: 'ada@example.com', joinedAt: null, confirmedAt: null };
    const api = openCohortsTab({
      [ATTENDANCE]: {
        body: [
          { ...confirmed },
          {
            userId: 32,
            name: 'Grace Hopper',
            email: 'grace@example.com',
            joinedAt: '2027-03-03T16:58:00.000Z',
            confirmedAt: '2027-03-03T19:00:00.000Z',
          },
        ],
      },
      'PUT /api/admin/sessions/5/attendance/31': ({ body }) => ({
        body: { ...confirmed, confirmedAt: (body as { attended: boolean }).attended ? '2027-03-04T09:00:00.000Z' : null },
      }),
      'PUT /api/admin/sessions/5/attendance/32': { body: { ...confirmed, userId: 32 } },
    });
    await openCohort();
    fireEvent.click(screen.getByRole('button', { name: 'Attendance of Live role-play: the intake meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attendance: Live role-play: the intake meeting' });
    const ada = await within(dialog).findByRole('switch', { name: 'Attended: Ada Lovelace' });
    const grace = within(dialog).getByRole('switch', { name: 'Attended: Grace Hopper' });
    expect(ada.getAttribute('aria-checked')).toBe('false');
    expect(grace.getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByText('Did not join')).toBeTruthy();

    fireEvent.click(ada);
    await waitFor(() =>
      expect(api.requestsTo('PUT /api/admin/sessions/5/attendance/31').map((request) => request.body)).toEqual([{ attended: true }]),
    );
    fireEvent.click(grace);
    await waitFor(() =>
      expect(api.requestsTo('PUT /api/admin/sessions/5/attendance/32').map((request) => request.body)).toEqual([{ attended: false }]),
    );
    // The attendance and the cohort's counts are asked again (cache tags).
    await waitFor(() => expect(api.requestsTo(ATTENDANCE).length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(api.requestsTo(COHORT).length).toBeGreaterThanOrEqual(2));
  });
});
