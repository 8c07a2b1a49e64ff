/**
 * @jest-environment @academy/ui/jest-environment
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SsoConnectionDto } from '@academy/api/admin';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { AcademySsoTab } from './AcademySsoTab';

const SP = {
  entityId: 'http://academy.test/api/auth/sso/9/saml/metadata',
  acsUrl: 'http://academy.test/api/auth/sso/9/saml/acs',
  metadataUrl: 'http://academy.test/api/auth/sso/9/saml/metadata',
  oidcRedirectUri: 'http://academy.test/api/auth/sso/9/oidc/callback',
};
const saved: SsoConnectionDto = {
  id: 9,
  teamId: null,
  protocol: 'oidc',
  displayName: 'Acme Corp',
  emailDomains: ['acme.com'],
  required: false,
  jitSeats: false,
  oidc: { issuer: 'https://login.acme.com', clientId: 'academy', clientSecretSet: true },
  saml: null,
  serviceProvider: SP,
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
};

describe('Integrations › Single sign-on', () => {
  it("saves the academy's OpenID Connect connection (no seats) and shows the redirect URI to register", async () => {
    let current: { connection: SsoConnectionDto | null; serviceProvider: typeof SP | null } = { connection: null, serviceProvider: null };
    const api = stubFetch({ 'GET /api/admin/sso': () => ({ body: current }) });
    api.answer('PUT /api/admin/sso', () => {
      current = { connection: saved, serviceProvider: SP };
      return { body: saved };
    });
    renderScreen(<AcademySsoTab />, { url: '/admin/integrations' });
    await screen.findByRole('heading', { level: 2, name: 'Single sign-on' });
    fireEvent.click(await screen.findByLabelText('OpenID Connect'));
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme Corp' } });
    fireEvent.change(screen.getByLabelText('E-mail domains'), { target: { value: 'acme.com' } });
    fireEvent.change(await screen.findByLabelText('Issuer URL'), { target: { value: 'https://login.acme.com' } });
    fireEvent.change(screen.getByLabelText('Client ID'), { target: { value: 'academy' } });
    fireEvent.change(screen.getByLabelText('Client secret'), { target: { value: 's3cret' } });
    expect(screen.queryByLabelText('Give a free seat at the first sign-in')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
    await waitFor(() =>
      expect(api.requestsTo('PUT /api/admin/sso').map((request) => request.body)).toEqual([
        {
          protocol: 'oidc',
          displayName: 'Acme Corp',
          emailDomains: ['acme.com'],
          required: false,
          jitSeats: false,
          oidcIssuer: 'https://login.acme.com',
          oidcClientId: 'academy',
          oidcClientSecret: 's3cret',
        },
      ]),
    );
    expect(await screen.findByText(SP.oidcRedirectUri)).toBeTruthy();
    expect(screen.getByText('A secret is saved; leave empty to keep it.')).toBeTruthy();
  });
});
