import { defineEntity, p } from '@mikro-orm/core';
import { SOCIAL_PROVIDER_IDS } from '../../../config/config.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * A sign-in with an identity provider linked to an account: the provider's stable subject (`sub`)
 * signs the account in. One provider account links to one academy account at most.
 */
const UserIdentitySchema = defineEntity({
  name: 'UserIdentity',
  tableName: 'user_identities',
  uniques: [{ name: 'user_identities_provider_subject_unique', properties: ['provider', 'subject'] }],
  checks: [
    {
      name: 'user_identities_provider_check',
      expression: `provider in (${SOCIAL_PROVIDER_IDS.map((id) => `'${id}'`).join(', ')}) or provider ~ '^sso:[1-9][0-9]*$'`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index('user_identities_user_index'),
    /** A social provider's id, or `sso:<connection id>` for an employer's single sign-on (docs/adr/0033). */
    provider: p.text(),
    /** The provider's `sub` claim: stable for the provider account, whatever its e-mail becomes. */
    subject: p.string().length(255),
    /** The provider account's e-mail when it was linked (shown in the settings; never used to sign in). */
    email: p.string().length(320).nullable(),
    linkedAt: p.datetime().onCreate(() => new Date()),
    lastUsedAt: p.datetime().nullable(),
  },
});

export class UserIdentity extends UserIdentitySchema.class {}
UserIdentitySchema.setClass(UserIdentity);
export { UserIdentitySchema };
