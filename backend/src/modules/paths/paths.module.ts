import { Module } from '@nestjs/common';
import { PathsAdminController, PathsController } from './paths.controller.js';
import { PathsRepository } from './paths.repository.js';
import { PathsService } from './paths.service.js';

@Module({
  controllers: [PathsController, PathsAdminController],
  providers: [PathsRepository, PathsService],
  exports: [PathsService],
})
export class PathsModule {}
