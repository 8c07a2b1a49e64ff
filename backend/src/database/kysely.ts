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

/**
 * Every table, with PostgreSQL's own table and column names, inferred from the entity schemas: a
 * query that names a missing column or compares mismatched types does not compile.
 * `course_user_access` is the pivot table of Course.specificUsers, which has no entity of its own.
 */
export type AcademyDb = InferKyselyDB<(typeof entities)[number]> & { course_user_access: { course_id: number; user_id: number } };

/** Puts a statement Kysely runs in MikroORM's query log, as MikroORM logs its own; `replica`: the read replica it runs on, if any. */
function logStatement(em: EntityManager, replica: string | undefined, statement: () => string): void {
  const logger = em.config.getLogger();
  const context = em.getLoggerContext();
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
  ) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    logStatement(this.em, this.replica, () => this.db.getExecutor().compileQuery(node, queryId).sql);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** The read replica the current request reads from (when it has been given one and `em` is in no transaction); undefined: the primary. */
function replicaFor(em: EntityManager): string | undefined {
  return em.getTransactionContext() ? undefined : replicaOfThisRequest()?.state.name;
}

/**
 * A typed query builder inside `em`'s transaction when it has one; otherwise on the read replica the
 * request reads from (when it has been given one: read-replicas/read-routing.ts), else the primary.
 */
export function kysely(em: EntityManager): Kysely<AcademyDb> {
  const db = em.getKysely<AcademyDb>({ type: 'read' });
  return db.withPlugin(new QueryLogPlugin(em, db, replicaFor(em)));
}

/** Runs a query compiled beforehand where `kysely(em)` would run it, logged as it would log it. */
export async function runCompiled<Row>(em: EntityManager, query: CompiledQuery<Row>): Promise<Row[]> {
  logStatement(em, replicaFor(em), () => query.sql);
  return (await em.getKysely<AcademyDb>({ type: 'read' }).executeQuery(query)).rows;
}
