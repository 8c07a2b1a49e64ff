import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/**
 * One signed-in browser or device. The session cookie's JWT names it (`sid`), and every request loads
 * the user through it in the same query, so ending a session (logout, password change, an admin's
 * sign-out) takes effect on the next request.
 */
const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
    /** The browser's User-Agent at sign-in, so people can tell their sessions apart. */
    userAgent: p.string().length(255).nullable(),
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);
export { SessionSchema };
