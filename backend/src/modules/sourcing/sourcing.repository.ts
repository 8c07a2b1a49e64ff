import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely, type AcademyDb } from '../../database/kysely.js';
import { UNPREPARED } from '../../database/prepared-statements.js';
import type { QueryNode, SearchField } from './query/query-ast.js';
import { termTsquery } from './query/tsquery.js';
import type { ProfileInput, ProfileInsert } from './pool-rows.js';

/** The tsvector column of each searchable field. */
const FIELD_COLUMN: Record<SearchField, 'title_tsv' | 'skills_tsv' | 'company_tsv' | 'location_tsv' | 'text_tsv'> = {
  title: 'title_tsv',
  skills: 'skills_tsv',
  company: 'company_tsv',
  location: 'location_tsv',
  text: 'text_tsv',
};

/** What is read of a profile (everything but its index columns), as stored. */
const PROFILE_COLUMNS = [
  'id',
  'external_id',
  'name',
  'title',
  'company',
  'location',
  'industry',
  'skills',
  'languages',
  'years_experience',
  'open_to_work',
  'summary',
  'profile_url',
  'site_key',
] as const;

type ProfileRecord = Pick<Selectable<AcademyDb['candidate_profiles']>, (typeof PROFILE_COLUMNS)[number]>;

/** A profile as search, the matcher (it is a ProfileText) and the cards read it. */
export interface CandidateProfileRow extends ProfileInput {
  id: number;
  /** The address as `site:` compares it. */
  siteKey: string;
}

export interface PoolRow {
  id: number;
  name: string;
  description: string;
  profileCount: number;
  isDefault: boolean;
  exerciseCount: number;
  createdAt: Date;
}

function toPoolRow(row: {
  id: number;
  name: string;
  description: string;
  profile_count: number;
  is_default: boolean;
  created_at: Date;
  exercise_count: string | null;
}): PoolRow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    profileCount: row.profile_count,
    isDefault: row.is_default,
    exerciseCount: Number(row.exercise_count ?? 0),
    createdAt: row.created_at,
  };
}

function toRow(record: ProfileRecord): CandidateProfileRow {
  return {
    id: record.id,
    externalId: record.external_id,
    name: record.name,
    title: record.title,
    company: record.company,
    location: record.location,
    industry: record.industry,
    skills: record.skills,
    languages: record.languages,
    yearsExperience: record.years_experience,
    openToWork: record.open_to_work,
    summary: record.summary,
    profileUrl: record.profile_url,
    siteKey: record.site_key,
  };
}

/**
 * The search string as a SQL condition on `candidate_profiles`: every value (tsquery literals, site
 * prefixes) is a parameter; column names come from the fixed map above.
 */
export function searchCondition(node: QueryNode, searchable: readonly SearchField[]): RawBuilder<boolean> {
  switch (node.kind) {
    case 'term': {
      const fields = node.field ? [node.field] : searchable;
      const tsquery = termTsquery(node.words);
      if (fields.length === 0 || tsquery === '') return sql<boolean>`false`;
      const tests = fields.map((field) => sql<boolean>`${sql.ref(FIELD_COLUMN[field])} @@ ${tsquery}::tsquery`);
      return tests.length === 1 ? tests[0]! : sql<boolean>`(${sql.join(tests, sql` or `)})`;
    }
    case 'site':
      return sql<boolean>`starts_with(site_key, ${node.prefix})`;
    case 'and':
    case 'or': {
      if (node.children.length === 0) return sql<boolean>`${node.kind === 'and' ? sql`true` : sql`false`}`;
      const parts = node.children.map((child) => searchCondition(child, searchable));
      return sql<boolean>`(${sql.join(parts, node.kind === 'and' ? sql` and ` : sql` or `)})`;
    }
    case 'not':
      return sql<boolean>`(not ${searchCondition(node.child, searchable)})`;
  }
}

/** The advisory lock that queues changes of the default pool. */
const DEFAULT_POOL_LOCK_KEY = 7_301_845_131;

