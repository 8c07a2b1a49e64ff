// `npm run migration:create -w backend -- name`: diffs the entities against a scratch database that
// has every existing migration applied, writes the new migration and registers it in migrations/index.ts.
import { MikroORM } from '@mikro-orm/postgresql';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createFreshDatabase, dropDatabase, provideTestServer } from '../../test/support/test-database.js';
import { migrateDatabase } from './migrate.js';
import { ormOptions } from './mikro-orm.config.js';

const label = (process.argv[2] ?? 'change').replace(/[^a-z0-9_]/gi, '_');
const server = await provideTestServer();
const url = await createFreshDatabase(server.adminUrl, 'academy_migration');
try {
  await migrateDatabase(url, { silent: true });
  const orm = await MikroORM.init(ormOptions(url, { silent: true }));
  const result = await orm.migrator.create(join(import.meta.dirname, 'migrations'), false, false, label);
  await orm.close(true);
  if (!result.fileName) {
    console.log('The entities match the migrations: nothing to create.');
  } else {
    const className = basename(result.fileName, '.ts');
    const index = join(import.meta.dirname, 'migrations/index.ts');
    const source = readFileSync(index, 'utf8')
      .replace(
        /(import type \{ MigrationObject \} from '@mikro-orm\/core';\n(?:import .*\n)*)/,
        `$1import { ${className} } from './${className}.js';\n`,
      )
      .replace(/\n\];\n$/, `\n  { name: '${className}', class: ${className} },\n];\n`);
    writeFileSync(index, source);
    console.log(`Created migrations/${result.fileName} and registered it; review the SQL before committing.`);
  }
} finally {
  await dropDatabase(server.adminUrl, url);
  await server.stop();
}
