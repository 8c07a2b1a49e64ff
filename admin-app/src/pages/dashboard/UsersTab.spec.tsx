/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserDto } from '@academy/api';
import type { UserPageDto } from '@academy/api/admin';
import { renderScreen, stubFetch, type StubbedRequest } from '@academy/ui/testing';
import { UsersTab } from './UsersTab';

const SEARCH = 'GET /api/admin/users/search';

function user(id: number, email: string): UserDto {
  return {
    id,
    email,
    firstName: 'Jordan',
    lastName: `Rivera ${id}`,
    role: 'jobseeker',
    profileImageUrl: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    lastActiveAt: null,
    emailVerified: true,
  };
}

/** Answers every search with one user named after the query, out of 45. */
function answer(request: StubbedRequest): { body: UserPageDto } {
  const params = new URL(request.path, 'http://localhost').searchParams;
  const page = Number(params.get('page'));
  const found = params.get('q') ?? 'everyone';
  return { body: { items: [user(page, `${found}@example.com`)], total: 45, page, pageSize: Number(params.get('pageSize')) } };
}

const searches = (requests: StubbedRequest[]) =>
  requests.filter((request) => request.path.startsWith('/api/admin/users/search')).map((request) => request.path.split('?')[1]);

describe('Users tab', () => {
  it('asks the server for the page, search, filters and sort the address holds', async () => {
    const api = stubFetch({ [SEARCH]: answer });
    renderScreen(<UsersTab />, { url: '/admin?tab=users&users.q=ann&users.page=2&users.role=admin&users.verified=false&users.sort=name' });
    expect(await screen.findByText('ann@example.com')).toBeTruthy();
    expect(searches(api.requests)).toEqual(['page=2&pageSize=20&q=ann&sort=name&role=admin&verified=false']);
    expect((screen.getByRole('searchbox', { name: 'Search users by name or e-mail' }) as HTMLInputElement).value).toBe('ann');
    expect(screen.getByText('45 users')).toBeTruthy();
  });

  it('keeps a search in the address and goes back to page 1 with it', async () => {
    const api = stubFetch({ [SEARCH]: answer });
    renderScreen(<UsersTab />, { url: '/admin?tab=users&users.page=3' });
    await screen.findByText('everyone@example.com');
    const search = screen.getByRole('searchbox', { name: 'Search users by name or e-mail' });
    fireEvent.change(search, { target: { value: 'rivera' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('rivera@example.com')).toBeTruthy();
    expect(window.location.search).toBe('?tab=users&users.q=rivera');
    expect(searches(api.requests).at(-1)).toBe('page=1&pageSize=20&q=rivera');
  });

  it('sorts on the server when a column header is clicked, keeping the order in the address', async () => {
    const api = stubFetch({ [SEARCH]: answer });
    renderScreen(<UsersTab />, { url: '/admin?tab=users' });
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('everyone@example.com');
    fireEvent.click(within(table).getByRole('columnheader', { name: /^Email/ }));
    await waitFor(() => expect(window.location.search).toBe('?tab=users&users.sort=email&users.order=asc'));
    await waitFor(() => expect(searches(api.requests).at(-1)).toBe('page=1&pageSize=20&order=asc&sort=email'));
    fireEvent.click(within(table).getByRole('columnheader', { name: /^Email/ }));
    await waitFor(() => expect(window.location.search).toBe('?tab=users&users.sort=email&users.order=desc'));
  });

  it('moves to another page with the pager, and the address says which', async () => {
    const api = stubFetch({ [SEARCH]: answer });
    renderScreen(<UsersTab />, { url: '/admin?tab=users&users.role=recruitpro' });
    await screen.findByText('everyone@example.com');
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(window.location.search).toBe('?tab=users&users.role=recruitpro&users.page=3'));
    await waitFor(() => expect(searches(api.requests).at(-1)).toBe('page=3&pageSize=20&role=recruitpro'));
  });
});

describe('Users tab on a phone', () => {
  const desktopMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });

  it('shows each user as a card with its actions, and sorts with a menu', async () => {
    window.matchMedia = ((query: string) => ({
      ...desktopMatchMedia(query),
      matches: query === '(max-width: 767px)',
    })) as typeof window.matchMedia;
    const api = stubFetch({ [SEARCH]: answer });
    renderScreen(<UsersTab />, { url: '/admin?tab=users' });
    expect(await screen.findByText('everyone@example.com')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions for everyone@example.com' })).toBeTruthy();
    expect(screen.getByText('Last Active')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByTitle('Name (Z–A)'));
    await waitFor(() => expect(window.location.search).toBe('?tab=users&users.sort=name&users.order=desc'));
    await waitFor(() => expect(searches(api.requests).at(-1)).toBe('page=1&pageSize=20&order=desc&sort=name'));
  });
});
