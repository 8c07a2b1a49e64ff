import pg from 'pg';
import { ormOptions } from '../../src/database/mikro-orm.config.js';
import { PreparingClient, UNPREPARED } from '../../src/database/prepared-statements.js';

describe('prepared statements', () => {
  let client: PreparingClient;

  beforeEach(async () => {
    client = new PreparingClient({ connectionString: process.env.ACADEMY_TEST_DATABASE_URL });
    await client.connect();
  });
  afterEach(() => client.end());

  const preparedOnThisConnection = async () =>
    (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time')).rows.map(
      (row) => row.statement,
    );

  it('prepares a statement with parameters once per connection and runs it again by name', async () => {
    const text = 'select $1::int + $2::int as sum';
    const sums = [];
    for (let index = 0; index < 3; index++) sums.push((await client.query<{ sum: number }>(text, [index, 1])).rows[0].sum);
    expect(sums).toEqual([1, 2, 3]);
    expect(await preparedOnThisConnection()).toEqual([text]);
  });

  it('runs statements without parameters, and query objects, as they are', async () => {
    await client.query('begin');
    await client.query('select 1');
    await client.query('commit');
    await client.query({ text: 'select $1::text as word', values: ['unnamed'] });
    expect(await preparedOnThisConnection()).toEqual([]);
  });

  it('runs a statement marked unprepared unnamed', async () => {
    expect((await client.query<{ word: string }>(`${UNPREPARED} select $1::text as word`, ['once'])).rows).toEqual([{ word: 'once' }]);
    expect(await preparedOnThisConnection()).toEqual([]);
  });

  it('gives a statement that fails the same answer as before, and prepares it again once it works', async () => {
    await expect(client.query('select * from table_that_does_not_exist where id = $1', [1])).rejects.toThrow(
      'relation "table_that_does_not_exist" does not exist',
    );
    await client.query('create temporary table table_that_does_not_exist (id int)');
    expect((await client.query('select * from table_that_does_not_exist where id = $1', [1])).rows).toEqual([]);
  });

  it('is what the pool uses unless DATABASE_PREPARED_STATEMENTS=false', () => {
    const url = 'postgres://localhost/academy';
    expect((ormOptions(url).driverOptions as { Client?: unknown }).Client).toBe(PreparingClient);
    expect((ormOptions(url, { preparedStatements: false }).driverOptions as { Client?: unknown }).Client).toBeUndefined();
    expect(pg.Client).not.toBe(PreparingClient);
  });
});
