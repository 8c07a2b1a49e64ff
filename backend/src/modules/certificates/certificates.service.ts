import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { MailOutbox } from '../mail/mail-outbox.service.js';
import type { CreditSummaryDto } from '../credits/dto/credit-summary.dto.js';
import { bodyCredits, certificateCreditLine, type CreditLine } from '../credits/public/credit-rules.js';
import type { User } from '../users/entities/user.entity.js';
import { displayName } from '../users/public/display-name.js';
import type { WebhookEventInput } from '../webhooks/public/webhook-event-types.js';
import { recordWebhookEvent } from '../webhooks/public/webhook-events.js';
import { newCertificateCode, normalizeCertificateCode } from './certificate-code.js';
import { renderCertificatePdf } from './certificate-pdf.js';
import { CertificatesRepository, type CertificateCreditRow, type CertificateRow } from './certificates.repository.js';
import { ACADEMY_NAME, CredentialsService, hoursOf } from './credentials.service.js';
import type { CertificateVerificationDto, MyCertificateDto, StudentCertificateDto } from './dto/certificate.dto.js';
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

const completionDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/**
 * Certificates of completion: issued once per learner and course when the last lesson is done,
 * verified by anyone holding the code, revoked by admins.
 */
@Injectable()
export class CertificatesService {
  constructor(
    private readonly em: EntityManager,
    private readonly certificates: CertificatesRepository,
    private readonly outbox: MailOutbox,
    private readonly credentials: CredentialsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Issues the learner's certificate for the course when every lesson of it is completed; returns
   * the new certificate, or null when not eligible or already issued. One statement: concurrent
   * calls race on the unique (user, course) key, so exactly one inserts and only that one e-mails
   * (its e-mail is written to the outbox in the same transaction).
   * Call it after the completion that may finish the course has committed.
   */
  async issueIfEligible(userId: number, courseId: number): Promise<CertificateVerificationDto | null> {
    return this.em.transactional(async (em) => {
      // The repository's statement runs in this transaction (the transaction context), with the outbox write.
      const issued = await this.certificates.issueIfEligible(userId, courseId, newCertificateCode());
      if (!issued) return null;
      const credits = await this.certificates.snapshotCredits(issued.id);
      const certificate = this.toVerification(issued, credits);
      this.outbox.add(em, issued.email, 'certificateIssued', {
        learnerName: issued.learner_name,
        courseTitle: issued.course_title,
        certificateUrl: certificate.verificationUrl,
        pdfUrl: certificate.pdfUrl,
      });
      recordWebhookEvent(em, {
        type: 'certificate.issued',
        data: {
          certificate: { id: issued.id, code: issued.code, verifyUrl: certificate.verificationUrl, issuedAt: certificate.issuedAt },
          user: { id: userId, email: issued.email, name: issued.learner_name },
          course: { id: issued.course_id, title: issued.course_title },
        },
      });
      return certificate;
    });
  }

  /** The signed-in learner's certificates, newest first. */
  async mine(user: User): Promise<MyCertificateDto[]> {
    const rows = await this.certificates.ofUser(user.id);
    const credits = await this.certificates.creditsOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...this.toVerification(
        row,
        credits.filter((credit) => credit.certificate_id === row.id),
      ),
      courseId: row.course_id,
      revokeReason: row.revoke_reason,
    }));
  }

  /** The public verification: valid or revoked, the name, course, date, score and credits as issued. One statement. */
  async verify(rawCode: string): Promise<CertificateVerificationDto> {
    const row = await this.find(rawCode);
    return this.toVerification(row, row.credits);
  }

  /** Only the holder may show or hide their certificate from search engines; anyone else is told it does not exist. */
  async setVisibility(user: User, rawCode: string, isPublic: boolean): Promise<CertificateVerificationDto> {
    const code = normalizeCertificateCode(rawCode);
    const row = code ? await this.certificates.setPublic(code, user.id, isPublic) : undefined;
    if (!row) throw new AppError(ErrorCode.CERTIFICATE_NOT_FOUND, 'Certificate not found');
    return this.toVerification(row, await this.certificates.creditsOf([row.id]));
  }

  /**
   * The Open Badges credential (VC-JWT). A revoked certificate has none, like its PDF
   * (docs/product-rules.md#certificates); copies downloaded before say revoked through the status list.
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
      completedOn: completionDate.format(issuedAt),
      hours: hoursLabel(row.minutes),
      code: row.code,
      verificationUrl: this.verificationUrl(row.code),
      issuerUrl: this.config.publicUrl,
      finalScore: row.final_score,
      credits: credits.map(certificateCreditLine),
      issuedAt,
    });
    return { filename: `certificate-${row.code}.pdf`, data };
  }

  /** Revokes once; the verification page says revoked from then on. The reason is for the learner and admins only. */
  async revoke(admin: User, rawCode: string, reason: string): Promise<StudentCertificateDto> {
    const code = normalizeCertificateCode(rawCode);
    // The revocation and its webhook event are written together.
    const revoked = code
      ? await this.em.transactional(async (em) => {
          const row = await this.certificates.revoke(code, reason, admin.id);
          if (row) recordWebhookEvent(em, { type: 'certificate.revoked', data: this.revokedEvent(row) });
          return row;
        })
      : undefined;
    if (revoked) return toStudentCertificate(revoked);
    await this.find(rawCode);
    throw new AppError(ErrorCode.CERTIFICATE_ALREADY_REVOKED, 'This certificate has already been revoked');
  }

  private revokedEvent(
    row: CertificateRow & { user_id: number | null; email: string | null },
  ): Extract<WebhookEventInput, { type: 'certificate.revoked' }>['data'] {
    return {
      certificate: {
        id: row.id,
        code: row.code,
        verifyUrl: this.verificationUrl(row.code),
        issuedAt: new Date(row.issued_at).toISOString(),
        revokedAt: new Date(row.revoked_at!).toISOString(),
        reason: row.revoke_reason ?? '',
      },
      user: row.user_id === null ? null : { id: row.user_id, email: row.email ?? '', name: row.learner_name },
      course: { id: row.course_id, title: row.course_title },
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

  private toVerification(row: CertificateRow, credits: readonly CertificateCreditRow[]): CertificateVerificationDto {
    return {
      code: row.code,
      status: row.revoked_at ? 'revoked' : 'valid',
      learnerName: row.learner_name,
      courseTitle: row.course_title,
      hours: hoursOf(row.minutes),
      issuedAt: new Date(row.issued_at).toISOString(),
      revokedAt: iso(row.revoked_at),
      verificationUrl: this.verificationUrl(row.code),
      pdfUrl: `${this.config.publicUrl}/api/certificates/${row.code}/pdf`,
      credentialUrl: `${this.config.publicUrl}/api/certificates/${row.code}/credential`,
      finalScore: row.final_score,
      issuer: { name: ACADEMY_NAME, url: this.config.publicUrl },
      public: row.public,
      credits: bodyCredits(creditLines(credits)) satisfies CreditSummaryDto[],
    };
  }

  private verificationUrl(code: string): string {
    return `${this.config.publicUrl}/certificates/${code}`;
  }
}
