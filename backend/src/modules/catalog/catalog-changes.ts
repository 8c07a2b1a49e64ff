import {
  MikroORM,
  type EntityManager,
  type EventSubscriber,
  type FlushEventArgs,
  type TransactionEventArgs,
  type UnitOfWork,
} from '@mikro-orm/core';
import { Injectable, type OnModuleInit } from '@nestjs/common';
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
 * Announces every change of the catalogue once it is committed, so that no replica's catalogue cache
 * keeps what changed (docs/adr/0014-catalogue-cache.md). Flushes of courses, modules, lessons and
 * images are seen here without the writer doing anything; writes that bypass the unit of work
 * (Kysely updates) call `changed`. The caller's promise (a flush, a transaction) resolves after the
 * announcement, so an admin's answer goes out after every replica was told.
 *
 * Inside a transaction the announcement waits for the commit (a replica that reloads before then
 * would read the old rows and keep them); a savepoint passes its changes to the transaction around it.
 */
@Injectable()
export class CatalogChanges implements EventSubscriber, OnModuleInit {
  /** Courses changed in a transaction or savepoint that has not committed yet. */
  private readonly pending = new WeakMap<object, Set<number>>();
  /** The transaction around each savepoint. */
  private readonly enclosing = new WeakMap<object, object>();
  /** The transaction an entity manager is opening a savepoint in, between the start events. */
  private readonly opening = new WeakMap<object, object>();

  constructor(
    private readonly orm: MikroORM,
    private readonly cache: CatalogCache,
  ) {}

  onModuleInit(): void {
    this.orm.em.getEventManager().registerSubscriber(this);
  }

  /** Courses changed by a write through `em` that no flush sees: announced now, or when `em`'s transaction commits. */
  async changed(em: EntityManager, courseIds: Iterable<number>): Promise<void> {
    const transaction = em.isInTransaction() ? em.getTransactionContext<object>() : undefined;
    if (!transaction) return this.cache.coursesChanged(courseIds);
    const pending = this.pending.get(transaction) ?? new Set<number>();
    for (const courseId of courseIds) pending.add(courseId);
    this.pending.set(transaction, pending);
  }

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const courseIds = changedCourses(uow);
    if (courseIds.size > 0) await this.changed(em, courseIds);
  }

  beforeTransactionStart({ em, transaction }: TransactionEventArgs): void {
    if (transaction) this.opening.set(em, transaction);
  }

  afterTransactionStart({ em, transaction }: TransactionEventArgs): void {
    const outer = this.opening.get(em);
    this.opening.delete(em);
    if (outer && transaction) this.enclosing.set(transaction, outer);
  }

  async afterTransactionCommit({ transaction }: TransactionEventArgs): Promise<void> {
    const courseIds = transaction && this.pending.get(transaction);
    if (!courseIds) return;
    this.pending.delete(transaction);
    const outer = this.enclosing.get(transaction);
    if (!outer) return this.cache.coursesChanged(courseIds);
    const outerPending = this.pending.get(outer) ?? new Set<number>();
    for (const courseId of courseIds) outerPending.add(courseId);
    this.pending.set(outer, outerPending);
  }

  afterTransactionRollback({ transaction }: TransactionEventArgs): void {
    if (transaction) this.pending.delete(transaction);
  }
}
