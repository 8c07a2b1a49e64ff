import { Module } from '@nestjs/common';
import { CreditSchedule } from './credit-schedule.service.js';
import { CreditsRepository } from './credits.repository.js';

/**
 * The credits' scheduled work (cycle reminders, the records purge) and their queries: part of
 * CreditsModule in the API, imported alone by the worker process, which serves no routes.
 */
@Module({ providers: [CreditsRepository, CreditSchedule], exports: [CreditsRepository, CreditSchedule] })
export class CreditScheduleModule {}
