import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

export const ACCOUNT_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'change_email'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** A single-use link sent by e-mail; only the token's SHA-256 is stored. */
const AccountTokenSchema = defineEntity({
  name: 'AccountToken',
  tableName: 'account_tokens',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    purpose: p.enum(ACCOUNT_TOKEN_PURPOSES),
    tokenHash: p.string().length(64).unique(),
    /** The address the link was sent to: the one it proves (for an e-mail change, the new one). */
    email: p.string().length(320),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class AccountToken extends AccountTokenSchema.class {}
AccountTokenSchema.setClass(AccountToken);
export { AccountTokenSchema };
