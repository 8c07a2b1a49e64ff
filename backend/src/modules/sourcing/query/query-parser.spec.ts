import type { QueryNode } from './query-ast.js';
import { parseQuery, QUERY_MAX_LENGTH } from './query-parser.js';

/** The query as a compact string, to compare trees at a glance: fields as `field:`, prefixes with `*`, any word as `?`. */
function show(node: QueryNode): string {
  switch (node.kind) {
    case 'term': {
      const words = node.words.map((word) => (word.token === null ? '?' : `${word.token}${word.prefix ? '*' : ''}`)).join(' ');
      return `${node.field ? `${node.field}:` : ''}${node.words.length > 1 ? `"${words}"` : words}`;
    }
    case 'site':
      return `site:${node.prefix}`;
    case 'not':
      return `NOT ${show(node.child)}`;
    default:
      return `(${node.children.map(show).join(` ${node.kind.toUpperCase()} `)})`;
  }
}

function parsed(input: string): string {
  const result = parseQuery(input);
  if (!result.ok) throw new Error(`${input}: ${result.error.message}`);
  return show(result.query);
}

function refused(input: string) {
  const result = parseQuery(input);
  if (result.ok) throw new Error(`${input} was accepted as ${show(result.query)}`);
  return result.error;
}

describe('parseQuery', () => {
  it.each([
    ['java', 'java'],
    ['senior backend', '(senior AND backend)'],
    ['a OR b AND c', '(a OR (b AND c))'],
    ['(a OR b) AND c', '((a OR b) AND c)'],
    ['((a OR (b AND (c OR d))))', '(a OR (b AND (c OR d)))'],
    ['a OR NOT b', '(a OR NOT b)'],
    ['(java OR NOT kotlin) -android', '((java OR NOT kotlin) AND NOT android)'],
    ['NOT NOT a', 'NOT NOT a'],
    ['-"sales engineer" -(a OR b)', '(NOT "sales engineer" AND NOT (a OR b))'],
    ['"Backend Engineer"', '"backend engineer"'],
    ['"senior * engineer"', '"senior ? engineer"'],
    ['"engineer*"', 'engineer*'],
    ['"lead engineer*"', '"lead engineer*"'],
    ['engineer*', 'engineer*'],
    ['title:(lead OR head) location:"São Paulo"', '((title:lead OR title:head) AND location:"sao paulo")'],
    ['intitle:recruiter site:https://www.LinkedIn.com/in', '(title:recruiter AND site:linkedin.com/in)'],
    ['SKILL:Go company:-acme', '(skills:go AND company:acme)'],
    ['C++ OR C# OR F# OR .NET', '(cplusplus OR csharp OR fsharp OR dotnet)'],
    ['node.js', '"node js"'],
    ['Zürich OR KRAKÓW', '(zurich OR krakow)'],
    ['ORACLE ANDROID NOTION', '(oracle AND android AND notion)'],
    ['a\tAND\nb', '(a AND b)'],
    ['NOT(a OR b)', 'NOT (a OR b)'],
  ])('%s → %s', (input, expected) => {
    expect(parsed(input)).toBe(expected);
  });

  it('reads lowercase operators and warns that LinkedIn and Google would not', () => {
    const result = parseQuery('java or python and not php');
    expect(result.ok && show(result.query)).toBe('(java OR (python AND NOT php))');
    expect(result.ok && result.warnings).toEqual([
      expect.stringContaining('“or” was read as OR'),
      expect.stringContaining('“and” was read as AND'),
      expect.stringContaining('“not” was read as NOT'),
    ]);
    expect(parseQuery('java OR python')).toMatchObject({ warnings: [] });
  });

  it.each([
    ['(java OR python', 'Missing closing parenthesis at character 16', 16, 'The ( at character 1 is never closed'],
    ['title:(lead OR (head OR chief)', 'Missing closing parenthesis at character 31', 31, 'The ( at character 7'],
    ['java OR python)', 'Unexpected closing parenthesis at character 15', 15, 'Remove it'],
    ['"senior engineer', 'Missing closing quote at character 17', 17, 'The quote at character 1'],
    ['a "b" "c', 'Missing closing quote at character 9', 9, 'The quote at character 7'],
    ['java OR', 'OR at character 6 needs a search term after it', 6, 'Put a word'],
    ['OR java', 'OR at character 1 needs a search term on both sides', 1, 'before and after'],
    ['java AND AND go', 'AND at character 10 needs a search term on both sides', 10, 'before and after'],
    ['(java OR )', 'OR at character 7 needs a search term after it', 7, 'Put a word'],
    ['java NOT', 'NOT at character 6 needs a search term after it', 6, 'Put a word'],
    ['()', 'Empty parentheses at character 1', 1, 'Put search terms inside'],
    ['""', 'Empty quotes at character 1', 1, 'Put words between'],
    ['engi*neer', 'Wildcards work only at the end of a word (character 5)', 5, 'engineer*'],
    ['*engineer', 'Wildcards work only at the end of a word (character 1)', 1, 'engineer*'],
    ['e*', 'Put at least 2 letters before * (character 1)', 1, 'single letter'],
    ['"* engineer"', 'A * inside quotes at character 1 must stand between two words', 1, '"senior * engineer"'],
    ['"engi*neer lead"', 'Wildcards work only at the end of a word (character 6)', 6, 'engineer*'],
    ['java - kotlin', 'A lone - at character 6', 6, '-recruiter'],
    ['titel:engineer', 'Unknown field “titel:” at character 1', 1, 'title:, skills:'],
    ['title: engineer', 'title: at character 1 needs a word right after the colon', 1, 'without a space'],
    ['site:(a OR b)', 'site: at character 1 takes one address', 1, 'site:linkedin.com/in'],
    ['& OR java', '“&” at character 1 has no letters or digits to search for', 1, 'punctuation'],
    ['java(go)', 'Put a space before the ( at character 5', 5, 'separated by spaces'],
    ['   ', 'Type a search string', 1, 'For example'],
    ['"senior * * * * engineer"', 'More than 3 * in a row inside the quotes at character 1', 1, 'at most 3 in a row'],
    [`go ${'中'.repeat(700)}`, 'The word at character 4 is too long to search for', 4, 'shorter words'],
  ])('%s is refused: %s', (input, message, position, hint) => {
    const error = refused(input);
    expect(error).toEqual({ message, position, hint: expect.stringContaining(hint) });
  });

  it(`refuses strings longer than ${QUERY_MAX_LENGTH} characters`, () => {
    expect(refused('a '.repeat(QUERY_MAX_LENGTH / 2 + 1)).message).toBe(`The search string is longer than ${QUERY_MAX_LENGTH} characters`);
  });

  it('never throws, whatever it is given', () => {
    const alphabet = ['a', 'OR', 'AND', 'NOT', '-', '(', ')', '"', '*', ':', 'title:', 'site:', ' ', 'é', '#', '+'];
    let seed = 7;
    for (let run = 0; run < 2000; run++) {
      let input = '';
      for (let i = 0; i < 12; i++) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        input += alphabet[seed % alphabet.length];
      }
      const result = parseQuery(input);
      if (!result.ok) expect(result.error.position).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps where each term was typed, fields included', () => {
    const result = parseQuery('senior company:acme');
    expect(result.ok && result.query).toMatchObject({
      kind: 'and',
      children: [
        { kind: 'term', source: 'senior', start: 0, end: 6 },
        { kind: 'term', source: 'company:acme', start: 7, end: 19 },
      ],
    });
  });
});
