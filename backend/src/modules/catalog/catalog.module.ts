import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller.js';
import { CatalogRepository } from './catalog.repository.js';
import { CatalogService } from './catalog.service.js';
import { CourseAdminController } from './course-admin.controller.js';
import { CourseAdminService } from './course-admin.service.js';

@Module({
  controllers: [CatalogController, CourseAdminController],
  providers: [CatalogRepository, CatalogService, CourseAdminService],
  exports: [CatalogService],
})
export class CatalogModule {}
