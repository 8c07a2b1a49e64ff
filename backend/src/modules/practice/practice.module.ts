import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { PracticeAdminController } from './practice-admin.controller.js';
import { PracticeAdminRepository } from './practice-admin.repository.js';
import { PracticeAdminService } from './practice-admin.service.js';
import { PracticeAttemptsService } from './practice-attempts.service.js';
import { PracticeEventsService } from './practice-events.service.js';
import { PracticeController } from './practice.controller.js';
import { PracticeRepository } from './practice.repository.js';
import { PracticeService } from './practice.service.js';

@Module({
  imports: [CatalogModule],
  controllers: [PracticeController, PracticeAdminController],
  providers: [
    PracticeService,
    PracticeAdminService,
    PracticeAttemptsService,
    PracticeEventsService,
    PracticeRepository,
    PracticeAdminRepository,
  ],
  exports: [PracticeAttemptsService, PracticeEventsService, PracticeRepository],
})
export class PracticeModule {}
