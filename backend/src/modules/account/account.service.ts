import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { RateLimiterService, type Backoff } from '../../common/security/rate-limiter.service.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { AccountTokensService } from '../auth/account-tokens.service.js';
import { EmailVerificationService } from '../auth/email-verification.service.js';
import { SessionsService } from '../auth/sessions.service.js';
import { CertificatesService } from '../certificates/certificates.service.js';
import { Certificate } from '../certificates/entities/certificate.entity.js';
import { CreditEntry } from '../credits/entities/credit-entry.entity.js';
import { LearnerCertification } from '../credits/entities/learner-certification.entity.js';
import { Enrollment } from '../learning/entities/enrollment.entity.js';
import { LessonProgress } from '../learning/entities/lesson-progress.entity.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import { Payment } from '../payments/entities/payment.entity.js';
import { PaymentsService } from '../payments/payments.service.js';
import { PracticeAttempt } from '../practice/entities/practice-attempt.entity.js';
import { PracticeTurn } from '../practice/entities/practice-turn.entity.js';
import { QuizAttempt } from '../quizzes/entities/quiz-attempt.entity.js';
import { Invite } from '../admin/entities/invite.entity.js';
import { UserDto } from '../users/dto/user.dto.js';
import { User } from '../users/entities/user.entity.js';
import { PasswordHasher } from '../users/password-hasher.service.js';
import { UsersService } from '../users/users.service.js';
import type {
  ChangeEmailDto,
  ChangePasswordDto,
  DeleteAccountDto,
  EmailChangeRequestedDto,
  SessionDto,
  UpdateProfileDto,
} from './dto/account.dto.js';

const EMAIL_CHANGE_HOURS = 24;
export const WRONG_PASSWORD = 'Your current password is not correct';
export const PASSWORD_NOT_SET =
  'Your account has no password yet. Set one first: we can e-mail you a link (Sign-in methods, or "Forgot password?" on the sign-in page).';
export const NAME_WITHHELD = 'Name withheld by the holder';

