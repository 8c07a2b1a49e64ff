import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities.js';
import { migrationsList } from './migrations/index.js';

export interface OrmExtras {
  debug?: boolean;
  silent?: boolean;
  /** Called with every SQL statement (tests count queries per request with it). */
  onQuery?: (sql: string) => void;
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
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
  });
}
