import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';
import { DiscussionThread } from './discussion-thread.entity.js';

/** The longest post, in characters of its HTML as sent. */
export const POST_BODY_MAX = 20_000;
/** The longest reason an admin gives for hiding a post (or a learner for reporting one, or for a suspension). */
export const MODERATION_REASON_MAX = 500;

/**
 * A post of a thread: its opening post (parent null) or a reply (parent: the opening post or a reply to
 * it; replies go one level deep). The body is sanitised rich text, its plain text kept beside it for
 * search, excerpts and e-mails. Deleting keeps the row (its replies stay in place); hiding is an admin's,
 * with a reason, and takes the body away from everyone else.
 */
const DiscussionPostSchema = defineEntity({
  name: 'DiscussionPost',
  tableName: 'discussion_posts',
  indexes: [
    { name: 'discussion_posts_thread_index', properties: ['thread', 'id'] },
    { name: 'discussion_posts_parent_index', properties: ['parent'] },
    { name: 'discussion_posts_author_index', properties: ['author'] },
    { name: 'discussion_posts_hidden_by_index', properties: ['hiddenBy'] },
  ],
  checks: [
    { name: 'discussion_posts_upvote_count_check', expression: 'upvote_count >= 0' },
    { name: 'discussion_posts_hidden_reason_check', expression: '(hidden_at is null) = (hidden_reason is null)' },
  ],
  properties: {
    id: p.integer().primary(),
    thread: () => p.manyToOne(DiscussionThread).deleteRule('cascade'),
    /** The post this one replies to; null: the thread's opening post. */
    parent: () => p.manyToOne(DiscussionPost).deleteRule('cascade').nullable(),
    /** Null once the author's account is removed. */
    author: () => p.manyToOne(User).deleteRule('set null').nullable(),
    /** Sanitised HTML, links marked `rel="nofollow ugc noopener"`. */
    bodyHtml: p.text(),
    /** The body as plain text. */
    bodyText: p.text(),
    upvoteCount: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    editedAt: p.datetime().nullable(),
    deletedAt: p.datetime().nullable(),
    hiddenAt: p.datetime().nullable(),
    hiddenReason: p.string().length(MODERATION_REASON_MAX).nullable(),
    hiddenBy: () => p.manyToOne(User).deleteRule('set null').nullable(),
  },
});

export class DiscussionPost extends DiscussionPostSchema.class {}
DiscussionPostSchema.setClass(DiscussionPost);
export { DiscussionPostSchema };
