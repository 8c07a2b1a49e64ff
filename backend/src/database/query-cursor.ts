import type { EntityManager } from '@mikro-orm/postgresql';
import type { Compilable } from 'kysely';
import type { PoolClient } from 'pg';
import Cursor from 'pg-cursor';

/** How long closing a cursor may take before its connection is thrown away instead of reused. */
const CLOSE_TIMEOUT_MS = 5_000;

/**
 * A Kysely query's rows read through a server-side cursor, `batch` rows at a time, on a pool
 * connection of its own (outside any transaction) that it holds until the rows run out or `return()`
 * is called. Memory holds one batch whatever the number of rows.
 *
 * Not Kysely's `stream()`: that waits for pg-cursor to close the cursor even when the connection has
 * died, which never happens (brianc/node-postgres#2588), so the connection would stay checked out
 * for good. Here a connection that failed goes back to the pool as broken, and the pool replaces it.
 */
export class QueryCursor<Row> implements AsyncIterableIterator<Row[]> {
  private failure: Error | undefined;
  private pending: Promise<unknown> = Promise.resolve();
  private first: Row[] | undefined;
  private released = false;

  private constructor(
    private readonly client: PoolClient,
    private readonly cursor: Cursor<Row>,
    private readonly batch: number,
  ) {
    // Set when the connection fails (or the server ends the statement) at any time, even between reads.
    cursor.on('error', (error: Error) => (this.failure ??= error));
  }

  /**
   * Runs the query (it is logged like every other, when Kysely compiles it) and reads the first batch:
   * a query that fails, or no free connection, fails here rather than partway through the rows.
   */
  static async open<Row>(em: EntityManager, query: Compilable<Row>, batch: number): Promise<QueryCursor<Row>> {
    const { sql, parameters } = query.compile();
    const client = await (await em.getConnection().getNativeClient()).connect();
    const rows = new QueryCursor(client, client.query(new Cursor<Row>(sql, [...parameters])), batch);
    rows.first = await rows.read();
    return rows;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async next(): Promise<IteratorResult<Row[], undefined>> {
    const rows = this.first ?? (this.released ? [] : await this.read());
    this.first = undefined;
    if (rows.length > 0) return { done: false, value: rows };
    await this.return();
    return { done: true, value: undefined };
  }

  /** Closes the cursor and gives the connection back; safe to call at any time, more than once. */
  async return(): Promise<IteratorResult<Row[], undefined>> {
    if (!this.released) {
      this.released = true;
      await this.pending.catch(() => undefined);
      if (!this.failure) await this.close();
      // With an error, the pool drops the connection instead of lending it again.
      this.client.release(this.failure);
    }
    return { done: true, value: undefined };
  }

  private async read(): Promise<Row[]> {
    const reading = this.cursor.read(this.batch);
    this.pending = reading;
    try {
      return await reading;
    } catch (error) {
      this.failure ??= error as Error;
      await this.return();
      throw error;
    }
  }

  private async close(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.failure ??= new Error(`The cursor did not close within ${CLOSE_TIMEOUT_MS} ms`);
        resolve();
      }, CLOSE_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.cursor.close(), timedOut]);
    } catch (error) {
      this.failure ??= error as Error;
    } finally {
      clearTimeout(timer);
    }
  }
}
