// The admin Users table's queries on a large academy, with and without the trigram indexes:
// `npm run bench:admin-search [-- --users 100000 --runs 5]`. Seeds a migrated database of its own,
// runs each query (the SQL of backend/queries/users.repository.sql) under EXPLAIN ANALYZE, then drops
// the indexes inside a transaction that is rolled back and runs them again. Prints a Markdown table of
// median execution times (docs/adr/0019-admin-search-with-trigrams.md).
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createFreshDatabase, dropDatabase, migrateDatabase, provideTestServer } from '@academy/backend/testing';

const { values } = parseArgs({ options: { users: { type: 'string', default: '100000' }, runs: { type: 'string', default: '5' } } });
const USERS = Number(values.users);
const RUNS = Number(values.runs);

const COLUMNS = `u.id, u.email, u.first_name, u.last_name, u.role, u.profile_image_url, u.created_at, u.last_active_at, u.email_verified_at`;
const WINDOW_COUNT = `${COLUMNS}, cast(count(*) over () as integer) as matching`;
const MATCH = `(u.email ilike $1 or (u.first_name || ' ' || u.last_name) ilike $1)`;

/** Each statement the API runs for a request: a page of 20, and the total apart. */
const QUERIES: { name: string; sql: string; params: unknown[] }[] = [
  {
    name: 'part of an e-mail (`q=jordan.rivera4`), newest first',
    sql: `select ${COLUMNS} from users u where ${MATCH} order by u.created_at desc, u.id desc limit 20 offset 0`,
    params: ['%jordan.rivera4%'],
  },
  {
    name: 'part of a full name (`q=casey okafor`), by name',
    sql: `select ${COLUMNS} from users u where ${MATCH} order by lower(u.first_name), lower(u.last_name), u.id limit 20 offset 0`,
    params: ['%casey okafor%'],
  },
  {
    name: 'a rare text (`q=zz-nobody`)',
    sql: `select ${COLUMNS} from users u where ${MATCH} order by u.created_at desc, u.id desc limit 20 offset 0`,
    params: ['%zz-nobody%'],
  },
  {
    name: 'search + role + verified (`q=rivera&role=recruitpro&verified=false`)',
    sql: `select ${COLUMNS} from users u where ${MATCH} and u.role = 'recruitpro' and u.email_verified_at is null
          order by u.created_at desc, u.id desc limit 20 offset 0`,
    params: ['%rivera%'],
  },
  {
    name: 'no search, newest first, page 1',
    sql: `select ${COLUMNS} from users u order by u.created_at desc, u.id desc limit 20 offset 0`,
    params: [],
  },
  { name: 'the total of a search (`q=rivera`)', sql: `select count(*)::int as matching from users u where ${MATCH}`, params: ['%rivera%'] },
  { name: 'the total without a search', sql: `select count(*)::int as matching from users u`, params: [] },
  {
    name: 'rejected: page 1 with a window count of the total',
    sql: `select ${WINDOW_COUNT} from users u order by u.created_at desc, u.id desc limit 20 offset 0`,
    params: [],
  },
];

const FIRST = ['Jordan', 'Casey', 'Avery', 'Riley', 'Morgan', 'Taylor', 'Quinn', 'Drew', 'Emery', 'Rowan', 'Sasha', 'Noor'];
const LAST = ['Rivera', 'Okafor', 'Nguyen', 'Schmidt', 'Haddad', 'Kowalski', 'Tanaka', 'Moreau', 'Silva', 'Byrne', 'Ivanova', 'Mensah'];

async function seed(client: pg.Client) {
  await client.query(
    `insert into users (email, password_hash, first_name, last_name, role, email_verified_at, created_at, last_active_at)
     select lower(f.name || '.' || l.name || n) || '@' || (array['example.com', 'example.org', 'mail.example.net'])[1 + n % 3],
            'not-a-hash', f.name, l.name,
            (array['jobseeker', 'jobseeker', 'recruitpro'])[1 + n % 3],
            case when n % 4 = 0 then null else now() end,
            now() - make_interval(mins => n), case when n % 5 = 0 then null else now() - make_interval(hours => n % 900) end
     from generate_series(1, $1::int) as n
     cross join lateral (select ($2::text[])[1 + (n * 7) % 12] as name) f
     cross join lateral (select ($3::text[])[1 + (n * 11 / 12) % 12] as name) l`,
    [USERS, FIRST, LAST],
  );
  await client.query('analyze users');
}

/** Median execution time (ms) of `runs` EXPLAIN ANALYZE runs, the plan's top node, and the rows it returned. */
async function measure(client: pg.Client, query: (typeof QUERIES)[number]) {
  const times: number[] = [];
  let plan = '';
  for (let run = 0; run < RUNS; run++) {
    const { rows } = await client.query<{ 'QUERY PLAN': [{ 'Execution Time': number; Plan: PlanNode }] }>(
      `explain (analyze, format json) ${query.sql}`,
      query.params,
    );
    const [result] = rows[0]['QUERY PLAN'];
    times.push(result['Execution Time']);
    plan = scans(result.Plan).join(', ');
  }
  const answered = await client.query<{ matching?: number }>(query.sql, query.params);
  const matching = answered.rows[0]?.matching ?? answered.rowCount ?? 0;
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], plan, matching };
}

type Measured = Awaited<ReturnType<typeof measure>>;

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The scans of a plan (what reads the users table). */
function scans(node: PlanNode): string[] {
  const own = /Scan/.test(node['Node Type']) ? [`${node['Node Type']}${node['Index Name'] ? ` on ${node['Index Name']}` : ''}`] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

const server = await provideTestServer();
const url = await createFreshDatabase(server.adminUrl, 'academy_admin_search_bench');
const client = new pg.Client({ connectionString: url });
try {
  await migrateDatabase(url, { silent: true });
  await client.connect();
  const started = Date.now();
  await seed(client);
  console.log(`Seeded ${USERS} users in ${((Date.now() - started) / 1000).toFixed(1)} s; ${RUNS} runs each, median execution time.\n`);

  const sizes = await client.query<{ name: string; size: string }>(
    `select relname as name, pg_size_pretty(pg_relation_size(oid)) as size from pg_class
     where relname in ('users', 'users_email_trgm_index', 'users_full_name_trgm_index', 'users_created_at_index') order by relname`,
  );
  console.log(`Sizes: ${sizes.rows.map((row) => `${row.name} ${row.size}`).join(', ')}\n`);

  const withIndexes: Measured[] = [];
  for (const query of QUERIES) withIndexes.push(await measure(client, query));

  await client.query('begin');
  await client.query('drop index users_email_trgm_index, users_full_name_trgm_index, users_created_at_index');
  const without: Measured[] = [];
  for (const query of QUERIES) without.push(await measure(client, query));
  await client.query('rollback');

  console.log('| Statement | Rows (or total) | With the indexes | Plan | Without | Plan |');
  console.log('| --- | ---: | ---: | --- | ---: | --- |');
  QUERIES.forEach((query, index) => {
    const a = withIndexes[index];
    const b = without[index];
    console.log(`| ${query.name} | ${a.matching} | ${a.ms.toFixed(1)} ms | ${a.plan} | ${b.ms.toFixed(1)} ms | ${b.plan} |`);
  });
} finally {
  await client.end();
  await dropDatabase(server.adminUrl, url);
  await server.stop();
}
