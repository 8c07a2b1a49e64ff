import { MikroORM, type UnitOfWork } from '@mikro-orm/core';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CommittedChanges } from '../../common/cache/committed-changes.js';
import { CatalogCache } from './catalog-cache.js';
import { CourseImage } from './entities/course-image.entity.js';
import { CourseInstructor } from './entities/course-instructor.entity.js';
import { Course } from './entities/course.entity.js';
import { Lesson } from './entities/lesson.entity.js';
import { CourseModule } from './entities/module.entity.js';

/** The courses whose rows, modules, lessons, images or specific access a flush wrote. */
function changedCourses(uow: UnitOfWork): Set<number> {
  const courseIds = new Set<number>();
  for (const { entity } of uow.getChangeSets()) {
    if (entity instanceof Course) courseIds.add(entity.id);
    else if (
      entity instanceof CourseModule ||
      entity instanceof Lesson ||
      entity instanceof CourseImage ||
      entity instanceof CourseInstructor
    )
      courseIds.add(entity.course.id);
  }
  for (const collection of uow.getCollectionUpdates()) if (collection.owner instanceof Course) courseIds.add(collection.owner.id);
  return courseIds;
}

/**
 * Announces every change of the catalogue once it is committed (see CommittedChanges): flushes of
 * courses, modules, lessons and images are seen without the writer doing anything; writes that
 * bypass the unit of work (Kysely updates) call `changed`. An admin's answer goes out after every
 * replica was told.
 */
@Injectable()
export class CatalogChanges extends CommittedChanges<number> implements OnModuleInit {
  constructor(
    private readonly orm: MikroORM,
    private readonly cache: CatalogCache,
  ) {
    super();
  }

  onModuleInit(): void {
    this.orm.em.getEventManager().registerSubscriber(this);
  }

  protected changedBy(uow: UnitOfWork): Set<number> {
    return changedCourses(uow);
  }

  protected announce(courseIds: Set<number>): Promise<void> {
    return this.cache.coursesChanged(courseIds);
  }
}
