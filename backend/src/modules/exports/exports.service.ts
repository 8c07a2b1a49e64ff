import { Injectable } from '@nestjs/common';
import { finished, type Readable } from 'node:stream';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { percent } from '../../common/percent.js';
import { isRowId } from '../../common/row-id.js';
import { RateLimitedError } from '../../common/security/rate-limiter.service.js';
import { CRITERION_SCORE_MAX } from '../practice/public/practice-types.js';
import { BODY_LABELS, creditAmount } from '../credits/public/credit-rules.js';
import { displayName } from '../users/public/display-name.js';
import { csvStream, type CsvColumn } from '../../common/csv/csv-stream.js';
import { dateRange } from './date-range.js';
import type { CreditRecordsQueryDto, ExportQueryDto } from './dto/export-query.dto.js';
import { ExportsRepository, type ExportFilters } from './exports.repository.js';

/** Each export holds a database connection while it streams; the rest of the API keeps the others. */
const EXPORTS_AT_ONCE = 3;
/** A client that stops reading for this long loses its export (and the connection comes back). */
const STALL_MS = 2 * 60_000;

export type ExportKind = 'users' | 'enrolments' | 'quiz-results' | 'practice-results' | 'scorm-results' | 'payments';

export interface CsvExport {
  /** `enrolments-2026-11-23.csv` (today, UTC). */
  filename: string;
  stream: Readable;
}

type Row<Method extends 'users' | 'enrollments' | 'quizAttempts' | 'practiceAttempts' | 'scormAttempts' | 'payments' | 'creditRecords'> =
  Awaited<ReturnType<ExportsRepository[Method]>> extends AsyncIterable<(infer Item)[]> ? Item : never;

/** ISO 8601 in UTC (the pool's type parsers leave PostgreSQL's timestamps as text). */
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const yesNo = (value: boolean): string => (value ? 'yes' : 'no');
const learner = (row: { first_name: string | null; last_name: string | null; email: string }): string =>
  row.first_name === null || row.last_name === null
    ? ''
    : displayName({ firstName: row.first_name, lastName: row.last_name, email: row.email });

const fractionDigits = new Map<string, number>();
/** Cents as the currency writes them: 4900 USD is 49.00, 4900 JPY is 4900. */
function formatAmount(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  let digits = fractionDigits.get(code);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    fractionDigits.set(code, digits);
  }
  return (cents / 10 ** digits).toFixed(digits);
}

