import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';
import { LiveSession } from './live-session.entity.js';

/**
 * A learner's attendance of a live session: `joinedAt` is their first click on the join link (recorded
 * by the academy); `confirmedAt` is an admin's confirmation that they attended, which records the
 * session's credits in their ledger. An admin may confirm someone who never clicked (they dialled in).
 */
const SessionAttendanceSchema = defineEntity({
  name: 'SessionAttendance',
  tableName: 'session_attendance',
  uniques: [{ name: 'session_attendance_session_user_unique', properties: ['session', 'user'] }],
  indexes: [{ name: 'session_attendance_user_index', properties: ['user'] }],
  properties: {
    id: p.integer().primary(),
    session: () => p.manyToOne(LiveSession).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    joinedAt: p.datetime().nullable(),
    joinClicks: p.integer().default(0),
    confirmedAt: p.datetime().nullable(),
    confirmedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});

export class SessionAttendance extends SessionAttendanceSchema.class {}
SessionAttendanceSchema.setClass(SessionAttendance);
export { SessionAttendanceSchema };
