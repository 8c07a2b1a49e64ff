import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely } from '../../database/kysely.js';
import { visibleCourse, type Viewer } from '../catalog/public/viewer.js';
import type { CreditBody, CreditCategory } from './public/credit-rules.js';
import { visiblePath } from '../paths/public/path-visibility.js';

const COURSE_CREDIT_COLUMNS = ['body', 'category', 'hundredths', 'activity_id', 'body_name'] as const;
const CERTIFICATION_COLUMNS = ['id', 'certification', 'body_name', 'cycle_start', 'cycle_end'] as const;
const ENTRY_COLUMNS = [
  'e.id',
  'e.earned_on',
  'e.provider',
  'e.activity_title',
  'e.body',
  'e.category',
  'e.body_name',
  'e.activity_id',
  'e.hundredths',
] as const;
const REQUIREMENT_COLUMNS = [
  'certification',
  'total_hundredths',
  'ethics_hundredths',
  'business_hundredths',
  'global_hundredths',
  'cycle_years',
] as const;

const NOW = new Date('2026-12-06T09:00:00Z');

interface JoinedCreditRow {
  body: CreditBody | null;
  category: CreditCategory | null;
  hundredths: number | null;
  activity_id: string | null;
  body_name: string | null;
}

/** The credit lines of a course or path read with a left join: none when its one row has no credit. */
function creditLinesOf(rows: JoinedCreditRow[]) {
  return rows.flatMap((row) =>
    row.body === null || row.category === null || row.hundredths === null
      ? []
      : [{ body: row.body, category: row.category, hundredths: row.hundredths, activity_id: row.activity_id, body_name: row.body_name }],
  );
}

