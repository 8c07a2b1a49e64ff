import type { Configuration, ConnectionOptions } from '@mikro-orm/core';
import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import {
  PostgresDialect,
  type AbortableOperationOptions,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type Kysely,
  type PostgresDialectConfig,
  type QueryResult,
} from 'kysely';
import pg, { type PoolConfig } from 'pg';
import Cursor from 'pg-cursor';
import { isServiceUnavailable } from '../../common/errors/service-unavailable.js';
import { ReplicaState, parseLsn } from './replica-state.js';

/** On a standby, a plain read outside a transaction fails with 40001 only when WAL replay needed what it was reading. */
const RECOVERY_CONFLICT = '40001';

/** Where a replica's reads go when the replica cannot take them. */
interface Fallback {
  primary(): Kysely<unknown>;
  /** The replica could not be reached: it is left out until the monitor hears from it again. */
  lost(error: unknown): void;
}

/**
 * A read replica's MikroORM connection. Its pool is the replica's own, but a read it cannot serve
 * (no connection to be had, the connection lost, or a conflict with WAL replay) runs on the primary
 * instead of failing: a replica going down never fails a request. Only plain reads outside any
 * transaction ever come here (transactions and writes use the primary), so running one again
 * elsewhere is safe.
 */
export class ReplicaConnection extends PostgreSqlConnection {
  readonly state: ReplicaState;
  private pool: pg.Pool | undefined;

  constructor(
    config: Configuration,
    options: ConnectionOptions,
    private readonly primary: PostgreSqlConnection,
  ) {
    super(config, options, 'read');
    this.state = new ReplicaState(options.name ?? 'replica');
  }

  override createKyselyDialect(overrides: PoolConfig): PostgresDialect {
    // The whole URL as well: MikroORM keeps only host, port, user, password and database of it, and a
    // replica's URL may carry more (sslmode, application_name, options).
    const pool = new pg.Pool({ ...this.mapOptions(overrides), connectionString: this.options.clientUrl });
    // An 'error' event without a listener would end the process (as PostgreSqlConnection does for its pool).
    pool.on('connect', (client) =>
      client.on('error', (error) => this.logger.warn('info', `Read replica ${this.state.name}: ${error.message}`)),
    );
    pool.on('error', (error) => this.logger.warn('info', `Read replica ${this.state.name}: ${error.message}`));
    this.pool = pool;
    return new FallbackDialect(
      { pool, cursor: Cursor },
      { primary: () => this.primary.getClient(), lost: (error) => this.state.lost(error) },
    );
  }

  /** How far the replica has replayed the primary's WAL, asked of the replica itself (never of the primary in its place). */
  async replayPosition(timeoutMs: number): Promise<bigint> {
    await this.ensureConnection();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const query = this.pool!.query<{ position: string }>(
        'select (case when pg_is_in_recovery() then pg_last_wal_replay_lsn() else pg_current_wal_insert_lsn() end)::text as position',
      );
      const { rows } = await Promise.race([query, timedOut]);
      const position = parseLsn(rows[0]?.position);
      if (position === undefined) throw new Error(`no WAL position (got ${rows[0]?.position})`);
      return position;
    } finally {
      clearTimeout(timer);
    }
  }
}

class FallbackDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly fallback: Fallback,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new FallbackDriver(super.createDriver(), this.fallback);
  }
}

class FallbackDriver implements Driver {
  constructor(
    private readonly replica: Driver,
    private readonly fallback: Fallback,
  ) {}

  init(options?: AbortableOperationOptions): Promise<void> {
    return this.replica.init(options);
  }

  async acquireConnection(options?: AbortableOperationOptions): Promise<DatabaseConnection> {
    try {
      return new FallbackConnection(await this.replica.acquireConnection(options), this.fallback);
    } catch (error) {
      this.fallback.lost(error);
      return new FallbackConnection(undefined, this.fallback);
    }
  }

  async releaseConnection(connection: FallbackConnection, options?: AbortableOperationOptions): Promise<void> {
    if (connection.replica) await this.replica.releaseConnection(connection.replica, options);
  }

  beginTransaction(): Promise<void> {
    return Promise.reject(new Error('Transactions run on the primary, never on a read replica'));
  }

  commitTransaction(): Promise<void> {
    return this.beginTransaction();
  }

  rollbackTransaction(): Promise<void> {
    return this.beginTransaction();
  }

  destroy(options?: AbortableOperationOptions): Promise<void> {
    return this.replica.destroy(options);
  }
}

class FallbackConnection implements DatabaseConnection {
  constructor(
    /** The replica's connection; undefined when none could be had. */
    readonly replica: DatabaseConnection | undefined,
    private readonly fallback: Fallback,
  ) {}

  async executeQuery<R>(query: CompiledQuery, options?: AbortableOperationOptions): Promise<QueryResult<R>> {
    if (this.replica) {
      try {
        return await this.replica.executeQuery<R>(query, options);
      } catch (error) {
        if (isServiceUnavailable(error)) this.fallback.lost(error);
        else if ((error as { code?: unknown }).code !== RECOVERY_CONFLICT) throw error;
      }
    }
    return this.fallback.primary().executeQuery(query as CompiledQuery<R>, options);
  }

  streamQuery<R>(query: CompiledQuery, chunkSize: number, options?: AbortableOperationOptions): AsyncIterableIterator<QueryResult<R>> {
    if (this.replica) return this.replica.streamQuery<R>(query, chunkSize, options);
    return this.fallback
      .primary()
      .getExecutor()
      .stream(query as CompiledQuery<R>, chunkSize, options);
  }
}
