import { describe, expect, it } from '@jest/globals';
import { errorExcerpt, fieldsLabel, hitCountLabel, percent, searchFailure, shownLabel, skillsInOrder, unlistedLabel } from './searchModel';

const range = (field: 'title' | 'skills' | 'summary', start: number, end: number, index = 0) => ({ field, index, start, end });

describe('skillsInOrder', () => {
  it('puts the matched skills first', () => {
    const highlights = [range('skills', 0, 2, 1)];
    expect(skillsInOrder({ skills: ['Java', 'Go', 'Rust'], highlights }).map((skill) => skill.skill)).toEqual(['Go', 'Java', 'Rust']);
  });
});

describe('labels', () => {
  it('counts hits the way a search engine does', () => {
    expect(hitCountLabel(0)).toBe('No candidates match');
    expect(hitCountLabel(1)).toBe('1 candidate');
    expect(hitCountLabel(1280)).toBe('1,280 candidates');
    expect(shownLabel(128, 20)).toBe('Showing the first 20.');
    expect(shownLabel(12, 12)).toBeNull();
  });

  it('names the searched fields and shows scores as percents with at most one decimal', () => {
    expect(fieldsLabel(['title'])).toBe('title');
    expect(fieldsLabel(['title', 'skills', 'text'])).toBe('title, skills and the whole profile');
    expect(percent(0.686)).toBe('68.6%');
    expect(percent(0.8)).toBe('80%');
    expect(percent(0)).toBe('0%');
    expect(percent(1)).toBe('100%');
  });

  it('counts the candidates a quiz without review does not list, singular and plural', () => {
    expect(unlistedLabel(3, 2)).toBe('3 targets missed and 2 wrong candidates found. This quiz does not show which.');
    expect(unlistedLabel(1, 1)).toBe('1 target missed and 1 wrong candidate found. This quiz does not show which.');
    expect(unlistedLabel(4, 0)).toBe('4 targets missed and no wrong candidates found. This quiz does not show which.');
    expect(unlistedLabel(0, 1200)).toBe('No targets missed and 1,200 wrong candidates found. This quiz does not show which.');
  });
});

describe('search failures', () => {
  it('reads a syntax error with its position and hint, a rate limit, and anything else', () => {
    const syntax = {
      status: 400,
      code: 'SEARCH_QUERY_INVALID',
      message: '400: …',
      serverMessage: 'Missing closing parenthesis at character 34',
      data: { position: 34, hint: 'Every ( needs a matching ).' },
    };
    expect(searchFailure(syntax)).toEqual({
      kind: 'syntax',
      problem: { message: 'Missing closing parenthesis at character 34', position: 34, hint: 'Every ( needs a matching ).' },
    });
    expect(searchFailure({ status: 429, code: 'RATE_LIMITED', message: '429: …', serverMessage: 'Too many searches.' })).toEqual({
      kind: 'rate-limited',
      message: 'Too many searches.',
    });
    expect(searchFailure({ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' }).kind).toBe('other');
  });

  it('points at the character of the error, or just past the end', () => {
    expect(errorExcerpt('a AND (b', 7)).toEqual({ before: 'a AND ', at: '(', after: 'b' });
    expect(errorExcerpt('a AND (b', 9)).toEqual({ before: 'a AND (b', at: '', after: '' });
  });
});
