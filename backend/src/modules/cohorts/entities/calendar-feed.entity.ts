import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/**
 * A learner's private calendar feed of their live sessions. Its address carries the user and this
 * version, signed by the server; resetting the address moves the version (old addresses stop
 * working), turning the feed off deletes the row.
 */
const CalendarFeedSchema = defineEntity({
  name: 'CalendarFeed',
  tableName: 'calendar_feeds',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).unique().deleteRule('cascade'),
    version: p.integer().default(1),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class CalendarFeed extends CalendarFeedSchema.class {}
CalendarFeedSchema.setClass(CalendarFeed);
export { CalendarFeedSchema };
