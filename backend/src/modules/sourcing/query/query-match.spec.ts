import { profileDocument, siteKey, type ProfileText } from '../profile-document.js';
import type { QueryNode, SearchField } from './query-ast.js';
import { explainMatch, highlightRanges, matchesProfile } from './query-match.js';
import { parseQuery } from './query-parser.js';
import { termTsquery } from './tsquery.js';

const ALL: SearchField[] = ['title', 'skills', 'company', 'location', 'text'];

const anna: ProfileText = {
  title: 'Senior Backend Engineer',
  company: 'Acme GmbH',
  location: 'München, Germany',
  industry: 'Software',
  skills: ['Go', 'Rust', 'PostgreSQL', 'C++'],
  languages: ['German', 'English'],
  summary: 'Builds payment systems. Node.js in a past life.',
};
const annaUrl = 'https://www.linkedin.com/in/anna-schmidt';

function query(input: string): QueryNode {
  const result = parseQuery(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.query;
}

const matches = (input: string, searchable: SearchField[] = ALL) =>
  matchesProfile(query(input), profileDocument(anna), siteKey(annaUrl), searchable);

describe('matchesProfile', () => {
  it.each([
    ['backend', true],
    ['BACKEND engineer', true],
    ['muenchen', false],
    ['munchen', true],
    ['location:münchen', true],
    ['"backend engineer"', true],
    ['"engineer backend"', false],
    ['"senior * engineer"', true],
    ['"senior * * engineer"', false],
    ['engin*', true],
    ['"backend eng*"', true],
    ['go rust', true],
    ['"go rust"', false],
    ['"go * rust"', false],
    ['"go * * * rust"', false],
    ['"engineer * acme"', false],
    ['skills:(go OR python) -company:acme', false],
    ['skills:(go OR python) -company:initech', true],
    ['(java OR kotlin) OR NOT title:recruiter', true],
    ['NOT (java OR kotlin)', true],
    ['c++', true],
    ['c', false],
    ['node.js', true],
    ['"past life"', true],
    ['title:payment', false],
    ['text:payment', true],
    ['site:linkedin.com/in', true],
    ['site:github.com', false],
    ['intitle:senior site:linkedin.com', true],
  ])('%s → %s', (input, expected) => {
    expect(matches(input)).toBe(expected);
  });

  it('keeps what PostgreSQL keeps: the first 256 positions of a word, no word over 2046 bytes', () => {
    const repeated: ProfileText = { ...anna, summary: `${'sourcing '.repeat(300)}tail ${'ж'.repeat(1100)}` };
    const doc = profileDocument(repeated);
    expect(doc.text.filter(({ token }) => token === 'sourcing')).toHaveLength(256);
    expect(doc.text.some(({ token }) => token.startsWith('ж'))).toBe(false);
    expect(matchesProfile(query('"sourcing tail"'), doc, '', ALL)).toBe(false);
  });

  it('searches plain words only in the exercise’s searchable fields', () => {
    expect(matches('payment', ['title', 'skills'])).toBe(false);
    expect(matches('text:payment', ['title', 'skills'])).toBe(true);
    expect(matches('acme', ['company'])).toBe(true);
  });
});

describe('explainMatch', () => {
  const explain = (input: string) => explainMatch(query(input), profileDocument(anna), siteKey(annaUrl), ALL, anna);

  it('names what matched', () => {
    expect(explain('skills:go location:germany')).toEqual({
      matched: true,
      reasons: ['“skills:go” is in the skills (Go, Rust, PostgreSQL, C++)', '“location:germany” is in the location (München, Germany)'],
    });
  });

  it('names the fields a plain word was looked for in', () => {
    expect(explainMatch(query('recruiter'), profileDocument(anna), siteKey(annaUrl), ['title', 'skills'], anna).reasons).toEqual([
      '“recruiter” is not in any of title, skills',
    ]);
  });

  it('names what kept a profile out, with what the profile says instead', () => {
    expect(explain('skills:go location:berlin')).toEqual({
      matched: false,
      reasons: ['“location:berlin” is not in the location (München, Germany)'],
    });
  });

  it('names the excluded term that matched', () => {
    expect(explain('go -company:acme')).toEqual({
      matched: false,
      reasons: ['excluded: “company:acme” is in the company (Acme GmbH)'],
    });
  });
});

describe('highlightRanges', () => {
  it('marks the words the search matched, as written, and never excluded ones', () => {
    const ranges = highlightRanges(query('"backend eng*" skills:(go OR c++) -company:acme münchen'), anna, ALL);
    const marked = ranges.map(({ field, index, start, end }) => {
      const value = field === 'skills' ? anna.skills[index] : anna[field];
      return `${field}:${value.slice(start, end)}`;
    });
    expect(marked).toEqual(['title:Backend', 'title:Engineer', 'location:München', 'skills:Go', 'skills:C++']);
  });

  it('marks plain words only in the searchable fields', () => {
    expect(highlightRanges(query('acme'), anna, ['title']).length).toBe(0);
  });
});

describe('termTsquery', () => {
  it('writes words, prefixes, phrases and one-word gaps', () => {
    const terms = ['go', 'engineer*', '"backend engineer"', '"senior * lead eng*"'].map((input) => {
      const node = query(input);
      return node.kind === 'term' ? termTsquery(node.words) : '';
    });
    expect(terms).toEqual(["'go'", "'engineer':*", "'backend' <-> 'engineer'", "'senior' <2> 'lead' <-> 'eng':*"]);
  });
});
