import type { FieldWords, ProfileDocument, ProfileText } from '../profile-document.js';
import type { QueryNode, SearchField, TermNode, WordPattern } from './query-ast.js';
import { textTokens } from './search-tokens.js';

/** The parts of a candidate card a match can be marked in. */
export type HighlightField = 'title' | 'company' | 'location' | 'skills' | 'summary';

/** Characters `start`–`end` (end exclusive) of a card's value matched the search; `index` is which skill, else 0. */
export interface HighlightRange {
  field: HighlightField;
  index: number;
  start: number;
  end: number;
}

const FIELD_LABELS: Record<SearchField, string> = {
  title: 'the title',
  skills: 'the skills',
  company: 'the company',
  location: 'the location',
  text: 'the profile',
};

const MAX_REASONS = 5;

const wordMatches = (token: string, pattern: WordPattern) =>
  pattern.token !== null && (pattern.prefix ? token.startsWith(pattern.token) : token === pattern.token);

/** Positions of the words of `words` that `pattern` matches. */
function positionsOf(words: FieldWords, pattern: WordPattern): Set<number> {
  const positions = new Set<number>();
  for (const { token, position } of words) if (wordMatches(token, pattern)) positions.add(position);
  return positions;
}

/**
 * Whether a term's words occur in a field as PostgreSQL's phrase search finds them: each word at the
 * position the one before it allows (one further, or two over a `*`), whatever lies between.
 */
function termInField(words: FieldWords, patterns: WordPattern[]): boolean {
  let current: Set<number> | null = null;
  let distance = 0;
  for (const pattern of patterns) {
    distance++;
    if (pattern.token === null) continue;
    const found = positionsOf(words, pattern);
    if (current === null) current = found;
    else {
      const previous: Set<number> = current;
      const step = distance;
      current = new Set([...found].filter((position) => previous.has(position - step)));
    }
    if (current.size === 0) return false;
    distance = 0;
  }
  return current !== null && current.size > 0;
}

const termFields = (term: TermNode, searchable: readonly SearchField[]): readonly SearchField[] => (term.field ? [term.field] : searchable);

/** Whether the profile is a hit for the query: the same answer the SQL search gives. */
export function matchesProfile(query: QueryNode, doc: ProfileDocument, site: string, searchable: readonly SearchField[]): boolean {
  switch (query.kind) {
    case 'term':
      return termFields(query, searchable).some((field) => termInField(doc[field], query.words));
    case 'site':
      return site.startsWith(query.prefix);
    case 'and':
      return query.children.every((child) => matchesProfile(child, doc, site, searchable));
    case 'or':
      return query.children.some((child) => matchesProfile(child, doc, site, searchable));
    case 'not':
      return !matchesProfile(query.child, doc, site, searchable);
  }
}

interface Explanation {
  matched: boolean;
  reasons: string[];
}

/** The value of a one-line field, to show what the profile says instead. */
function shownValue(field: SearchField, profile: ProfileText): string | null {
  if (field === 'title' || field === 'company' || field === 'location') return profile[field] || null;
  if (field === 'skills') return profile.skills.join(', ') || null;
  return null;
}

function explainTerm(term: TermNode, doc: ProfileDocument, searchable: readonly SearchField[], profile: ProfileText): Explanation {
  const fields = termFields(term, searchable);
  const found = fields.filter((field) => termInField(doc[field], term.words));
  if (found.length > 0) {
    const field = found[0];
    const value = shownValue(field, profile);
    return { matched: true, reasons: [`“${term.source}” is in ${FIELD_LABELS[field]}${value ? ` (${value})` : ''}`] };
  }
  const where =
    fields.length === 1 ? FIELD_LABELS[fields[0]] : `any of ${fields.map((field) => FIELD_LABELS[field].replace(/^the /, '')).join(', ')}`;
  const value = fields.length === 1 ? shownValue(fields[0], profile) : null;
  return { matched: false, reasons: [`“${term.source}” is not in ${where}${value ? ` (${value})` : ''}`] };
}

