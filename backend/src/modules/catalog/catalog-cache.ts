import { Injectable } from '@nestjs/common';
import { CacheInvalidation } from '../../common/cache/cache-invalidation.js';
import type { JsonDocument } from '../../common/cache/json-document.js';
import type { SharedCache } from '../../common/cache/shared-cache.js';
import type { LessonOutlineDto, ModuleOutlineDto, PublicCourseDto } from './dto/course.dto.js';
import type { InstructorDto } from './dto/instructor.dto.js';

/** Every live course as every viewer sees it (the viewer's enrolment and progress are added per request). */
export interface CatalogueCourses {
  /** Oldest first. */
  courses: readonly PublicCourseDto[];
  byId: ReadonlyMap<number, PublicCourseDto>;
  /** GET /api/courses/public, ready to send. */
  visitorCatalogue: JsonDocument;
}

/** A course's modules in order, each with its lessons in order, without anyone's completions. */
export type CourseOutline = readonly (Omit<ModuleOutlineDto, 'lessons'> & { lessons: readonly Omit<LessonOutlineDto, 'isCompleted'>[] })[];

const COURSES = 'courses';
const OUTLINE_PREFIX = 'outline:';
const outlineKey = (courseId: number) => `${OUTLINE_PREFIX}${courseId}`;
const visitorCourseKey = (courseId: number) => `visitor-course:${courseId}`;
const instructorsKey = (courseId: number) => `instructors:${courseId}`;

/**
 * What the catalogue keeps in process (docs/adr/0014-catalogue-cache.md): the live courses, each
 * course's outline, and each public course page as a visitor gets it. Only what is the same for
 * every viewer; a course's change drops its entries and the course list on every replica.
 */
@Injectable()
export class CatalogCache {
  private readonly entries: SharedCache;

  constructor(invalidation: CacheInvalidation) {
    // Four entries per course at most (the list, its outline, its instructors, its visitor page); the TTL is a backstop.
    this.entries = invalidation.cache('catalogue', { max: 5000, ttlMs: 5 * 60_000 });
  }

  courses(load: () => Promise<CatalogueCourses>): Promise<CatalogueCourses> {
    return this.entries.get(COURSES, load);
  }

  outline(courseId: number, load: () => Promise<CourseOutline>): Promise<CourseOutline> {
    return this.entries.get(outlineKey(courseId), load);
  }

  /** The outlines of several courses, the missing ones loaded by one call of `load`. */
  async outlines(
    courseIds: readonly number[],
    load: (missing: number[]) => Promise<ReadonlyMap<number, CourseOutline>>,
  ): Promise<Map<number, CourseOutline>> {
    const byKey = await this.entries.getMany<CourseOutline>(courseIds.map(outlineKey), async (keys) => {
      const loaded = await load(keys.map((key) => Number(key.slice(OUTLINE_PREFIX.length))));
      return new Map([...loaded].map(([courseId, outline]) => [outlineKey(courseId), outline]));
    });
    return new Map(courseIds.map((courseId) => [courseId, byKey.get(outlineKey(courseId))!]));
  }

  /** GET /api/courses/public/:id, ready to send. */
  visitorCourse(courseId: number, load: () => Promise<JsonDocument>): Promise<JsonDocument> {
    return this.entries.get(visitorCourseKey(courseId), load);
  }

  /** A course's instructors in the order shown. */
  instructors(courseId: number, load: () => Promise<readonly InstructorDto[]>): Promise<readonly InstructorDto[]> {
    return this.entries.get(instructorsKey(courseId), load);
  }

  /** The courses changed (anything about them, their modules or lessons): every replica drops what it holds of them. */
  coursesChanged(courseIds: Iterable<number>): Promise<void> {
    const keys = [COURSES];
    for (const courseId of courseIds) keys.push(outlineKey(courseId), visitorCourseKey(courseId), instructorsKey(courseId));
    return this.entries.invalidate(keys);
  }
}
