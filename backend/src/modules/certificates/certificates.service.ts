import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { isForeignKeyViolation } from '../../common/errors/database-errors.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { PathEventsService } from '../paths/path-events.service.js';
import type { CreditSummaryDto } from '../credits/dto/credit-summary.dto.js';
import { bodyCredits, certificateCreditLine, type CreditLine } from '../credits/public/credit-rules.js';
import { ScheduledWork } from '../scheduler/scheduled-work.service.js';
import { Scheduler } from '../scheduler/scheduler.service.js';
import type { User } from '../users/entities/user.entity.js';
import { displayName } from '../users/public/display-name.js';
import type { WebhookCertificate, WebhookCertified, WebhookEventInput } from '../webhooks/public/webhook-event-types.js';
import { recordWebhookEvent } from '../webhooks/public/webhook-events.js';
import { newCertificateCode, normalizeCertificateCode } from './certificate-code.js';
import { renderCertificatePdf } from './certificate-pdf.js';
import {
  CertificatesRepository,
  PASSED_LESSON_TYPES,
  type CertificateCreditRow,
  type CertificateRow,
  type CertificateSettingsRow,
  type CertificateSubject,
  type RefresherKind,
  type RefresherTrigger,
} from './certificates.repository.js';
import { ACADEMY_NAME, CredentialsService, hoursOf } from './credentials.service.js';
import type {
  CertificateRefresherDto,
  CertificateSettingsDto,
  CertificateVerificationDto,
  MyCertificateDto,
  StudentCertificateDto,
  UpdateCertificateSettingsDto,
} from './dto/certificate.dto.js';
import {
  certificateStatus,
  EXPIRY_REMINDER_DAYS,
  expiryReminders,
  isRenewable,
  MIN_REFRESHER_VALIDITY_MONTHS,
  REFRESHER_VALIDITY_TOO_SHORT,
  RENEWAL_WINDOW_DAYS,
  renewalOpensAt,
  type ExpiryReminderDays,
} from './public/certificate-validity.js';
import { toStudentCertificate } from './public/student-certificate.js';

