import { migrateDatabase } from '../../src/database/migrate.js';
import { createFreshDatabase, dropDatabase, provideTestServer } from './test-database.js';

/**
 * Jest's global setup runs this as a child process: it prints one JSON line with a fresh migrated
 * database, keeps an embedded server alive if it started one, and when its stdin closes it drops the
 * database and exits.
 */
const server = await provideTestServer();
const databaseUrl = await createFreshDatabase(server.adminUrl, process.argv[2] ?? 'academy_test');
await migrateDatabase(databaseUrl, { silent: true });
process.stdout.write(`${JSON.stringify({ adminUrl: server.adminUrl, databaseUrl })}\n`);
process.stdin.resume();
process.stdin.on('end', async () => {
  await dropDatabase(server.adminUrl, databaseUrl).catch((error) => console.error(error));
  await server.stop();
  process.exit(0);
});
