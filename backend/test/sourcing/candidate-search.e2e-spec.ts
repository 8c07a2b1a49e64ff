import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { createCandidatePool } from '../../src/modules/sourcing/public/candidate-pools.js';
import { demoTalentProfiles } from '../../src/modules/sourcing/public/talent-pool-generator.js';
import { CandidateSearchService, type CandidateProfileRow } from '../../src/modules/sourcing/candidate-search.service.js';
import { profileDocument, type ProfileDocument } from '../../src/modules/sourcing/profile-document.js';
import { SEARCH_FIELDS, type SearchField } from '../../src/modules/sourcing/query/query-ast.js';
import { matchesProfile } from '../../src/modules/sourcing/query/query-match.js';
import { parseQuery } from '../../src/modules/sourcing/query/query-parser.js';
import { signedInAgent } from '../support/accounts.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Search strings a learner might type, and some a careless one would. */
const HAND_WRITTEN: [string, SearchField[]][] = [
  ['title:senior title:backend location:berlin (skills:go OR skills:rust) -company:acme', ['title', 'skills', 'location']],
  ['title:(senior OR lead OR staff) title:backend location:berlin (go OR rust) NOT company:acme', ['title', 'skills']],
  ['"data engineer" location:(zürich OR münchen OR wien) python', ['title', 'skills', 'text']],
  ['intitle:recruiter site:linkedin.com/in location:krakow', ['text']],
  ['site:github.com kubernetes', ['skills']],
  ['site:https://www.linkedin.com/in/a', ['text']],
  ['title:"engineering manager" OR title:"head of engineering" location:germany', ['text']],
  ['skills:"react native" OR skills:flutter', ['skills']],
  ['title:product* location:("sao paulo" OR lisboa OR porto)', ['text']],
  ['engineer*', ['title']],
  ['"senior * engineer"', ['title']],
  ['"go rust"', ['skills']],
  ['c++ OR c# OR .net', ['skills', 'text']],
  ['node.js', ['skills']],
  ['-site:linkedin.com', ['text']],
  ['NOT (title:junior OR title:senior) location:berlin', ['text']],
  ['(go OR (rust AND -kotlin)) AND NOT (company:acme OR company:globex)', ['skills', 'company']],
  ['text:"open to new roles"', ['title']],
  ['years', ['text']],
  ['müller', ['company', 'text']],
];

/** A seeded random number generator (mulberry32): the same queries on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'senior',
  'junior',
  'lead',
  'staff',
  'backend',
  'frontend',
  'engineer',
  'developer',
  'data',
  'manager',
  'product',
  'designer',
  'recruiter',
  'go',
  'rust',
  'python',
  'java',
  'react',
  'typescript',
  'kubernetes',
  'aws',
  'sql',
  'figma',
  'berlin',
  'munchen',
  'zürich',
  'kraków',
  'paulo',
  'london',
  'germany',
  'poland',
  'remote',
  'acme',
  'globex',
  'fintech',
  'english',
  'german',
  'years',
];
const PREFIXES = ['eng', 'dev', 'man', 'ber', 'sen', 'ty', 'py'];
const SITES = ['linkedin.com/in', 'github.com', 'linkedin.com/in/a', 'github.com/m'];

/** A random search string: terms, phrases, prefixes, fields, sites, nested AND/OR/NOT. */
function randomQuery(next: () => number, depth = 0): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const roll = next();
  if (depth < 3 && roll < 0.3) {
    const count = 2 + Math.floor(next() * 2);
    const parts = Array.from({ length: count }, () => randomQuery(next, depth + 1));
    return `(${parts.join(next() < 0.5 ? ' OR ' : next() < 0.5 ? ' AND ' : ' ')})`;
  }
  if (depth < 3 && roll < 0.4) return `${next() < 0.5 ? 'NOT ' : '-'}${randomQuery(next, depth + 1)}`;
  if (roll < 0.47) return `site:${pick(SITES)}`;
  const field = next() < 0.4 ? `${pick([...SEARCH_FIELDS, 'intitle'])}:` : '';
  if (roll < 0.6) return `${field}"${pick(WORDS)} ${next() < 0.2 ? '* ' : ''}${pick(WORDS)}"`;
  if (roll < 0.7) return `${field}${pick(PREFIXES)}*`;
  return `${field}${pick(WORDS)}`;
}

