import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity.js';

/**
 * A learner's private calendar feed of their live sessions. Its address carries the user and this
 * version, signed by the server; resetting the address moves the version (old addresses stop
 * working). Turning the feed off keeps the row, with `turnedOffAt` set: turning it on again moves the
 * version past every address given out before, so none of them works again.
 */
const CalendarFeedSchema = defineEntity({
  name: 'CalendarFeed',
  tableName: 'calendar_feeds',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User).unique().deleteRule('cascade'),
    version: p.integer().default(1),
    /** When the learner turned the feed off; null: it is on. */
    turnedOffAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class CalendarFeed extends CalendarFeedSchema.class {}
CalendarFeedSchema.setClass(CalendarFeed);
export { CalendarFeedSchema };
