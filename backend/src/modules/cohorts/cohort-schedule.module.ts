import { Module } from '@nestjs/common';
import { CohortSchedule } from './cohort-schedule.service.js';
import { CohortsRepository } from './cohorts.repository.js';

/**
 * The cohorts' scheduled work (session reminders, drip unlock e-mails) and its queries: part of
 * CohortsModule in the API, imported alone by the worker process, which runs the jobs.
 */
@Module({
  providers: [CohortsRepository, CohortSchedule],
  exports: [CohortsRepository, CohortSchedule],
})
export class CohortScheduleModule {}
