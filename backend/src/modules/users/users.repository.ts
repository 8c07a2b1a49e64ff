import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';

/** The users table's queries the ORM does not express (a lazy column, row locks). */
@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** The account's password hash (a lazy property of User), or undefined when there is no such account. */
  @GenerateSql({ params: [1] })
  async passwordHashOf(userId: number): Promise<string | undefined> {
    const row = await this.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
    return row?.password_hash;
  }

  /** Every admin's id, with their rows locked until the caller's transaction ends. */
  @GenerateSql()
  lockAdmins() {
    return this.db.selectFrom('users').select('id').where('role', '=', 'admin').forUpdate().execute();
  }
}
