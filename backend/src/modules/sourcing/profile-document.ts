import { MAX_WILDCARD_RUN, type SearchField } from './query/query-ast.js';
import { isIndexableWord, searchTokens } from './query/search-tokens.js';

/** What search reads of a profile. */
export interface ProfileText {
  title: string;
  company: string;
  location: string;
  industry: string;
  skills: string[];
  languages: string[];
  summary: string;
}

/** A field's words with their positions (one-based, as PostgreSQL counts them). */
export type FieldWords = Array<{ token: string; position: number }>;
export type ProfileDocument = Record<SearchField, FieldWords>;

/** PostgreSQL keeps positions up to this; later words of a long summary are not searchable. */
const MAX_POSITION = 16383;
/** PostgreSQL keeps this many positions of one word in a tsvector (the first ones). */
const MAX_POSITIONS_PER_WORD = 256;
/**
 * Positions skipped between separate values: more than a phrase can span with its `*` words, so a
 * phrase never runs from one value into the next (`"go rust"` and `"go * rust"` do not match the
 * skills Go and Rust).
 */
const VALUE_GAP = MAX_WILDCARD_RUN + 1;

/**
 * The words of each field, as PostgreSQL will keep them (words too long for it left out, at most 256
 * positions of one word). The index (tsvector literals) and the in-memory matcher both read this, so
 * they find the same profiles.
 */
export function profileDocument(profile: ProfileText): ProfileDocument {
  const words = (parts: string[]): FieldWords => {
    const result: FieldWords = [];
    const occurrences = new Map<string, number>();
    let position = 1;
    for (const part of parts) {
      for (const token of searchTokens(part)) {
        if (position > MAX_POSITION) return result;
        const seen = occurrences.get(token) ?? 0;
        if (isIndexableWord(token) && seen < MAX_POSITIONS_PER_WORD) result.push({ token, position });
        occurrences.set(token, seen + 1);
        position++;
      }
      position += VALUE_GAP;
    }
    return result;
  };
  return {
    title: words([profile.title]),
    skills: words(profile.skills),
    company: words([profile.company]),
    location: words([profile.location]),
    text: words([
      profile.title,
      profile.company,
      profile.location,
      profile.industry,
      ...profile.skills,
      ...profile.languages,
      profile.summary,
    ]),
  };
}

/**
 * A field's words as a tsvector literal (`'go':3 'rust':5`), cast with `::tsvector`: PostgreSQL stores
 * exactly these words and positions, with no parser of its own between them and the matcher here.
 * Tokens are letters and digits only, so quoting them needs no escaping.
 */
export function tsvectorLiteral(words: FieldWords): string {
  const positions = new Map<string, number[]>();
  for (const { token, position } of words) {
    const list = positions.get(token);
    if (list) list.push(position);
    else positions.set(token, [position]);
  }
  return [...positions].map(([token, list]) => `'${token}':${list.join(',')}`).join(' ');
}

/** `https://www.LinkedIn.com/in/jane` → `linkedin.com/in/jane`: what `site:` compares against. */
export function siteKey(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '');
}