function hoursLabel(minutes: number): string {
  const hours = hoursOf(minutes);
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** A certificate's credit lines as the credit rules read them. */
function creditLines(rows: readonly CertificateCreditRow[]): CreditLine[] {
  return rows.map((row) => ({
    body: row.body,
    category: row.category,
    hundredths: row.hundredths,
    activityId: row.activity_id,
    bodyName: row.body_name,
  }));
}

const certificateDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const iso = (date: Date | string | null) => (date ? new Date(date).toISOString() : null);
const DAY_MS = 24 * 60 * 60 * 1000;
const notFound = (subject: CertificateSubject) =>
  'pathId' in subject
    ? new AppError(ErrorCode.PATH_NOT_FOUND, 'Path not found')
    : new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');

/** Whole days left until `validUntil`, a part of a day counting as one: 60 from the instant the 60-day reminder is due. */
const daysLeft = (validUntil: Date, now: Date) => Math.ceil((validUntil.getTime() - now.getTime()) / DAY_MS);

/** A quiz or practice refresher renews by a new pass; a course or plain lesson by completing it. */
const isPassed = (refresher: RefresherRow) => PASSED_LESSON_TYPES.some((type) => type === refresher.lesson_type);

/** A refresher as the repository reads it (JSON: the ids are numbers, the kind one of three; a lesson's type, null for a course). */
interface RefresherRow {
  kind: RefresherKind;
  id: number;
  title: string;
  course_id: number | null;
  course_title: string | null;
  lesson_type?: string | null;
}

/** A certificate just written, with its holder: what the issue and the renewal e-mail, announce and schedule. */
type IssuedRow = Omit<CertificateRow, 'renews_code' | 'renewed_by_code'> & { email: string; user_id: number | null };

/** A path certificate's path as the repository reads it: its current address and title. */
interface CertificatePath {
  id: number;
  slug: string;
  title: string;
}

/** The scheduled work that issues a path's certificates to those who completed it before it was published or changed. */
const PATH_CATCH_UP = 'path-certificates-catch-up';

/** The scheduled work of an expiry reminder, and what its job carries. */
const EXPIRY_REMINDER = 'certificate-expiry-reminder';
interface ExpiryReminderPayload {
  certificateId: number;
  days: ExpiryReminderDays;
}
/** The keys of a certificate's reminders: `certificate-expiry:<id>:<days>`; the prefix names them all. */
const reminderKeys = (certificateId: number) => `certificate-expiry:${certificateId}:`;

/**
 * Certificates of completion: issued once per learner and course when the last lesson is done,
 * verified by anyone holding the code, revoked by admins; a course may give them a validity, and
 * passing its refresher renews them (docs/product-rules.md#certificate-validity-and-renewal).
 */
@Injectable()
export class CertificatesService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly certificates: CertificatesRepository,
    private readonly outbox: MailOutbox,
    private readonly credentials: CredentialsService,
    private readonly scheduler: Scheduler,
    private readonly work: ScheduledWork,
    private readonly pathEvents: PathEventsService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.work.register(EXPIRY_REMINDER, (em, job, now) => this.remindOfExpiry(em, job.payload as unknown as ExpiryReminderPayload, now));
    this.work.register(PATH_CATCH_UP, (em, job, now) => this.catchUpPath(em, (job.payload as { pathId: number }).pathId, now));
    this.pathEvents.onCompletionChanged((em, pathId) => this.schedulePathCatchUp(em, pathId));
  }

  /**
   * Issues the learner's certificate for the course when every lesson of it is completed; returns
   * the new certificate, or null when not eligible or already issued. One statement: concurrent
   * calls race on the unique (user, course) key of current certificates, so exactly one inserts and
   * only that one e-mails (its e-mail, webhook event and expiry reminders are written in the same transaction).
   * Call it after the completion that may finish the course has committed.
   */
  async issueIfEligible(userId: number, courseId: number): Promise<CertificateVerificationDto | null> {
    const now = this.clock.now();
    return this.em.transactional(async (em) => {
      // The repository's statement runs in this transaction (the transaction context), with the outbox write.
      const issued = await this.certificates.issueIfEligible(userId, courseId, newCertificateCode(), now);
      return issued ? this.announceIssue(em, { ...issued, path: null }, now) : null;
    });
  }

  /**
   * Issues the learner's certificates of the published paths whose required steps are now all done,
   * after a completion (of course `courseId`, or of lesson `lessonId`) has committed and the course's
   * certificate, if this completion earned it, was issued (docs/product-rules.md#learning-paths). One
   * statement when no path is completed.
   */
  async certifyPaths(userId: number, done: { courseId: number; lessonId: number }): Promise<CertificateVerificationDto[]> {
    const paths = await this.certificates.pathsToCertify(userId, done.courseId, done.lessonId);
    const issued: CertificateVerificationDto[] = [];
    for (const { id } of paths) {
      const certificate = await this.issuePathIfEligible(userId, id);
      if (certificate) issued.push(certificate);
    }
    return issued;
  }

  /**
   * Issues the learner's certificate of the path when they have done every required step of it and
   * hold none; returns it, or null. Concurrent calls race on the unique (user, path) key of current
   * certificates, so exactly one inserts and e-mails.
   */
  async issuePathIfEligible(userId: number, pathId: number): Promise<CertificateVerificationDto | null> {
    return this.em.transactional((em) => this.issuePathIn(em, userId, pathId, this.clock.now()));
  }

  /** issuePathIfEligible within the caller's transaction (`em`). */
  private async issuePathIn(em: EntityManager, userId: number, pathId: number, now: Date): Promise<CertificateVerificationDto | null> {
    const issued = await this.certificates.issuePathIfEligible(userId, pathId, newCertificateCode(), now);
    if (!issued) return null;
    const path = await this.certificates.pathOf(pathId);
    return this.announceIssue(em, { ...issued, path: path ?? null }, now);
  }

  /**
   * A path published, or its steps changed: learners who have done its required steps already earn its
   * certificate, by a scheduled job in the change's transaction (the worker issues them one by one).
   */
  private async schedulePathCatchUp(em: EntityManager, pathId: number): Promise<void> {
    await this.scheduler.schedule(em, {
      kind: PATH_CATCH_UP,
      key: `path-certificates:${pathId}`,
      runAt: this.clock.now(),
      payload: { pathId },
    });
  }

  /** The catch-up job: in its transaction, so a failure leaves every issue of this run undone and the job for a retry. */
  private async catchUpPath(em: EntityManager, pathId: number, now: Date): Promise<void> {
    for (const { id } of await this.certificates.pathCertificateCandidates(pathId)) await this.issuePathIn(em, id, pathId, now);
  }

  /** What a new certificate's issue writes beside it, in its transaction: credits, reminders, the e-mail and the webhook event. */
  private async announceIssue(em: EntityManager, issued: IssuedRow, now: Date): Promise<CertificateVerificationDto> {
    const credits = await this.afterIssue(em, issued);
    const certificate = this.toVerification({ ...issued, renews_code: null, renewed_by_code: null }, now, credits);
    this.outbox.add(em, issued.email, 'certificateIssued', {
      learnerName: issued.learner_name,
      courseTitle: issued.course_title,
      certificateUrl: certificate.verificationUrl,
      pdfUrl: certificate.pdfUrl,
      ...(issued.valid_until ? { validUntil: certificateDate.format(new Date(issued.valid_until)) } : {}),
      ...(issued.path ? { pathTitle: issued.path.title } : {}),
    });
    recordWebhookEvent(em, {
      type: 'certificate.issued',
      data: {
        certificate: this.webhookCertificate(issued),
        user: { id: issued.user_id!, email: issued.email, name: issued.learner_name },
        ...this.webhookCertified(issued),
      },
    });
    return certificate;
  }

  /**
   * What a certificate's issue and its renewal both do in their transaction once the row is written:
   * the snapshot of the course's credits (returned), and the expiry reminders, 60 and 14 days ahead
   * (those that fall after the issue).
   */
  private async afterIssue(em: EntityManager, issued: IssuedRow): Promise<CertificateCreditRow[]> {
    const credits =
      issued.path_id === null ? await this.certificates.snapshotCredits(issued.id) : await this.certificates.snapshotPathCredits(issued.id);
    if (!issued.valid_until) return credits;
    for (const { days, runAt } of expiryReminders(new Date(issued.issued_at), new Date(issued.valid_until))) {
      const payload: ExpiryReminderPayload = { certificateId: issued.id, days };
      await this.scheduler.schedule(em, {
        kind: EXPIRY_REMINDER,
        key: `${reminderKeys(issued.id)}${days}`,
        runAt,
        payload: { ...payload },
      });
    }
    return credits;
  }

  /**
   * Renews the learner's certificates whose refresher `trigger` is: the quiz or practice lesson passed,
   * the plain lesson newly completed, or the course this completion finished, once each certificate is
   * within its renewal window or expired; never the certificate this same completion issued. Each
   * renewal is a transaction of its own; returns the new certificates. Call it after the completion has
   * committed. One statement when nothing is renewed.
   */
  async renewWithRefresher(userId: number, trigger: RefresherTrigger): Promise<CertificateVerificationDto[]> {
    const now = this.clock.now();
    const due = await this.certificates.renewableBy(userId, trigger, new Date(now.getTime() + RENEWAL_WINDOW_DAYS * DAY_MS));
    const renewed: CertificateVerificationDto[] = [];
    for (const { id } of due) {
      const certificate = await this.renew(id, now);
      if (certificate) renewed.push(certificate);
    }
    return renewed;
  }

  /**
   * The renewal of one certificate: marks it renewed and issues its successor (same course, the
   * snapshot of an issue, valid from the later of now and the old expiry), with the e-mail, the
   * webhook event and the new reminders. Of racing renewals only one marks the old certificate; the others get null.
   */
  private renew(certificateId: number, now: Date): Promise<CertificateVerificationDto | null> {
    return this.em.transactional(async (em) => {
      const old = await this.certificates.markRenewed(certificateId, now);
      if (!old) return null;
      const inserted = await this.certificates.insertRenewal(old, newCertificateCode(), now);
      // markRenewed checked the holder and the course or path within this transaction.
      if (!inserted) throw new Error(`The renewal of certificate ${certificateId} found no learner, course or path`);
      const issued = { ...inserted, path: old.path_id === null ? null : ((await this.certificates.pathOf(old.path_id)) ?? null) };
      const credits = await this.afterIssue(em, issued);
      const certificate = this.toVerification({ ...issued, renews_code: old.code, renewed_by_code: null }, now, credits);
      this.outbox.add(em, issued.email, 'certificateRenewed', {
        learnerName: issued.learner_name,
        courseTitle: issued.course_title,
        certificateUrl: certificate.verificationUrl,
        pdfUrl: certificate.pdfUrl,
        validUntil: issued.valid_until ? certificateDate.format(new Date(issued.valid_until)) : null,
      });
      recordWebhookEvent(em, {
        type: 'certificate.renewed',
        data: {
          certificate: this.webhookCertificate(issued),
          renews: this.webhookCertificate(old),
          user: { id: issued.user_id!, email: issued.email, name: issued.learner_name },
          ...this.webhookCertified(issued),
        },
      });
      await this.scheduler.cancel(em, reminderKeys(old.id));
      return certificate;
    });
  }

  /**
   * An expiry reminder's job, for a certificate neither renewed nor revoked whose holder and course are
   * still there. The one run as the renewal window opens first clears the holder's completion of a
   * course or plain-lesson refresher, so that taking it again renews. Then it e-mails the holder how
   * many days are left, counted now (a job run late says what is true), with the way to renew it;
   * unless the certificate has expired already, or a later reminder is due too (it says the same, later).
   */
  private async remindOfExpiry(em: EntityManager, payload: ExpiryReminderPayload, now: Date): Promise<void> {
    const facts = await this.certificates.reminderFacts(payload.certificateId);
    if (!facts || facts.renewed_at || facts.revoked_at || !facts.valid_until) return;
    const cleared = payload.days === RENEWAL_WINDOW_DAYS ? await this.certificates.clearRefresherCompletion(payload.certificateId) : 0;
    const validUntil = new Date(facts.valid_until);
    const days = daysLeft(validUntil, now);
    if (days <= 0) return;
    if (EXPIRY_REMINDER_DAYS.some((later) => later < payload.days && days <= later)) return;
    const refresher = facts.refresher as RefresherRow | null;
    this.outbox.add(em, facts.email, 'certificateExpiring', {
      learnerName: facts.learner_name,
      courseTitle: facts.course_title,
      days,
      validUntil: certificateDate.format(validUntil),
      certificateUrl: this.verificationUrl(facts.code),
      refresher: refresher
        ? {
            title: this.refresherLabel(refresher),
            url: `${this.config.publicUrl}${this.refresherPath(refresher)}`,
            action: isPassed(refresher) ? 'pass' : 'complete',
          }
        : null,
      completionCleared: cleared > 0,
    });
  }

  /** The signed-in learner's certificates, newest first, with what renews each and whether passing it renews it now. */
  async mine(user: User): Promise<MyCertificateDto[]> {
    const now = this.clock.now();
    const rows = await this.certificates.ofUser(user.id);
    const credits = await this.certificates.creditsOf(rows.map((row) => row.id));
    return rows.map((row) => {
      const refresher = row.refresher as RefresherRow | null;
      return {
        ...this.toVerification(
          row,
          now,
          credits.filter((credit) => credit.certificate_id === row.id),
        ),
        courseId: row.course_id,
        revokeReason: row.revoke_reason,
        renewalOpensAt: row.valid_until ? renewalOpensAt(row.valid_until).toISOString() : null,
        renewable: !row.renewed_at && refresher !== null && row.subject_live && isRenewable(row, now),
        refresher: refresher ? this.toRefresher(refresher) : null,
      };
    });
  }

  /** The public verification: valid, expired or revoked, the name, course, dates, score and credits as issued, and its renewals. One statement. */
  async verify(rawCode: string): Promise<CertificateVerificationDto> {
    const row = await this.find(rawCode);
    return this.toVerification(row, this.clock.now(), row.credits);
  }

  /** Only the holder may show or hide their certificate from search engines; anyone else is told it does not exist. */
  async setVisibility(user: User, rawCode: string, isPublic: boolean): Promise<CertificateVerificationDto> {
    const code = normalizeCertificateCode(rawCode);
    const row = code ? await this.certificates.setPublic(code, user.id, isPublic) : undefined;
    if (!row) throw new AppError(ErrorCode.CERTIFICATE_NOT_FOUND, 'Certificate not found');
    return this.toVerification(row, this.clock.now(), await this.certificates.creditsOf([row.id]));
  }

  /**
   * The Open Badges credential (VC-JWT), with `validUntil` and `exp` when the certificate expires. A
   * revoked certificate has none, like its PDF (docs/product-rules.md#certificates); copies downloaded
   * before say revoked through the status list. An expired one still has its credential, which verifiers refuse as expired.
   */
  async credential(rawCode: string): Promise<{ filename: string; jwt: string }> {
    const row = await this.find(rawCode);
    if (row.revoked_at) throw new AppError(ErrorCode.CERTIFICATE_REVOKED, 'This certificate has been revoked');
    const credits = bodyCredits(creditLines(row.credits));
    return {
      filename: `certificate-${row.code}.jwt`,
      jwt: await this.credentials.credentialJwt(row, this.verificationUrl(row.code), credits),
    };
  }

  async pdf(rawCode: string): Promise<{ filename: string; data: Buffer }> {
    const row = await this.find(rawCode);
    if (row.revoked_at) throw new AppError(ErrorCode.CERTIFICATE_REVOKED, 'This certificate has been revoked');
    const issuedAt = new Date(row.issued_at);
    const credits = bodyCredits(creditLines(row.credits));
    const data = await renderCertificatePdf({
      academyName: ACADEMY_NAME,
      learnerName: row.learner_name,
      courseTitle: row.course_title,
      pathTitle: row.path?.title ?? null,
      completedOn: certificateDate.format(issuedAt),
      hours: hoursLabel(row.minutes),
      code: row.code,
      verificationUrl: this.verificationUrl(row.code),
      issuerUrl: this.config.publicUrl,
      finalScore: row.final_score,
      validUntil: row.valid_until ? certificateDate.format(new Date(row.valid_until)) : null,
      credits: credits.map(certificateCreditLine),
      issuedAt,
    });
    return { filename: `certificate-${row.code}.pdf`, data };
  }

  /** Revokes once; the verification page says revoked from then on. The reason is for the learner and admins only. */
  async revoke(admin: User, rawCode: string, reason: string): Promise<StudentCertificateDto> {
    const code = normalizeCertificateCode(rawCode);
    // The revocation, its webhook event and the end of its reminders are written together.
    const revoked = code
      ? await this.em.transactional(async (em) => {
          const row = await this.certificates.revoke(code, reason, admin.id);
          if (row) {
            recordWebhookEvent(em, { type: 'certificate.revoked', data: this.revokedEvent(row) });
            await this.scheduler.cancel(em, reminderKeys(row.id));
          }
          return row;
        })
      : undefined;
    if (revoked) return toStudentCertificate(revoked, this.clock.now());
    await this.find(rawCode);
    throw new AppError(ErrorCode.CERTIFICATE_ALREADY_REVOKED, 'This certificate has already been revoked');
  }

  /** A course's or a path's certificate validity and refresher, for its admins. */
  async settings(subject: CertificateSubject): Promise<CertificateSettingsDto> {
    const { live, settings: row } = await this.certificates.settings(subject);
    if (!live) throw notFound(subject);
    const refresher: RefresherRow | null = !row
      ? null
      : row.refresher_course_id !== null
        ? { kind: 'course', id: row.refresher_course_id, title: row.refresher_course_title!, course_id: null, course_title: null }
        : row.refresher_lesson_id !== null && row.refresher_lesson_course_id !== null
          ? {
              kind: row.refresher_lesson_type === 'quiz' ? 'quiz' : 'lesson',
              id: row.refresher_lesson_id,
              title: row.refresher_lesson_title!,
              course_id: row.refresher_lesson_course_id,
              course_title: row.refresher_lesson_course_title,
            }
          : null;
    return { validityMonths: row?.validity_months ?? null, refresher: refresher ? this.toRefresher(refresher) : null };
  }

  /**
   * Sets a course's or a path's validity and refresher (docs/product-rules.md#certificate-validity-and-renewal):
   * at most one refresher, only with a validity; a course other than this one, or a lesson (a quiz
   * with questions; of this course only a quiz or practice lesson, the lessons learners pass again).
   * Certificates issued before keep their dates.
   */
  async saveSettings(subject: CertificateSubject, input: UpdateCertificateSettingsDto): Promise<CertificateSettingsDto> {
    const { live } = await this.certificates.settings(subject);
    if (!live) throw notFound(subject);
    const settings: CertificateSettingsRow = {
      validity_months: input.validityMonths,
      refresher_course_id: input.refresherCourseId ?? null,
      refresher_lesson_id: input.refresherLessonId ?? null,
    };
    const courseId = 'courseId' in subject ? subject.courseId : null;
    const problem = await this.settingsProblem(courseId, settings);
    if (problem) throw new AppError(ErrorCode.CERTIFICATE_SETTINGS_INVALID, problem);
    try {
      await this.certificates.saveSettings(subject, settings, this.clock.now());
    } catch (error) {
      // The refresher lesson was deleted after the check: its foreign key refuses the row, and the check now says why.
      const late = isForeignKeyViolation(error) ? await this.settingsProblem(courseId, settings) : null;
      if (late) throw new AppError(ErrorCode.CERTIFICATE_SETTINGS_INVALID, late);
      throw error;
    }
    return this.settings(subject);
  }

  /** What is wrong with the settings, or null; `courseId`: the course whose settings they are (null: a path's). */
  private async settingsProblem(courseId: number | null, settings: CertificateSettingsRow): Promise<string | null> {
    const { refresher_course_id: refresherCourseId, refresher_lesson_id: refresherLessonId } = settings;
    if (refresherCourseId === null && refresherLessonId === null) return null;
    if (refresherCourseId !== null && refresherLessonId !== null) return 'Choose one refresher: a course, or a lesson or quiz, not both.';
    if (settings.validity_months === null)
      return 'Set how many months certificates are valid before naming a refresher: a certificate that never expires is never renewed.';
    if (settings.validity_months < MIN_REFRESHER_VALIDITY_MONTHS) return REFRESHER_VALIDITY_TOO_SHORT;
    if (refresherCourseId === courseId)
      return 'A course cannot be its own refresher: choose another course, or a quiz or practice lesson of this one.';
    const candidates = await this.certificates.refresherCandidates(refresherCourseId, refresherLessonId);
    if (refresherCourseId !== null) return candidates.course_exists ? null : `There is no course with id ${refresherCourseId}.`;
    const lesson = candidates.lesson;
    if (!lesson) return `There is no lesson with id ${refresherLessonId}.`;
    if (lesson.type === 'quiz' && !lesson.has_questions)
      return 'This quiz has no questions yet: add them before naming it as the refresher.';
    if (lesson.course_id === courseId && lesson.type !== 'quiz' && lesson.type !== 'practice')
      return 'Holders have completed every lesson of this course already: choose a quiz or practice lesson of it, which they pass again, or a lesson of another course.';
    return null;
  }

  private revokedEvent(
    row: Omit<CertificateRow, 'renews_code' | 'renewed_by_code' | 'path'> & {
      user_id: number | null;
      email: string | null;
      path_title: string | null;
    },
  ): Extract<WebhookEventInput, { type: 'certificate.revoked' }>['data'] {
    return {
      certificate: { ...this.webhookCertificate(row), revokedAt: new Date(row.revoked_at!).toISOString(), reason: row.revoke_reason ?? '' },
      user: row.user_id === null ? null : { id: row.user_id, email: row.email ?? '', name: row.learner_name },
      ...this.webhookCertified({ ...row, path: row.path_id === null ? null : { id: row.path_id, slug: '', title: row.path_title ?? '' } }),
    };
  }

  /** The course or the path a certificate certifies, as its webhook events name them (the title as issued for a course, the path's own for a path). */
  private webhookCertified(row: { course_id: number | null; course_title: string; path: CertificatePath | null }): WebhookCertified {
    return {
      course: row.course_id === null ? null : { id: row.course_id, title: row.course_title },
      path: row.path ? { id: row.path.id, title: row.path.title } : null,
    };
  }

  private webhookCertificate(row: {
    id: number;
    code: string;
    issued_at: Date | string;
    valid_until: Date | string | null;
  }): WebhookCertificate {
    return {
      id: row.id,
      code: row.code,
      verifyUrl: this.verificationUrl(row.code),
      issuedAt: new Date(row.issued_at).toISOString(),
      validUntil: iso(row.valid_until),
    };
  }

  private async find(rawCode: string): Promise<CertificateRow & { credits: CertificateCreditRow[] }> {
    const code = normalizeCertificateCode(rawCode);
    const row = code ? await this.certificates.byCode(code) : undefined;
    if (!row) throw new AppError(ErrorCode.CERTIFICATE_NOT_FOUND, 'Certificate not found');
    return row;
  }

  /**
   * Keeps who held the user's certificates that earned credits, in the transaction that deletes the
   * account (docs/adr/0022-credit-records-and-account-deletion.md).
   */
  async keepCreditRecordHolders(user: User): Promise<void> {
    await this.certificates.keepCreditRecordHolders(user.id, displayName(user), user.email);
  }

  private toVerification(row: CertificateRow, now: Date, credits: readonly CertificateCreditRow[]): CertificateVerificationDto {
    return {
      code: row.code,
      status: certificateStatus(row, now),
      kind: row.path_id === null ? 'course' : 'path',
      path: row.path ? { id: row.path.id, slug: row.path.slug, title: row.path.title } : null,
      learnerName: row.learner_name,
      courseTitle: row.course_title,
      hours: hoursOf(row.minutes),
      issuedAt: new Date(row.issued_at).toISOString(),
      revokedAt: iso(row.revoked_at),
      validUntil: iso(row.valid_until),
      renews: row.renews_code,
      renewedBy: row.renewed_by_code,
      verificationUrl: this.verificationUrl(row.code),
      pdfUrl: `${this.config.publicUrl}/api/certificates/${row.code}/pdf`,
      credentialUrl: `${this.config.publicUrl}/api/certificates/${row.code}/credential`,
      finalScore: row.final_score,
      issuer: { name: ACADEMY_NAME, url: this.config.publicUrl },
      public: row.public,
      credits: bodyCredits(creditLines(credits)) satisfies CreditSummaryDto[],
    };
  }

  private toRefresher(row: RefresherRow): CertificateRefresherDto {
    return { kind: row.kind, id: row.id, title: row.title, courseId: row.course_id, courseTitle: row.course_title };
  }

  /** The refresher as a sentence's object: 'the course "X"', 'the quiz "Y" in "X"'. */
  private refresherLabel(row: RefresherRow): string {
    const within = row.course_title ? ` in "${row.course_title}"` : '';
    return row.kind === 'course' ? `the course "${row.title}"` : `the ${row.kind} "${row.title}"${within}`;
  }

  /** Where the learner takes the refresher: the course page, or the lesson. */
  private refresherPath(row: RefresherRow): string {
    return row.kind === 'course' ? `/courses/${row.id}` : `/lessons/${row.id}`;
  }

  private verificationUrl(code: string): string {
    return `${this.config.publicUrl}/certificates/${code}`;
  }
}