const USER_COLUMNS: CsvColumn<Row<'users'>>[] = [
  { header: 'User ID', value: (row) => row.id },
  { header: 'First name', value: (row) => row.first_name },
  { header: 'Last name', value: (row) => row.last_name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Role', value: (row) => row.role },
  { header: 'Email verified at', value: (row) => iso(row.email_verified_at) },
  { header: 'Signed up at', value: (row) => iso(row.created_at) },
  { header: 'Last active at', value: (row) => iso(row.last_active_at) },
  { header: 'Active enrolments', value: (row) => row.active_enrollments },
];

const ENROLMENT_COLUMNS: CsvColumn<Row<'enrollments'>>[] = [
  { header: 'Enrolment ID', value: (row) => row.id },
  { header: 'User ID', value: (row) => row.user_id },
  { header: 'Learner', value: learner },
  { header: 'Email', value: (row) => row.email },
  { header: 'Course ID', value: (row) => row.course_id },
  { header: 'Course', value: (row) => row.course_title },
  { header: 'Enrolled at', value: (row) => iso(row.enrolled_at) },
  { header: 'Source', value: (row) => row.source },
  { header: 'Status', value: (row) => row.status },
  { header: 'Completed lessons', value: (row) => row.completed_lessons },
  { header: 'Total lessons', value: (row) => row.total_lessons },
  { header: 'Progress (%)', value: (row) => Math.min(100, percent({ completed: row.completed_lessons, total: row.total_lessons })) },
  { header: 'Completed at', value: (row) => iso(row.completed_at) },
  { header: 'Last viewed at', value: (row) => iso(row.last_viewed_at) },
];

const QUIZ_RESULT_COLUMNS: CsvColumn<Row<'quizAttempts'>>[] = [
  { header: 'Attempt ID', value: (row) => row.id },
  { header: 'User ID', value: (row) => row.user_id },
  { header: 'Learner', value: learner },
  { header: 'Email', value: (row) => row.email },
  { header: 'Course ID', value: (row) => row.course_id },
  { header: 'Course', value: (row) => row.course_title },
  { header: 'Lesson', value: (row) => row.lesson_title },
  { header: 'Quiz', value: (row) => row.quiz_title },
  { header: 'Attempt', value: (row) => row.attempt_number },
  { header: 'Submitted at', value: (row) => iso(row.submitted_at) },
  { header: 'Score (%)', value: (row) => row.score },
  // Blank when the quiz has no boolean search question.
  { header: 'Sourcing F1 (%)', value: (row) => row.sourcing_f1 },
  // Blank while undecided: awaiting review, or a quiz without a pass mark.
  { header: 'Passed', value: (row) => (row.passed === null ? null : yesNo(row.passed)) },
  { header: 'Status', value: (row) => (row.pending_review ? 'pending' : 'graded') },
];

/**
 * A practice attempt's scores in one cell, "Builds rapport 4/4; Uncovers the facts 2/4", in the rubric's
 * order: each lesson has its own criteria, so one column per criterion cannot fit every row. Named by the
 * rubric as it is now (the criterion's id when it has since been removed); blank before grading.
 */
function criteriaText(row: Row<'practiceAttempts'>): string | null {
  if (row.scores === null || row.scores.length === 0) return null;
  const rubric = row.rubric ?? [];
  const order = (criterionId: string) => {
    const index = rubric.findIndex((criterion) => criterion.id === criterionId);
    return index === -1 ? rubric.length : index;
  };
  return [...row.scores]
    .sort((a, b) => order(a.criterionId) - order(b.criterionId))
    .map((result) => {
      const name = rubric.find((criterion) => criterion.id === result.criterionId)?.name ?? result.criterionId;
      return `${name} ${result.score}/${CRITERION_SCORE_MAX}`;
    })
    .join('; ');
}

const PRACTICE_RESULT_COLUMNS: CsvColumn<Row<'practiceAttempts'>>[] = [
  { header: 'Attempt ID', value: (row) => row.id },
  { header: 'User ID', value: (row) => row.user_id },
  { header: 'Learner', value: learner },
  { header: 'Email', value: (row) => row.email },
  { header: 'Course ID', value: (row) => row.course_id },
  { header: 'Course', value: (row) => row.course_title },
  { header: 'Lesson', value: (row) => row.lesson_title },
  { header: 'Attempt', value: (row) => row.attempt_number },
  { header: 'Mode', value: (row) => row.mode },
  { header: 'Status', value: (row) => row.status.replace('_', ' ') },
  { header: 'Started at', value: (row) => iso(row.started_at) },
  { header: 'Ended at', value: (row) => iso(row.ended_at) },
  // Blank while the model grades it or it awaits an admin's review.
  { header: 'Total (%)', value: (row) => (row.status === 'graded' ? row.total : null) },
  { header: 'Passed', value: (row) => (row.status !== 'graded' || row.passed === null ? null : yesNo(row.passed)) },
  { header: 'Criteria', value: criteriaText },
];

const SCORM_RESULT_COLUMNS: CsvColumn<Row<'scormAttempts'>>[] = [
  { header: 'Attempt ID', value: (row) => row.id },
  { header: 'User ID', value: (row) => row.user_id },
  { header: 'Learner', value: learner },
  { header: 'Email', value: (row) => row.email },
  { header: 'Course ID', value: (row) => row.course_id },
  { header: 'Course', value: (row) => row.course_title },
  { header: 'Lesson', value: (row) => row.lesson_title },
  { header: 'SCORM version', value: (row) => row.version },
  { header: 'Completion status', value: (row) => row.completion_status.replace('_', ' ') },
  { header: 'Success status', value: (row) => row.success_status },
  { header: 'Score (raw)', value: (row) => row.score_raw },
  { header: 'Score (%)', value: (row) => (row.score_scaled === null ? null : Math.round(Number(row.score_scaled) * 100)) },
  { header: 'Total time (minutes)', value: (row) => Math.round(row.total_seconds / 60) },
  { header: 'Completed at', value: (row) => iso(row.completed_at) },
  { header: 'Last saved at', value: (row) => iso(row.updated_at) },
];

const PAYMENT_COLUMNS: CsvColumn<Row<'payments'>>[] = [
  { header: 'Payment ID', value: (row) => row.id },
  { header: 'User ID', value: (row) => row.user_id },
  { header: 'Learner', value: (row) => learner(row) },
  { header: 'Email', value: (row) => row.email },
  { header: 'Course ID', value: (row) => row.course_id },
  { header: 'Course', value: (row) => row.course_title },
  { header: 'Amount (cents)', value: (row) => row.amount },
  { header: 'Amount', value: (row) => formatAmount(row.amount, row.currency) },
  { header: 'Currency', value: (row) => row.currency.toUpperCase() },
  { header: 'Status', value: (row) => row.status },
  { header: 'Kind', value: (row) => (row.kind === 'one_time' ? 'one-time' : 'subscription') },
  { header: 'Created at', value: (row) => iso(row.created_at) },
  { header: 'Refunded', value: (row) => yesNo(row.status === 'refunded') },
  // Amount is what was charged; without a coupon the price before discount is that amount.
  { header: 'Price before discount (cents)', value: (row) => row.original_amount ?? row.amount },
  { header: 'Discount (cents)', value: (row) => row.discount_amount },
  { header: 'Coupon', value: (row) => row.coupon_code },
  // A learning path bought as one product (its course columns are then blank).
  { header: 'Path ID', value: (row) => row.path_id },
  { header: 'Path', value: (row) => row.path_title },
];

const CREDIT_RECORD_COLUMNS: CsvColumn<Row<'creditRecords'>>[] = [
  { header: 'Record ID', value: (row) => row.id },
  { header: 'Earned at', value: (row) => iso(row.earned_at) },
  // The account's name while it lives; the name kept when it was deleted.
  { header: 'Learner', value: (row) => (row.user_id === null ? row.kept_name : learner({ ...row, email: row.email ?? '' })) },
  { header: 'Email', value: (row) => row.email },
  { header: 'User ID', value: (row) => row.user_id },
  { header: 'Account deleted', value: (row) => yesNo(row.user_id === null) },
  { header: 'Course ID', value: (row) => row.course_id },
  { header: 'Course', value: (row) => row.course_title },
  { header: 'Certificate code', value: (row) => row.code },
  { header: 'Body', value: (row) => BODY_LABELS[row.body] },
  { header: 'Category', value: (row) => row.category },
  { header: 'Credits', value: (row) => creditAmount(row.hundredths) },
  { header: 'Activity ID', value: (row) => row.activity_id },
  { header: 'CPD body', value: (row) => row.body_name },
  { header: 'Revoked at', value: (row) => iso(row.revoked_at) },
];

/** CSV exports for admins and integrations, streamed from a database cursor. */
@Injectable()
export class ExportsService {
  private running = 0;

  constructor(private readonly exports: ExportsRepository) {}

  async export(kind: ExportKind, query: ExportQueryDto): Promise<CsvExport> {
    const filters = await this.filtersOf(query);
    switch (kind) {
      case 'users':
        return this.start(kind, () => this.exports.users(filters), USER_COLUMNS);
      case 'enrolments':
        return this.start(kind, () => this.exports.enrollments(filters), ENROLMENT_COLUMNS);
      case 'quiz-results':
        return this.start(kind, () => this.exports.quizAttempts(filters), QUIZ_RESULT_COLUMNS);
      case 'practice-results':
        return this.start(kind, () => this.exports.practiceAttempts(filters), PRACTICE_RESULT_COLUMNS);
      case 'scorm-results':
        return this.start(kind, () => this.exports.scormAttempts(filters), SCORM_RESULT_COLUMNS);
      case 'payments':
        return this.start(kind, () => this.exports.payments(filters), PAYMENT_COLUMNS);
    }
  }

  /** The provider records of one body (docs/product-rules.md#continuing-education-credits). */
  async creditRecords(query: CreditRecordsQueryDto): Promise<CsvExport> {
    const filters = { ...(await this.filtersOf(query)), body: query.body };
    const started = await this.start('credit-records', () => this.exports.creditRecords(filters), CREDIT_RECORD_COLUMNS);
    return { ...started, filename: `credit-records-${query.body}-${new Date().toISOString().slice(0, 10)}.csv` };
  }

  private async filtersOf({ courseId, from, to }: ExportQueryDto): Promise<ExportFilters> {
    if (courseId !== undefined && (!isRowId(courseId) || !(await this.exports.course(courseId)))) {
      throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    }
    // The DTO has checked both bounds.
    const range = dateRange(from, to)!;
    return { courseId: courseId ?? null, ...range };
  }

  private async start<Item>(
    kind: ExportKind | 'credit-records',
    open: () => Promise<AsyncIterableIterator<Item[]>>,
    columns: CsvColumn<Item>[],
  ): Promise<CsvExport> {
    if (this.running >= EXPORTS_AT_ONCE) throw new RateLimitedError(30, 'exports running at once');
    this.running++;
    let stream: Readable;
    try {
      stream = csvStream(await open(), columns, STALL_MS);
    } catch (error) {
      this.running--;
      throw error;
    }
    // Once: when the last byte is sent, the client goes away or the stream fails.
    finished(stream, () => this.running--);
    return { filename: `${kind}-${new Date().toISOString().slice(0, 10)}.csv`, stream };
  }
}
