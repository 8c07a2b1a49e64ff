import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { DEFAULT_DATABASE_CONNECT_TIMEOUT_MS } from '../config/config.js';
import { entities } from '../entities.js';
import { migrationsList } from './migrations/index.js';

export interface OrmExtras {
  debug?: boolean;
  silent?: boolean;
  /** Called with every SQL statement (tests count queries per request with it). */
  onQuery?: (sql: string) => void;
  /** How long a request waits for a database connection before it fails (and answers 503). */
  connectTimeoutMs?: number;
}


export function ormOptions(url: string, options: OrmExtras = {}): Options {
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
    driverOptions: { connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_DATABASE_CONNECT_TIMEOUT_MS, keepAlive: true },
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
  });
}
