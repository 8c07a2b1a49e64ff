import { ChangeSetType, MikroORM, type UnitOfWork } from '@mikro-orm/core';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CacheInvalidation } from '../../common/cache/cache-invalidation.js';
import { CommittedChanges } from '../../common/cache/committed-changes.js';
import type { SharedCache } from '../../common/cache/shared-cache.js';
import { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { Session } from './entities/session.entity.js';
import type { LiveSessionRow, SessionUserRow } from './sessions.repository.js';

/**
 * A backstop only: every change that matters (a sign-out, a role change, a deleted account) is
 * announced at once to every replica. It bounds how long a replica that missed an announcement (a
 * lost publish) could keep one.
 */
const ENTRY_TTL_MS = 60_000;

const sessionKey = (sessionId: string) => `s:${sessionId}`;
const userKey = (userId: number) => `u:${userId}`;

/** A cache key a change invalidates: a session that ended, or a user whose row changed. */
export type SessionCacheKey = { session: string } | { user: number };

/**
 * The sessions and users that signed-in requests check, kept in each replica's memory so that a
 * request with a session cookie sends no SQL to authenticate (docs/adr/0026-session-cache.md). A
 * session's row is loaded once (its user, expiry and last activity), its user's row once per user;
 * ending a session or changing a user drops the entry on every replica through the cache channel,
 * and while the channel is down every request reads both rows again.
 */
@Injectable()
export class SessionCache {
  private readonly entries: SharedCache;

  constructor(invalidation: CacheInvalidation) {
    this.entries = invalidation.cache('sessions', { max: 50_000, ttlMs: ENTRY_TTL_MS });
  }

  async session(sessionId: string, load: () => Promise<LiveSessionRow | undefined>): Promise<LiveSessionRow | undefined> {
    return (await this.entries.get(sessionKey(sessionId), async () => ({ row: await load() }))).row;
  }

  async user(userId: number, load: () => Promise<SessionUserRow | undefined>): Promise<SessionUserRow | undefined> {
    return (await this.entries.get(userKey(userId), async () => ({ row: await load() }))).row;
  }

  changed(keys: Iterable<SessionCacheKey>): Promise<void> {
    return this.entries.invalidate([...keys].map((key) => ('session' in key ? sessionKey(key.session) : userKey(key.user))));
  }
}

/**
 * Drops cached sessions and users once a change of them commits: flushes of users (a role, a name, a
 * confirmed address) and of sessions are seen here; deletes that bypass the unit of work (a sign-out,
 * signing out everywhere, a removed account) call `changed`.
 */
@Injectable()
export class SessionChanges extends CommittedChanges<SessionCacheKey> implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    private readonly cache: SessionCache,
    users: UsersService,
  ) {
    super();
    // An account's removal is a native delete (its sessions go with it, by the foreign key).
    users.onUserRemoval((em, userId) => this.changed(em, [{ user: userId }]));
  }

  onModuleInit(): void {
    this.orm.em.getEventManager().registerSubscriber(this);
  }

  protected changedBy(uow: UnitOfWork): Set<SessionCacheKey> {
    const keys = new Set<SessionCacheKey>();
    for (const { entity, type } of uow.getChangeSets()) {
      if (type === ChangeSetType.CREATE) continue;
      if (entity instanceof User) keys.add({ user: entity.id });
      else if (entity instanceof Session) keys.add({ session: entity.id });
    }
    return keys;
  }

  protected announce(keys: Set<SessionCacheKey>): Promise<void> {
    return this.cache.changed(keys);
  }
}