function explain(
  query: QueryNode,
  doc: ProfileDocument,
  site: string,
  searchable: readonly SearchField[],
  profile: ProfileText,
): Explanation {
  switch (query.kind) {
    case 'term':
      return explainTerm(query, doc, searchable, profile);
    case 'site':
      return site.startsWith(query.prefix)
        ? { matched: true, reasons: [`the address starts with ${query.prefix}`] }
        : { matched: false, reasons: [`the address (${site}) does not start with ${query.prefix}`] };
    case 'and':
    case 'or': {
      // What decided the outcome: the parts that agree with it (every failing part of a failed AND, every matching part of an OR…).
      const parts = query.children.map((child) => explain(child, doc, site, searchable, profile));
      const matched = query.kind === 'and' ? parts.every((part) => part.matched) : parts.some((part) => part.matched);
      return { matched, reasons: parts.filter((part) => part.matched === matched).flatMap((part) => part.reasons) };
    }
    case 'not': {
      const inner = explain(query.child, doc, site, searchable, profile);
      return { matched: !inner.matched, reasons: inner.matched ? inner.reasons.map((reason) => `excluded: ${reason}`) : inner.reasons };
    }
  }
}

/**
 * Why a profile is or is not a hit, in sentences a learner reads beside it: for a hit, the terms it
 * matched; for a miss, the terms that kept it out (“berlin” is not in the location (Munich, Germany)).
 */
export function explainMatch(
  query: QueryNode,
  doc: ProfileDocument,
  site: string,
  searchable: readonly SearchField[],
  profile: ProfileText,
): Explanation {
  const { matched, reasons } = explain(query, doc, site, searchable, profile);
  return { matched, reasons: [...new Set(reasons)].slice(0, MAX_REASONS) };
}

/** The terms outside any NOT (under two NOTs counts as outside): the ones worth marking on a card. */
function positiveTerms(query: QueryNode, negated = false): TermNode[] {
  switch (query.kind) {
    case 'term':
      return negated ? [] : [query];
    case 'site':
      return [];
    case 'and':
    case 'or':
      return query.children.flatMap((child) => positiveTerms(child, negated));
    case 'not':
      return positiveTerms(query.child, !negated);
  }
}

/** Which search fields each part of a card belongs to (`text` is all of them). */
const CARD_FIELDS: Record<HighlightField, readonly SearchField[]> = {
  title: ['title', 'text'],
  company: ['company', 'text'],
  location: ['location', 'text'],
  skills: ['skills', 'text'],
  summary: ['text'],
};

/** Ranges of the words of `value` where a term's words occur in order (a `*` skipping one word). */
function termRanges(value: string, patterns: WordPattern[]): Array<[number, number]> {
  const tokens = textTokens(value);
  const ranges: Array<[number, number]> = [];
  for (let first = 0; first + patterns.length <= tokens.length; first++) {
    const fits = patterns.every((pattern, offset) => pattern.token === null || wordMatches(tokens[first + offset].token, pattern));
    if (!fits) continue;
    patterns.forEach((pattern, offset) => {
      if (pattern.token !== null) ranges.push([tokens[first + offset].start, tokens[first + offset].end]);
    });
  }
  return ranges;
}

/** Where a card shows the words the search matched, for `<mark>`: words under a NOT are never marked. */
export function highlightRanges(query: QueryNode, profile: ProfileText, searchable: readonly SearchField[]): HighlightRange[] {
  const terms = positiveTerms(query);
  const values: Array<{ field: HighlightField; index: number; value: string }> = [
    { field: 'title', index: 0, value: profile.title },
    { field: 'company', index: 0, value: profile.company },
    { field: 'location', index: 0, value: profile.location },
    ...profile.skills.map((value, index) => ({ field: 'skills' as const, index, value })),
    { field: 'summary', index: 0, value: profile.summary },
  ];
  const result: HighlightRange[] = [];
  for (const { field, index, value } of values) {
    const marked = new Map<number, number>();
    for (const term of terms) {
      const fields = termFields(term, searchable);
      if (!CARD_FIELDS[field].some((cardField) => fields.includes(cardField))) continue;
      for (const [start, end] of termRanges(value, term.words)) marked.set(start, end);
    }
    for (const [start, end] of [...marked].sort((a, b) => a[0] - b[0])) result.push({ field, index, start, end });
  }
  return result;
}
