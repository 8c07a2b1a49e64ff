import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql, type ExpressionBuilder } from 'kysely';
import type { RowWindow, SortOrder } from '../../common/table-query.js';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely, type AcademyDb } from '../../database/kysely.js';
import { USER_ENTITY_COLUMNS } from './public/user-columns.js';
import { userMatches } from './public/user-search.js';
import type { UserRole } from '../../common/user-roles.js';
import type { UserSortField } from './dto/user-table.dto.js';

/** What the admin's Users table is narrowed to; `pattern` is an ILIKE pattern for the e-mail or the full name. */
export interface UserFilter {
  pattern: string | null;
  role?: UserRole;
  verified?: boolean;
}

export interface UserSort {
  field: UserSortField;
  order: SortOrder;
}

const SEARCH: UserFilter = { pattern: '%rivera%', role: 'jobseeker', verified: true };

/** The users table's queries the ORM does not express (a lazy column, row locks). */
@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** The account signing in with `email` (already normalised), with its password hash; undefined when there is none. */
  @GenerateSql({ params: ['ada@example.com'] })
  signInAccount(email: string) {
    return this.db
      .selectFrom('users')
      .select([...USER_ENTITY_COLUMNS, 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst();
  }

  /** The account's password hash (a lazy property of User), or undefined when there is no such account. */
  @GenerateSql({ params: [1] })
  async passwordHashOf(userId: number): Promise<string | undefined> {
    const row = await this.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
    return row?.password_hash ?? undefined;
  }

  /**
   * A page of the admin's Users table. The search is served by the trigram indexes on the e-mail and
   * the full name; ties sort by id. The total is counted apart (`countMatching`): a window count
   * here would read every matching row in full before the page, 160 ms for 100,000 users against a
   * fraction of a millisecond for the page alone (docs/adr/0019-admin-search-with-trigrams.md).
   */
  @GenerateSql(
    { name: 'newest first', params: [{ pattern: null }, { field: 'createdAt', order: 'desc' }, { limit: 20, offset: 0 }] },
    { name: 'a search by name', params: [SEARCH, { field: 'name', order: 'asc' }, { limit: 20, offset: 20 }] },
    { name: 'last active', params: [{ pattern: null }, { field: 'lastActiveAt', order: 'desc' }, { limit: 20, offset: 0 }] },
  )
  tablePage(filter: UserFilter, sort: UserSort, window: RowWindow) {
    const direction = sort.order;
    return this.db
      .selectFrom('users as u')
      .select([
        'u.id',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.role',
        'u.profile_image_url',
        'u.created_at',
        'u.last_active_at',
        'u.email_verified_at',
      ])
      .where((eb) => userFilter(eb, filter))
      .$call((query) => {
        switch (sort.field) {
          case 'name':
            return query.orderBy(sql`lower(u.first_name)`, direction).orderBy(sql`lower(u.last_name)`, direction);
          case 'email':
            return query.orderBy('u.email', direction);
          case 'role':
            return query.orderBy('u.role', direction);
          case 'createdAt':
            return query.orderBy('u.created_at', direction);
          case 'lastActiveAt':
            return query.orderBy('u.last_active_at', (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast());
        }
      })
      .orderBy('u.id', direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  }

  /** How many users match the filter. */
  @GenerateSql({ name: 'everyone', params: [{ pattern: null }] }, { name: 'a search', params: [SEARCH] })
  async countMatching(filter: UserFilter): Promise<number> {
    const row = await this.db
      .selectFrom('users as u')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
      .where((eb) => userFilter(eb, filter))
      .executeTakeFirstOrThrow();
    return row.total;
  }

  /** Every admin's id, with their rows locked until the caller's transaction ends. */
  @GenerateSql()
  lockAdmins() {
    return this.db.selectFrom('users').select('id').where('role', '=', 'admin').forUpdate().execute();
  }
}

function userFilter(eb: ExpressionBuilder<AcademyDb & { u: AcademyDb['users'] }, 'u'>, { pattern, role, verified }: UserFilter) {
  return eb.and([
    ...(pattern === null ? [] : [userMatches(eb, pattern)]),
    ...(role === undefined ? [] : [eb('u.role', '=', role)]),
    ...(verified === undefined ? [] : [eb('u.email_verified_at', verified ? 'is not' : 'is', null)]),
  ]);
}
