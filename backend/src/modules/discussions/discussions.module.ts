import { Module } from '@nestjs/common';
import { SecurityModule } from '../../common/security/security.module.js';
import { DiscussionDigestModule } from './discussion-digest.module.js';
import { DiscussionsAdminController } from './discussions-admin.controller.js';
import { DiscussionsController } from './discussions.controller.js';
import { DiscussionsService } from './discussions.service.js';

/** Lesson Q&A and course community discussions: the API, with the notifications and digests (DiscussionDigestModule). */
@Module({
  imports: [SecurityModule, DiscussionDigestModule],
  controllers: [DiscussionsController, DiscussionsAdminController],
  providers: [DiscussionsService],
  exports: [DiscussionsService],
})
export class DiscussionsModule {}
