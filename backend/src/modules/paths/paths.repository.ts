import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql, type ExpressionBuilder } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely, type AcademyDb } from '../../database/kysely.js';
import type { Viewer } from '../catalog/public/viewer.js';
import { stepDoneBy, type StepScope } from './public/path-step-done.js';
import { visiblePath } from './public/path-visibility.js';

type PathScope = ExpressionBuilder<AcademyDb & { p: AcademyDb['learning_paths'] }, 'p'>;
type LessonScope = ExpressionBuilder<AcademyDb & { l: AcademyDb['lessons'] }, 'l'>;

/** Which paths a learner-facing read wants. */
export type PathFilter =
  | { published: true }
  | { slug: string }
  | { courseId: number }
  /** Published paths in which the learner has started a step: enrolled in its course, or completed it. */
  | { startedBy: number };

/** The columns of path `p` that learners see. */
const PATH_COLUMNS = [
  'p.id',
  'p.slug',
  'p.title',
  'p.description',
  'p.level_label',
  'p.certificate_title',
  'p.is_published',
  'p.position',
  'p.updated_at',
] as const;

/**
 * "Lesson `l` can be a path step" as its kind: 'practice' for a practice conversation, 'sourcing' for a
 * quiz with a Boolean search question, null for any other lesson.
 */
function capstoneKind(eb: LessonScope) {
  return eb
    .case()
    .when('l.type', '=', 'practice')
    .then(sql.lit('practice'))
    .when(
      eb.and([
        eb('l.type', '=', 'quiz'),
        eb.exists(
          eb
            .selectFrom('quizzes as q')
            .innerJoin('quiz_questions as qq', 'qq.quiz_id', 'q.id')
            .select('qq.id')
            .whereRef('q.lesson_id', '=', 'l.id')
            .where('qq.type', '=', 'boolean_search'),
        ),
      ]),
    )
    .then(sql.lit('sourcing'))
    .else(null)
    .end()
    .$castTo<'practice' | 'sourcing' | null>();
}

/** The ids of the steps step `s` requires, as an array (empty when none). */
function prerequisiteIds(eb: StepScope) {
  return eb.fn.coalesce(
    eb
      .selectFrom('learning_path_step_prerequisites as pr')
      .select((agg) => agg.fn.agg<number[]>('array_agg', ['pr.prerequisite_id']).as('ids'))
      .whereRef('pr.step_id', '=', 's.id')
      .$asScalar(),
    sql<number[]>`'{}'::int[]`,
  );
}

