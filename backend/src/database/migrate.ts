import { MikroORM } from '@mikro-orm/postgresql';
import { StartupError } from '../infrastructure/startup-error.js';
import { ormOptions } from './mikro-orm.config.js';

/** Applies pending migrations; returns their names. A database that cannot be reached is a StartupError. */
export async function migrateDatabase(url: string, options: { silent?: boolean } = {}): Promise<string[]> {
  let orm: MikroORM;
  try {
    orm = await MikroORM.init(ormOptions(url, { silent: options.silent }));
    await orm.em.getConnection().execute('select 1');
  } catch (error) {
    throw new StartupError(`Cannot connect to PostgreSQL at ${describeUrl(url)}: ${(error as Error).message}`);
  }
  try {
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
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
