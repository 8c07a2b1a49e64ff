// Loaded into the API by the benchmark (`--import`, never in production): every statement a request
// marked with the X-Bench-Record header sends to PostgreSQL is appended to BENCH_SQL_RECORD_FILE as
// one JSON line, with its values, so that the bare baseline can replay exactly the same SQL.
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export interface RecordedStatement {
  /** The X-Bench-Record header of the request that sent it. */
  tag: string;
  text: string;
  values: unknown[];
}

const file = process.env.BENCH_SQL_RECORD_FILE;
if (file) {
  const tags = new AsyncLocalStorage<string>();
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    const tag = event === 'request' ? (args[0] as http.IncomingMessage).headers['x-bench-record'] : undefined;
    if (typeof tag === 'string') return tags.run(tag, () => Reflect.apply(emit, this, [event, ...args]) as boolean);
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;

  // The backend's own `pg` (the same module instance its pool uses).
  const pg = createRequire(join(process.cwd(), 'backend/dist/main.js'))('pg') as {
    Client: { prototype: { query: (...args: unknown[]) => unknown } };
  };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    const tag = tags.getStore();
    if (tag !== undefined) {
      const [first, second] = args;
      const config = typeof first === 'string' ? { text: first, values: second } : (first as { text?: string; values?: unknown });
      if (typeof config?.text === 'string') {
        const statement: RecordedStatement = { tag, text: config.text, values: Array.isArray(config.values) ? config.values : [] };
        appendFileSync(file, `${JSON.stringify(statement)}\n`);
      }
    }
    return Reflect.apply(query, this, args);
  };
}
