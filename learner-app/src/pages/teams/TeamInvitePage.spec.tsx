/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import { academyApi, type TeamInviteDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { rememberedTeamInvite } from '../../lib/teams';
import TeamInvitePage from './TeamInvitePage';

const TOKEN = 'tok_3f9a';
const INVITE = `GET /api/team-invites/${TOKEN}`;
const ACCEPT = `POST /api/team-invites/${TOKEN}/accept`;

const invite: TeamInviteDto = {
  teamName: 'Talent Partners',
  courseId: 12,
  courseTitle: 'Structured Interviews',
  path: null,
  email: 'ada@example.com',
  managerName: 'Morgan Lee',
  status: 'invited',
};

function userWith(email: string, emailVerified = true) {
  return {
    id: 3,
    email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    role: 'jobseeker',
    emailVerified,
    profileImageUrl: null,
    createdAt: '',
    lastActiveAt: null,
  };
}

async function openInvite(user: ReturnType<typeof userWith> | null, answer: TeamInviteDto = invite) {
  const api = stubFetch({
    'GET /api/user': user ? { body: user } : { status: 401, body: { statusCode: 401, message: 'Unauthorized' } },
    [INVITE]: { body: answer },
  });
  const { store } = renderScreen(<TeamInvitePage />, {
    url: `/team-invites/${TOKEN}`,
    path: '/team-invites/:token',
  });
  await act(async () => {
    await store.dispatch(academyApi.endpoints.currentUser.initiate());
  });
  return api;
}

afterEach(() => {
  window.localStorage.clear();
  act(() => notification.destroy());
});

describe('a team invitation', () => {
  it('shows a visitor the team, course, invited address and manager, and the ways to sign in or up with that address', async () => {
    await openInvite(null);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Join Talent Partners',
      }),
    ).toBeTruthy();
    for (const text of ['Structured Interviews', 'ada@example.com', 'Morgan Lee'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    const returnTo = encodeURIComponent(`/team-invites/${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      `/auth?tab=signup&email=ada%40example.com&returnTo=${returnTo}`,
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth?tab=signin&email=ada%40example.com&returnTo=${returnTo}`,
    );
  });

  it('tells someone signed in with another address that only the invited one can join', async () => {
    await openInvite(userWith('someone@example.com'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'This invitation is for ada@example.com, but you are signed in as someone@example.com. Only ada@example.com can join with it.',
    );
    expect(screen.getByRole('button', { name: 'Sign out and use ada@example.com' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
  });

  it('asks an unconfirmed invitee to confirm the address first, and offers the e-mail again', async () => {
    const api = await openInvite(userWith('Ada@Example.com', false));
    api.answer('POST /api/email-verification/resend', { status: 204 });
    expect(await screen.findByText(/Confirm your e-mail address to join/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the team' })).toBeNull();
    // The confirmation page offers the way back here.
    await waitFor(() => expect(rememberedTeamInvite()).toBe(TOKEN));
    expect(screen.getByRole('button', { name: 'Resend confirmation e-mail' })).toBeTruthy();
  });

  it('lets the invited, confirmed address join and opens the course', async () => {
    const api = await openInvite(userWith('ada@example.com'));
    api.answer(ACCEPT, { body: { courseId: 12, pathSlug: null } });
    fireEvent.click(await screen.findByRole('button', { name: 'Join the team' }));
    await waitFor(() => expect(window.location.pathname).toBe('/courses/12/learn'));
    expect(api.requestsTo(ACCEPT)).toHaveLength(1);
    expect(await screen.findByText('Welcome to Talent Partners')).toBeTruthy();
  });

  it("shows the server's refusal when joining fails", async () => {
    const api = await openInvite(userWith('ada@example.com'));
    api.answer(ACCEPT, {
      status: 410,
      body: {
        statusCode: 410,
        code: 'TEAM_INVITE_REVOKED',
        message: 'This invitation was withdrawn by the team manager',
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Join the team' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation was withdrawn by the team manager');
  });

  it('says when the invitation was withdrawn, and when the link does not work', async () => {
    await openInvite(null, { ...invite, status: 'revoked' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This invitation was withdrawn',
      }),
    ).toBeTruthy();

    stubFetch({
      'GET /api/user': { status: 401, body: {} },
      [INVITE]: {
        status: 404,
        body: {
          statusCode: 404,
          code: 'TEAM_INVITE_NOT_FOUND',
          message: 'Invitation not found',
        },
      },
    });
    renderScreen(<TeamInvitePage />, {
      url: `/team-invites/${TOKEN}`,
      path: '/team-invites/:token',
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Invitation not found',
      }),
    ).toBeTruthy();
  });
});
