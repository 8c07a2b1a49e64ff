/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, notification } from 'antd';
import type { ApiTokenDto } from '@academy/api/admin';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import AdminArea from '../../AdminArea';

const TOKENS = 'GET /api/admin/api-tokens';
const SECRET = `ra_${'A1b2C3d4'.repeat(5)}xyz`;

function token(overrides: Partial<ApiTokenDto> = {}): ApiTokenDto {
  return {
    id: 1,
    name: 'Greenhouse ATS sync',
    secretPrefix: 'ra_8fK2',
    scopes: ['catalog:read', 'progress:read'],
    createdBy: 'Ada Admin',
    createdAt: '2026-11-01T09:00:00.000Z',
    expiresAt: '2027-01-30T09:00:00.000Z',
    revokedAt: null,
    revokedReason: null,
    lastUsedAt: null,
    lastUsedIp: null,
    status: 'active',
    ...overrides,
  };
}

function openTokensTab(tokens: ApiTokenDto[]) {
  const api = stubFetch({ [TOKENS]: { body: tokens } });
  renderScreen(<AdminArea NotFound={() => <h1>404 Page Not Found</h1>} />, { url: '/admin/integrations', path: '/admin/*' });
  return api;
}

afterEach(() => {
  act(() => {
    notification.destroy();
    Modal.destroyAll();
  });
});

describe('API tokens tab', () => {
  it('lists the tokens with their scopes, status and last use, never a secret', async () => {
    openTokensTab([
      token(),
      token({
        id: 2,
        name: 'Old export script',
        status: 'revoked',
        revokedAt: '2026-11-02T09:00:00.000Z',
        lastUsedAt: '2026-11-01T10:00:00.000Z',
        lastUsedIp: '203.0.113.9',
      }),
      token({
        id: 3,
        name: 'CRM sync',
        status: 'revoked',
        revokedAt: '2026-11-03T09:00:00.000Z',
        revokedReason: 'Revoked when the account stopped being an admin',
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'API tokens' });
    await within(table).findByText('Greenhouse ATS sync');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Greenhouse ATS sync')).toBeTruthy();
    expect(within(rows[0]).getByText('ra_8fK2…')).toBeTruthy();
    expect(within(rows[0]).getByText('progress:read')).toBeTruthy();
    expect(within(rows[0]).getByText('Active')).toBeTruthy();
    expect(within(rows[0]).getByText('Never')).toBeTruthy();
    expect(within(rows[1]).getByText('Revoked')).toBeTruthy();
    expect(within(rows[1]).getByText(/from 203\.0\.113\.9$/)).toBeTruthy();
    // A revoked token has nothing left to do.
    expect(within(rows[1]).queryByRole('button', { name: 'Actions for Old export script' })).toBeNull();
    // A token the academy revoked by itself says why.
    expect(within(rows[2]).getByText('Revoked')).toBeTruthy();
    expect(within(rows[2]).getByText('Revoked when the account stopped being an admin')).toBeTruthy();
  });

  it('creates a token with the chosen scopes and expiry, then shows its secret once', async () => {
    const api = openTokensTab([]);
    api.answer('POST /api/admin/api-tokens', {
      status: 201,
      body: { token: token({ id: 7, name: 'HubSpot', scopes: ['users:read'] }), secret: SECRET },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API token' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Please give the token a name')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one scope')).toBeTruthy();
    expect(api.requestsTo('POST /api/admin/api-tokens')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  HubSpot  ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /users:read/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Token "HubSpot" created' });
    expect(api.requestsTo('POST /api/admin/api-tokens')[0].body).toEqual({ name: 'HubSpot', scopes: ['users:read'], expiresInDays: 90 });
    expect(within(shown).getByText('Copy the token now: it will not be shown again.')).toBeTruthy();
    expect(within(shown).getAllByText(new RegExp(SECRET)).length).toBeGreaterThan(0);
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it('revokes a token after confirmation', async () => {
    const api = openTokensTab([token()]);
    api.answer('POST /api/admin/api-tokens/1/revoke', { body: token({ status: 'revoked', revokedAt: '2026-11-23T09:00:00.000Z' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Greenhouse ATS sync' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Revoke' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke API token' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(api.requestsTo('POST /api/admin/api-tokens/1/revoke')).toHaveLength(1));
    expect(await screen.findByText('"Greenhouse ATS sync" no longer works.')).toBeTruthy();
  });
});
