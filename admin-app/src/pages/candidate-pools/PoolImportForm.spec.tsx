/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { notification } from 'antd';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { PoolImportForm } from './CandidatePoolsPage';
import { ImportErrorsTable } from './ImportErrorsTable';
import { poolImportProblems } from './poolImport';

const IMPORT = 'POST /api/admin/candidate-pools/import';

afterEach(() => {
  act(() => notification.destroy());
});

function fillAndSubmit(fileName = 'berlin.csv') {
  fireEvent.change(screen.getByRole('textbox', { name: /Pool name/ }), { target: { value: ' Berlin engineers ' } });
  const file = new File(['name,title\nAna,Engineer\n'], fileName, { type: fileName.endsWith('.csv') ? 'text/csv' : 'text/plain' });
  fireEvent.change(screen.getByLabelText(/CSV or JSON file/), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Import pool' }));
}

describe('PoolImportForm', () => {
  it('lists every bad row of a refused file with its line and reason, and says nothing was imported', async () => {
    const api = stubFetch({
      [IMPORT]: {
        status: 400,
        body: {
          statusCode: 400,
          code: 'POOL_IMPORT_INVALID',
          message: '2 rows could not be imported; nothing was imported.',
          error: 'Bad Request',
          rows: [
            { line: 3, reason: 'years_experience must be a whole number (it is "ten").' },
            { line: 7, reason: 'name is missing.' },
          ],
          badRowCount: 2,
        },
      },
    });
    renderScreen(<PoolImportForm />);
    fillAndSubmit();

    const section = await screen.findByRole('region', { name: 'Rows that could not be imported' });
    expect(within(section).getByRole('alert').textContent).toContain('2 rows could not be imported; nothing was imported.');
    const table = within(section).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['3', 'years_experience must be a whole number (it is "ten").'],
      ['7', 'name is missing.'],
    ]);
    expect(api.requestsTo(IMPORT)).toHaveLength(1);
  });

  it('shows a name already taken on the name field', async () => {
    stubFetch({
      [IMPORT]: {
        status: 409,
        body: {
          statusCode: 409,
          code: 'CANDIDATE_POOL_EXISTS',
          message: 'A pool named Berlin engineers exists already.',
          error: 'Conflict',
        },
      },
    });
    renderScreen(<PoolImportForm />);
    fillAndSubmit();
    expect(await screen.findByText('A pool named Berlin engineers exists already.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Rows that could not be imported' })).toBeNull();
  });

  it('refuses a file that is neither CSV nor JSON before sending it', () => {
    const api = stubFetch({});
    renderScreen(<PoolImportForm />);
    fillAndSubmit('people.txt');
    expect(screen.getByText('The file must be a .csv or a .json file.')).toBeTruthy();
    expect(api.requestsTo(IMPORT)).toHaveLength(0);
  });
});

describe('ImportErrorsTable', () => {
  it('says when only the first bad rows are listed', () => {
    renderScreen(
      <ImportErrorsTable
        problem={{
          message: '1500 rows could not be imported; nothing was imported.',
          rows: [{ line: 2, reason: 'name is missing.' }],
          badRowCount: 1500,
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The first 1 of 1500 bad rows are listed below.');
  });
});

describe('poolImportProblems', () => {
  const file = (name: string, size = 10) => {
    const chosen = new File(['x'], name);
    Object.defineProperty(chosen, 'size', { value: size });
    return chosen;
  };

  it('needs a name and a .csv or .json file of at most 50 MB', () => {
    expect(poolImportProblems({ name: ' ', description: '', file: null })).toEqual({
      name: 'Give the pool a name.',
      file: 'Choose a .csv or .json file.',
    });
    expect(poolImportProblems({ name: 'Pool', description: '', file: file('pool.JSON') })).toEqual({});
    expect(poolImportProblems({ name: 'Pool', description: '', file: file('pool.csv', 51 * 1024 * 1024) })).toEqual({
      file: 'The file is larger than 50 MB.',
    });
    expect(poolImportProblems({ name: 'x'.repeat(121), description: '', file: file('pool.csv') })).toEqual({
      name: 'The name can be at most 120 characters.',
    });
  });
});
