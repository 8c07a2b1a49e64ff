import { RequestContext, TransactionContext } from '@mikro-orm/core';
import type { EntityManager, InferKyselyDB, Kysely } from '@mikro-orm/postgresql';
import type {
  CompiledQuery,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { entities } from '../entities.js';
import { replicaOfThisRequest } from './read-replicas/read-routing.js';
import { currentRequestScope } from './request-scope.js';

/**
 * Every table, with PostgreSQL's own table and column names, inferred from the entity schemas: a
 * query that names a missing column or compares mismatched types does not compile.
 * `course_user_access` is the pivot table of Course.specificUsers, which has no entity of its own.
 */
export type AcademyDb = InferKyselyDB<(typeof entities)[number]> & { course_user_access: { course_id: number; user_id: number } };

/**
 * Whether a statement of `em` runs on the pool, outside any transaction and entity manager of a
 * context: `em` is the global entity manager and the context has no transaction and no entity manager
 * of its own yet. The statement then runs without making the request's entity manager (request-scope.ts),
 * exactly as it would in it: a statement needs no identity map.
 */
function onPool(em: EntityManager): boolean {
  return (
    em.global &&
    TransactionContext.getEntityManager(em.name) === undefined &&
    RequestContext.getEntityManager(em.name) === undefined &&
    currentRequestScope()?.madeEntityManager(em.name) === undefined
  );
}

/** Puts a statement Kysely runs in MikroORM's query log, as MikroORM logs its own; `replica`: the read replica it runs on, if any. */
function logStatement(em: EntityManager, replica: string | undefined, statement: () => string, pool = false): void {
  const logger = em.config.getLogger();
  const context = em.getLoggerContext({ disableContextResolution: pool });
  if (logger.isEnabled('query', context)) {
    const connection = replica === undefined ? {} : { connection: { type: 'read', name: replica } };
    logger.logQuery({ ...context, ...connection, query: statement() });
  }
}

/**
 * MikroORM logs its own statements but not those Kysely runs: this puts them in the same query log
 * (DATABASE_DEBUG, the tests' statement counts, the SQL written to backend/queries/). It compiles a
 * query a second time only while query logging is on.
 */
class QueryLogPlugin implements KyselyPlugin {
  constructor(
    private readonly em: EntityManager,
    private readonly db: Kysely<AcademyDb>,
    private readonly replica: string | undefined,
    private readonly pool: boolean,
  ) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    logStatement(this.em, this.replica, () => this.db.getExecutor().compileQuery(node, queryId).sql, this.pool);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** The read replica the current request reads from (when it has been given one and `em` is in no transaction); undefined: the primary. */
function replicaFor(em: EntityManager, pool = false): string | undefined {
  return !pool && em.getTransactionContext() ? undefined : replicaOfThisRequest()?.state.name;
}

/** Kysely on `em`'s transaction when it has one, else on the pool (a read replica's when the request reads from one). */
function kyselyOf(em: EntityManager, pool: boolean): Kysely<AcademyDb> {
  return pool ? (em.getConnection('read').getClient() as Kysely<AcademyDb>) : em.getKysely<AcademyDb>({ type: 'read' });
}

/**
 * A typed query builder inside `em`'s transaction when it has one; otherwise on the read replica the
 * request reads from (when it has been given one: read-replicas/read-routing.ts), else the primary.
 */
export function kysely(em: EntityManager): Kysely<AcademyDb> {
  const pool = onPool(em);
  const db = kyselyOf(em, pool);
  return db.withPlugin(new QueryLogPlugin(em, db, replicaFor(em, pool), pool));
}

/** Runs a query compiled beforehand where `kysely(em)` would run it, logged as it would log it. */
export async function runCompiled<Row>(em: EntityManager, query: CompiledQuery<Row>): Promise<Row[]> {
  const pool = onPool(em);
  logStatement(em, replicaFor(em, pool), () => query.sql, pool);
  return (await kyselyOf(em, pool).executeQuery(query)).rows;
}
