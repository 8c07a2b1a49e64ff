import { Migration } from '@mikro-orm/migrations';

/**
 * PostgreSQL's JIT compiler spent ~350 ms compiling the admin analytics query (855 ms in all) on a
 * 100k-user / 1M-progress-row database: for short OLTP queries its start-up cost outweighs any gain.
 * Turned off for this database (new sessions); needs the database's owner, which the app user is.
 */
export class Migration20261122073500_disable_jit extends Migration {
  override up(): void {
    this.addSql(`do $$ begin execute format('alter database %I set jit = off', current_database()); end $$;`);
  }

  override down(): void {
    this.addSql(`do $$ begin execute format('alter database %I reset jit', current_database()); end $$;`);
  }
}
