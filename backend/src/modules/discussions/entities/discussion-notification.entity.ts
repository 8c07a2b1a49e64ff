import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';
import { DiscussionPost } from './discussion-post.entity.js';
import { DiscussionThread } from './discussion-thread.entity.js';

/** `reply`: someone replied to the user's post; `answer`: an admin marked an answer to the user's question. */
export const NOTIFICATION_KINDS = ['reply', 'answer'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** How the notification goes by e-mail: not at all, at once (in the outbox), or in the day's digest. */
export const NOTIFICATION_EMAIL = ['none', 'immediate', 'digest'] as const;

/**
 * An in-app notification of a discussion event, written in the transaction of the event. A digest's
 * notifications are marked `emailedAt` in the transaction that writes the digest e-mail.
 */
const DiscussionNotificationSchema = defineEntity({
  name: 'DiscussionNotification',
  tableName: 'discussion_notifications',
  indexes: [
    { name: 'discussion_notifications_user_index', properties: ['user', 'id'] },
    {
      name: 'discussion_notifications_unread_index',
      expression:
        'create index "discussion_notifications_unread_index" on "discussion_notifications" ("user_id", "id") where "read_at" is null',
    },
    {
      name: 'discussion_notifications_digest_index',
      expression:
        'create index "discussion_notifications_digest_index" on "discussion_notifications" ("user_id", "id") where "email" = \'digest\' and "emailed_at" is null',
    },
    { name: 'discussion_notifications_thread_index', properties: ['thread'] },
    { name: 'discussion_notifications_post_index', properties: ['post'] },
    { name: 'discussion_notifications_actor_index', properties: ['actor'] },
  ],
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    kind: p.enum(NOTIFICATION_KINDS),
    thread: () => p.manyToOne(DiscussionThread).deleteRule('cascade'),
    /** The reply, or the post marked as the answer. */
    post: () => p.manyToOne(DiscussionPost).deleteRule('cascade'),
    /** Who replied or marked the answer; null once their account is removed. */
    actor: () => p.manyToOne(User).deleteRule('set null').nullable(),
    email: p.enum(NOTIFICATION_EMAIL),
    emailedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    readAt: p.datetime().nullable(),
  },
});

export class DiscussionNotification extends DiscussionNotificationSchema.class {}
DiscussionNotificationSchema.setClass(DiscussionNotification);
export { DiscussionNotificationSchema };
