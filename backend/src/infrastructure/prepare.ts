import type { AppConfig } from '../config/config.js';
import { migrateDatabase } from '../database/migrate.js';
import { embeddedUrl, locateEmbeddedServer, reachableDataDir, startEmbeddedPostgres } from './embedded-postgres.js';
import { ensureRedis } from './redis-server.js';

export interface Infrastructure {
  databaseUrl: string;
  stop(): Promise<void>;
}

export const EMBEDDED_DATABASE = 'academy';

/** Makes PostgreSQL (given or embedded) and Redis (given or started locally) available, then migrates. */
export async function prepareInfrastructure(config: AppConfig, log: (line: string) => void): Promise<Infrastructure> {
  const redis = await ensureRedis(config.redis.url, config.dataDir, log);
  let databaseUrl = config.database.url;
  let stopDatabase = async (): Promise<void> => undefined;
  if (!databaseUrl) {
    const dataDir = reachableDataDir(`${config.dataDir}/postgres`, log);
    const { port, running } = await locateEmbeddedServer({
      dataDir,
      port: config.database.embeddedPort,
      portFromEnv: config.database.embeddedPortFromEnv,
      log,
    });
    if (running) {
      // Another process of this checkout (the API, or a worker) already runs the embedded server: share it.
      databaseUrl = embeddedUrl(port, EMBEDDED_DATABASE);
    } else {
      const embedded = await startEmbeddedPostgres({ dataDir, port, database: EMBEDDED_DATABASE, log });
      databaseUrl = embedded.url;
      stopDatabase = embedded.stop;
    }
  }
  const applied = await migrateDatabase(databaseUrl, { silent: true });
  if (applied.length > 0) log(`Applied ${applied.length} database migration(s): ${applied.join(', ')}`);
  return {
    databaseUrl,
    stop: async () => {
      await stopDatabase();
      await redis.stop();
    },
  };
}