const EXAMPLE_QUERY: QueryNode = {
  kind: 'and',
  children: [
    { kind: 'term', field: 'title', words: [{ token: 'backend', prefix: false }], source: 'title:backend', start: 0, end: 13 },
    {
      kind: 'or',
      children: [
        { kind: 'term', field: null, words: [{ token: 'go', prefix: false }], source: 'go', start: 15, end: 17 },
        { kind: 'term', field: null, words: [{ token: 'rust', prefix: false }], source: 'rust', start: 21, end: 25 },
      ],
    },
    { kind: 'not', child: { kind: 'site', prefix: 'github.com', source: 'site:github.com', start: 31, end: 46 } },
  ],
};
const EXAMPLE_FIELDS: SearchField[] = ['title', 'skills', 'text'];

/** Candidate pools and profiles, and the search over them. */
@Injectable()
export class SourcingRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /**
   * The number of hits and one page of them in profile id order, in one statement: the hits' ids are
   * found once (GIN indexes), counted, and only the page's rows are read in full. With `hitIdsUpTo`,
   * every hit's id too (on the first row only) when there are at most that many, else null.
   */
  @GenerateSql({ params: [1, EXAMPLE_QUERY, EXAMPLE_FIELDS, 20, 0, 1000] })
  async search(
    poolId: number,
    query: QueryNode,
    searchable: readonly SearchField[],
    limit: number,
    offset: number,
    hitIdsUpTo: number | null = null,
  ): Promise<{ total: number; profiles: CandidateProfileRow[]; hitIds: number[] | null }> {
    const condition = searchCondition(query, searchable);
    const hitIds = hitIdsUpTo === null ? sql`null::int[]` : sql`case when row_number() over (order by p.id) = 1 then ids.hit_ids end`;
    // A filter on the count alone: with too many hits, PostgreSQL skips the aggregate (a one-time filter).
    const idsJoin =
      hitIdsUpTo === null
        ? sql``
        : sql`left join lateral (
            select array_agg(h.id order by h.id) as hit_ids from hits h where t.total <= ${hitIdsUpTo}
          ) ids on true`;
    const result = await sql<ProfileRecord & { total: string; hit_ids: number[] | null }>`${sql.raw(UNPREPARED)}
      with hits as materialized (
        select id from candidate_profiles where pool_id = ${poolId} and ${condition}
      )
      select t.total, ${hitIds} as hit_ids, p.${sql.join(
        PROFILE_COLUMNS.map((column) => sql.ref(column)),
        sql`, p.`,
      )}
      from (select count(*) as total from hits) t
      ${idsJoin}
      left join lateral (
        select * from candidate_profiles
        where id in (select id from hits order by id limit ${limit} offset ${offset})
      ) p on true
      order by p.id`.execute(this.db);
    const total = Number(result.rows[0]?.total ?? 0);
    const ids = hitIdsUpTo === null || total > hitIdsUpTo ? null : (result.rows[0]?.hit_ids ?? []);
    return { total, profiles: result.rows.filter((row) => row.id !== null).map(toRow), hitIds: ids };
  }

  /** Every hit's id, in order. */
  @GenerateSql({ params: [1, EXAMPLE_QUERY, EXAMPLE_FIELDS] })
  async hitIds(poolId: number, query: QueryNode, searchable: readonly SearchField[]): Promise<number[]> {
    const result = await sql<{ id: number }>`${sql.raw(UNPREPARED)}
      select id from candidate_profiles where pool_id = ${poolId} and ${searchCondition(query, searchable)} order by id`.execute(this.db);
    return result.rows.map((row) => row.id);
  }

  /** The pool's profiles among `ids`, in id order; no query for no ids. */
  @GenerateSql({ params: [1, [1, 2, 3]] })
  async profilesByIds(poolId: number, ids: readonly number[]): Promise<CandidateProfileRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('candidate_profiles')
      .select(PROFILE_COLUMNS)
      .where('pool_id', '=', poolId)
      .where((eb) => eb('id', '=', eb.fn.any(eb.val([...ids]))))
      .orderBy('id')
      .execute();
    return rows.map(toRow);
  }

  /** Every pool, the default first, then by name, with how many exercises use each. */
  @GenerateSql()
  async pools(): Promise<PoolRow[]> {
    const rows = await this.poolsQuery().orderBy('cp.is_default', 'desc').orderBy('cp.name').orderBy('cp.id').execute();
    return rows.map(toPoolRow);
  }

  /** One pool, or undefined; `lock` holds its row until the transaction ends (deleting it). */
  @GenerateSql({ name: 'read', params: [1] }, { name: 'locked', params: [1, { lock: true }] })
  async pool(id: number, { lock = false }: { lock?: boolean } = {}): Promise<PoolRow | undefined> {
    const query = this.poolsQuery().where('cp.id', '=', id);
    const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
    return row && toPoolRow(row);
  }

  /** Pools with how many search exercises (quiz questions) use each. */
  private poolsQuery() {
    return this.db.selectFrom('candidate_pools as cp').select((eb) => [
      'cp.id',
      'cp.name',
      'cp.description',
      'cp.profile_count',
      'cp.is_default',
      'cp.created_at',
      eb
        .selectFrom('quiz_questions as qq')
        .select((inner) => inner.fn.countAll<string>().as('exercises'))
        .whereRef('qq.search_pool_id', '=', 'cp.id')
        .as('exercise_count'),
    ]);
  }

  @GenerateSql({ params: [1] })
  async poolExists(id: number): Promise<boolean> {
    return (await this.db.selectFrom('candidate_pools').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** The pool with this name (ignoring case), if any. */
  @GenerateSql({ params: ['Demo talent pool'] })
  async poolIdByName(name: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('candidate_pools')
      .select('id')
      .where(sql<string>`lower(name)`, '=', name.toLowerCase())
      .executeTakeFirst();
    return row?.id;
  }

  @GenerateSql({ params: [{ name: 'Imported pool', description: '', isDefault: false, createdById: 1 }] })
  async insertPool(pool: { name: string; description: string; isDefault: boolean; createdById: number | null }): Promise<number> {
    const row = await this.db
      .insertInto('candidate_pools')
      .values({
        id: sql<number>`default`,
        name: pool.name,
        description: pool.description,
        is_default: pool.isDefault,
        profile_count: 0,
        created_at: new Date(),
        created_by_id: pool.createdById,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Inserts a batch of profiles into the pool (one statement) and adds them to its count. */
  async insertProfiles(poolId: number, profiles: readonly ProfileInsert[]): Promise<void> {
    if (profiles.length === 0) return;
    await this.db
      .insertInto('candidate_profiles')
      .values(
        profiles.map((profile) => ({
          id: sql<number>`default`,
          pool_id: poolId,
          external_id: profile.externalId,
          name: profile.name,
          title: profile.title,
          company: profile.company,
          location: profile.location,
          industry: profile.industry,
          skills: sql<string[]>`${JSON.stringify(profile.skills)}::jsonb`,
          languages: sql<string[]>`${JSON.stringify(profile.languages)}::jsonb`,
          years_experience: profile.yearsExperience,
          open_to_work: profile.openToWork,
          summary: profile.summary,
          profile_url: profile.profileUrl,
          site_key: profile.siteKey,
          title_tsv: sql<string>`${profile.tsv.title}::tsvector`,
          skills_tsv: sql<string>`${profile.tsv.skills}::tsvector`,
          company_tsv: sql<string>`${profile.tsv.company}::tsvector`,
          location_tsv: sql<string>`${profile.tsv.location}::tsvector`,
          text_tsv: sql<string>`${profile.tsv.text}::tsvector`,
        })),
      )
      .execute();
    await this.db
      .updateTable('candidate_pools')
      .set((eb) => ({ profile_count: eb('profile_count', '+', profiles.length) }))
      .where('id', '=', poolId)
      .execute();
  }

  /**
   * Makes the pool the only default; false when there is no such pool. Run it in a transaction: its
   * advisory lock, held until the transaction ends, queues concurrent calls, since under READ COMMITTED
   * the first update cannot see a default another transaction is setting and the unique index on the
   * default would refuse the second.
   */
  @GenerateSql({ params: [1] })
  async makeDefault(id: number): Promise<boolean> {
    await sql`select pg_advisory_xact_lock(${DEFAULT_POOL_LOCK_KEY})`.execute(this.db);
    await this.db.updateTable('candidate_pools').set({ is_default: false }).where('is_default', '=', true).where('id', '<>', id).execute();
    const result = await this.db.updateTable('candidate_pools').set({ is_default: true }).where('id', '=', id).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Deletes the pool with its profiles; false when there is no such pool. */
  @GenerateSql({ params: [1] })
  async deletePool(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('candidate_pools').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
