import type { SearchField } from './query/query-ast.js';
import { searchTokens } from './query/search-tokens.js';

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

/**
 * The words of each field. Separate values (two skills, the title and the company in `text`) are one
 * position apart, so a phrase never runs from one into the next: `"go rust"` does not match the
 * skills Go and Rust. The index (tsvector literals) and the in-memory matcher both read this.
 */
export function profileDocument(profile: ProfileText): ProfileDocument {
  const words = (parts: string[]): FieldWords => {
    const result: FieldWords = [];
    let position = 1;
    for (const part of parts) {
      for (const token of searchTokens(part)) {
        if (position > MAX_POSITION) return result;
        result.push({ token, position: position++ });
      }
      position++;
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
