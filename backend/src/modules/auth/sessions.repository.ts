import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import { USER_ENTITY_COLUMNS } from '../users/public/user-columns.js';

const SESSION_ID = '00000000-0000-4000-8000-000000000000';

export type LiveSessionRow = NonNullable<Awaited<ReturnType<SessionsRepository['session']>>>;
export type SessionUserRow = NonNullable<Awaited<ReturnType<SessionsRepository['user']>>>;

/** The rows a signed-in request's session check reads (through the session cache). */
@Injectable()
export class SessionsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** Inserts a new session and deletes the user's expired ones, in one statement. */
  @GenerateSql({
    params: [{ id: SESSION_ID, userId: 1, now: new Date(0), expiresAt: new Date(0), userAgent: 'Mozilla/5.0' }],
  })
  async start(session: { id: string; userId: number; now: Date; expiresAt: Date; userAgent: string | null }): Promise<void> {
    await this.db
      .with('expired', (db) => db.deleteFrom('sessions').where('user_id', '=', session.userId).where('expires_at', '<=', session.now))
      .insertInto('sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        created_at: session.now,
        expires_at: session.expiresAt,
        last_seen_at: session.now,
        user_agent: session.userAgent,
      })
      .execute();
  }

  /** A session's user, expiry and last activity; undefined once it has ended. */
  @GenerateSql({ params: [SESSION_ID] })
  session(sessionId: string) {
    return this.db.selectFrom('sessions').select(['user_id', 'expires_at', 'last_seen_at']).where('id', '=', sessionId).executeTakeFirst();
  }

  /** A user with the columns User loads (not the lazy password hash). */
  @GenerateSql({ params: [1] })
  user(userId: number) {
    return this.db.selectFrom('users').select(USER_ENTITY_COLUMNS).where('id', '=', userId).executeTakeFirst();
  }

  /** Ends the user's sessions (all, or all but `keep`); the ids of those that ended. */
  @GenerateSql({ params: [1, SESSION_ID] })
  async endAll(userId: number, keep?: string): Promise<string[]> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keep) query = query.where('id', '!=', keep);
    return (await query.returning('id').execute()).map((row) => row.id);
  }
}
