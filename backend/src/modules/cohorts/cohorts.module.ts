import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { CalendarService } from './calendar.service.js';
import { CohortScheduleModule } from './cohort-schedule.module.js';
import { CohortsAdminController } from './cohorts-admin.controller.js';
import { CohortsAdminService } from './cohorts-admin.service.js';
import { CohortsController } from './cohorts.controller.js';
import { CohortsService } from './cohorts.service.js';

/** Cohorts, drip modules, live sessions, attendance and calendars: the API, with the scheduled work (CohortScheduleModule). */
@Module({
  imports: [CatalogModule, CohortScheduleModule],
  controllers: [CohortsController, CohortsAdminController],
  providers: [CohortsService, CohortsAdminService, CalendarService],
})
export class CohortsModule {}
