import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import { enrolledInCourse, visibleCourse, type Viewer } from '../catalog/public/viewer.js';
import { lessonUnlocksAt } from '../cohorts/public/drip.js';
import type { ScormCmi, ScormCompletionStatus, ScormSuccessStatus, ScormVersion } from './public/scorm-types.js';

const LEARNER = { id: 1, role: 'jobseeker' } as const;
const STORAGE_ID = '00000000-0000-4000-8000-000000000000';
const NOW = new Date('2026-01-01T12:00:00Z');

export interface NewPackage {
  lessonId: number;
  storageId: string;
  version: ScormVersion;
  title: string;
  launchPath: string;
  fileName: string;
  sizeBytes: number;
  fileCount: number;
  uploadedAt: Date;
}

export interface AttemptCommit {
  lessonId: number;
  userId: number;
  packageId: string;
  version: ScormVersion;
  cmi: ScormCmi;
  completionStatus: ScormCompletionStatus;
  successStatus: ScormSuccessStatus;
  scoreRaw: number | null;
  scoreMin: number | null;
  scoreMax: number | null;
  scoreScaled: number | null;
  totalSeconds: number;
  done: boolean;
  now: Date;
}

const PACKAGE_COLUMNS = [
  'p.lesson_id',
  'p.storage_id',
  'p.version',
  'p.title',
  'p.launch_path',
  'p.file_name',
  'p.size_bytes',
  'p.file_count',
  'p.uploaded_at',
] as const;

