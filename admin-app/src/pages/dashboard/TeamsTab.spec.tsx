/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, notification } from 'antd';
import type { AdminTeamDto } from '@academy/api/admin';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { TeamsTab } from './TeamsTab';

const TEAMS = 'GET /api/admin/teams';

function team(overrides: Partial<AdminTeamDto> = {}): AdminTeamDto {
  return {
    id: 7,
    name: 'Northwind sourcing team',
    course: { id: 12, title: 'Sourcing Masterclass' },
    path: null,
    manager: { id: 41, name: 'Jordan Rivera', email: 'jordan.rivera@example.com' },
    seats: 10,
    seatsUsed: 7,
    paidAmount: 44_100,
    currency: 'usd',
    paymentType: 'one_time',
    endedAt: null,
    createdAt: '2026-11-23T10:15:00.000Z',
    ...overrides,
  };
}

async function openTeamsTab(teams: AdminTeamDto[]) {
  const api = stubFetch({ [TEAMS]: { body: teams } });
  renderScreen(<TeamsTab />, { url: '/admin' });
  await screen.findByRole('heading', { level: 2, name: 'Teams' });
  return api;
}

const teamRows = async () =>
  waitFor(() => {
    // Rows of teams, not the loading or empty placeholder.
    const rows = within(screen.getByRole('table', { name: 'Teams' }))
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-row-key'));
    expect(rows.length).toBeGreaterThan(0);
    return rows;
  });

async function editTeam(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit Team' });
}

afterEach(() => {
  act(() => {
    notification.destroy();
    Modal.destroyAll();
  });
});

describe('Teams tab', () => {
  it('says why the teams could not be loaded, and Try Again loads them', async () => {
    let failing = true;
    const api = stubFetch({
      [TEAMS]: () =>
        failing
          ? { status: 503, body: { statusCode: 503, message: 'The database is not answering.', error: 'Service Unavailable' } }
          : { body: [team()] },
    });
    renderScreen(<TeamsTab />, { url: '/admin' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading teams')).toBeTruthy();
    expect(within(alert).getByText('The database is not answering.')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await teamRows()).toHaveLength(1);
    expect(api.requestsTo(TEAMS)).toHaveLength(2);
  });

  it('lists each team with its course, manager, seats used of bought, payments and status', async () => {
    await openTeamsTab([
      team(),
      team({
        id: 8,
        name: 'Acme recruiters',
        manager: null,
        seats: 5,
        seatsUsed: 5,
        paidAmount: 9800,
        paymentType: 'subscription',
        endedAt: '2026-12-01T09:00:00.000Z',
      }),
    ]);
    const [first, second] = await teamRows();
    expect(within(first).getByText('Northwind sourcing team')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Sourcing Masterclass' }).getAttribute('href')).toBe('/admin/courses/12/manage');
    expect(within(first).getByText('Jordan Rivera')).toBeTruthy();
    expect(within(first).getByText('jordan.rivera@example.com')).toBeTruthy();
    expect(within(first).getByText('7 / 10')).toBeTruthy();
    expect(within(first).getByText('$441.00')).toBeTruthy();
    expect(within(first).getByText('Active')).toBeTruthy();
    expect(within(second).getByText('No manager')).toBeTruthy();
    expect(within(second).getByText('$98.00/month')).toBeTruthy();
    expect(within(second).getByText('Ended Dec 1, 2026')).toBeTruthy();
  });

  it('says when there are no teams yet', async () => {
    await openTeamsTab([]);
    expect(await screen.findByText('No teams yet. A team appears when someone buys seats of a paid course or learning path.')).toBeTruthy();
  });

  it('adjusts the seats, warning when assignments will end, and sends only what changed', async () => {
    const api = await openTeamsTab([team()]);
    api.answer('PATCH /api/admin/teams/7', { body: team({ seats: 5, seatsUsed: 5 }) });
    await teamRows();
    const dialog = await editTeam('Northwind sourcing team');
    fireEvent.change(within(dialog).getByLabelText('Seats'), { target: { value: '5' } });
    expect(await within(dialog).findByText('2 of the most recent assignments will end')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.requestsTo('PATCH /api/admin/teams/7').map((request) => request.body)).toEqual([{ seats: 5 }]));
    expect(await screen.findByText('Team updated!')).toBeTruthy();
  });

  it("moves the manager, and shows the server's refusal", async () => {
    const api = await openTeamsTab([team()]);
    api.answer('PATCH /api/admin/teams/7', {
      status: 400,
      body: {
        statusCode: 400,
        code: 'TEAM_MANAGER_NOT_VERIFIED',
        message: 'morgan.lee@example.com has not confirmed their e-mail address yet',
      },
    });
    await teamRows();
    const dialog = await editTeam('Northwind sourcing team');
    const email = within(dialog).getByLabelText('Manager e-mail');
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(api.requestsTo('PATCH /api/admin/teams/7')).toHaveLength(0);

    fireEvent.change(email, { target: { value: ' Morgan.Lee@example.com ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(api.requestsTo('PATCH /api/admin/teams/7').map((request) => request.body)).toEqual([
        { managerEmail: 'morgan.lee@example.com' },
      ]),
    );
    expect(await screen.findByText('morgan.lee@example.com has not confirmed their e-mail address yet')).toBeTruthy();
  });
});
