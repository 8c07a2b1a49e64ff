import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { StartupError } from '../infrastructure/startup-error.js';
import { ormOptions } from './mikro-orm.config.js';

/** Serialises the migrations of processes starting at once (API replicas, workers) on one database. */
const MIGRATION_LOCK_KEY = 7_301_845_113;

/** Applies pending migrations; returns their names. A database that cannot be reached is a StartupError. */
export async function migrateDatabase(url: string, options: { silent?: boolean } = {}): Promise<string[]> {
  let orm: MikroORM;
  try {
    orm = await MikroORM.init(ormOptions(url, { silent: options.silent }));
    await orm.connect();
    const connection = await orm.checkConnection();
    if (!connection.ok) throw connection.error ?? new Error(connection.reason);
  } catch (error) {
    throw new StartupError(`Cannot connect to PostgreSQL at ${describeUrl(url)}: ${(error as Error).message}`);
  }
  // A session-level advisory lock on a connection of its own: whoever waited for it then finds the
  // migrations already applied instead of failing on tables that another process has just created.
  const lock = new pg.Client({ connectionString: url });
  try {
    await lock.connect();
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    await lock.end();
    await orm.close(true);
  }
}

export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
