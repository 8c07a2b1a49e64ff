import { Module } from '@nestjs/common';
import { SharedCacheModule } from '../../common/cache/shared-cache.module.js';
import { CatalogCache } from './catalog-cache.js';
import { CatalogChanges } from './catalog-changes.js';
import { CatalogController } from './catalog.controller.js';
import { CatalogRepository } from './catalog.repository.js';
import { CatalogService } from './catalog.service.js';
import { CourseAdminController } from './course-admin.controller.js';
import { CourseAdminService } from './course-admin.service.js';
import { CourseImagesController } from './course-images.controller.js';
import { CourseImagesService } from './course-images.service.js';
import { InstructorsController } from './instructors.controller.js';
import { InstructorsRepository } from './instructors.repository.js';
import { InstructorsService } from './instructors.service.js';

@Module({
  imports: [SharedCacheModule],
  controllers: [CatalogController, CourseAdminController, CourseImagesController, InstructorsController],
  providers: [
    CatalogCache,
    CatalogChanges,
    CatalogRepository,
    CatalogService,
    CourseAdminService,
    CourseImagesService,
    InstructorsRepository,
    InstructorsService,
  ],
  exports: [CatalogService, CourseImagesService],
})
export class CatalogModule {}
