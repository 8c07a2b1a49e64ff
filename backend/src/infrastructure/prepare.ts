import type { AppConfig } from '../config/config.js';
import { migrateDatabase } from '../database/migrate.js';
import {
  EmbeddedPortInUseError,
  embeddedUrl,
  locateEmbeddedServer,
  nextPort,
  reachableDataDir,
  startEmbeddedPostgres,
} from './embedded-postgres.js';
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
    const embedded = await locateOrStartEmbedded(config, dataDir, log);
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

/** How often a derived port that could not be bound moves on before the start-up gives up. */
const BIND_ATTEMPTS = 5;

/**
 * Shares the embedded server another process of this checkout runs, or starts it. A derived port can
 * be lost between looking and binding (another program, or an outgoing connection's local port): then
 * the search goes on from the next port. A port set in EMBEDDED_POSTGRES_PORT is never replaced.
 */
async function locateOrStartEmbedded(
  config: AppConfig,
  dataDir: string,
  log: (line: string) => void,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const portFromEnv = config.database.embeddedPortFromEnv;
  for (let attempt = 1, from = config.database.embeddedPort; ; attempt++) {
    const { port, running } = await locateEmbeddedServer({ dataDir, port: from, portFromEnv, log });
    if (running) {
      // Another process of this checkout (the API, or a worker) already runs the embedded server: share it.
      return { url: embeddedUrl(port, EMBEDDED_DATABASE), stop: async () => undefined };
    }
    try {
      return await startEmbeddedPostgres({ dataDir, port, database: EMBEDDED_DATABASE, log });
    } catch (error) {
      if (!(error instanceof EmbeddedPortInUseError) || portFromEnv || attempt === BIND_ATTEMPTS) throw error;
      log(`Port ${port} was taken while the embedded PostgreSQL started; trying the next one.`);
      from = nextPort(port);
    }
  }
}
