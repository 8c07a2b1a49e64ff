import { EntityManager } from '@mikro-orm/postgresql';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { format } from 'sql-formatter';
import { sqlExamplesOf } from '../../src/database/generate-sql.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createMigratedDatabase, dropDatabase } from '../support/test-database.js';

// `npm run sql -w backend` rewrites backend/queries/ from the repositories; `npm test` fails when they differ.
const UPDATE = process.env.UPDATE_SQL === '1';
const backendDir = join(import.meta.dirname, '../..');
const modulesDir = join(backendDir, 'src/modules');
const queriesDir = join(backendDir, 'queries');

class Rollback extends Error {}

function repositoryFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? repositoryFiles(join(dir, entry.name)) : entry.name.endsWith('.repository.ts') ? [join(dir, entry.name)] : [],
  );
}

/** The statement as the database received it, without the logger's decoration; transaction control is left out. */
function statementOf(logged: string): string | undefined {
  const sql = stripVTControlCharacters(logged)
    .replace(/^\[query\]\s*(\([^)]*\)\s*)?/, '')
    .replace(/\s*\[took [^\]]*\]\s*$/, '')
    .trim();
  return /^(begin|commit|rollback|savepoint|release savepoint|rollback to savepoint)\b/i.test(sql) ? undefined : sql;
}

describe('the SQL of every repository method is committed in backend/queries/', () => {
  // Its own empty database: the examples' SQL must not depend on rows other tests write meanwhile.
  const adminUrl = process.env.ACADEMY_TEST_ADMIN_URL!;
  let databaseUrl: string;
  let testApp: TestApp;

  beforeAll(async () => {
    databaseUrl = await createMigratedDatabase('academy_sql');
    testApp = await createTestApp({ DATABASE_URL: databaseUrl });
  });
  afterAll(async () => {
    await testApp.close();
    await dropDatabase(adminUrl, databaseUrl);
  });

  const files = repositoryFiles(modulesDir);

  it.each(files.map((file) => [relative(modulesDir, file), file]))('%s', async (_name, file) => {
    const exported = Object.values(await import(file)) as (abstract new (...args: never[]) => object)[];
    const sections: string[] = [];
    for (const repositoryClass of exported.filter((value) => typeof value === 'function')) {
      const methods = sqlExamplesOf(repositoryClass);
      if (methods.size === 0) continue;
      const repository = testApp.app.get(repositoryClass, { strict: false }) as Record<string, (...params: unknown[]) => Promise<unknown>>;
      for (const [method, examples] of [...methods].sort(([a], [b]) => a.localeCompare(b))) {
        for (const example of examples) {
          const { statements } = await testApp.countQueries(() =>
            testApp.app
              .get(EntityManager)
              .transactional(async () => {
                const result = await repository[method](...example.params);
                // A cursor (QueryCursor) is read to its end, which gives its connection back.
                if (result && typeof result === 'object' && Symbol.asyncIterator in result)
                  for await (const _row of result as AsyncIterable<unknown>);
                throw new Rollback();
              })
              .catch((error: unknown) => {
                if (!(error instanceof Rollback)) throw error;
              }),
          );
          const sql = statements.map(statementOf).filter((statement): statement is string => Boolean(statement));
          const title = `-- ${repositoryClass.name}.${method}${example.name ? ` (${example.name})` : ''}`;
          sections.push(
            [
              title,
              ...sql.map(
                (statement) => `${format(statement, { language: 'postgresql', paramTypes: { positional: true, numbered: ['$'] } })};`,
              ),
            ].join('\n'),
          );
        }
      }
    }
    const target = join(queriesDir, `${basename(file, '.ts')}.sql`);
    const content = `-- Written by \`npm run sql -w backend\` from ${relative(backendDir, file)}: do not edit.\n\n${sections.join('\n\n')}\n`;
    if (UPDATE) {
      mkdirSync(queriesDir, { recursive: true });
      writeFileSync(target, content);
    } else {
      expect(
        existsSync(target) ? readFileSync(target, 'utf8') : `(missing ${relative(backendDir, target)}: run npm run sql -w backend)`,
      ).toBe(content);
    }
  });

  it('has no file for a repository that no longer exists', () => {
    const expected = new Set(files.map((file) => `${basename(file, '.ts')}.sql`));
    const stale = existsSync(queriesDir) ? readdirSync(queriesDir).filter((name) => !expected.has(name)) : [];
    expect(stale).toEqual([]);
  });
});
