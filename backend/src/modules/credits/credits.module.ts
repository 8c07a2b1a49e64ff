import { Module } from '@nestjs/common';
import { CourseCreditsService } from './course-credits.service.js';
import { CreditScheduleModule } from './credit-schedule.module.js';
import { CreditSettingsService } from './credit-settings.service.js';
import { CreditsAdminController } from './credits-admin.controller.js';
import { CreditsController } from './credits.controller.js';
import { MyCreditsService } from './my-credits.service.js';

/** Continuing-education credits: the API, with the scheduled reminders and purge (CreditScheduleModule). */
@Module({
  imports: [CreditScheduleModule],
  controllers: [CreditsController, CreditsAdminController],
  providers: [CourseCreditsService, MyCreditsService, CreditSettingsService],
})
export class CreditsModule {}
