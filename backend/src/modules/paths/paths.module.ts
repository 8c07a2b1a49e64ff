import { Module } from '@nestjs/common';
import { PathEventsService } from './path-events.service.js';
import { PathPricingController } from './path-pricing.controller.js';
import { PathPricingRepository } from './path-pricing.repository.js';
import { PathPricingService } from './path-pricing.service.js';
import { PathsAdminController, PathsController } from './paths.controller.js';
import { PathsRepository } from './paths.repository.js';
import { PathsService } from './paths.service.js';

@Module({
  controllers: [PathsController, PathsAdminController, PathPricingController],
  providers: [PathsRepository, PathsService, PathEventsService, PathPricingRepository, PathPricingService],
  exports: [PathsService, PathEventsService],
})
export class PathsModule {}
