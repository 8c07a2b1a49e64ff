import { describe, expect, it } from '@jest/globals';
import { isPathSlug, parseId } from './route-params';

describe('route ids', () => {
  it('reads route ids', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('0')).toBeNull();
    expect(parseId('4x')).toBeNull();
    expect(parseId('-1')).toBeNull();
    expect(parseId(undefined)).toBeNull();
    expect(parseId('99999999999999999999')).toBeNull();
  });

  it('accepts only positive whole ids', () => {
    expect(parseId('12')).toBe(12);
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999999999999']) expect(parseId(raw)).toBeNull();
  });
});

describe('path slugs', () => {
  it('takes only what a slug can be from the address', () => {
    expect(isPathSlug('certified-recruiter-2')).toBe(true);
    for (const value of [undefined, '', 'Upper', 'a b', 'a/b', 'x'.repeat(221)]) expect(isPathSlug(value)).toBe(false);
  });
});
