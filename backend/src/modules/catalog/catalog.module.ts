import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller.js';
import { CatalogRepository } from './catalog.repository.js';
import { CatalogService } from './catalog.service.js';
import { CourseAdminController } from './course-admin.controller.js';
import { CourseAdminService } from './course-admin.service.js';
import { CourseImagesController } from './course-images.controller.js';
import { CourseImagesService } from './course-images.service.js';

@Module({
  controllers: [CatalogController, CourseAdminController, CourseImagesController],
  providers: [CatalogRepository, CatalogService, CourseAdminService, CourseImagesService],
  exports: [CatalogService, CourseImagesService],
})
export class CatalogModule {}