/** What a signed-in person does with their own account. */
@Injectable()
export class AccountService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly tokens: AccountTokensService,
    private readonly verification: EmailVerificationService,
    private readonly payments: PaymentsService,
    private readonly certificates: CertificatesService,
    private readonly outbox: MailOutbox,
    private readonly rateLimiter: RateLimiterService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async updateProfile(user: User, changes: UpdateProfileDto): Promise<User> {
    return this.em.transactional(async (em) => {
      const owner = await em.findOneOrFail(User, { id: user.id });
      owner.firstName = changes.firstName;
      owner.lastName = changes.lastName;
      return owner;
    });
  }

  /** Needs the current password; every other session ends (a thief's copy of the cookie included). */
  async changePassword(user: User, sessionId: string | undefined, input: ChangePasswordDto): Promise<void> {
    await this.assertPassword(user, input.currentPassword);
    await this.em.transactional(async (em) => {
      await em.nativeUpdate(User, { id: user.id }, { passwordHash: await this.hasher.hash(input.newPassword) });
      await this.sessions.endAll(user.id, sessionId, em);
    });
  }

  /** Nothing changes until the new address confirms; the old address is told. */
  async requestEmailChange(user: User, input: ChangeEmailDto): Promise<EmailChangeRequestedDto> {
    await this.assertPassword(user, input.password);
    if (input.newEmail === user.email) throw new AppError(ErrorCode.EMAIL_UNCHANGED, 'This is already your e-mail address.');
    if (await this.users.findByEmail(input.newEmail))
      throw new AppError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists.');
    await this.em.transactional(async (em) => {
      const token = this.tokens.issue(
        em,
        em.getReference(User, user.id),
        'change_email',
        input.newEmail,
        EMAIL_CHANGE_HOURS * 60 * 60 * 1000,
      );
      const confirmUrl = `${this.config.publicUrl}/confirm-email-change?token=${token}`;
      this.outbox.add(em, input.newEmail, 'emailChangeConfirm', { confirmUrl, validHours: EMAIL_CHANGE_HOURS });
      this.outbox.add(em, user.email, 'emailChangeNotice', { newEmail: input.newEmail, settingsUrl: `${this.config.publicUrl}/account` });
    });
    return { pendingEmail: input.newEmail };
  }

  /** The link from the new address: the account moves to it, proven, and claims what was held for it. */
  async confirmEmailChange(token: string, confirmedFrom?: { userId: number; sessionId: string }): Promise<User> {
    try {
      return await this.em.transactional(async (em) => {
        const used = await this.tokens.consume(em, 'change_email', token);
        const owner = used.user;
        owner.email = used.email;
        owner.emailVerifiedAt = new Date();
        await em.flush();
        await this.verification.markVerified(em, owner);
        // As after a password change: whoever kept a session elsewhere is signed out; the owner confirming stays.
        await this.sessions.endAll(owner.id, confirmedFrom?.userId === owner.id ? confirmedFrom.sessionId : undefined, em);
        return owner;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new AppError(ErrorCode.EMAIL_TAKEN, 'An account with this email already exists.');
      throw error;
    }
  }

  async listSessions(user: User, currentSessionId: string | undefined): Promise<SessionDto[]> {
    const sessions = await this.sessions.list(user.id);
    return sessions.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      userAgent: session.userAgent ?? null,
      current: session.id === currentSessionId,
    }));
  }

  async endOtherSessions(user: User, currentSessionId: string | undefined): Promise<void> {
    await this.sessions.endAll(user.id, currentSessionId);
  }

  /** Everything we keep about the learner, as one JSON document (a fixed number of queries). */
  async exportData(user: User): Promise<Record<string, unknown>> {
    const [enrollments, progress, attempts, certificates, payments, practice, turns, certifications, creditEntries] = await Promise.all([
      this.em.find(Enrollment, { user: user.id }, { populate: ['course'], orderBy: { id: 'asc' } }),
      this.em.find(LessonProgress, { user: user.id }, { populate: ['lesson'], orderBy: { id: 'asc' } }),
      this.em.find(QuizAttempt, { user: user.id }, { populate: ['quiz', 'quiz.lesson'], orderBy: { id: 'asc' } }),
      this.em.find(Certificate, { user: user.id }, { populate: ['renews'], orderBy: { id: 'asc' } }),
      this.em.find(Payment, { user: user.id }, { populate: ['course', 'path'], orderBy: { id: 'asc' } }),
      this.em.find(PracticeAttempt, { user: user.id }, { populate: ['lesson'], orderBy: { id: 'asc' } }),
      this.em.find(PracticeTurn, { attempt: { user: user.id } }, { orderBy: { attempt: 'asc', seq: 'asc' } }),
      this.em.find(LearnerCertification, { user: user.id }, { orderBy: { id: 'asc' } }),
      this.em.find(CreditEntry, { user: user.id }, { orderBy: { id: 'asc' } }),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      profile: UserDto.from(user),
      enrollments: enrollments.map((enrollment) => ({
        courseId: enrollment.course.id,
        courseTitle: enrollment.course.title,
        source: enrollment.source,
        status: enrollment.status,
        enrolledAt: enrollment.enrolledAt.toISOString(),
      })),
      lessonProgress: progress.map((row) => ({
        lessonId: row.lesson.id,
        lessonTitle: row.lesson.title,
        completedAt: row.completedAt.toISOString(),
      })),
      quizAttempts: attempts.map((attempt) => ({
        lessonTitle: attempt.quiz.lesson.title,
        attemptNumber: attempt.attemptNumber,
        status: attempt.status,
        startedAt: attempt.startedAt.toISOString(),
        submittedAt: attempt.submittedAt?.toISOString() ?? null,
        score: attempt.score ?? null,
        passed: attempt.passed ?? null,
        answers: attempt.answers,
      })),
      // Practice transcripts are the learner's own words: they go with the scores.
      practiceAttempts: practice.map((attempt) => ({
        lessonTitle: attempt.lesson.title,
        attemptNumber: attempt.attemptNumber,
        mode: attempt.mode,
        status: attempt.status,
        startedAt: attempt.startedAt.toISOString(),
        endedAt: attempt.endedAt?.toISOString() ?? null,
        total: attempt.total ?? null,
        passed: attempt.passed ?? null,
        scores: (attempt.scores ?? []).map(({ criterionId, score, evidence, tip, override }) => ({
          criterionId,
          score,
          evidence,
          tip,
          reviewerComment: override?.comment ?? null,
        })),
        transcript: turns
          .filter((turn) => turn.attempt.id === attempt.id)
          .map((turn) => ({ speaker: turn.speaker, content: turn.content, at: turn.createdAt.toISOString() })),
      })),
      certificates: certificates.map((certificate) => ({
        code: certificate.code,
        courseTitle: certificate.courseTitle,
        learnerName: certificate.learnerName,
        issuedAt: certificate.issuedAt.toISOString(),
        validUntil: certificate.validUntil?.toISOString() ?? null,
        renews: certificate.renews?.code ?? null,
        renewedAt: certificate.renewedAt?.toISOString() ?? null,
        revokedAt: certificate.revokedAt?.toISOString() ?? null,
        url: `${this.config.publicUrl}/certificates/${certificate.code}`,
      })),
      // Credits earned with certificates are in their own export; these are the learner's own records.
      creditCertifications: certifications.map((certification) => ({
        certification: certification.certification,
        bodyName: certification.bodyName ?? null,
        cycleStart: certification.cycleStart,
        cycleEnd: certification.cycleEnd,
      })),
      creditEntries: creditEntries.map((entry) => ({
        earnedOn: entry.earnedOn,
        provider: entry.provider,
        activityTitle: entry.activityTitle,
        body: entry.body,
        category: entry.category,
        bodyName: entry.bodyName ?? null,
        activityId: entry.activityId ?? null,
        hundredths: entry.hundredths,
      })),
      payments: payments.map((payment) => ({
        courseTitle: payment.course?.title ?? null,
        // A learning path bought as one product names the path instead of a course.
        pathTitle: payment.path?.title ?? null,
        kind: payment.kind,
        status: payment.status,
        amountCents: payment.amount,
        currency: payment.currency,
        createdAt: payment.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Deletes the account and its personal data. Payments stay, without the address, for the books;
   * subscriptions are cancelled at Stripe first; certificates stay verifiable, with the name only
   * if the learner allows it. The provider records of credits earned keep the name and address until
   * the academy's retention period ends; the learner's certifications, own credit entries and evidence
   * go with the account (docs/adr/0022-credit-records-and-account-deletion.md).
   */
  async deleteAccount(user: User, input: DeleteAccountDto): Promise<void> {
    await this.assertPassword(user, input.password);
    if (user.role === 'admin')
      throw new AppError(
        ErrorCode.CANNOT_DELETE_OWN_ACCOUNT,
        'Admins cannot delete their own account here; another admin can remove it from the Users tab.',
      );
    await this.payments.cancelSubscriptionsOf(user.id);
    await this.em.transactional(async (em) => {
      await this.payments.forgetBuyer(em, user.id);
      // Before the certificates lose their holder (and the name, when it is withheld).
      await this.certificates.keepCreditRecordHolders(user);
      if (!input.keepNameOnCertificates) await em.nativeUpdate(Certificate, { user: user.id }, { learnerName: NAME_WITHHELD });
      await em.nativeDelete(Invite, { email: user.email });
      await this.users.removeWithin(em, user.id);
    });
  }

  /** A wrong current password is a 400 (a 401 would mean "signed out"); repeated guesses slow down like sign-ins. */
  private async assertPassword(user: User, password: string): Promise<void> {
    const backoff: Backoff[] = [{ key: `password-check:${user.id}`, field: 'all', freeAttempts: 5, maxDelaySeconds: 15 * 60 }];
    await this.rateLimiter.assertNoBackoff(backoff);
    const hash = await this.users.passwordHashOf(user);
    // An account made through an identity provider has no password until its owner sets one.
    if (!hash) throw new AppError(ErrorCode.PASSWORD_NOT_SET, PASSWORD_NOT_SET);
    const valid = await this.hasher.matches(hash, password);
    if (!valid) {
      await this.rateLimiter.recordFailure(backoff);
      throw new AppError(ErrorCode.WRONG_PASSWORD, WRONG_PASSWORD);
    }
    await this.rateLimiter.clearBackoff(backoff[0].key);
  }
}
