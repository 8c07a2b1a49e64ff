// The sourcing lab's candidate search, measured server-side (docs/adr/0020-candidate-search-in-postgresql.md):
// a 2,000-profile pool and a 100,000-profile pool of synthetic candidates in one table, a set of
// realistic search strings, each timed as the admin preview runs it in the API (parse, count and
// first page in PostgreSQL, highlights, cards), with the shipped GIN indexes on (pool_id, tsvector),
// then with plain GIN indexes on the tsvector columns alone for comparison. Part of `npm run bench`; alone: `npm run bench -- --only sourcing`.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createFreshDatabase, dropDatabase, migrateDatabase } from '@academy/backend/testing';
import { ROOT } from './support.js';

export const SOURCING_HEADING = '## Candidate search (sourcing lab)';
export const SMALL_POOL_P95_MS = 20;
export const LARGE_POOL_P95_MS = 100;

type Field = 'title' | 'skills' | 'company' | 'location' | 'text';

/** What learners and authors type, from the narrow to the broad. */
export const SOURCING_QUERIES: { query: string; fields: Field[] }[] = [
  { query: 'title:senior title:backend location:berlin (skills:go OR skills:rust) -company:acme', fields: ['title', 'skills', 'location'] },
  { query: 'title:(senior OR lead OR staff) backend berlin (go OR rust) NOT company:acme', fields: ['title', 'skills', 'location'] },
  { query: '"data engineer" location:(zürich OR münchen OR wien) python', fields: ['title', 'skills', 'text'] },
  { query: 'intitle:recruiter site:linkedin.com/in location:(krakow OR warszawa)', fields: ['text'] },
  { query: 'site:github.com kubernetes -title:junior', fields: ['skills'] },
  { query: 'title:"engineering manager" OR title:"head of engineering"', fields: ['text'] },
  { query: 'skills:"react native" OR skills:flutter', fields: ['skills'] },
  { query: 'title:product* location:("sao paulo" OR lisboa OR porto)', fields: ['text'] },
  { query: '(frontend OR "full stack") (react OR vue*) typescript -junior', fields: ['title', 'skills'] },
  { query: 'engineer*', fields: ['title'] },
  { query: 'senior NOT (java OR python)', fields: ['text'] },
  { query: '"senior * engineer" germany', fields: ['title', 'location'] },
];

export interface PoolMeasurement {
  size: number;
  p50: number;
  p95: number;
  max: number;
  /** The slowest string's p95. */
  worst: { query: string; p95: number; hits: number };
  perQuery: { query: string; p95: number; hits: number }[];
  /** p95 of reading every hit's id (grading). */
  hitIdsP95: number;
}

export interface SourcingRun {
  seededSeconds: number;
  runs: number;
  /** GIN on (pool_id, tsvector), as migrated. */
  shipped: PoolMeasurement[];
  /** GIN on each tsvector alone. */
  plain: PoolMeasurement[];
  sizes: string;
  postgres: string;
}

/**
 * Runs the measurement (backend/test/support/sourcing-bench-cli.ts) in the backend workspace, whose
 * compiler settings the backend's decorators need, on a new migrated database dropped afterwards.
 */
export async function measureSourcing(adminUrl: string, options: { largePool?: number; runs?: number } = {}): Promise<SourcingRun> {
  const url = await createFreshDatabase(adminUrl, 'academy_sourcing_bench');
  try {
    await migrateDatabase(url, { silent: true });
    const args = [
      '--import',
      '@swc-node/register/esm-register',
      'test/support/sourcing-bench-cli.ts',
      '--url',
      url,
      '--large',
      String(options.largePool ?? 100_000),
      '--runs',
      String(options.runs ?? 40),
      '--queries',
      JSON.stringify(SOURCING_QUERIES),
    ];
    const child = spawn(process.execPath, args, { cwd: join(ROOT, 'backend'), stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (code !== 0) throw new Error(`the sourcing measurement failed (exit code ${code})`);
    return JSON.parse(output.trim().split('\n').pop()!) as SourcingRun;
  } finally {
    await dropDatabase(adminUrl, url);
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The report's section. */
export function sourcingSection(run: SourcingRun, note: string): string {
  const target = (size: number) => (size <= 2000 ? SMALL_POOL_P95_MS : LARGE_POOL_P95_MS);
  const rows = (label: string, measurements: PoolMeasurement[]) =>
    measurements.map(
      (m) =>
        `| ${label} | ${m.size.toLocaleString('en')} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.max)} | ${ms(m.worst.p95)} (\`${m.worst.query.replaceAll('|', '\\|')}\`, ${m.worst.hits} hits) | ${ms(m.hitIdsP95)} | < ${target(m.size)} ms ${m.p95 < target(m.size) ? '✅ met' : '❌ not met'} |`,
    );
  return [
    SOURCING_HEADING,
    '',
    note,
    '',
    `Server-side time of the admin preview (what the API does for a search: parse, count and first page of 20 in one statement, highlights, cards), ${SOURCING_QUERIES.length} search strings × ${run.runs} runs each after 3 warm-up runs, one at a time; both pools in the same table. PostgreSQL ${run.postgres}; generating and inserting the pools took ${run.seededSeconds.toFixed(0)} s. Sizes: ${run.sizes}.`,
    '',
    '| Indexes | Pool | p50 | p95 | max | slowest string (its p95) | all hit ids, p95 | Target (p95) |',
    '|---|---:|---:|---:|---:|---|---:|---|',
    ...rows('GIN on (pool_id, tsvector), shipped', run.shipped),
    ...rows('GIN on the tsvector alone', run.plain),
    '',
    'Search strings:',
    '',
    ...SOURCING_QUERIES.map(({ query, fields }) => `- \`${query}\` over ${fields.join(', ')}`),
  ].join('\n');
}
