import type { AppConfig } from '../config/config.js';
import { migrateDatabase } from '../database/migrate.js';
import { embeddedAlreadyRunning, embeddedUrl, startEmbeddedPostgres } from './embedded-postgres.js';
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
  if (!databaseUrl && (await embeddedAlreadyRunning(config.database.embeddedPort))) {
    // Another process of this checkout (the API, or a worker) already runs the embedded server: share it.
    databaseUrl = embeddedUrl(config.database.embeddedPort, EMBEDDED_DATABASE);
  }
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres({
      dataDir: `${config.dataDir}/postgres`,
      port: config.database.embeddedPort,
      database: EMBEDDED_DATABASE,
      log,
    });
    databaseUrl = embedded.url;
    stopDatabase = embedded.stop;
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
