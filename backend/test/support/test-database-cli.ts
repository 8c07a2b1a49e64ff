import { migrateDatabase } from '../../src/database/migrate.js';
import { createFreshDatabase, dropDatabase, provideTestServer } from './test-database.js';

/**
 * Jest's global setup runs this as a child process: it migrates a template database once, copies it
 * into the run's database, prints one JSON line with both, keeps an embedded server alive if it
 * started one, and when its stdin closes it drops both databases and exits. Suites that need a
 * database of their own copy the template (`createMigratedDatabase`).
 */
const server = await provideTestServer();
const templateUrl = await createFreshDatabase(server.adminUrl, 'academy_template');
await migrateDatabase(templateUrl, { silent: true });
const templateDatabase = new URL(templateUrl).pathname.slice(1);
const databaseUrl = await createFreshDatabase(server.adminUrl, process.argv[2] ?? 'academy_test', templateDatabase);
process.stdout.write(`${JSON.stringify({ adminUrl: server.adminUrl, databaseUrl, templateDatabase })}\n`);
process.stdin.resume();
async function cleanUp(): Promise<void> {
  for (const url of [databaseUrl, templateUrl]) await dropDatabase(server.adminUrl, url).catch((error) => console.error(error));
  await server.stop();
}
process.stdin.on('end', () => {
  cleanUp().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
