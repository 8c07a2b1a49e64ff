import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { PracticeAdminController } from './practice-admin.controller.js';
import { PracticeAdminRepository } from './practice-admin.repository.js';
import { PracticeAdminService } from './practice-admin.service.js';
import { PracticeAttemptsService } from './practice-attempts.service.js';
import { PracticeEventsService } from './practice-events.service.js';
import { ModelClient } from './model/model-client.js';
import { PracticeConversationController } from './practice-conversation.controller.js';
import { PracticeConversationRepository } from './practice-conversation.repository.js';
import { PracticeConversationService } from './practice-conversation.service.js';
import { PracticeController } from './practice.controller.js';
import { PracticeRepository } from './practice.repository.js';
import { PracticeService } from './practice.service.js';

@Module({
  imports: [CatalogModule],
  controllers: [PracticeController, PracticeConversationController, PracticeAdminController],
  providers: [
    PracticeService,
    PracticeAdminService,
    PracticeAttemptsService,
    PracticeEventsService,
    PracticeRepository,
    PracticeAdminRepository,
    PracticeConversationService,
    PracticeConversationRepository,
    ModelClient,
  ],
  exports: [PracticeAttemptsService, PracticeEventsService, PracticeRepository],
})
export class PracticeModule {}