/** The queries of learning paths: each one statement, whatever the number of paths, steps or learners. */
@Injectable()
export class PathsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** The paths the viewer may see that `filter` picks, in catalogue order. */
  @GenerateSql(
    { name: 'the catalogue, for a visitor', params: [null, { published: true }] },
    { name: 'one path, for an admin', params: [{ id: 1, role: 'admin' }, { slug: 'certified-recruiter' }] },
    { name: 'the paths of a course', params: [{ id: 1, role: 'jobseeker' }, { courseId: 1 }] },
    { name: 'the paths a learner started', params: [{ id: 1, role: 'jobseeker' }, { startedBy: 1 }] },
  )
  async paths(viewer: Viewer, filter: PathFilter) {
    return this.db
      .selectFrom('learning_paths as p')
      .select(PATH_COLUMNS)
      .select((eb) =>
        jsonObjectFrom(
          eb
            .selectFrom('certificates as cert')
            .select(['cert.code', 'cert.issued_at', 'cert.valid_until'])
            .whereRef('cert.path_id', '=', 'p.id')
            .where((cert) => (viewer === null ? cert.lit(false) : cert('cert.user_id', '=', viewer.id)))
            .where('cert.renewed_at', 'is', null)
            .where('cert.revoked_at', 'is', null),
        ).as('certificate'),
      )
      .where((eb) => visiblePath(eb, viewer, 'slug' in filter))
      .$if('slug' in filter, (query) => query.where('p.slug', '=', (filter as { slug: string }).slug))
      .$if('courseId' in filter, (query) =>
        query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('learning_path_steps as s')
              .select('s.id')
              .whereRef('s.path_id', '=', 'p.id')
              .where('s.course_id', '=', (filter as { courseId: number }).courseId),
          ),
        ),
      )
      .$if('startedBy' in filter, (query) => {
        const userId = (filter as { startedBy: number }).startedBy;
        return query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('learning_path_steps as s')
              .select('s.id')
              .whereRef('s.path_id', '=', 'p.id')
              .where((step) =>
                step.or([
                  step.exists(
                    step
                      .selectFrom('enrollments as e')
                      .select('e.id')
                      .whereRef('e.course_id', '=', 's.course_id')
                      .where('e.user_id', '=', userId)
                      .where('e.status', '=', 'active'),
                  ),
                  step.exists(
                    step
                      .selectFrom('lesson_progress as lp')
                      .select('lp.id')
                      .whereRef('lp.lesson_id', '=', 's.lesson_id')
                      .where('lp.user_id', '=', userId),
                  ),
                ]),
              ),
          ),
        );
      })
      .orderBy('p.position')
      .orderBy('p.id')
      .execute();
  }

  /**
   * The live steps of `pathIds` in order, each with its course or lesson, its prerequisites, and what
   * the viewer (null: a visitor) has done of it: the course's certificate (not revoked) for a course
   * step, the lesson's completion for a lesson step.
   */
  @GenerateSql({ name: 'for a visitor', params: [[1, 2], null] }, { name: 'for a learner', params: [[1], 1] })
  async steps(pathIds: number[], viewerId: number | null) {
    if (pathIds.length === 0) return [];
    return this.db
      .selectFrom('learning_path_steps as s')
      .innerJoin('courses as c', 'c.id', 's.course_id')
      .leftJoin('lessons as l', 'l.id', 's.lesson_id')
      .leftJoin('enrollments as e', (join) =>
        join
          .onRef('e.course_id', '=', 's.course_id')
          .on((e) => (viewerId === null ? e.lit(false) : e('e.user_id', '=', viewerId)))
          .on('e.status', '=', 'active'),
      )
      .select((eb) => [
        's.id',
        's.path_id',
        's.position',
        's.course_id',
        's.lesson_id',
        's.is_required',
        'c.title as course_title',
        'l.title as lesson_title',
        capstoneKind(eb).as('lesson_kind'),
        eb
          .cast<number>(
            eb
              .case()
              .when('s.lesson_id', 'is', null)
              .then(
                eb.fn.coalesce(
                  'c.estimated_duration',
                  eb
                    .selectFrom('lessons as cl')
                    .select((sum) => sum.fn.sum<number>('cl.duration').as('minutes'))
                    .whereRef('cl.course_id', '=', 'c.id')
                    .$asScalar(),
                  eb.lit(0),
                ),
              )
              .else(eb.fn.coalesce('l.duration', eb.lit(0)))
              .end(),
            'integer',
          )
          .as('minutes'),
        eb
          .cast<number>(
            eb
              .selectFrom('lessons as cl')
              .select((count) => count.fn.countAll().as('count'))
              .whereRef('cl.course_id', '=', 'c.id'),
            'integer',
          )
          .as('lesson_count'),
        eb('e.id', 'is not', null).$castTo<boolean>().as('is_enrolled'),
        eb.fn.coalesce('e.completed_lessons', eb.lit(0)).as('completed_lessons'),
        stepDoneBy(eb, viewerId === null ? sql.lit(null) : eb.val(viewerId)).as('done'),
        prerequisiteIds(eb).as('prerequisite_ids'),
      ])
      .where('s.path_id', 'in', pathIds)
      .where('c.deleted_at', 'is', null)
      .orderBy('s.path_id')
      .orderBy('s.position')
      .execute();
  }

  /** Every path that is not deleted, with its step counts, in catalogue order. */
  @GenerateSql()
  async adminPaths() {
    return this.adminPathQuery().execute();
  }

  @GenerateSql({ params: [1] })
  async adminPath(id: number) {
    return this.adminPathQuery().select('p.description').where('p.id', '=', id).executeTakeFirst();
  }

  private adminPathQuery() {
    const steps = (eb: PathScope) => eb.selectFrom('learning_path_steps as s').whereRef('s.path_id', '=', 'p.id');
    return this.db
      .selectFrom('learning_paths as p')
      .select((eb) => [
        'p.id',
        'p.slug',
        'p.title',
        'p.level_label',
        'p.certificate_title',
        'p.is_published',
        'p.position',
        'p.updated_at',
        eb
          .cast<number>(
            steps(eb).select((count) => count.fn.countAll().as('count')),
            'integer',
          )
          .as('step_count'),
        eb
          .cast<number>(
            steps(eb)
              .select((count) => count.fn.countAll().as('count'))
              .where('s.is_required', '=', true),
            'integer',
          )
          .as('required_step_count'),
      ])
      .where('p.deleted_at', 'is', null)
      .orderBy('p.position')
      .orderBy('p.id');
  }

  /** Every step of a path as the admin edits it, deleted courses' steps included. */
  @GenerateSql({ params: [1] })
  async adminSteps(pathId: number) {
    return this.db
      .selectFrom('learning_path_steps as s')
      .innerJoin('courses as c', 'c.id', 's.course_id')
      .leftJoin('lessons as l', 'l.id', 's.lesson_id')
      .select((eb) => [
        's.id',
        's.position',
        's.course_id',
        's.lesson_id',
        's.is_required',
        'c.title as course_title',
        eb('c.deleted_at', 'is not', null).$castTo<boolean>().as('course_deleted'),
        'l.title as lesson_title',
        capstoneKind(eb).as('lesson_kind'),
        prerequisiteIds(eb).as('prerequisite_ids'),
      ])
      .where('s.path_id', '=', pathId)
      .orderBy('s.position')
      .execute();
  }

  /** The live courses an admin may add as steps, by title. */
  @GenerateSql()
  async courseOptions() {
    return this.db
      .selectFrom('courses as c')
      .select(['c.id', 'c.title', 'c.access_level'])
      .where('c.deleted_at', 'is', null)
      .orderBy('c.title')
      .orderBy('c.id')
      .execute();
  }

  /** The practice conversations and sourcing exercises of live courses, by course and course order. */
  @GenerateSql()
  async lessonOptions() {
    return this.db
      .selectFrom('lessons as l')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .innerJoin('modules as m', 'm.id', 'l.module_id')
      .select((eb) => ['l.id', 'l.title', 'l.course_id', 'c.title as course_title', capstoneKind(eb).as('kind')])
      .where('c.deleted_at', 'is', null)
      .where('l.type', 'in', ['practice', 'quiz'])
      .where((eb) => eb(capstoneKind(eb), 'is not', null))
      .orderBy('c.title')
      .orderBy('c.id')
      .orderBy('m.order')
      .orderBy('l.order')
      .execute();
  }

  /** The live courses among `ids`, for checking a new list of steps. */
  @GenerateSql({ params: [[1, 2]] })
  async liveCourses(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('courses as c')
      .select(['c.id', 'c.title'])
      .where('c.id', 'in', ids)
      .where('c.deleted_at', 'is', null)
      .execute();
  }

  /** The lessons of live courses among `ids`, with their course and whether they can be steps. */
  @GenerateSql({ params: [[1, 2]] })
  async liveLessons(ids: number[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('lessons as l')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .select((eb) => ['l.id', 'l.title', 'l.course_id', capstoneKind(eb).as('kind')])
      .where('l.id', 'in', ids)
      .where('c.deleted_at', 'is', null)
      .execute();
  }

  /** The slugs taken by `base` or by `base-N` (N a number), deleted paths' included. */
  @GenerateSql({ params: ['certified-recruiter'] })
  async slugsLike(base: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('learning_paths')
      .select('slug')
      .where((eb) => eb.or([eb('slug', '=', base), eb('slug', '~', `^${base.replace(/[^a-z0-9-]/g, '')}-[0-9]+$`)]))
      .execute();
    return rows.map((row) => row.slug);
  }

  /** The position after the last path's. */
  @GenerateSql()
  async nextPosition(): Promise<number> {
    const row = await this.db
      .selectFrom('learning_paths')
      .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.lit(-1)).as('last'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.last) + 1;
  }

  /** The live published paths a visitor may see, with when each last changed: the sitemap's entries. */
  @GenerateSql()
  async publicPathDates() {
    return this.db
      .selectFrom('learning_paths as p')
      .select(['p.slug', 'p.updated_at'])
      .where((eb) => visiblePath(eb, null, false))
      .orderBy('p.position')
      .orderBy('p.id')
      .execute();
  }
}
