import type { WordPattern } from './query-ast.js';

/**
 * A term's words as a tsquery literal, cast with `::tsquery`: `'go'`, `'engineer':*`, a phrase
 * `'backend' <-> 'engineer'`, and `'senior' <2> 'engineer'` for `"senior * engineer"` (one word
 * between). Tokens are letters and digits only (the parser made them), so they need no escaping.
 * The parser never leaves a `*` word first or last, so the words start and end with a token.
 */
export function termTsquery(words: WordPattern[]): string {
  let literal = '';
  let distance = 0;
  for (const word of words) {
    distance++;
    if (word.token === null) continue;
    const lexeme = `'${word.token}'${word.prefix ? ':*' : ''}`;
    literal = literal === '' ? lexeme : `${literal} ${distance === 1 ? '<->' : `<${distance}>`} ${lexeme}`;
    distance = 0;
  }
  return literal;
}
