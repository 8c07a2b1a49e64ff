/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import type { TeamCohortsDto, TeamDetailDto, TeamSeatDto, UserDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import TeamPage from './TeamPage';

const manager: UserDto = {
  id: 1,
  email: 'morgan@example.com',
  firstName: 'Morgan',
  lastName: 'Lee',
  role: 'recruitpro',
  emailVerified: true,
  profileImageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastActiveAt: null,
} as UserDto;

function seat(overrides: Partial<TeamSeatDto>): TeamSeatDto {
  return {
    id: 1,
    email: 'ada@example.com',
    status: 'invited',
    learnerName: null,
    invitedAt: '2026-11-20T09:35:00.000Z',
    activatedAt: null,
    revokedAt: null,
    started: false,
    ...overrides,
  };
}

function team(overrides: Partial<TeamDetailDto> = {}): TeamDetailDto {
  return {
    id: 7,
    name: 'Talent Partners',
    course: { id: 12, title: 'Structured Interviews', paymentType: 'one_time' },
    path: null,
    seats: 4,
    seatsUsed: 2,
    unassigned: 2,
    endedAt: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    seatList: [
      seat({
        id: 41,
        email: 'ada@example.com',
        status: 'active',
        learnerName: 'Ada Lovelace',
        activatedAt: '2026-11-21T08:00:00.000Z',
        started: true,
      }),
      seat({ id: 42, email: 'grace@example.com' }),
    ],
    members: [
      {
        seatId: 41,
        userId: 118,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        completedLessons: 3,
        totalLessons: 8,
        progress: 38,
        lastActivityAt: '2026-11-22T16:05:00.000Z',
        quizResults: [{ lessonTitle: 'Check your scorecard', score: 85, passed: true, sourcingF1: null }],
        practiceResults: [
          { lessonTitle: 'Intake meeting', attempts: 2, latestTotal: 80, passed: true },
          { lessonTitle: 'Delivering a rejection', attempts: 1, latestTotal: null, passed: false },
        ],
        certificateCode: 'QZUNFCWA6K3ZKLS3HA7Q7QTHZ4',
      },
    ],
    ...overrides,
  };
}

const TEAM = 'GET /api/teams/7';

const COHORTS = 'GET /api/teams/7/cohorts';
const NO_COHORTS: TeamCohortsDto = { cohorts: [], members: [] };

async function openTeam(detail: TeamDetailDto = team(), cohorts: TeamCohortsDto = NO_COHORTS) {
  const api = stubFetch({ [TEAM]: { body: detail }, [COHORTS]: { body: cohorts } });
  renderScreen(<TeamPage user={manager} />, {
    url: '/teams/7',
    path: '/teams/:id',
  });
  await screen.findByRole('heading', { level: 1, name: 'Talent Partners' });
  return api;
}

const seatItem = (text: string) => screen.getByText(text, { selector: '.tm-seat__email' }).closest('li')!;

afterEach(() => {
  act(() => notification.destroy());
});

describe('the team dashboard', () => {
  it('shows the seats bought, used and unassigned, each seat with its state, and unassigned placeholders', async () => {
    await openTeam();
    const stats = screen.getByRole('list', { name: 'Seat counts' });
    expect(within(stats).getByText('Seats bought').nextSibling?.textContent).toBe('4');
    expect(within(stats).getByText('Unassigned').nextSibling?.textContent).toBe('2');
    const seats = screen.getAllByRole('list').find((list) => list.classList.contains('tm-seats'))!;
    const rows = within(seats).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.tm-pill')?.textContent)).toEqual(['Active', 'Invited', 'Unassigned', 'Unassigned']);
    expect(within(rows[0]).getByText(/Ada Lovelace/)).toBeTruthy();
  });

  it('disables revoking and reassigning a seat whose learner has started, and says why', async () => {
    await openTeam();
    const ada = seatItem('ada@example.com');
    expect(
      (
        within(ada).getByRole('button', {
          name: 'Revoke seat of ada@example.com',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(
      (
        within(ada).getByRole('button', {
          name: 'Reassign seat of ada@example.com',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(within(ada).getByText('This learner has already started the course: the seat stays theirs.')).toBeTruthy();
    const grace = seatItem('grace@example.com');
    expect(
      (
        within(grace).getByRole('button', {
          name: 'Revoke seat of grace@example.com',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(false);
    expect(
      within(grace).getByRole('button', {
        name: 'Resend invitation to grace@example.com',
      }),
    ).toBeTruthy();
  });

  it('assigns a pasted list of addresses, checked as it is typed', async () => {
    const api = await openTeam();
    let current = team();
    api.answer(TEAM, () => ({ body: current }));
    api.answer('POST /api/teams/7/seats', () => {
      current = team({
        seatsUsed: 4,
        unassigned: 0,
        seatList: [...team().seatList, seat({ id: 43, email: 'linus@example.com' }), seat({ id: 44, email: 'alan@example.com' })],
      });
      return { body: current };
    });
    const field = screen.getByLabelText('E-mail addresses');
    fireEvent.change(field, {
      target: { value: 'Linus@example.com, alan@example.com\nnot-an-address' },
    });
    expect(await screen.findByText('This is not an e-mail address: not-an-address')).toBeTruthy();
    fireEvent.change(field, {
      target: { value: 'linus@example.com, alan@example.com, bob@example.com' },
    });
    expect(await screen.findByText('Not enough free seats: 2 left for 3 addresses')).toBeTruthy();
    fireEvent.change(field, {
      target: {
        value: 'Linus@example.com,\nalan@example.com linus@example.com',
      },
    });
    expect(screen.getByText('2 addresses to invite')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() =>
      expect(api.requestsTo('POST /api/teams/7/seats').map((request) => request.body)).toEqual([
        { emails: ['linus@example.com', 'alan@example.com'] },
      ]),
    );
    expect(await screen.findByText('Invitations sent')).toBeTruthy();
    expect(await screen.findByText('linus@example.com')).toBeTruthy();
    expect((screen.getByLabelText('E-mail addresses') as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's 409 when another manager took the last seats first", async () => {
    const api = await openTeam();
    api.answer('POST /api/teams/7/seats', {
      status: 409,
      body: {
        statusCode: 409,
        code: 'TEAM_SEATS_FULL',
        message: 'Not enough free seats: 0 left for 1 addresses',
      },
    });
    fireEvent.change(screen.getByLabelText('E-mail addresses'), {
      target: { value: 'linus@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    const alert = await screen.findByText('Not enough free seats: 0 left for 1 addresses');
    expect(alert.getAttribute('role')).toBe('alert');
  });

  it('revokes an invited seat after asking', async () => {
    const api = await openTeam();
    api.answer('POST /api/teams/7/seats/42/revoke', {
      body: team({
        seatList: [
          team().seatList[0],
          seat({
            id: 42,
            email: 'grace@example.com',
            status: 'revoked',
            revokedAt: '2026-11-23T10:00:00.000Z',
          }),
        ],
        seatsUsed: 1,
        unassigned: 3,
      }),
    });
    fireEvent.click(
      within(seatItem('grace@example.com')).getByRole('button', {
        name: 'Revoke seat of grace@example.com',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Revoke this seat?',
    });
    expect(within(dialog).getByText(/The invitation to/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke seat' }));
    await waitFor(() => expect(api.requestsTo('POST /api/teams/7/seats/42/revoke')).toHaveLength(1));
    expect(await screen.findByText('Seat revoked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the dialog open with the server's reason when the learner started meanwhile", async () => {
    const api = await openTeam();
    api.answer('POST /api/teams/7/seats/42/revoke', {
      status: 409,
      body: {
        statusCode: 409,
        code: 'TEAM_SEAT_STARTED',
        message: 'This learner has already started the course',
      },
    });
    fireEvent.click(
      within(seatItem('grace@example.com')).getByRole('button', {
        name: 'Revoke seat of grace@example.com',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Revoke this seat?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke seat' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'This learner has already started the course');
  });

  it('reassigns an invited seat to another address', async () => {
    const api = await openTeam();
    api.answer('POST /api/teams/7/seats/42/reassign', { body: team() });
    fireEvent.click(
      within(seatItem('grace@example.com')).getByRole('button', {
        name: 'Reassign seat of grace@example.com',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reassign seat' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('New e-mail address'), {
      target: { value: ' Alan@Example.com ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() =>
      expect(api.requestsTo('POST /api/teams/7/seats/42/reassign').map((request) => request.body)).toEqual([{ email: 'alan@example.com' }]),
    );
  });

  it("lists the members' progress, quiz and practice results and certificates, and the CSV download", async () => {
    await openTeam();
    const table = screen.getByRole('table', { name: 'Progress' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('38% · 3 of 8 lessons')).toBeTruthy();
    expect(within(row).getByRole('progressbar', { name: 'Progress of Ada Lovelace' }).getAttribute('aria-valuenow')).toBe('38');
    expect(within(row).getByText('Check your scorecard: 85% (passed)')).toBeTruthy();
    const practice = row.querySelector('td[data-label="Practice"]')!;
    expect(within(practice as HTMLElement).getByText('1 of 2 passed')).toBeTruthy();
    expect(
      within(practice as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Intake meeting: latest 80% · passed · 2 attempts',
      'Delivering a rejection: latest awaiting grading · not passed yet · 1 attempt',
    ]);
    expect(within(row).getByRole('link', { name: 'Certificate of Ada Lovelace' }).getAttribute('href')).toBe(
      '/certificates/QZUNFCWA6K3ZKLS3HA7Q7QTHZ4',
    );
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe('/api/teams/7/members.csv');
    expect(csv.hasAttribute('download')).toBe(true);
  });

  it('lets the manager take a seat, and a monthly team add seats to its subscription', async () => {
    const api = await openTeam(
      team({
        course: {
          id: 12,
          title: 'Structured Interviews',
          paymentType: 'subscription',
        },
      }),
    );
    api.answer('POST /api/teams/7/seats/take', { body: team() });
    api.answer('POST /api/teams/7/subscription-seats', { body: team() });
    fireEvent.click(screen.getByRole('button', { name: 'Take a seat myself' }));
    await waitFor(() => expect(api.requestsTo('POST /api/teams/7/seats/take')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Add seats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add seats' });
    fireEvent.change(within(dialog).getByLabelText('Seats to add'), {
      target: { value: '3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add seats' }));
    await waitFor(() =>
      expect(api.requestsTo('POST /api/teams/7/subscription-seats').map((request) => request.body)).toEqual([{ seats: 3 }]),
    );
    expect(await screen.findByText('Seats on their way')).toBeTruthy();
  });

  it("says 'Team not found' for a team the user does not manage", async () => {
    stubFetch({
      [TEAM]: {
        status: 404,
        body: {
          statusCode: 404,
          code: 'TEAM_NOT_FOUND',
          message: 'Team not found',
        },
      },
    });
    renderScreen(<TeamPage user={manager} />, {
      url: '/teams/7',
      path: '/teams/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team not found' })).toBeTruthy();
  });

  describe('cohorts', () => {
    const cohort = (id: number, title: string, placesLeft: number | null) => ({
      id,
      courseId: 12,
      pathId: null,
      title,
      startsAt: '2027-03-01T12:00:00.000Z',
      endsAt: '2027-04-30T12:00:00.000Z',
      capacity: placesLeft === null ? null : 20,
      memberCount: placesLeft === null ? 4 : 20 - placesLeft,
      placesLeft,
    });
    const cohorts = (adaIn: number | null): TeamCohortsDto => ({
      cohorts: [cohort(7, 'March 2027 cohort', 5), cohort(8, 'May 2027 cohort', null), cohort(9, 'Evening cohort', 0)],
      members: [
        { seatId: 41, name: 'Ada Lovelace', email: 'ada@example.com', cohortId: adaIn, sessionsHeld: 3, joined: 3, attended: 2 },
        { seatId: 43, name: 'Linus Torvalds', email: 'linus@example.com', cohortId: null, sessionsHeld: 0, joined: 0, attended: 0 },
      ],
    });

    it('is hidden when the course has no cohorts', async () => {
      const api = await openTeam();
      await waitFor(() => expect(api.requestsTo(COHORTS)).toHaveLength(1));
      expect(screen.queryByRole('region', { name: 'Cohorts' })).toBeNull();
    });

    it("shows each member's cohort and attendance, and places a member in another cohort", async () => {
      let current = cohorts(7);
      const api = await openTeam(team(), current);
      api.answer(COHORTS, () => ({ body: current }));
      api.answer('PUT /api/teams/7/seats/41/cohort', (request) => {
        current = cohorts((request.body as { cohortId: number | null }).cohortId);
        return { status: 204 };
      });
      const section = await screen.findByRole('region', { name: 'Cohorts' });
      const rows = within(within(section).getByRole('table')).getAllByRole('row');
      expect(within(rows[1]).getByText('2 of 3 sessions attended (3 joined)')).toBeTruthy();
      expect(within(rows[2]).getByText('Not in a cohort')).toBeTruthy();
      const select = within(section).getByRole('combobox', { name: 'Cohort of Ada Lovelace' }) as HTMLSelectElement;
      expect(select.value).toBe('7');
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent?.split(' (')[0]),
      ).toEqual(['None', 'March 2027 cohort', 'May 2027 cohort', 'Evening cohort']);
      expect((within(select).getByRole('option', { name: /Evening cohort/ }) as HTMLOptionElement).disabled).toBe(true);

      fireEvent.change(select, { target: { value: '8' } });
      await waitFor(() =>
        expect(api.requestsTo('PUT /api/teams/7/seats/41/cohort').map((request) => request.body)).toEqual([{ cohortId: 8 }]),
      );
      expect(await screen.findByText('Cohort saved')).toBeTruthy();
      await waitFor(() => expect(api.requestsTo(COHORTS)).toHaveLength(2));
      expect(select.value).toBe('8');

      fireEvent.change(select, { target: { value: '' } });
      await waitFor(() => expect(api.requestsTo('PUT /api/teams/7/seats/41/cohort').at(-1)?.body).toEqual({ cohortId: null }));
    });

    it("shows the server's 409 beside the member and keeps their cohort", async () => {
      const api = await openTeam(team(), cohorts(7));
      api.answer('PUT /api/teams/7/seats/41/cohort', {
        status: 409,
        body: { statusCode: 409, code: 'COHORT_FULL', message: 'This cohort is full.' },
      });
      const select = (await screen.findByRole('combobox', { name: 'Cohort of Ada Lovelace' })) as HTMLSelectElement;
      fireEvent.change(select, { target: { value: '8' } });
      const row = select.closest('tr')!;
      expect(await within(row).findByRole('alert')).toHaveProperty('textContent', 'This cohort is full.');
      expect(select.value).toBe('7');
    });
  });
});
