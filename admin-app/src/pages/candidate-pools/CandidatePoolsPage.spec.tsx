/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, notification } from 'antd';
import type { CandidatePoolDto } from '@academy/api/admin';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { CandidatePoolsPage } from './CandidatePoolsPage';

const POOLS: CandidatePoolDto[] = [
  {
    id: 3,
    name: 'Demo talent pool',
    description: 'Synthetic profiles',
    profileCount: 2000,
    isDefault: true,
    exerciseCount: 4,
    createdAt: '2026-12-01T09:00:00.000Z',
  },
  {
    id: 4,
    name: 'Berlin engineers',
    description: '',
    profileCount: 12,
    isDefault: false,
    exerciseCount: 0,
    createdAt: '2026-12-02T09:00:00.000Z',
  },
];

afterEach(() => {
  act(() => notification.destroy());
});

describe('CandidatePoolsPage', () => {
  it('lists the pools, makes one the default and says why a pool in use cannot be deleted', async () => {
    const api = stubFetch({
      'GET /api/admin/candidate-pools': { body: POOLS },
      'PUT /api/admin/candidate-pools/4/default': { status: 204 },
      'DELETE /api/admin/candidate-pools/3': {
        status: 409,
        body: { statusCode: 409, code: 'CANDIDATE_POOL_IN_USE', message: 'Used by 4 exercises: remove them first.', error: 'Conflict' },
      },
    });
    renderScreen(
      <AntApp>
        <CandidatePoolsPage />
      </AntApp>,
    );
    const table = await screen.findByRole('table', { name: 'Candidate pools' });
    await within(table).findByText('Berlin engineers');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Demo talent poolSynthetic profiles', '2,000', '4', 'Default', 'Dec 1, 2026', '']);
    // The columns a file needs are described on the page.
    expect(screen.getByText('years_experience')).toBeTruthy();

    fireEvent.click(within(rows[2]).getByRole('button', { name: 'Actions for Berlin engineers' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Make default' }));
    await waitFor(() => expect(api.requestsTo('PUT /api/admin/candidate-pools/4/default')).toHaveLength(1));

    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Actions for Demo talent pool' }));
    // The first row's menu stays in the page, hidden: the last Delete item is this row's.
    const deleteItems = await screen.findAllByRole('menuitem', { name: 'Delete' });
    fireEvent.click(deleteItems[deleteItems.length - 1]);
    const confirm = await screen.findByRole('dialog', { name: 'Delete pool?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Used by 4 exercises: remove them first.')).toBeTruthy();
  });
});
