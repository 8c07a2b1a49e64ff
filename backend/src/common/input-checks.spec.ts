import { inputProblem, NESTED_TOO_DEEPLY, UNUSABLE_TEXT } from './input-checks.js';

describe('inputProblem', () => {
  it('accepts ordinary input, emoji and right-to-left text included', () => {
    expect(inputProblem({ title: 'שלום 😀 مرحبا', tags: ['a', { b: [1, null, true] }] })).toBeUndefined();
    expect(inputProblem(undefined)).toBeUndefined();
    expect(inputProblem(Buffer.from([0, 1, 2]))).toBeUndefined();
  });

  it('refuses NUL characters and lone surrogates, in values and in keys', () => {
    expect(inputProblem({ title: 'a\u0000b' })).toBe(UNUSABLE_TEXT);
    expect(inputProblem({ email: '\uD800' })).toBe(UNUSABLE_TEXT);
    expect(inputProblem(['ok', ['x\uDFFF']])).toBe(UNUSABLE_TEXT);
    expect(inputProblem({ ['\uD83D']: 1 })).toBe(UNUSABLE_TEXT);
  });

  it('refuses absurd nesting without recursing', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(inputProblem(deep)).toBe(NESTED_TOO_DEEPLY);
    expect(inputProblem({ a: { b: { c: { d: 1 } } } })).toBeUndefined();
  });
});
