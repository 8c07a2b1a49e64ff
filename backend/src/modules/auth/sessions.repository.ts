import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';

const SESSION_ID = '00000000-0000-4000-8000-000000000000';

/** The query every signed-in request makes. */
@Injectable()
export class SessionsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /**
   * The user of a live session, with the columns User loads (not the lazy password hash), and when
   * the session was last seen; undefined when the session has ended, expired or is someone else's.
   */
  @GenerateSql({ params: [1, SESSION_ID] })
  liveSession(userId: number, sessionId: string) {
    return this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        'u.id',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.role',
        'u.profile_image_url',
        'u.email_verified_at',
        'u.created_at',
        'u.last_active_at',
        's.last_seen_at',
      ])
      .where('s.id', '=', sessionId)
      .where('s.user_id', '=', userId)
      .where('s.expires_at', '>', new Date())
      .executeTakeFirst();
  }
}
