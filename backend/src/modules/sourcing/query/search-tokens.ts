/** PostgreSQL refuses a longer word in a tsvector or tsquery: the index leaves such words out and the parser refuses them. */
export const MAX_WORD_BYTES = 2046;

export const isIndexableWord = (token: string): boolean => Buffer.byteLength(token) <= MAX_WORD_BYTES;

/** A word of a text with where it is, so matches can be highlighted in the text as written. */
export interface TextToken {
  token: string;
  start: number;
  end: number;
}

/**
 * Names of technologies that are more than letters and digits, kept as one word: without this, `C++`,
 * `C#` and `.NET` would all be searched as `c` or `net`.
 */
const SYMBOL_WORDS: Record<string, string> = { 'c++': 'cplusplus', 'c#': 'csharp', 'f#': 'fsharp', '.net': 'dotnet' };

const WORD = /c\+\+|[cf]#|\.net\b|[\p{L}\p{N}]+/giu;

/** Lower case without diacritics (`Zürich` → `zurich`, `Ørsted` → `orsted`). */
export function foldWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ø/giu, 'o')
    .replace(/ß/gu, 'ss')
    .replace(/æ/giu, 'ae')
    .replace(/ł/giu, 'l')
    .toLowerCase();
}

/**
 * The words of a text as search sees them, in both the index and the query: letters and digits,
 * case and diacritics folded, `C++`/`C#`/`F#`/`.NET` as one word each. Everything else separates words.
 */
export function textTokens(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    const token = SYMBOL_WORDS[word] ?? foldWord(match[0]);
    if (token) tokens.push({ token, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

export const searchTokens = (text: string): string[] => textTokens(text).map(({ token }) => token);