describe('candidate search in PostgreSQL', () => {
  let testApp: TestApp;
  let search: CandidateSearchService;
  let poolId: number;
  let profiles: { row: CandidateProfileRow; doc: ProfileDocument }[];

  const memoryHits = (query: ReturnType<typeof parseQuery> & { ok: true }, fields: SearchField[]) =>
    profiles.filter(({ row, doc }) => matchesProfile(query.query, doc, row.siteKey, fields)).map(({ row }) => row.id);

  beforeAll(async () => {
    testApp = await createTestApp();
    const service = testApp.app.get(CandidateSearchService);
    const rootEm = testApp.app.get(EntityManager);
    // Each call in a request context of its own, as a request would run it.
    search = new Proxy(service, {
      get: (target, property) => {
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? (...args: unknown[]) => RequestContext.create(rootEm, () => value.apply(target, args)) : value;
      },
    });
    const em = testApp.app.get(EntityManager).fork();
    poolId = await em.transactional((tx) =>
      demoTalentProfiles().then((generated) =>
        createCandidatePool(tx, { name: `Search test pool ${randomUUID().slice(0, 8)}`, description: '', isDefault: false }, generated),
      ),
    );
    const ids = (
      await em.getConnection().execute<{ id: number }[]>('select id from candidate_profiles where pool_id = ? order by id', [poolId])
    ).map((row) => row.id);
    const rows: CandidateProfileRow[] = [];
    for (let start = 0; start < ids.length; start += 500) rows.push(...(await search.profilesByIds(poolId, ids.slice(start, start + 500))));
    profiles = rows.map((row) => ({ row, doc: profileDocument(row) }));
  }, 60_000);
  afterAll(() => testApp.close());

  it('holds the 2,000 demo profiles', () => {
    expect(profiles).toHaveLength(2000);
  });

  it.each(HAND_WRITTEN)('finds what the in-memory matcher finds: %s', async (input, fields) => {
    const parsed = parseQuery(input);
    if (!parsed.ok) throw new Error(`${input}: ${parsed.error.message}`);
    expect(await search.hitIds(poolId, parsed.query, fields)).toEqual(memoryHits(parsed, fields));
  });

  it('finds what the in-memory matcher finds for 400 random search strings', async () => {
    const next = random(31);
    let compared = 0;
    let withHits = 0;
    for (let index = 0; index < 400; index++) {
      const input = randomQuery(next);
      const fields = SEARCH_FIELDS.filter(() => next() < 0.5);
      if (fields.length === 0) fields.push('text');
      const parsed = parseQuery(input);
      if (!parsed.ok) continue;
      const expected = memoryHits(parsed, fields);
      const actual = await search.hitIds(poolId, parsed.query, fields);
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        throw new Error(`Different hits for ${input} over ${fields.join(',')}: SQL ${actual.length}, memory ${expected.length}`);
      compared++;
      if (expected.length > 0 && expected.length < profiles.length) withHits++;
    }
    expect(compared).toBeGreaterThan(350);
    expect(withHits).toBeGreaterThan(150);
  });

  it('gives the typical exercise a sensible target set', async () => {
    const parsed = parseQuery('title:senior title:backend location:berlin (skills:go OR skills:rust) -company:acme');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const hits = await search.hitIds(poolId, parsed.query, ['text']);
    expect(hits.length).toBeGreaterThanOrEqual(10);
    expect(hits.length).toBeLessThanOrEqual(60);
  });

  it('counts the hits and reads one page in one statement, whatever the page', async () => {
    const parsed = parseQuery('engineer* location:germany');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const expected = memoryHits(parsed, ['title', 'text']);
    const first = await testApp.countQueries(async () => {
      const page = await search.search(poolId, parsed.query, ['title', 'text']);
      expect(page.total).toBe(expected.length);
      expect(page.profiles.map((profile) => profile.id)).toEqual(expected.slice(0, 20));
    });
    expect(first.count).toBe(1);
    const later = await search.search(poolId, parsed.query, ['title', 'text'], { offset: 40, limit: 20 });
    expect(later.profiles.map((profile) => profile.id)).toEqual(expected.slice(40, 60));
    const past = await search.search(poolId, parsed.query, ['title', 'text'], { offset: 100_000 });
    expect(past).toEqual({ total: expected.length, profiles: [], hitIds: null });
    const none = parseQuery('title:xyzzy');
    if (!none.ok) throw new Error(none.error.message);
    expect(await search.search(poolId, none.query, ['text'])).toEqual({ total: 0, profiles: [], hitIds: null });
    expect(await search.search(poolId, none.query, ['text'], { hitIdsUpTo: 1000 })).toEqual({ total: 0, profiles: [], hitIds: [] });
  });

  it('gives every hit id with the page in the same statement when asked, up to the limit', async () => {
    const parsed = parseQuery('engineer* location:germany');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const expected = memoryHits(parsed, ['title', 'text']);
    expect(expected.length).toBeGreaterThan(40);
    const { count } = await testApp.countQueries(async () => {
      const page = await search.search(poolId, parsed.query, ['title', 'text'], { offset: 20, hitIdsUpTo: 1000 });
      expect(page.hitIds).toEqual(expected);
      expect(page.profiles.map((profile) => profile.id)).toEqual(expected.slice(20, 40));
    });
    expect(count).toBe(1);
    const past = await search.search(poolId, parsed.query, ['title', 'text'], { offset: 100_000, hitIdsUpTo: 1000 });
    expect(past).toEqual({ total: expected.length, profiles: [], hitIds: expected });
    const atLimit = await search.search(poolId, parsed.query, ['title', 'text'], { hitIdsUpTo: expected.length });
    expect(atLimit.hitIds).toEqual(expected);
    const overLimit = await search.search(poolId, parsed.query, ['title', 'text'], { hitIdsUpTo: expected.length - 1 });
    expect(overLimit).toMatchObject({ total: expected.length, hitIds: null });
    expect(overLimit.profiles).toHaveLength(20);
  });

  it('previews a search for the admin with highlights in a fixed number of statements', async () => {
    const { agent: admin } = await signedInAgent(testApp, 'admin');
    const { count, statements } = await testApp.countQueries(async () => {
      const response = await admin
        .post(`/api/admin/candidate-pools/${poolId}/search`)
        .set('Origin', testApp.config.publicUrl)
        .send({ query: 'title:backend (go OR rust) location:berlin', fields: ['skills'] })
        .expect(200);
      expect(response.body.results.length).toBeGreaterThan(0);
      expect(response.body.hitIds).toHaveLength(response.body.total);
      for (const card of response.body.results) {
        expect(card.highlights.length).toBeGreaterThan(0);
        expect(card.summary.length).toBeLessThanOrEqual(300);
      }
    });
    // Session and user checks, the pool, the search.
    expect(statements.filter((sql) => sql.includes('candidate_'))).toHaveLength(2);
    expect(count).toBeLessThanOrEqual(6);
  });

  it("gives the admin's preview every hit id when there are at most 1000, and null when there are more", async () => {
    const { agent: admin } = await signedInAgent(testApp, 'admin');
    const preview = (query: string, offset?: number) =>
      admin
        .post(`/api/admin/candidate-pools/${poolId}/search`)
        .set('Origin', testApp.config.publicUrl)
        .send({ query, fields: ['title', 'text'], offset })
        .expect(200);
    const parsed = parseQuery('engineer* location:germany');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const expected = memoryHits(parsed, ['title', 'text']);
    const second = await preview('engineer* location:germany', 20);
    expect(second.body).toMatchObject({ total: expected.length, hitIds: expected });
    expect(second.body.results.map((card: { id: number }) => card.id)).toEqual(expected.slice(20, 40));
    const everyone = await preview('-title:xyzzy');
    expect(everyone.body).toMatchObject({ total: 2000, hitIds: null });
    expect(everyone.body.results).toHaveLength(20);
  });
});
