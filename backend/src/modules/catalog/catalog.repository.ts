import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { RowWindow, SortOrder } from '../../common/table-query.js';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import { ReusableQuery } from '../../database/reusable-query.js';
import { lessonUnlocksAt } from '../cohorts/public/drip.js';
import type { CoursePricing, CourseSortField } from './dto/course-table.dto.js';
import type { AccessLevel } from './entities/course.entity.js';
import {
  catalogueColumns,
  completedLessonCount,
  completedLessonIds,
  courseColumns,
  hasSpecificAccess,
  viewerCertificateCode,
  viewerEnrolled,
} from './public/course-columns.js';
import { visibleCourse, viewerKind, viewerOfKind, type CourseScope, type Viewer, type ViewerKind } from './public/viewer.js';

/*
 * A quiz lesson lasts as long as its quiz's time limit: the lesson queries join the quiz of quiz
 * lessons as `q` and show coalesce(q.time_limit, l.duration), so the outline, the learning page and
 * the lesson header agree with the quiz. Other lessons, and quizzes without a limit, keep their own.
 */
const VISITOR: Viewer = null;
const LEARNER: Viewer = { id: 1, role: 'jobseeker' };
const ADMIN: Viewer = { id: 1, role: 'admin' };

/** What the admin's Courses table is narrowed to; `pattern` is an ILIKE pattern for the title. */
export interface CourseFilter {
  pattern: string | null;
  accessLevel?: AccessLevel;
  pricing?: CoursePricing;
}

const COURSE_SORT_COLUMNS = {
  title: 'c.title',
  accessLevel: 'c.access_level',
  price: 'c.price',
  lessonCount: 'lesson_count',
  enrolledCount: 'enrolled_count',
  createdAt: 'c.created_at',
} as const;

const VIEWER_COURSES = new ReusableQuery((db, { viewerId }: { viewerId: number }) =>
  db
    .selectFrom('courses as c')
    .select((eb) => [
      'c.id',
      hasSpecificAccess(eb, viewerId).as('has_specific_access'),
      viewerEnrolled(eb, viewerId).as('is_enrolled'),
      completedLessonCount(eb, viewerId).as('completed_count'),
      viewerCertificateCode(eb, viewerId).as('certificate_code'),
    ])
    .where('c.id', 'in', (eb) =>
      eb
        .selectFrom('course_user_access as a')
        .select('a.course_id')
        .where('a.user_id', '=', viewerId)
        .union(eb.selectFrom('enrollments as e').select('e.course_id').where('e.user_id', '=', viewerId).where('e.status', '=', 'active'))
        .union(eb.selectFrom('lesson_progress as lp').select('lp.course_id').where('lp.user_id', '=', viewerId))
        .union(
          eb
            .selectFrom('certificates as cert')
            .select('cert.course_id')
            .where('cert.user_id', '=', viewerId)
            .where('cert.course_id', 'is not', null)
            .$narrowType<{ course_id: number }>(),
        ),
    )
    .where('c.deleted_at', 'is', null),
);

const VIEWER_COURSE = new ReusableQuery((db, { viewerId, courseId }: { viewerId: number; courseId: number }) =>
  db
    .selectFrom('courses as c')
    .select((eb) => [
      hasSpecificAccess(eb, viewerId).as('has_specific_access'),
      viewerEnrolled(eb, viewerId).as('is_enrolled'),
      completedLessonIds(eb, viewerId).as('completed_lesson_ids'),
      viewerCertificateCode(eb, viewerId).as('certificate_code'),
    ])
    .where('c.id', '=', courseId)
    .where('c.deleted_at', 'is', null),
);

