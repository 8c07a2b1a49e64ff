import { Module } from '@nestjs/common';
import { ScormAdminController } from './scorm-admin.controller.js';
import { ScormAdminService } from './scorm-admin.service.js';
import { ScormContentController } from './scorm-content.controller.js';
import { ScormContentService } from './scorm-content.service.js';
import { ScormEventsService } from './scorm-events.service.js';
import { ScormStorage } from './scorm-storage.service.js';
import { ScormController } from './scorm.controller.js';
import { ScormRepository } from './scorm.repository.js';
import { ScormService } from './scorm.service.js';

@Module({
  controllers: [ScormController, ScormAdminController, ScormContentController],
  providers: [ScormService, ScormAdminService, ScormContentService, ScormEventsService, ScormStorage, ScormRepository],
  exports: [ScormEventsService],
})
export class ScormModule {}
