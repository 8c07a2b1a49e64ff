import { Module } from '@nestjs/common';
import { DiscussionNotifications } from './discussion-notifications.service.js';
import { DiscussionsRepository } from './discussions.repository.js';

/**
 * The discussions' notifications (in-app rows, e-mails, the daily digest's scheduled work) and their
 * queries: part of DiscussionsModule in the API, imported alone by the worker process, which runs the digests.
 */
@Module({
  providers: [DiscussionsRepository, DiscussionNotifications],
  exports: [DiscussionsRepository, DiscussionNotifications],
})
export class DiscussionDigestModule {}
