// The measuring side of the candidate search benchmark (scripts/bench/sourcing-bench.ts starts it in
// the backend workspace, on a migrated database of its own): creates a 2,000-profile and a large pool,
// times the admin preview as the API runs it (same ORM options, prepared statements included) with the
// shipped indexes (GIN on (pool_id, tsvector) through btree_gin), then with plain GIN indexes on the
// tsvector columns alone, and prints the result as JSON.
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import pg from 'pg';
import { parseArgs } from 'node:util';
import { ormOptions } from '../../src/database/mikro-orm.config.js';
import { CandidateSearchService } from '../../src/modules/sourcing/candidate-search.service.js';
import { PoolAdminService } from '../../src/modules/sourcing/pool-admin.service.js';
import { createCandidatePool } from '../../src/modules/sourcing/public/candidate-pools.js';
import { DEMO_POOL_SEED, generateTalentPool } from '../../src/modules/sourcing/public/talent-pool-generator.js';
import type { SearchField } from '../../src/modules/sourcing/query/query-ast.js';
import { parseQuery } from '../../src/modules/sourcing/query/query-parser.js';
import { SourcingRepository } from '../../src/modules/sourcing/sourcing.repository.js';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    large: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    queries: { type: 'string' },
  },
});
const url = values.url!;
const LARGE = Number(values.large);
const RUNS = Number(values.runs);
const QUERIES = JSON.parse(values.queries!) as { query: string; fields: SearchField[] }[];
const TSV_COLUMNS = ['title_tsv', 'skills_tsv', 'company_tsv', 'location_tsv', 'text_tsv'];

const progress = (line: string) => process.stderr.write(`[bench] sourcing: ${line}\n`);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function open() {
  const orm = await MikroORM.init(ormOptions(url, { silent: true }));
  const repository = new SourcingRepository(orm.em);
  const search = new CandidateSearchService(repository);
  const admin = new PoolAdminService(orm.em, repository, search);
  return {
    orm,
    preview: (poolId: number, query: string, fields: SearchField[]) =>
      RequestContext.create(orm.em, () => admin.preview(poolId, { query, fields })),
    hitIds: (poolId: number, query: string, fields: SearchField[]) => {
      const parsed = parseQuery(query);
      if (!parsed.ok) throw new Error(parsed.error.message);
      return RequestContext.create(orm.em, () => search.hitIds(poolId, parsed.query, fields));
    },
  };
}

async function measurePool(api: Awaited<ReturnType<typeof open>>, pool: { id: number; size: number }) {
  const all: number[] = [];
  const hitIdTimes: number[] = [];
  const perQuery: { query: string; p95: number; hits: number }[] = [];
  for (const { query, fields } of QUERIES) {
    for (let warm = 0; warm < 3; warm++) await api.preview(pool.id, query, fields);
    const times: number[] = [];
    let hits = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const result = await api.preview(pool.id, query, fields);
      times.push(performance.now() - started);
      hits = result.total;
    }
    for (let run = 0; run < Math.max(3, Math.round(RUNS / 5)); run++) {
      const started = performance.now();
      await api.hitIds(pool.id, query, fields);
      hitIdTimes.push(performance.now() - started);
    }
    perQuery.push({ query, p95: percentile(times, 95), hits });
    all.push(...times);
  }
  const worst = perQuery.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  return {
    size: pool.size,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    max: Math.max(...all),
    worst,
    perQuery,
    hitIdsP95: percentile(hitIdTimes, 95),
  };
}

const client = new pg.Client({ connectionString: url });
await client.connect();
let api = await open();
try {
  progress(`generating and inserting pools of 2,000 and ${LARGE.toLocaleString('en')} profiles…`);
  const started = Date.now();
  const create = async (name: string, size: number) => {
    const profiles = await generateTalentPool(size, DEMO_POOL_SEED);
    return api.orm.em.fork().transactional((em) => createCandidatePool(em, { name, description: '', isDefault: false }, profiles));
  };
  const small = { size: 2000, id: await create('Demo-sized pool', 2000) };
  const large = { size: LARGE, id: await create('Large pool', LARGE) };
  await client.query('vacuum analyze candidate_profiles');
  const seededSeconds = (Date.now() - started) / 1000;
  const sizes = (
    await client.query<{ name: string; size: string }>(
      `select relname as name, pg_size_pretty(pg_total_relation_size(oid)) as size from pg_class
       where relname in ('candidate_profiles', 'candidate_profiles_text_tsv_index', 'candidate_profiles_skills_tsv_index') order by relname`,
    )
  ).rows
    .map((row) => `${row.name} ${row.size}`)
    .join(', ');

  progress('timing with the GIN indexes on (pool_id, tsvector)…');
  const shipped = [await measurePool(api, small), await measurePool(api, large)];

  progress('timing with plain GIN indexes on the tsvector columns alone…');
  for (const column of TSV_COLUMNS) {
    await client.query(`create index candidate_profiles_${column}_plain on candidate_profiles using gin (${column})`);
    await client.query(`drop index candidate_profiles_${column}_index`);
  }
  await client.query('analyze candidate_profiles');
  // New connections: no statement stays prepared with a plan on the dropped indexes.
  await api.orm.close(true);
  api = await open();
  const plain = [await measurePool(api, small), await measurePool(api, large)];
  const postgres = (await client.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
  process.stdout.write(`${JSON.stringify({ seededSeconds, runs: RUNS, shipped, plain, sizes, postgres })}\n`);
} finally {
  await api.orm.close(true);
  await client.end();
}
