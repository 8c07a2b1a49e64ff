import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { DEFAULT_DATABASE_CONNECT_TIMEOUT_MS, type ReadReplicaSettings } from '../config/config.js';
import { entities } from '../entities.js';
import { migrationsList } from './migrations/index.js';
import { PreparingClient } from './prepared-statements.js';
import { replicaRoutingDriver } from './read-replicas/replica-routing.driver.js';

/**
 * How long a read waits for a connection to a replica before it runs on the primary instead: a
 * replica that stops answering costs the first reads this long, until the monitor leaves it out.
 */
const REPLICA_CONNECT_TIMEOUT_MS = 1000;

export interface OrmExtras {
  debug?: boolean;
  silent?: boolean;
  /** Called with every SQL statement (tests count queries per request with it). */
  onQuery?: (sql: string) => void;
  /** How long a request waits for a database connection before it fails (and answers 503). */
  connectTimeoutMs?: number;
  /** Run statements with parameters as named prepared statements (database/prepared-statements.ts); default on. */
  preparedStatements?: boolean;
  /** Hot standbys that take the reads of requests routed to them (docs/adr/0015-read-replicas.md); the API's only. */
  readReplicas?: ReadReplicaSettings;
}

export function ormOptions(url: string, options: OrmExtras = {}): Options {
  const driverOptions = {
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_DATABASE_CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(options.preparedStatements === false ? {} : { Client: PreparingClient }),
  };
  return defineConfig({
    clientUrl: url,
    entities,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      path: 'src/database/migrations',
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
    debug: options.onQuery ? ['query'] : (options.debug ?? false),
    ...(options.onQuery ? { logger: (message: string) => options.onQuery?.(message) } : {}),
    ...(options.silent ? { logger: () => undefined } : {}),
    pool: { min: 0, max: 10 },
    // Without a timeout, a database host that stops answering (dropped packets, not refused
    // connections) would keep every request waiting forever instead of answering 503. TCP keepalive
    // lets the pool notice dead idle connections.
    driverOptions,
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
    ...replicaOptions(options.readReplicas, driverOptions),
  });
}

function replicaOptions(
  settings: ReadReplicaSettings | undefined,
  driverOptions: { keepAlive: boolean; Client?: typeof PreparingClient },
): Partial<Options> {
  if (!settings?.urls.length) return {};
  return {
    driver: replicaRoutingDriver(settings),
    replicas: settings.urls.map((clientUrl, index) => ({
      name: `replica-${index + 1}`,
      clientUrl,
      driverOptions: { ...driverOptions, connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS },
    })),
  };
}
