import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';
import { DiscussionPost, MODERATION_REASON_MAX } from './discussion-post.entity.js';

/** A reader reported a post to the admins; open until an admin hides the post or dismisses the reports. */
const DiscussionPostReportSchema = defineEntity({
  name: 'DiscussionPostReport',
  tableName: 'discussion_post_reports',
  indexes: [
    {
      name: 'discussion_post_reports_open_index',
      expression:
        'create index "discussion_post_reports_open_index" on "discussion_post_reports" ("created_at" desc, "id" desc) where "resolved_at" is null',
    },
    { name: 'discussion_post_reports_reporter_index', properties: ['reporter'] },
    { name: 'discussion_post_reports_resolved_by_index', properties: ['resolvedBy'] },
    {
      name: 'discussion_post_reports_open_unique',
      expression:
        'create unique index "discussion_post_reports_open_unique" on "discussion_post_reports" ("post_id", "reporter_id") where "resolved_at" is null',
    },
  ],
  properties: {
    id: p.integer().primary(),
    post: () => p.manyToOne(DiscussionPost).deleteRule('cascade').index(),
    reporter: () => p.manyToOne(User).deleteRule('cascade'),
    reason: p.string().length(MODERATION_REASON_MAX),
    createdAt: p.datetime().onCreate(() => new Date()),
    resolvedAt: p.datetime().nullable(),
    resolvedBy: () => p.manyToOne(User).deleteRule('set null').nullable(),
  },
});

export class DiscussionPostReport extends DiscussionPostReportSchema.class {}
DiscussionPostReportSchema.setClass(DiscussionPostReport);
export { DiscussionPostReportSchema };