/** Queries of SCORM packages and learners' attempts. */
@Injectable()
export class ScormRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** A live lesson's type and its package, if any (for the admin's upload). */
  @GenerateSql({ params: [1] })
  async adminLesson(lessonId: number) {
    return this.db
      .selectFrom('lessons as l')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .leftJoin('scorm_packages as p', 'p.lesson_id', 'l.id')
      .select(['l.id', 'l.type', 'l.course_id'])
      .select(PACKAGE_COLUMNS)
      .where('l.id', '=', lessonId)
      .where('c.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** Points the lesson at a newly unpacked package; the storage id of the package it replaced (null: none). One statement. */
  @GenerateSql({
    params: [
      {
        lessonId: 1,
        storageId: STORAGE_ID,
        version: '1.2',
        title: 'Title',
        launchPath: 'index.html',
        fileName: 'package.zip',
        sizeBytes: 1,
        fileCount: 1,
        uploadedAt: NOW,
      },
    ],
  })
  async savePackage(row: NewPackage) {
    const saved = await this.db
      .with('previous', (db) => db.selectFrom('scorm_packages').select('storage_id').where('lesson_id', '=', row.lessonId))
      .with('saved', (db) =>
        db
          .insertInto('scorm_packages')
          .columns(['lesson_id', 'storage_id', 'version', 'title', 'launch_path', 'file_name', 'size_bytes', 'file_count', 'uploaded_at'])
          .expression((eb) =>
            eb
              .selectFrom('lessons as l')
              .select((inner) => [
                'l.id as lesson_id',
                inner.val(row.storageId).as('storage_id'),
                inner.val(row.version).as('version'),
                inner.val(row.title).as('title'),
                inner.val(row.launchPath).as('launch_path'),
                inner.val(row.fileName).as('file_name'),
                inner.val(row.sizeBytes).as('size_bytes'),
                inner.val(row.fileCount).as('file_count'),
                inner.val(row.uploadedAt).as('uploaded_at'),
              ])
              .where('l.id', '=', row.lessonId),
          )
          .onConflict((conflict) =>
            conflict.column('lesson_id').doUpdateSet((eb) => ({
              storage_id: eb.ref('excluded.storage_id'),
              version: eb.ref('excluded.version'),
              title: eb.ref('excluded.title'),
              launch_path: eb.ref('excluded.launch_path'),
              file_name: eb.ref('excluded.file_name'),
              size_bytes: eb.ref('excluded.size_bytes'),
              file_count: eb.ref('excluded.file_count'),
              uploaded_at: eb.ref('excluded.uploaded_at'),
            })),
          )
          .returning('lesson_id'),
      )
      .selectFrom('saved')
      .select((eb) => ['saved.lesson_id', eb.selectFrom('previous').select('previous.storage_id').as('previous_storage_id')])
      .executeTakeFirst();
    return { saved: saved !== undefined, previousStorageId: saved?.previous_storage_id ?? null };
  }

  /**
   * A SCORM lesson in a course `viewer` may see, with its package (null columns: none yet), whether
   * the viewer is enrolled, when its module opens for them, and their attempt's kept data.
   */
  @GenerateSql({ params: [LEARNER, 1] })
  async visibleScorm(viewer: NonNullable<Viewer>, lessonId: number) {
    return this.db
      .selectFrom('lessons as l')
      .innerJoin('courses as c', 'c.id', 'l.course_id')
      .leftJoin('scorm_packages as p', 'p.lesson_id', 'l.id')
      .leftJoin('scorm_attempts as a', (join) => join.onRef('a.lesson_id', '=', 'l.id').on('a.user_id', '=', viewer.id))
      .select(['l.id', 'l.title as lesson_title', 'l.course_id', 'c.title as course_title'])
      .select(PACKAGE_COLUMNS)
      .select([
        'a.package_id as attempt_package_id',
        'a.cmi as attempt_cmi',
        'a.completion_status',
        'a.success_status',
        'a.score_raw',
        'a.score_min',
        'a.score_max',
        'a.score_scaled',
        'a.total_seconds',
        'a.completed_at',
        'a.updated_at as attempt_updated_at',
      ])
      .select((eb) => [
        enrolledInCourse(eb, viewer.id).as('is_enrolled'),
        eb
          .exists(
            eb
              .selectFrom('lesson_progress as lp')
              .select('lp.id')
              .whereRef('lp.lesson_id', '=', 'l.id')
              .where('lp.user_id', '=', viewer.id),
          )
          .$castTo<boolean>()
          .as('is_completed'),
        lessonUnlocksAt(viewer.id).as('unlocks_at'),
      ])
      .where('l.id', '=', lessonId)
      .where('l.type', '=', 'scorm')
      .where((eb) => visibleCourse(eb, viewer))
      .executeTakeFirst();
  }

  /** The learner's kept data for a package (the content's bridge starts from it), with the package's edition and the learner's name. */
  @GenerateSql({ params: [STORAGE_ID, 1] })
  async launchData(storageId: string, userId: number) {
    return this.db
      .selectFrom('scorm_packages as p')
      .innerJoin('users as u', (join) => join.on('u.id', '=', userId))
      .leftJoin('scorm_attempts as a', (join) =>
        join.onRef('a.lesson_id', '=', 'p.lesson_id').onRef('a.user_id', '=', 'u.id').onRef('a.package_id', '=', 'p.storage_id'),
      )
      .select(['p.version', 'a.cmi', 'u.id as user_id', 'u.first_name', 'u.last_name', 'u.email'])
      .where('p.storage_id', '=', storageId)
      .executeTakeFirst();
  }

  /**
   * Writes a commit: one row per learner and lesson, created or rewritten; `completed_at` is set by
   * the first commit that reports the lesson done and never cleared. One statement.
   */
  @GenerateSql({
    params: [
      {
        lessonId: 1,
        userId: 1,
        packageId: STORAGE_ID,
        version: '1.2',
        cmi: {},
        completionStatus: 'completed',
        successStatus: 'passed',
        scoreRaw: 80,
        scoreMin: 0,
        scoreMax: 100,
        scoreScaled: 0.8,
        totalSeconds: 60,
        done: true,
        now: NOW,
      },
    ],
  })
  async saveAttempt(commit: AttemptCommit) {
    const row = await this.db
      .insertInto('scorm_attempts')
      .columns([
        'lesson_id',
        'user_id',
        'package_id',
        'version',
        'cmi',
        'completion_status',
        'success_status',
        'score_raw',
        'score_min',
        'score_max',
        'score_scaled',
        'total_seconds',
        'commit_count',
        'completed_at',
        'created_at',
        'updated_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('lessons as l')
          .select((inner) => [
            'l.id as lesson_id',
            inner.val(commit.userId).as('user_id'),
            inner.val(commit.packageId).as('package_id'),
            inner.val(commit.version).as('version'),
            inner.cast<ScormCmi>(inner.val(JSON.stringify(commit.cmi)), 'jsonb').as('cmi'),
            inner.val(commit.completionStatus).as('completion_status'),
            inner.val(commit.successStatus).as('success_status'),
            inner.val(commit.scoreRaw).as('score_raw'),
            inner.val(commit.scoreMin).as('score_min'),
            inner.val(commit.scoreMax).as('score_max'),
            inner.val(commit.scoreScaled).as('score_scaled'),
            inner.val(commit.totalSeconds).as('total_seconds'),
            inner.lit(1).as('commit_count'),
            inner.val(commit.done ? commit.now : null).as('completed_at'),
            inner.val(commit.now).as('created_at'),
            inner.val(commit.now).as('updated_at'),
          ])
          .where('l.id', '=', commit.lessonId),
      )
      .onConflict((conflict) =>
        conflict.columns(['lesson_id', 'user_id']).doUpdateSet((eb) => ({
          package_id: eb.ref('excluded.package_id'),
          version: eb.ref('excluded.version'),
          cmi: eb.ref('excluded.cmi'),
          completion_status: eb.ref('excluded.completion_status'),
          success_status: eb.ref('excluded.success_status'),
          score_raw: eb.ref('excluded.score_raw'),
          score_min: eb.ref('excluded.score_min'),
          score_max: eb.ref('excluded.score_max'),
          score_scaled: eb.ref('excluded.score_scaled'),
          total_seconds: eb.ref('excluded.total_seconds'),
          commit_count: eb(eb.ref('scorm_attempts.commit_count'), '+', 1),
          completed_at: eb.fn.coalesce('scorm_attempts.completed_at', 'excluded.completed_at'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returning(['completed_at'])
      .executeTakeFirst();
    return { completedAt: row?.completed_at ?? null };
  }

  /** Per SCORM lesson of the course, in outline order: attempts, completions, passes, the mean scaled score and time. */
  @GenerateSql({ params: [1] })
  async courseResults(courseId: number) {
    return this.db
      .selectFrom('lessons as l')
      .innerJoin('modules as m', 'm.id', 'l.module_id')
      .leftJoin('scorm_packages as p', 'p.lesson_id', 'l.id')
      .leftJoin('scorm_attempts as a', 'a.lesson_id', 'l.id')
      .select(['l.id as lesson_id', 'l.title', 'p.version'])
      .select((eb) => [
        eb.fn.count<string>('a.id').as('attempts'),
        eb.fn.count<string>('a.completed_at').as('completed'),
        eb.fn.countAll<string>().filterWhere('a.success_status', '=', 'passed').as('passed'),
        eb.fn.avg<string | null>('a.score_scaled').as('mean_score_scaled'),
        eb.fn.avg<string | null>('a.total_seconds').as('mean_seconds'),
      ])
      .where('l.course_id', '=', courseId)
      .where('l.type', '=', 'scorm')
      .groupBy(['l.id', 'l.title', 'p.version', 'm.order', 'm.id', 'l.order'])
      .orderBy('m.order')
      .orderBy('m.id')
      .orderBy('l.order')
      .orderBy('l.id')
      .execute();
  }
}
