import { describe, expect, it } from '@jest/globals';
import { highlightSegments, querySyntaxProblemOf } from './candidateSearch.js';

describe('highlightSegments', () => {
  const range = (field: 'title' | 'skills' | 'summary', start: number, end: number, index = 0) => ({ field, index, start, end });

  it('marks the matched words of one value, merging overlaps and ignoring other fields', () => {
    expect(highlightSegments('Senior Go Engineer', [range('title', 10, 18), range('title', 0, 6), range('skills', 0, 3)], 'title')).toEqual(
      [
        { text: 'Senior', mark: true },
        { text: ' Go ', mark: false },
        { text: 'Engineer', mark: true },
      ],
    );
    expect(highlightSegments('Senior Go Engineer', [range('title', 7, 9), range('summary', 0, 6)], 'title')).toEqual([
      { text: 'Senior ', mark: false },
      { text: 'Go', mark: true },
      { text: ' Engineer', mark: false },
    ]);
    expect(highlightSegments('Backend', [range('title', 0, 4), range('title', 2, 7)], 'title')).toEqual([{ text: 'Backend', mark: true }]);
  });

  it('merges overlapping and touching ranges, in any order, and clips ranges past the end', () => {
    const text = 'Backend engineer';
    expect(
      highlightSegments(text, [range('title', 8, 30), range('title', 0, 4), range('title', 2, 7), range('title', 7, 8)], 'title'),
    ).toEqual([{ text: 'Backend engineer', mark: true }]);
    expect(highlightSegments('Go', [range('title', 5, 9)], 'title')).toEqual([{ text: 'Go', mark: false }]);
  });

  it('marks only the skill the range names', () => {
    const highlights = [range('skills', 0, 2, 1)];
    expect(highlightSegments('Go', highlights, 'skills', 0)).toEqual([{ text: 'Go', mark: false }]);
    expect(highlightSegments('Go', highlights, 'skills', 1)).toEqual([{ text: 'Go', mark: true }]);
  });

  it('keeps an empty value as one empty piece', () => {
    expect(highlightSegments('', [], 'title')).toEqual([{ text: '', mark: false }]);
  });
});

describe('querySyntaxProblemOf', () => {
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
});
