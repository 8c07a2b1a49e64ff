import { describe, expect, it } from '@jest/globals';
import { importProblemOf, percentText } from './sourcing';

describe('error answers', () => {
  it('reads the bad rows of a refused import, skipping anything malformed', () => {
    const error = {
      status: 400,
      code: 'POOL_IMPORT_INVALID',
      message: '400: …',
      serverMessage: '2 rows could not be imported; nothing was imported.',
      data: { rows: [{ line: 4, reason: 'name is missing.' }, { line: 'x' }], badRowCount: 2 },
    };
    expect(importProblemOf(error)).toEqual({
      message: '2 rows could not be imported; nothing was imported.',
      rows: [{ line: 4, reason: 'name is missing.' }],
      badRowCount: 2,
    });
    expect(percentText(0.8333)).toBe('83%');
    expect(percentText(null)).toBe('—');
  });
});
