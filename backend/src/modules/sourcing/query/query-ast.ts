/** The profile fields a search string can name (`title:`, `skills:`, …); `text` is all of them together. */
export const SEARCH_FIELDS = ['title', 'skills', 'company', 'location', 'text'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** The most `*` a phrase may hold in a row (`"senior * * engineer"`); separate values are further apart than that. */
export const MAX_WILDCARD_RUN = 3;

/** One word of a term: a normalised token, a prefix (`engineer*`), or any one word (a lone `*` inside quotes). */
export interface WordPattern {
  /** Lower-case letters and digits without diacritics; null = any one word. */
  token: string | null;
  prefix: boolean;
}

/** Where a part of the query sits in the string the learner typed: zero-based, end exclusive. */
export interface SourceSpan {
  start: number;
  end: number;
}

/**
 * A word or a phrase, in one field or (field null) in the exercise's searchable fields. A word that
 * normalises to several tokens (`node.js`) is a phrase, as it is on Google.
 */
export interface TermNode extends SourceSpan {
  kind: 'term';
  field: SearchField | null;
  words: WordPattern[];
  /** As typed, for explanations: `"backend engineer"`, `title:lead*`. */
  source: string;
}

/** `site:linkedin.com/in`: the profile's address starts with this (scheme and `www.` left out, lower case). */
export interface SiteNode extends SourceSpan {
  kind: 'site';
  prefix: string;
  source: string;
}

export interface AndNode {
  kind: 'and';
  children: QueryNode[];
}
export interface OrNode {
  kind: 'or';
  children: QueryNode[];
}
export interface NotNode {
  kind: 'not';
  child: QueryNode;
}

export type QueryNode = TermNode | SiteNode | AndNode | OrNode | NotNode;

/** A search string the parser refused: the message names the character (one-based), the hint says what to do. */
export interface QuerySyntaxError {
  message: string;
  /** One-based character the problem is at, as in the message. */
  position: number;
  hint: string;
}

export type ParsedQuery = { ok: true; query: QueryNode; warnings: string[] } | { ok: false; error: QuerySyntaxError };
