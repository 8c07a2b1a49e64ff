import { describe, expect, it } from '@jest/globals';
import { highlightSegments, importProblemOf, percentText, querySyntaxProblemOf } from './sourcing';

describe('highlightSegments', () => {
  const range = (start: number, end: number, field: 'title' | 'skills' = 'title', index = 0) => ({ field, index, start, end });

  it('marks the matched words of one value, merging overlaps and ignoring other fields', () => {
    expect(highlightSegments('Senior Go Engineer', [range(10, 18), range(0, 6), range(0, 3, 'skills')], 'title')).toEqual([
      { text: 'Senior', mark: true },
      { text: ' Go ', mark: false },
      { text: 'Engineer', mark: true },
    ]);
    expect(highlightSegments('Backend', [range(0, 4), range(2, 7)], 'title')).toEqual([{ text: 'Backend', mark: true }]);
    expect(highlightSegments('Go', [range(0, 2, 'skills', 1)], 'skills', 0)).toEqual([{ text: 'Go', mark: false }]);
    expect(highlightSegments('', [], 'title')).toEqual([{ text: '', mark: false }]);
  });
});

describe('error answers', () => {
  it('reads a syntax error with its position and hint', () => {
    const error = {
      status: 400,
      code: 'SEARCH_QUERY_INVALID',
      message: '400: …',
      serverMessage: 'Missing closing parenthesis at character 34',
      data: { code: 'SEARCH_QUERY_INVALID', message: 'Missing closing parenthesis at character 34', position: 34, hint: 'Add a ")".' },
    };
    expect(querySyntaxProblemOf(error)).toEqual({
      message: 'Missing closing parenthesis at character 34',
      position: 34,
      hint: 'Add a ")".',
    });
    expect(querySyntaxProblemOf({ ...error, code: 'VALIDATION_FAILED' })).toBeNull();
  });

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
