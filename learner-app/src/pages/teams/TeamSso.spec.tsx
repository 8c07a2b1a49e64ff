/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import type { SsoConnectionDto, TeamDetailDto } from '@academy/api';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { TeamSso } from './TeamSso';

const team = { id: 7, name: 'Talent Partners' } as TeamDetailDto;
const SP = {
  entityId: 'http://academy.test/api/auth/sso/3/saml/metadata',
  acsUrl: 'http://academy.test/api/auth/sso/3/saml/acs',
  metadataUrl: 'http://academy.test/api/auth/sso/3/saml/metadata',
  oidcRedirectUri: 'http://academy.test/api/auth/sso/3/oidc/callback',
};
const saved: SsoConnectionDto = {
  id: 3,
  teamId: 7,
  protocol: 'saml',
  displayName: 'Acme Corp',
  emailDomains: ['acme.com'],
  required: true,
  jitSeats: true,
  oidc: null,
  saml: {
    idpEntityId: 'https://idp.acme.com',
    ssoUrl: 'https://idp.acme.com/sso',
    metadataUrl: 'https://idp.acme.com/metadata',
    certificates: [],
  },
  serviceProvider: SP,
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
};

afterEach(() => {
  act(() => notification.destroy());
});

describe("the team page's single sign-on", () => {
  it('saves SAML from a metadata URL with the domains and choices, then shows what the identity provider needs', async () => {
    let current: { connection: SsoConnectionDto | null; serviceProvider: typeof SP | null } = { connection: null, serviceProvider: null };
    const api = stubFetch({ 'GET /api/teams/7/sso': () => ({ body: current }) });
    api.answer('PUT /api/teams/7/sso', () => {
      current = { connection: saved, serviceProvider: SP };
      return { body: saved };
    });
    renderScreen(<TeamSso team={team} />);
    const section = await screen.findByRole('region', { name: 'Single sign-on' });
    fireEvent.change(within(section).getByLabelText('Company name'), { target: { value: 'Acme Corp' } });
    fireEvent.change(within(section).getByLabelText('E-mail domains'), { target: { value: 'acme.com' } });
    fireEvent.change(within(section).getByLabelText('Identity provider metadata URL'), {
      target: { value: 'https://idp.acme.com/metadata' },
    });
    fireEvent.click(within(section).getByLabelText(/Require single sign-on/));
    fireEvent.click(within(section).getByRole('button', { name: 'Save single sign-on' }));
    await waitFor(() =>
      expect(api.requestsTo('PUT /api/teams/7/sso').map((request) => request.body)).toEqual([
        {
          protocol: 'saml',
          displayName: 'Acme Corp',
          emailDomains: ['acme.com'],
          required: true,
          jitSeats: true,
          samlMetadataUrl: 'https://idp.acme.com/metadata',
        },
      ]),
    );
    expect(await within(section).findByText(SP.acsUrl)).toBeTruthy();
    expect(within(section).getByText('On: SAML')).toBeTruthy();
  });

  it("shows the server's refusal in its words", async () => {
    const api = stubFetch({ 'GET /api/teams/7/sso': { body: { connection: null, serviceProvider: null } } });
    api.answer('PUT /api/teams/7/sso', {
      status: 409,
      body: { statusCode: 409, code: 'SSO_DOMAIN_TAKEN', message: 'acme.com already belongs to another single sign-on connection.' },
    });
    renderScreen(<TeamSso team={team} />);
    const section = await screen.findByRole('region', { name: 'Single sign-on' });
    fireEvent.click(within(section).getByLabelText('OpenID Connect'));
    fireEvent.change(within(section).getByLabelText('E-mail domains'), { target: { value: 'acme.com' } });
    fireEvent.change(within(section).getByLabelText('Issuer URL'), { target: { value: 'https://login.acme.com' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save single sign-on' }));
    expect(await within(section).findByText('acme.com already belongs to another single sign-on connection.')).toBeTruthy();
  });
});