/** Every query of continuing-education credits. */
@Injectable()
export class CreditsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** The course's credit lines, when the viewer (null: a visitor) may see the course: undefined when not; [] when it offers none. */
  @GenerateSql({ name: 'a visitor', params: [null, 1] }, { name: 'a learner', params: [{ id: 1, role: 'jobseeker' }, 1] })
  async visibleCourseCredits(viewer: Viewer, courseId: number) {
    const rows = await this.db
      .selectFrom('courses as c')
      .leftJoin('course_credits as cc', 'cc.course_id', 'c.id')
      .select(['c.id as course_id', 'cc.body', 'cc.category', 'cc.hundredths', 'cc.activity_id', 'cc.body_name'])
      .where('c.id', '=', courseId)
      .where((eb) => visibleCourse(eb, viewer))
      .orderBy('cc.id')
      .execute();
    return rows.length === 0 ? undefined : creditLinesOf(rows);
  }

  /** The live course's credit lines for its admin; undefined when there is no such live course. */
  @GenerateSql({ params: [1] })
  async courseCredits(courseId: number) {
    const course = await this.db
      .selectFrom('courses')
      .select('id')
      .where('id', '=', courseId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!course) return undefined;
    return this.db.selectFrom('course_credits').select(COURSE_CREDIT_COLUMNS).where('course_id', '=', courseId).orderBy('id').execute();
  }

  /** Locks the live course row for a change of its credits; false when there is no such live course. */
  @GenerateSql({ params: [1] })
  async lockCourse(courseId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('courses')
      .select('id')
      .where('id', '=', courseId)
      .where('deleted_at', 'is', null)
      .forNoKeyUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The credit lines of the path's certificate (by its slug), when the viewer may see the path (admins:
   * drafts too, as its page): undefined when not; [] when it offers none.
   */
  @GenerateSql(
    { name: 'a visitor', params: [null, 'recruiting-practitioner'] },
    { name: 'a learner', params: [{ id: 1, role: 'jobseeker' }, 'recruiting-practitioner'] },
  )
  async visiblePathCredits(viewer: Viewer, slug: string) {
    const rows = await this.db
      .selectFrom('learning_paths as p')
      .leftJoin('path_credits as pc', 'pc.path_id', 'p.id')
      .select(['p.id as path_id', 'pc.body', 'pc.category', 'pc.hundredths', 'pc.activity_id', 'pc.body_name'])
      .where('p.slug', '=', slug)
      .where((eb) => visiblePath(eb, viewer, true))
      .orderBy('pc.id')
      .execute();
    return rows.length === 0 ? undefined : creditLinesOf(rows);
  }

  /** The path's credit lines for its admin (drafts included); undefined when there is no such path. */
  @GenerateSql({ params: [1] })
  async pathCredits(pathId: number) {
    const path = await this.db
      .selectFrom('learning_paths')
      .select('id')
      .where('id', '=', pathId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!path) return undefined;
    return this.db.selectFrom('path_credits').select(COURSE_CREDIT_COLUMNS).where('path_id', '=', pathId).orderBy('id').execute();
  }

  /** Locks the path row for a change of its credits; false when there is no such path. */
  @GenerateSql({ params: [1] })
  async lockPath(pathId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('learning_paths')
      .select('id')
      .where('id', '=', pathId)
      .where('deleted_at', 'is', null)
      .forNoKeyUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The learner's certifications with the academy's requirement for each, oldest first. */
  @GenerateSql({ params: [1] })
  certifications(userId: number) {
    return this.db
      .selectFrom('learner_certifications as lc')
      .leftJoin('certification_requirements as r', 'r.certification', 'lc.certification')
      .select([
        'lc.id',
        'lc.certification',
        'lc.body_name',
        'lc.cycle_start',
        'lc.cycle_end',
        'r.total_hundredths',
        'r.ethics_hundredths',
        'r.business_hundredths',
        'r.global_hundredths',
      ])
      .where('lc.user_id', '=', userId)
      .orderBy('lc.id')
      .execute();
  }

  /**
   * The credits the academy recorded for the learner: those of their certificates that are not revoked
   * (with the course title and code as issued), then those of live sessions an admin confirmed they
   * attended (no code; the session's day).
   */
  @GenerateSql({ params: [1] })
  earnedCredits(userId: number) {
    return this.db
      .selectFrom('certificates as c')
      .innerJoin('certificate_credits as cc', 'cc.certificate_id', 'c.id')
      .select((eb) => [
        eb.cast<string | null>('c.code', 'text').as('code'),
        'c.course_title',
        'c.issued_at',
        'cc.body',
        'cc.category',
        'cc.hundredths',
        'cc.activity_id',
        'cc.id as line_id',
      ])
      .where('c.user_id', '=', userId)
      .where('c.revoked_at', 'is', null)
      .unionAll((eb) =>
        eb
          .selectFrom('credit_entries as e')
          .select((entry) => [
            entry.cast<string | null>(entry.lit(null), 'text').as('code'),
            'e.activity_title as course_title',
            entry.cast<Date>('e.earned_on', 'timestamptz').as('issued_at'),
            'e.body',
            'e.category',
            'e.hundredths',
            'e.activity_id',
            'e.id as line_id',
          ])
          .where('e.user_id', '=', userId)
          .where('e.attendance_id', 'is not', null),
      )
      .orderBy('issued_at')
      .orderBy('line_id')
      .execute();
  }

  /** The credits the learner added, newest first, with their evidence file's name and size (not its bytes). */
  @GenerateSql({ params: [1] })
  entries(userId: number) {
    return this.db
      .selectFrom('credit_entries as e')
      .leftJoin('credit_evidence as f', 'f.entry_id', 'e.id')
      .select([...ENTRY_COLUMNS, 'f.file_name as evidence_name', 'f.size as evidence_size'])
      .where('e.user_id', '=', userId)
      .where('e.attendance_id', 'is', null)
      .orderBy('e.earned_on', 'desc')
      .orderBy('e.id', 'desc')
      .execute();
  }

  /** Every certification's requirement, in the order the certifications are listed. */
  @GenerateSql({ params: [] })
  requirements() {
    return this.db
      .selectFrom('certification_requirements')
      .select(REQUIREMENT_COLUMNS)
      .orderBy(sql`array_position(array['shrm-cp', 'shrm-scp', 'aphr', 'phr', 'sphr', 'gphr', 'cpd']::text[], certification)`)
      .execute();
  }

  /** The learner's certification; undefined when it is not theirs. */
  @GenerateSql({ params: [1, 1] })
  certification(userId: number, id: number) {
    return this.db
      .selectFrom('learner_certifications')
      .select(CERTIFICATION_COLUMNS)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Removes the learner's certification; false when it is not theirs. */
  @GenerateSql({ params: [1, 1] })
  async removeCertification(userId: number, id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('learner_certifications').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** The learner's entry with its evidence's name and size; undefined when it is not theirs. */
  @GenerateSql({ params: [1, 1] })
  entry(userId: number, id: number) {
    return this.db
      .selectFrom('credit_entries as e')
      .leftJoin('credit_evidence as f', 'f.entry_id', 'e.id')
      .select([...ENTRY_COLUMNS, 'f.file_name as evidence_name', 'f.size as evidence_size'])
      .where('e.id', '=', id)
      .where('e.user_id', '=', userId)
      .where('e.attendance_id', 'is', null)
      .executeTakeFirst();
  }

  /** Removes the learner's entry and its evidence; false when it is not theirs. */
  @GenerateSql({ params: [1, 1] })
  async removeEntry(userId: number, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('credit_entries')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('attendance_id', 'is', null)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** Locks the learner's row until the transaction ends, so that their uploads take turns against the quota. */
  @GenerateSql({ params: [1] })
  async lockUser(userId: number): Promise<void> {
    await this.db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
  }

  /** Bytes of all the learner's uploads (quiz answers and evidence), leaving out the evidence of `entryId` (which a new file replaces). */
  @GenerateSql({ params: [1, 1] })
  async uploadBytes(userId: number, entryId: number): Promise<number> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('quiz_uploads as u')
          .innerJoin('quiz_attempts as a', 'a.id', 'u.attempt_id')
          .where('a.user_id', '=', userId)
          .select((u) => u.fn.coalesce(u.fn.sum<string>('u.size'), u.lit(0)).as('bytes'))
          .as('quiz_bytes'),
        eb
          .selectFrom('credit_evidence as f')
          .innerJoin('credit_entries as e', 'e.id', 'f.entry_id')
          .where('e.user_id', '=', userId)
          .where('f.entry_id', '<>', entryId)
          .select((f) => f.fn.coalesce(f.fn.sum<string>('f.size'), f.lit(0)).as('bytes'))
          .as('evidence_bytes'),
      ])
      .executeTakeFirstOrThrow();
    return Number(row.quiz_bytes ?? 0) + Number(row.evidence_bytes ?? 0);
  }

  /** Stores the evidence of the learner's entry, replacing the one before; false when the entry is not theirs. */
  @GenerateSql({ params: [1, 1, { fileName: 'attendance.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF') }] })
  async storeEvidence(userId: number, entryId: number, file: { fileName: string; contentType: string; data: Buffer }): Promise<boolean> {
    const stored = await this.db
      .insertInto('credit_evidence')
      .columns(['entry_id', 'file_name', 'content_type', 'size', 'data', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('credit_entries as e')
          .select((e) => [
            'e.id',
            e.val(file.fileName).as('file_name'),
            e.val(file.contentType).as('content_type'),
            e.val(file.data.length).as('size'),
            e.val(file.data).as('data'),
            e.fn<Date>('now').as('created_at'),
          ])
          .where('e.id', '=', entryId)
          .where('e.user_id', '=', userId),
      )
      .onConflict((conflict) =>
        conflict.column('entry_id').doUpdateSet((eb) => ({
          file_name: eb.ref('excluded.file_name'),
          content_type: eb.ref('excluded.content_type'),
          size: eb.ref('excluded.size'),
          data: eb.ref('excluded.data'),
          created_at: eb.ref('excluded.created_at'),
        })),
      )
      .returning('entry_id')
      .executeTakeFirst();
    return stored !== undefined;
  }

  /** The evidence of the learner's entry, with its bytes; undefined when there is none or the entry is not theirs. */
  @GenerateSql({ params: [1, 1] })
  evidence(userId: number, entryId: number) {
    return this.db
      .selectFrom('credit_evidence as f')
      .innerJoin('credit_entries as e', 'e.id', 'f.entry_id')
      .select(['f.file_name', 'f.content_type', 'f.data'])
      .where('f.entry_id', '=', entryId)
      .where('e.user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Removes the evidence of the learner's entry; false when there was none (or the entry is not theirs). */
  @GenerateSql({ params: [1, 1] })
  async removeEvidence(userId: number, entryId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('credit_evidence as f')
      .where('f.entry_id', '=', entryId)
      .where((eb) =>
        eb.exists(eb.selectFrom('credit_entries as e').select('e.id').whereRef('e.id', '=', 'f.entry_id').where('e.user_id', '=', userId)),
      )
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** The provider records' retention (years). */
  @GenerateSql({ params: [] })
  async retentionYears(): Promise<number> {
    const row = await this.db.selectFrom('credit_settings').select('record_retention_years').where('id', '=', 1).executeTakeFirstOrThrow();
    return row.record_retention_years;
  }

  /** What a cycle reminder needs: the certification with its owner's address and first name; undefined when it is gone. */
  @GenerateSql({ params: [1] })
  reminderTarget(certificationId: number) {
    return this.db
      .selectFrom('learner_certifications as lc')
      .innerJoin('users as u', 'u.id', 'lc.user_id')
      .leftJoin('certification_requirements as r', 'r.certification', 'lc.certification')
      .select([
        'lc.id',
        'lc.user_id',
        'lc.certification',
        'lc.body_name',
        'lc.cycle_start',
        'lc.cycle_end',
        'u.email',
        'u.first_name',
        'u.last_name',
        'r.total_hundredths',
        'r.ethics_hundredths',
        'r.business_hundredths',
        'r.global_hundredths',
      ])
      .where('lc.id', '=', certificationId)
      .executeTakeFirst();
  }

  /**
   * Drops who held the certificates of deleted accounts once the academy's retention period has passed
   * since the credits were earned (docs/adr/0022-credit-records-and-account-deletion.md). One statement;
   * returns how many records went.
   */
  @GenerateSql({ params: [NOW] })
  async purgeExpiredRecordHolders(now: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('credit_record_holders as h')
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('certificates as c')
            .crossJoin('credit_settings as s')
            .select('c.id')
            .whereRef('c.id', '=', 'h.certificate_id')
            .where('s.id', '=', 1)
            .where('c.issued_at', '<', sql<Date>`${now}::timestamptz - make_interval(years => ${sql.ref('s.record_retention_years')})`),
        ),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