const LESSON = new ReusableQuery((db, { viewerId: id, lessonId }: { viewerId: number | null; lessonId: number }, kind: ViewerKind) => {
  const viewer = viewerOfKind(kind, id!);
  const viewerId = viewer?.id ?? null;
  return db
    .selectFrom('lessons as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .leftJoin('quizzes as q', (join) => join.onRef('q.lesson_id', '=', 'l.id').on('l.type', '=', 'quiz'))
    .select([
      'l.id',
      'l.course_id',
      'c.title as course_title',
      'l.module_id',
      'l.title',
      'l.description',
      'l.type',
      'l.video_provider',
      'l.video_id',
      'l.content',
      'l.content_url',
      'l.order',
      'l.is_preview',
    ])
    .select((eb) => [
      eb.fn.coalesce('q.time_limit', 'l.duration').as('duration'),
      eb
        .exists(
          eb
            .selectFrom('lesson_progress as lp')
            .select('lp.id')
            .whereRef('lp.lesson_id', '=', 'l.id')
            .where((lp) => (viewerId === null ? lp.lit(false) : lp('lp.user_id', '=', viewerId))),
        )
        .$castTo<boolean>()
        .as('is_completed'),
      viewerEnrolled(eb, viewerId).as('is_enrolled'),
      lessonUnlocksAt(viewerId).as('unlocks_at'),
      eb
        .exists(
          eb
            .selectFrom('quizzes as q')
            .innerJoin('quiz_questions as qq', 'qq.quiz_id', 'q.id')
            .select('q.id')
            .whereRef('q.lesson_id', '=', 'l.id'),
        )
        .$castTo<boolean>()
        .as('has_quiz'),
    ])
    .where('l.id', '=', lessonId)
    .where((eb) => visibleCourse(eb, viewer));
});

/** The catalogue's queries: every view is a constant number of them, whatever the course size. */
@Injectable()
export class CatalogRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** The courses the viewer may see (or the one with `id`), oldest first, with the viewer's enrolment and progress. */
  @GenerateSql(
    { name: 'visitor', params: [VISITOR] },
    { name: 'learner', params: [LEARNER] },
    { name: 'admin', params: [ADMIN] },
    { name: 'one course', params: [LEARNER, 1] },
  )
  async courses(viewer: Viewer, id?: number) {
    return this.db
      .selectFrom('courses as c')
      .select((eb) => courseColumns(eb, viewer?.id ?? null))
      .where((eb) => visibleCourse(eb, viewer))
      .$if(id !== undefined, (query) => query.where('c.id', '=', id!))
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute();
  }

  /**
   * A page of the admin's Courses table (live courses), each row with its active enrolments and how
   * many courses match in all (`matching`). The title search is served by the trigram index.
   */
  @GenerateSql(
    { name: 'newest first', params: [{ pattern: null }, 'createdAt', 'desc', { limit: 20, offset: 0 }] },
    {
      name: 'a search',
      params: [{ pattern: '%interview%', accessLevel: 'all', pricing: 'subscription' }, 'enrolledCount', 'desc', { limit: 20, offset: 20 }],
    },
    { name: 'free courses', params: [{ pattern: null, pricing: 'free' }, 'title', 'asc', { limit: 20, offset: 0 }] },
  )
  adminCoursePage(filter: CourseFilter, sort: CourseSortField, order: SortOrder, window: RowWindow) {
    return this.db
      .selectFrom('courses as c')
      .select((eb) => [
        ...catalogueColumns(eb),
        eb
          .cast<number>(
            eb
              .selectFrom('enrollments as e')
              .select((count) => count.fn.countAll().as('count'))
              .whereRef('e.course_id', '=', 'c.id')
              .where('e.status', '=', 'active'),
            'integer',
          )
          .as('enrolled_count'),
        eb.cast<number>(eb.fn.countAll().over(), 'integer').as('matching'),
      ])
      .where((eb) => adminCourseFilter(eb, filter))
      .orderBy(COURSE_SORT_COLUMNS[sort], order)
      .orderBy('c.id', order)
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  }

  /** How many live courses match (for a page past the last one, which has no row to carry the count). */
  @GenerateSql({ params: [{ pattern: '%interview%', pricing: 'one_time' }] })
  async countAdminCourses(filter: CourseFilter): Promise<number> {
    const row = await this.db
      .selectFrom('courses as c')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
      .where((eb) => adminCourseFilter(eb, filter))
      .executeTakeFirstOrThrow();
    return row.total;
  }

  /** Every live course with what every viewer sees of it, oldest first: what the catalogue cache keeps. */
  @GenerateSql({ params: [] })
  async catalogue() {
    return this.db
      .selectFrom('courses as c')
      .select((eb) => catalogueColumns(eb))
      .where('c.deleted_at', 'is', null)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute();
  }

  /**
   * The viewer's own side of the live courses they have anything in: specific access, an active
   * enrolment, completed lessons or a certificate. Every other course has none of it.
   */
  @GenerateSql({ params: [1] })
  async viewerCourses(viewerId: number) {
    return VIEWER_COURSES.execute(this.em, { viewerId });
  }

  /** The viewer's own side of a live course: specific access, enrolment, the lessons completed and the certificate. */
  @GenerateSql({ params: [1, 1] })
  async viewerCourse(viewerId: number, courseId: number) {
    return VIEWER_COURSE.executeTakeFirst(this.em, { viewerId, courseId });
  }

  /** The courses a visitor may see, with when each last changed (the sitemap). */
  @GenerateSql({ name: 'visitor', params: [] })
  async publicCourseDates() {
    return this.db
      .selectFrom('courses as c')
      .select(['c.id', 'c.updated_at'])
      .where((eb) => visibleCourse(eb, null))
      .orderBy('c.id')
      .execute();
  }

  /** Whether the viewer may see the course. */
  @GenerateSql({ name: 'visitor', params: [VISITOR, 1] }, { name: 'learner', params: [LEARNER, 1] })
  async isVisible(viewer: Viewer, courseId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('courses as c')
      .select((eb) => eb.lit(1).as('visible'))
      .where('c.id', '=', courseId)
      .where((eb) => visibleCourse(eb, viewer))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The course of a module in a course the viewer may see. */
  @GenerateSql({ name: 'visitor', params: [VISITOR, 1] }, { name: 'learner', params: [LEARNER, 1] })
  async courseIdOfModule(viewer: Viewer, moduleId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('modules as m')
      .innerJoin('courses as c', 'c.id', 'm.course_id')
      .select('m.course_id')
      .where('m.id', '=', moduleId)
      .where((eb) => visibleCourse(eb, viewer))
      .executeTakeFirst();
    return row?.course_id;
  }

  /** The modules of the courses, each course's in course order. */
  @GenerateSql({ params: [[1, 2]] })
  async courseModules(courseIds: readonly number[]) {
    return this.db
      .selectFrom('modules')
      .select(['id', 'course_id', 'title', 'description', 'order', 'unlock_after_days'])
      .where((eb) => eb('course_id', '=', eb.fn.any(eb.val([...courseIds]))))
      .orderBy('course_id')
      .orderBy('order')
      .orderBy('id')
      .execute();
  }

  /** The lessons of the courses, each course's in order, without anyone's completions. */
  @GenerateSql({ params: [[1, 2]] })
  async courseLessons(courseIds: readonly number[]) {
    return this.db
      .selectFrom('lessons as l')
      .leftJoin('quizzes as q', (join) => join.onRef('q.lesson_id', '=', 'l.id').on('l.type', '=', 'quiz'))
      .select(['l.id', 'l.course_id', 'l.module_id', 'l.title', 'l.type', 'l.order', 'l.is_preview'])
      .select((eb) => eb.fn.coalesce('q.time_limit', 'l.duration').as('duration'))
      .where((eb) => eb('l.course_id', '=', eb.fn.any(eb.val([...courseIds]))))
      .orderBy('l.course_id')
      .orderBy('l.order')
      .orderBy('l.id')
      .execute();
  }

  /** The lessons of a course (or of one of its modules) in order, each with whether the viewer completed it. */
  @GenerateSql({ name: 'visitor', params: [null, 1] }, { name: 'learner', params: [1, 1] }, { name: 'one module', params: [1, 1, 1] })
  async lessonOutline(viewerId: number | null, courseId: number, moduleId?: number) {
    return this.db
      .selectFrom('lessons as l')
      .leftJoin('lesson_progress as lp', (join) =>
        join.onRef('lp.lesson_id', '=', 'l.id').on((eb) => (viewerId === null ? eb.lit(false) : eb('lp.user_id', '=', viewerId))),
      )
      .leftJoin('quizzes as q', (join) => join.onRef('q.lesson_id', '=', 'l.id').on('l.type', '=', 'quiz'))
      .select(['l.id', 'l.module_id', 'l.title', 'l.type', 'l.order', 'l.is_preview'])
      .select((eb) => [
        eb.fn.coalesce('q.time_limit', 'l.duration').as('duration'),
        eb('lp.id', 'is not', null).$castTo<boolean>().as('is_completed'),
      ])
      .where('l.course_id', '=', courseId)
      .$if(moduleId !== undefined, (query) => query.where('l.module_id', '=', moduleId!))
      .orderBy('l.order')
      .orderBy('l.id')
      .execute();
  }

  /**
   * A lesson of a course the viewer may see, with the viewer's completion and enrolment (its position
   * in the course comes from the course's outline).
   */
  @GenerateSql({ name: 'visitor', params: [VISITOR, 1] }, { name: 'learner', params: [LEARNER, 1] }, { name: 'admin', params: [ADMIN, 1] })
  async lesson(viewer: Viewer, lessonId: number) {
    return LESSON.executeTakeFirst(this.em, { viewerId: viewer?.id ?? null, lessonId }, viewerKind(viewer));
  }

  /** The users given a course whatever its access level. */
  @GenerateSql({ params: [1] })
  async specificUserIds(courseId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('course_user_access')
      .select('user_id')
      .where('course_id', '=', courseId)
      .orderBy('user_id')
      .execute();
    return rows.map((row) => row.user_id);
  }

  /** The slugs taken by `base` or by `base-N` (N a number). */
  @GenerateSql({ params: ['intro-to-sourcing'] })
  async slugsLike(base: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('courses')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', '~', `^${base.replace(/[^a-z0-9-]/g, '')}-[0-9]+$`)]))
      .execute();
    return rows.map((row) => row.slug);
  }

  /** The "order" after the last module of a course (0 for the first). */
  @GenerateSql({ params: [1] })
  async nextModuleOrder(courseId: number): Promise<number> {
    const row = await this.db
      .selectFrom('modules')
      .select((eb) => eb.cast<number>(eb.fn.coalesce(eb(eb.fn.max('order'), '+', eb.lit(1)), eb.lit(0)), 'integer').as('next'))
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow();
    return row.next;
  }

  /** The "order" after the last lesson of a module (0 for the first). */
  @GenerateSql({ params: [1] })
  async nextLessonOrder(moduleId: number): Promise<number> {
    const row = await this.db
      .selectFrom('lessons')
      .select((eb) => eb.cast<number>(eb.fn.coalesce(eb(eb.fn.max('order'), '+', eb.lit(1)), eb.lit(0)), 'integer').as('next'))
      .where('module_id', '=', moduleId)
      .executeTakeFirstOrThrow();
    return row.next;
  }

  @GenerateSql({ params: [1] })
  async moduleIds(courseId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('modules').select('id').where('course_id', '=', courseId).execute();
    return rows.map((row) => row.id);
  }

  @GenerateSql({ params: [1] })
  async lessonIds(moduleId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('lessons').select('id').where('module_id', '=', moduleId).execute();
    return rows.map((row) => row.id);
  }

  /** Sets each module's "order" to its position in `ids` (one statement). */
  @GenerateSql({ params: [[3, 1, 2]] })
  async setModuleOrder(ids: number[]): Promise<void> {
    await this.db
      .updateTable('modules')
      .set((eb) => ({ order: eb(eb.fn<number>('array_position', [eb.val(ids), 'id']), '-', eb.lit(1)) }))
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids)))
      .execute();
  }

  /** Sets each lesson's "order" to its position in `ids` (one statement). */
  @GenerateSql({ params: [[3, 1, 2]] })
  async setLessonOrder(ids: number[]): Promise<void> {
    await this.db
      .updateTable('lessons')
      .set((eb) => ({ order: eb(eb.fn<number>('array_position', [eb.val(ids), 'id']), '-', eb.lit(1)) }))
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids)))
      .execute();
  }

  /** The lessons of the given modules in order, locked until the transaction ends (a move renumbers them). */
  @GenerateSql({ params: [[1, 2]] })
  async lessonsOfModulesForUpdate(moduleIds: number[]) {
    return this.db
      .selectFrom('lessons')
      .select(['id', 'module_id'])
      .where('module_id', '=', (eb) => eb.fn.any(eb.val(moduleIds)))
      .orderBy('order')
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /** Puts the lessons `ids` into a module, each at its position in `ids` (one statement). */
  @GenerateSql({ params: [1, [3, 1, 2]] })
  async placeLessons(moduleId: number, ids: number[]): Promise<void> {
    await this.db
      .updateTable('lessons')
      .set((eb) => ({ module_id: moduleId, order: eb(eb.fn<number>('array_position', [eb.val(ids), 'id']), '-', eb.lit(1)) }))
      .where('id', '=', (eb) => eb.fn.any(eb.val(ids)))
      .execute();
  }

  /** Deleting lessons deletes their progress rows; each enrolment's counter of completed lessons is set again from them. */
  @GenerateSql({ params: [1] })
  async recountCompletedLessons(courseId: number): Promise<void> {
    await this.db
      .updateTable('enrollments as e')
      .set((eb) => ({
        completed_lessons: eb
          .selectFrom('lesson_progress as lp')
          .select((count) => count.fn.countAll<number>().as('count'))
          .whereRef('lp.user_id', '=', 'e.user_id')
          .whereRef('lp.course_id', '=', 'e.course_id'),
      }))
      .where('e.course_id', '=', courseId)
      .execute();
  }
}

function adminCourseFilter(eb: CourseScope, { pattern, accessLevel, pricing }: CourseFilter) {
  return eb.and([
    eb('c.deleted_at', 'is', null),
    ...(pattern === null ? [] : [eb('c.title', 'ilike', pattern)]),
    ...(accessLevel === undefined ? [] : [eb('c.access_level', '=', accessLevel)]),
    ...(pricing === undefined
      ? []
      : pricing === 'free'
        ? [eb('c.is_paid', '=', false)]
        : [eb('c.is_paid', '=', true), eb('c.payment_type', '=', pricing)]),
  ]);
}
