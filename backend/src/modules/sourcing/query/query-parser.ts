import peggy from 'peggy';
import { QUERY_GRAMMAR } from './query-grammar.js';
import {
  MAX_WILDCARD_RUN,
  type ParsedQuery,
  type QueryNode,
  type QuerySyntaxError,
  type SearchField,
  type TermNode,
  type WordPattern,
} from './query-ast.js';
import { isIndexableWord, searchTokens } from './search-tokens.js';
import { siteKey } from '../profile-document.js';

export const QUERY_MAX_LENGTH = 1000;

/** Field names as typed (lower case) → the field searched; `site` is an address, not a field's words. */
const FIELD_NAMES: Record<string, SearchField | 'site'> = {
  title: 'title',
  intitle: 'title',
  skills: 'skills',
  skill: 'skills',
  company: 'company',
  location: 'location',
  text: 'text',
  intext: 'text',
  site: 'site',
};
const FIELD_LIST = 'title:, skills:, company:, location:, text:, intitle: and site:';

/** Shortest start of a word a wildcard may follow: `a*` would match most of any pool. */
const MIN_PREFIX = 2;

/** What the grammar returns (query-grammar.ts). */
type RawNode =
  | { type: 'word' | 'phrase'; text: string; start: number; end: number }
  | { type: 'field'; name: string; value: RawNode | null; start: number; end: number }
  | { type: 'and' | 'or'; children: RawNode[] }
  | { type: 'not'; child: RawNode; start: number };

interface RawQuery {
  expression: RawNode;
  operators: Array<{ word: string; offset: number }>;
}

class QuerySyntaxFailure extends Error {
  constructor(readonly detail: QuerySyntaxError) {
    super(detail.message);
  }
}

const fail = (message: string, offset: number, hint: string): never => {
  throw new QuerySyntaxFailure({ message, position: offset + 1, hint });
};

/** Built on the first search (about 20 ms), not at start-up. */
let builtParser: peggy.Parser | undefined;
const queryParser = (): peggy.Parser => (builtParser ??= peggy.generate(QUERY_GRAMMAR));

/**
 * Reads a search string as recruiters write them for LinkedIn and Google: AND, OR, NOT and `-word`, a
 * space for AND, "quoted phrases", (groups), `engineer*`, fields (`title:`, `skills:`, `company:`,
 * `location:`, `text:`, and the X-ray habits `intitle:` and `site:`). Case and diacritics do not matter.
 * Never throws: a mistake comes back as a message with its position and a hint.
 */
export function parseQuery(input: string): ParsedQuery {
  if (input.trim() === '')
    return { ok: false, error: { message: 'Type a search string', position: 1, hint: 'For example: "backend engineer" AND (Go OR Rust)' } };
  if (input.length > QUERY_MAX_LENGTH)
    return {
      ok: false,
      error: {
        message: `The search string is longer than ${QUERY_MAX_LENGTH} characters`,
        position: QUERY_MAX_LENGTH + 1,
        hint: 'Shorten it: group alternatives with OR instead of repeating words.',
      },
    };
  const grammar = queryParser();
  try {
    const raw = grammar.parse(input, { fail, missingTerm: (offset: number) => missingTerm(input, offset) }) as RawQuery;
    const query = build(raw.expression, input, null);
    return { ok: true, query, warnings: operatorWarnings(raw.operators) };
  } catch (error) {
    if (error instanceof QuerySyntaxFailure) return { ok: false, error: error.detail };
    if (error instanceof grammar.SyntaxError) {
      const offset = error.location.start.offset;
      if (error.found === '(' || error.found === '"')
        return {
          ok: false,
          error: {
            message: `Put a space before the ${error.found} at character ${offset + 1}`,
            position: offset + 1,
            hint: 'Terms, phrases and groups are separated by spaces (or AND, OR).',
          },
        };
      return {
        ok: false,
        error: {
          message: `Unexpected “${error.found ?? 'end'}” at character ${offset + 1}`,
          position: offset + 1,
          hint: 'Check the operators, quotes and parentheses around it.',
        },
      };
    }
    throw error;
  }
}

