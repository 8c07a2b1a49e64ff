import { defineEntity, p } from '@mikro-orm/core';
import { Course } from '../../catalog/entities/course.entity.js';
import { User } from '../../users/entities/user.entity.js';

export const INVITE_KINDS = ['grant', 'purchase'] as const;
export type InviteKind = (typeof INVITE_KINDS)[number];

const InviteSchema = defineEntity({
  name: 'Invite',
  tableName: 'invites',
  indexes: [{ properties: ['email'] }],
  properties: {
    id: p.integer().primary(),
    /** SHA-256 of the token; the token itself exists only in the e-mailed link. */
    tokenHash: p.string().length(64).unique(),
    email: p.string().length(320),
    course: () => p.manyToOne(Course).deleteRule('cascade').index(),
    kind: p.enum(INVITE_KINDS),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Invite extends InviteSchema.class {}
InviteSchema.setClass(Invite);
export { InviteSchema };
