import pg from 'pg';

/** The foreign keys of `tables` that lead no whole-table index (a partial index serves only the rows it covers). */
async function unindexedForeignKeys(tables: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: process.env.ACADEMY_TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ foreign_key: string }>(
      `select c.conrelid::regclass::text || '(' || (
          select string_agg(a.attname, ', ' order by k.n)
          from unnest(c.conkey) with ordinality as k(attnum, n)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum
        ) || ')' as foreign_key
        from pg_constraint c
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.conrelid::regclass::text = any($1)
          and not exists (
            select 1 from pg_index i
            where i.indrelid = c.conrelid and i.indpred is null
              and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] @> c.conkey
              and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] <@ c.conkey
          )
        order by 1`,
      [tables],
    );
    return rows.map((row) => row.foreign_key);
  } finally {
    await client.end();
  }
}

describe('indexes of foreign keys', () => {
  it("certificates: a learner's certificates (renewed ones too) and a course's are found through an index", async () => {
    expect(await unindexedForeignKeys(['certificates', 'certificate_settings'])).toEqual([]);
  });
});
