import { describe, expect, it } from '@jest/globals';
import { parseId } from './route-params';

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