/** Where the grammar found nothing to search for: says what came before the gap. */
function missingTerm(input: string, offset: number): never {
  const before = input.slice(0, offset).trimEnd();
  if (before === '') return fail('Type a search string', offset, 'For example: "backend engineer" AND (Go OR Rust)');
  if (before.endsWith('('))
    return fail(
      `Empty parentheses at character ${before.length}`,
      before.length - 1,
      'Put search terms inside the parentheses, or remove them.',
    );
  const operator = /(?:^|[\s()"])(or|and|not)$/i.exec(before);
  if (operator) {
    const at = before.length - operator[1].length;
    return fail(
      `${operator[1].toUpperCase()} at character ${at + 1} needs a search term after it`,
      at,
      'Put a word, a "phrase" or a (group) after it, or remove it.',
    );
  }
  return fail(`A search term is missing at character ${offset + 1}`, offset, 'Put a word, a "phrase" or a (group) here.');
}

function operatorWarnings(operators: RawQuery['operators']): string[] {
  const lowercase = new Map<number, string>();
  for (const { word, offset } of operators) if (word !== word.toUpperCase()) lowercase.set(offset, word);
  return [...new Set(lowercase.values())].map(
    (word) =>
      `“${word}” was read as ${word.toUpperCase()}: write it in capitals, as LinkedIn and Google only read capital ${word.toUpperCase()} as an operator.`,
  );
}

function build(node: RawNode, input: string, field: SearchField | null): QueryNode {
  switch (node.type) {
    case 'and':
    case 'or':
      return { kind: node.type, children: node.children.map((child) => build(child, input, field)) };
    case 'not':
      return { kind: 'not', child: build(node.child, input, field) };
    case 'field':
      return fieldNode(node, input);
    case 'word':
    case 'phrase':
      return term(node, input, field);
  }
}

function fieldNode(node: Extract<RawNode, { type: 'field' }>, input: string): QueryNode {
  const name = node.name.toLowerCase();
  const field = FIELD_NAMES[name];
  if (!field) fail(`Unknown field “${node.name}:” at character ${node.start + 1}`, node.start, `Fields you can use: ${FIELD_LIST}.`);
  if (node.value === null)
    return fail(
      `${node.name}: at character ${node.start + 1} needs a word right after the colon`,
      node.start,
      `Write it without a space, like ${name}:engineer or ${name}:"backend engineer".`,
    );
  if (field === 'site') {
    if (node.value.type !== 'word' && node.value.type !== 'phrase')
      return fail(`site: at character ${node.start + 1} takes one address`, node.start, 'For example: site:linkedin.com/in');
    const prefix = siteKey(node.value.text);
    if (prefix === '')
      return fail(`site: at character ${node.start + 1} needs an address`, node.start, 'For example: site:linkedin.com/in');
    return { kind: 'site', prefix, source: input.slice(node.start, node.end), start: node.start, end: node.end };
  }
  const built = build(node.value, input, field as SearchField);
  // `company:acme` is explained as typed, not as `acme`.
  return built.kind === 'term' ? { ...built, source: input.slice(node.start, node.end), start: node.start, end: node.end } : built;
}

function term(node: Extract<RawNode, { type: 'word' | 'phrase' }>, input: string, field: SearchField | null): TermNode {
  const source = input.slice(node.start, node.end);
  const words = node.type === 'word' ? wordPatterns(node.text, node.start) : phrasePatterns(node.text, node.start);
  return { kind: 'term', field, words, source, start: node.start, end: node.end };
}

/** One word as typed (`engineer*`, `node.js`): its tokens, the last a prefix when it ends in `*`. */
function wordPatterns(text: string, start: number): WordPattern[] {
  const prefix = text.endsWith('*');
  const body = prefix ? text.replace(/\*+$/, '') : text;
  if (body.includes('*'))
    fail(
      `Wildcards work only at the end of a word (character ${start + 1 + body.indexOf('*')})`,
      start + body.indexOf('*'),
      'Write engineer* to find engineer, engineers and engineering.',
    );
  const tokens = searchTokens(body);
  if (tokens.length === 0) {
    if (body === '-' || body === '')
      fail(
        body === '-' ? `A lone - at character ${start + 1}` : `A lone * at character ${start + 1}`,
        start,
        body === '-' ? 'To leave a word out, put - right before it: -recruiter' : 'Put at least 2 letters before *, like eng*.',
      );
    fail(`“${text}” at character ${start + 1} has no letters or digits to search for`, start, 'Search for words; punctuation is ignored.');
  }
  if (!tokens.every(isIndexableWord))
    fail(
      `The word at character ${start + 1} is too long to search for`,
      start,
      'Search for shorter words: no name, title or skill is that long.',
    );
  const last = tokens[tokens.length - 1];
  if (prefix && last.length < MIN_PREFIX)
    fail(
      `Put at least ${MIN_PREFIX} letters before * (character ${start + 1})`,
      start,
      'A wildcard after a single letter would match almost everyone.',
    );
  return tokens.map((token, index) => ({ token, prefix: prefix && index === tokens.length - 1 }));
}

/** A quoted phrase's words; a lone `*` stands for any one word between two others, as on Google. */
function phrasePatterns(text: string, start: number): WordPattern[] {
  const parts = text.split(/\s+/).filter(Boolean);
  if (parts.length === 0) fail(`Empty quotes at character ${start + 1}`, start, 'Put words between the quotes, or remove them.');
  const words: WordPattern[] = [];
  let wildcards = 0;
  for (const part of parts) {
    if (/^\*+$/.test(part)) {
      words.push({ token: null, prefix: false });
      if (++wildcards > MAX_WILDCARD_RUN)
        fail(
          `More than ${MAX_WILDCARD_RUN} * in a row inside the quotes at character ${start + 1}`,
          start,
          `Each * stands for one word; use at most ${MAX_WILDCARD_RUN} in a row, or split the phrase.`,
        );
    } else {
      wildcards = 0;
      words.push(...wordPatterns(part, start + 1 + text.indexOf(part)));
    }
  }
  if (words[0].token === null || words[words.length - 1].token === null)
    fail(
      `A * inside quotes at character ${start + 1} must stand between two words`,
      start,
      'Inside quotes, * stands for one word: "senior * engineer".',
    );
  return words;
}
