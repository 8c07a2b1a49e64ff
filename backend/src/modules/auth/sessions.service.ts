import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { randomUUID } from 'node:crypto';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { User, type UserRole } from '../users/entities/user.entity.js';
import type { SignedInUser } from '../users/public/signed-in-user.js';
import { Session } from './entities/session.entity.js';
import { SessionCache, SessionChanges } from './session-cache.js';
import { SessionsRepository, type SessionUserRow } from './sessions.repository.js';

const ACTIVITY_RESOLUTION_MS = 5 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user of a live session as the session cache holds it. Mapping the row into an entity costs more
 * than the rest of a cached session check, and most handlers only read who the request is from: the
 * `User` entity is made once a handler asks for it, in the entity manager of the request's context.
 */
export class SessionUser implements SignedInUser {
  readonly id: number;
  readonly role: UserRole;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly createdAt: Date;
  private mapped: User | undefined;

  constructor(
    private readonly row: SessionUserRow,
    private readonly em: EntityManager,
  ) {
    this.id = row.id;
    this.role = row.role;
    this.email = row.email;
    this.firstName = row.first_name;
    this.lastName = row.last_name;
    this.createdAt = new Date(row.created_at);
  }

  /** The user as an entity in the request's identity map, like any loaded entity. */
  entity(): User {
    return (this.mapped ??= this.em.map(User, this.row));
  }
}

/** Server-side sessions: a session ends when its row goes, whatever happens to copies of the cookie. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: SessionsRepository,
    private readonly cache: SessionCache,
    private readonly changes: SessionChanges,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** When this replica last recorded each session's activity (the cached rows keep the time they were loaded). */
  private readonly activityRecorded = new LRUCache<string, number>({ max: 50_000 });

  /** Starts a session (and forgets this user's expired ones) in one statement; returns its id for the cookie's token. */
  async start(user: User, userAgent: string | undefined, em: EntityManager = this.em): Promise<string> {
    const now = new Date();
    const id = randomUUID();
    await this.repositoryFor(em).start({
      id,
      userId: user.id,
      now,
      expiresAt: new Date(now.getTime() + this.config.auth.sessionDays * 24 * 60 * 60 * 1000),
      userAgent: userAgent?.slice(0, 255) || null,
    });
    return id;
  }

  /**
   * The signed-in user of a live session. The session and user rows come from the session cache: a
   * request sends no SQL to authenticate unless the session's last activity is due to be recorded.
   */
  async userOf(userId: number, sessionId: string, em: EntityManager = this.em): Promise<SessionUser | null> {
    if (!Number.isInteger(userId) || typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
    const repository = this.repositoryFor(em);
    const session = await this.cache.session(sessionId, () => repository.session(sessionId));
    const now = Date.now();
    if (!session || session.user_id !== userId || new Date(session.expires_at).getTime() <= now) return null;
    const row = await this.cache.user(userId, () => repository.user(userId));
    if (!row) return null;
    const user = new SessionUser(row, em.getContext());
    const lastSeen = Math.max(new Date(session.last_seen_at).getTime(), this.activityRecorded.get(sessionId) ?? 0);
    if (now - lastSeen > ACTIVITY_RESOLUTION_MS || (!row.last_active_at && !this.activityRecorded.has(sessionId))) {
      // Cached rows are shared and never changed: this replica remembers the activity it recorded.
      this.activityRecorded.set(sessionId, now);
      await em.nativeUpdate(Session, { id: sessionId }, { lastSeenAt: new Date(now) });
      await em.nativeUpdate(User, { id: userId }, { lastActiveAt: new Date(now) });
    }
    return user;
  }

  async end(sessionId: string): Promise<void> {
    if (!UUID.test(sessionId)) return;
    await this.em.nativeDelete(Session, { id: sessionId });
    await this.changes.changed(this.em, [{ session: sessionId }]);
  }

  /** Signs the user out everywhere, or everywhere but `keep` (the session that asked). */
  async endAll(userId: number, keep?: string, em: EntityManager = this.em): Promise<number> {
    const ended = await this.repositoryFor(em).endAll(userId, keep);
    await this.changes.changed(
      em,
      ended.map((session) => ({ session })),
    );
    return ended.length;
  }

  /** The repository on `em` (a caller's transaction, a forked context) or on the request's own. */
  private repositoryFor(em: EntityManager): SessionsRepository {
    return em === this.em ? this.repository : new SessionsRepository(em);
  }

  list(userId: number): Promise<Session[]> {
    return this.em.find(Session, { user: userId, expiresAt: { $gt: new Date() } }, { orderBy: { lastSeenAt: 'desc' } });
  }
}
