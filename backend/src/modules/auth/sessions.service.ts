import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { User } from '../users/entities/user.entity.js';
import { Session } from './entities/session.entity.js';
import { SessionsRepository } from './sessions.repository.js';

const ACTIVITY_RESOLUTION_MS = 5 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Server-side sessions: a session ends when its row goes, whatever happens to copies of the cookie. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: SessionsRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Starts a session (and forgets this user's expired ones); returns its id for the cookie's token. */
  async start(user: User, userAgent: string | undefined, em: EntityManager = this.em): Promise<string> {
    const now = new Date();
    await em.nativeDelete(Session, { user: user.id, expiresAt: { $lte: now } });
    const id = randomUUID();
    em.create(Session, {
      id,
      user,
      expiresAt: new Date(now.getTime() + this.config.auth.sessionDays * 24 * 60 * 60 * 1000),
      userAgent: userAgent?.slice(0, 255) || null,
    });
    await em.flush();
    return id;
  }

  /**
   * The signed-in user of a live session, loaded with it in one query (the only query a request's
   * authentication makes) and put in `em`'s identity map like any loaded entity. A Kysely query, not
   * em.findOne: building the ORM's joined query cost more than running it, on every request.
   */
  async userOf(userId: number, sessionId: string, em: EntityManager = this.em): Promise<User | null> {
    if (!Number.isInteger(userId) || typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
    const row = await (em === this.em ? this.repository : new SessionsRepository(em)).liveSession(userId, sessionId);
    if (!row) return null;
    const { last_seen_at: lastSeenAt, ...userColumns } = row;
    const user = em.map(User, userColumns);
    const now = Date.now();
    if (now - new Date(lastSeenAt).getTime() > ACTIVITY_RESOLUTION_MS || !user.lastActiveAt) {
      await em.nativeUpdate(Session, { id: sessionId }, { lastSeenAt: new Date(now) });
      await em.nativeUpdate(User, { id: userId }, { lastActiveAt: new Date(now) });
    }
    return user;
  }

  async end(sessionId: string): Promise<void> {
    if (UUID.test(sessionId)) await this.em.nativeDelete(Session, { id: sessionId });
  }

  /** Signs the user out everywhere, or everywhere but `keep` (the session that asked). */
  async endAll(userId: number, keep?: string, em: EntityManager = this.em): Promise<number> {
    return em.nativeDelete(Session, keep ? { user: userId, id: { $ne: keep } } : { user: userId });
  }

  list(userId: number): Promise<Session[]> {
    return this.em.find(Session, { user: userId, expiresAt: { $gt: new Date() } }, { orderBy: { lastSeenAt: 'desc' } });
  }
}
