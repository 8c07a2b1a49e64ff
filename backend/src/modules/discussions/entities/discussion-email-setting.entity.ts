import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/** How a user hears of replies and answers by e-mail: each at once, one digest a day, or not at all. */
export const DISCUSSION_EMAIL_MODES = ['immediately', 'daily', 'off'] as const;
export type DiscussionEmailMode = (typeof DISCUSSION_EMAIL_MODES)[number];
/** A user without a row: each e-mail at once. */
export const DEFAULT_DISCUSSION_EMAIL_MODE: DiscussionEmailMode = 'immediately';

/** A user's discussion e-mail setting (the one-click unsubscribe sets it to `off`). */
const DiscussionEmailSettingSchema = defineEntity({
  name: 'DiscussionEmailSetting',
  tableName: 'discussion_email_settings',
  properties: {
    user: () => p.oneToOne(User).owner().deleteRule('cascade').primary(),
    mode: p.enum(DISCUSSION_EMAIL_MODES),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class DiscussionEmailSetting extends DiscussionEmailSettingSchema.class {}
DiscussionEmailSettingSchema.setClass(DiscussionEmailSetting);
export { DiscussionEmailSettingSchema };
