import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pg from 'pg';

/** Statements one connection keeps prepared at most; past that, its new statements run unnamed. */
const STATEMENTS_PER_CONNECTION = 500;

/** Statement names by SQL text: hashing a text once, not on every run. */
const names = new LRUCache<string, string>({ max: 2000 });

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `academy_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

type Query = typeof pg.Client.prototype.query;

/**
 * A statement whose text starts with this runs unnamed: SQL compiled from what people type (a search
 * string's AND/OR/NOT) has a new shape almost every time, and would fill a connection's prepared
 * statements, leaving none for the repository methods' fixed SQL.
 */
export const UNPREPARED = '/* unprepared */';

/**
 * A `pg` client that runs every statement with parameters as a named prepared statement. The SQL of
 * a repository method is the same on every call (its values are parameters), so each connection
 * parses, analyses and plans it once, then only binds and executes it: the planning of the larger
 * reads cost more than their execution, and the statement's text is no longer sent each time.
 * Statements without parameters (`begin`, `commit`, savepoints) run as before.
 *
 * Behind a pooler in transaction mode, which gives each transaction any server connection, turn this
 * off (DATABASE_PREPARED_STATEMENTS=false) unless the pooler tracks prepared statements.
 */
export class PreparingClient extends pg.Client {}

/** pg's own `query`, looked up on each call: instrumentation that wraps it (an APM agent, a test's spy) still sees every statement. */
const plainQuery = (): Query => pg.Client.prototype.query;

/** The names each connection has prepared (or queued to prepare). */
const preparedNames = new WeakMap<pg.Client, Set<string>>();

PreparingClient.prototype.query = function (this: PreparingClient, ...args: unknown[]) {
  const [text, values, callback] = args;
  if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && !text.startsWith(UNPREPARED)) {
    const name = statementName(text);
    let prepared = preparedNames.get(this);
    if (!prepared) preparedNames.set(this, (prepared = new Set()));
    if (prepared.has(name) || prepared.size < STATEMENTS_PER_CONNECTION) {
      prepared.add(name);
      return Reflect.apply(plainQuery(), this, [{ name, text, values }, callback]) as unknown;
    }
  }
  return Reflect.apply(plainQuery(), this, args) as unknown;
} as Query;
