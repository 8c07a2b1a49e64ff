import { defineEntity, p, type Opt } from '@mikro-orm/core';
import { USER_ROLES } from '../../../common/user-roles.js';
import { displayName } from '../public/display-name.js';

export { USER_ROLES, type UserRole } from '../../../common/user-roles.js';

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  indexes: [
    { name: 'users_role_index', properties: ['role'] },
    { name: 'users_last_active_at_index', properties: ['lastActiveAt'] },
    { name: 'users_created_at_index', properties: ['createdAt'] },
    // Trigram indexes for the admin's substring search in e-mails and full names (docs/adr/0019-admin-search-with-trigrams.md).
    {
      name: 'users_email_trgm_index',
      expression: 'create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops)',
    },
    {
      name: 'users_full_name_trgm_index',
      expression: `create index "users_full_name_trgm_index" on "users" using gin ((("first_name")::text || ' ' || ("last_name")::text) gin_trgm_ops)`,
    },
  ],
  checks: [{ name: 'users_email_lowercase', expression: 'email = lower(email)' }],
  properties: {
    id: p.integer().primary(),
    /** Always stored lowercased; unique. */
    email: p.string().length(320).unique(),
    /** Null for an account made through an identity provider until its owner sets a password (by a reset link). */
    passwordHash: p.string().length(255).nullable().hidden().lazy(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    role: p.enum(USER_ROLES).default('jobseeker'),
    profileImageUrl: p.string().length(2048).nullable(),
    /** When the owner of the address proved it (a link we e-mailed, an invite, a reset); null until then. */
    emailVerifiedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastActiveAt: p.datetime().nullable(),
  },
});

export class User extends UserSchema.class {
  get displayName(): Opt & string {
    return displayName(this);
  }
}
UserSchema.setClass(User);
export { UserSchema };
