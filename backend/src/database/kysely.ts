import type { EntityManager, InferKyselyDB, Kysely } from '@mikro-orm/postgresql';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { entities } from '../entities.js';
import { replicaOfThisRequest } from './read-replicas/read-routing.js';

/**
 * Every table, with PostgreSQL's own table and column names, inferred from the entity schemas: a
 * query that names a missing column or compares mismatched types does not compile.
 * `course_user_access` is the pivot table of Course.specificUsers, which has no entity of its own.
 */
export type AcademyDb = InferKyselyDB<(typeof entities)[number]> & { course_user_access: { course_id: number; user_id: number } };

/**
 * MikroORM logs its own statements but not those Kysely runs: this puts them in the same query log
 * (DATABASE_DEBUG, the tests' statement counts, the SQL written to backend/queries/). It compiles a
 * query a second time only while query logging is on.
 */
class QueryLogPlugin implements KyselyPlugin {
  constructor(
    private readonly em: EntityManager,
    private readonly db: Kysely<AcademyDb>,
    /** The read replica the queries run on (named in the log as MikroORM names it for its own); undefined: the primary. */
    private readonly replica: string | undefined,
  ) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const logger = this.em.config.getLogger();
    const context = this.em.getLoggerContext();
    if (logger.isEnabled('query', context)) {
      const connection = this.replica === undefined ? {} : { connection: { type: 'read', name: this.replica } };
      logger.logQuery({ ...context, ...connection, query: this.db.getExecutor().compileQuery(node, queryId).sql });
    }
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/**
 * A typed query builder inside `em`'s transaction when it has one; otherwise on the read replica the
 * request reads from (when it has been given one: read-replicas/read-routing.ts), else the primary.
 */
export function kysely(em: EntityManager): Kysely<AcademyDb> {
  const replica = em.getTransactionContext() ? undefined : replicaOfThisRequest();
  const db = em.getKysely<AcademyDb>({ type: 'read' });
  return db.withPlugin(new QueryLogPlugin(em, db, replica?.state.name));
}
