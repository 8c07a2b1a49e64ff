import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { MAX_INTEGER } from '../../../common/validation.js';
import { CreditSummaryDto } from '../../credits/dto/credit-summary.dto.js';
import {
  MAX_VALIDITY_MONTHS,
  MIN_REFRESHER_VALIDITY_MONTHS,
  RENEWAL_WINDOW_DAYS,
  type CertificateStatus,
} from '../public/certificate-validity.js';

/** Revoked wins over expired (docs/product-rules.md#certificate-validity-and-renewal). */
export const CERTIFICATE_STATUSES = ['valid', 'expired', 'revoked'] as const satisfies readonly CertificateStatus[];
export const REFRESHER_KINDS = ['course', 'lesson', 'quiz'] as const;
export type { CertificateStatus };

export class CertificateIssuerDto {
  @ApiProperty({ example: 'Recruiting Academy' }) name!: string;
  @ApiProperty({ description: "The academy's address (PUBLIC_URL)", example: 'https://academy.example.com' }) url!: string;
}

/** What anyone holding the code may see: no e-mail, no user id, no reason for a revocation. */
/** The learning path a path certificate certifies, with its current address and title. */
export class CertificatePathDto {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'recruiting-practitioner' }) slug!: string;
  @ApiProperty({ example: 'Recruiting Practitioner' }) title!: string;
}

export class CertificateVerificationDto {
  @ApiProperty({ example: 'K7QW3MZ5XJ2HRT4LNBVC6DPEYA' }) code!: string;
  @ApiProperty({
    enum: ['course', 'path'],
    enumName: 'CertificateKind',
    description: "What it certifies: a course's completion, or a learning path's (every required step done)",
    example: 'course',
  })
  kind!: 'course' | 'path';
  @ApiProperty({ type: CertificatePathDto, nullable: true, description: "A path certificate's path; null for a course's certificate" })
  path!: CertificatePathDto | null;
  @ApiProperty({
    enum: CERTIFICATE_STATUSES,
    enumName: 'CertificateStatus',
    description: 'revoked (whatever its dates), expired (from validUntil on), else valid',
    example: 'valid',
  })
  status!: CertificateStatus;
  @ApiProperty({ description: 'The learner name as printed on the certificate', example: 'Jordan Rivera' }) learnerName!: string;
  @ApiProperty({
    description:
      'The course title as printed on the certificate; for a path\'s certificate, the path\'s certificate title ("Certified Recruiter — Practitioner")',
    example: 'Structured Interviewing for Recruiters',
  })
  courseTitle!: string;
  @ApiProperty({ description: 'Hours of learning the course (a path: its required steps) takes, one decimal', example: 1.6 })
  hours!: number;
  @ApiProperty({ description: 'Completion date (ISO 8601)', example: '2026-03-09T16:45:00.000Z' }) issuedAt!: string;
  @ApiProperty({ type: String, nullable: true, example: null }) revokedAt!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'When it expires (ISO 8601): the completion date plus the validity the course had then; null: it never expires',
    example: '2028-03-09T16:45:00.000Z',
  })
  validUntil!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The code of the earlier certificate this one renews', example: null })
  renews!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The code of the certificate that renewed this one (the learner passed the refresher); null while none has',
    example: null,
  })
  renewedBy!: string | null;
  @ApiProperty({
    description: 'The public page an employer opens to check it',
    example: 'https://academy.example.com/certificates/K7QW3MZ5XJ2HRT4LNBVC6DPEYA',
  })
  verificationUrl!: string;
  @ApiProperty({ example: 'https://academy.example.com/api/certificates/K7QW3MZ5XJ2HRT4LNBVC6DPEYA/pdf' }) pdfUrl!: string;
  @ApiProperty({
    description: 'The signed Open Badges 3.0 credential (VC-JWT)',
    example: 'https://academy.example.com/api/certificates/K7QW3MZ5XJ2HRT4LNBVC6DPEYA/credential',
  })
  credentialUrl!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      "Average of the learner's best score in each of the course's quizzes, whole percent, as issued; null when the course had no graded quiz",
    example: 88,
  })
  finalScore!: number | null;
  @ApiProperty({ type: CertificateIssuerDto }) issuer!: CertificateIssuerDto;
  @ApiProperty({ description: 'The holder lets search engines index the verification page', example: false }) public!: boolean;
  @ApiProperty({
    type: [CreditSummaryDto],
    description: 'The continuing-education credits the certificate earned, as issued (SHRM, then HRCI, then CPD); empty when none',
  })
  credits!: CreditSummaryDto[];
}

/** What renews a course's certificates: a course to complete, a lesson to complete or a quiz to pass. */
export class CertificateRefresherDto {
  @ApiProperty({ enum: REFRESHER_KINDS, enumName: 'RefresherKind', description: 'course: complete it; lesson: complete it; quiz: pass it' })
  kind!: (typeof REFRESHER_KINDS)[number];
  @ApiProperty({ description: 'The course id (kind course) or the lesson id (lesson, quiz)', example: 12 }) id!: number;
  @ApiProperty({ example: 'Structured Interviewing: 2027 refresher' }) title!: string;
  @ApiProperty({ type: Number, nullable: true, description: "A lesson's or quiz's course; null for a course", example: null })
  courseId!: number | null;
  @ApiProperty({ type: String, nullable: true, description: "A lesson's or quiz's course title; null for a course", example: null })
  courseTitle!: string | null;
}

/** One of the signed-in learner's own certificates. */
export class MyCertificateDto extends CertificateVerificationDto {
  @ApiProperty({ type: Number, nullable: true, description: "The course it certifies; null for a path's certificate (see path)" })
  courseId!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why an admin revoked it' }) revokeReason!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: `From when passing the refresher renews it (${RENEWAL_WINDOW_DAYS} days before it expires); null when it never expires`,
  })
  renewalOpensAt!: string | null;
  @ApiProperty({
    description: `Passing the refresher now renews it: it expires within ${RENEWAL_WINDOW_DAYS} days or has expired, is neither revoked nor renewed, and the course names a refresher`,
  })
  renewable!: boolean;
  @ApiProperty({
    type: CertificateRefresherDto,
    nullable: true,
    description: "What renews it: the course's refresher now; null without one",
  })
  refresher!: CertificateRefresherDto | null;
}

/** The certificate of one enrolment, for the admin's Students tab and the revoke answer. */
export class StudentCertificateDto {
  @ApiProperty() code!: string;
  @ApiProperty({ enum: CERTIFICATE_STATUSES }) status!: CertificateStatus;
  @ApiProperty() issuedAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'When it expires; null: never' }) validUntil!: string | null;
  @ApiProperty({ type: String, nullable: true }) revokedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) revokeReason!: string | null;
}

export class RevokeCertificateDto {
  @ApiProperty({ maxLength: 500, description: 'Shown to the learner; not shown on the public verification page' })
  // Anything but text, or no reason at all, counts as an empty reason: one clear message, not two.
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : ''))
  @IsNotEmpty({ message: 'Please give a reason for revoking the certificate' })
  @MaxLength(500, { message: 'The reason must be at most 500 characters' })
  reason: string = '';
}

export class CertificateVisibilityDto {
  @ApiProperty({ description: 'Let search engines index the verification page' })
  @IsBoolean({ message: 'Please choose whether the certificate is public (true or false)' })
  public!: boolean;
}

/** A course's certificate validity and refresher, as an admin sees them. */
export class CertificateSettingsDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: MAX_VALIDITY_MONTHS,
    description: 'Months a certificate of the course is valid from its issue; null: certificates never expire',
    example: 24,
  })
  validityMonths!: number | null;
  @ApiProperty({ type: CertificateRefresherDto, nullable: true, description: 'What renews an expiring certificate; null: none' })
  refresher!: CertificateRefresherDto | null;
}

const VALIDITY_MESSAGE = `The validity must be a whole number of months from 1 to ${MAX_VALIDITY_MONTHS}, or none`;
const nullOrMissing = (value: unknown) => value !== null && value !== undefined;

/** What the admin sets: a validity (or none) and at most one refresher (a course, or a lesson: a quiz lesson means passing its quiz). */
export class UpdateCertificateSettingsDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: MAX_VALIDITY_MONTHS,
    description: `Months a certificate is valid from its issue; null: never expires. At least ${MIN_REFRESHER_VALIDITY_MONTHS} with a refresher. Applies to certificates issued from now on.`,
    example: 24,
  })
  @ValidateIf((_object, value) => value !== null)
  @IsInt({ message: VALIDITY_MESSAGE })
  @Min(1, { message: VALIDITY_MESSAGE })
  @Max(MAX_VALIDITY_MONTHS, { message: VALIDITY_MESSAGE })
  validityMonths!: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'A course to complete, not this one; null or absent: none',
    example: 12,
  })
  @ValidateIf((_object, value) => nullOrMissing(value))
  @IsInt({ message: 'The refresher course must be given by its id' })
  @Min(1, { message: 'The refresher course must be given by its id' })
  @Max(MAX_INTEGER, { message: 'The refresher course must be given by its id' })
  refresherCourseId?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'A lesson to complete, or a quiz lesson whose quiz to pass; null or absent: none',
    example: null,
  })
  @ValidateIf((_object, value) => nullOrMissing(value))
  @IsInt({ message: 'The refresher lesson must be given by its id' })
  @Min(1, { message: 'The refresher lesson must be given by its id' })
  @Max(MAX_INTEGER, { message: 'The refresher lesson must be given by its id' })
  refresherLessonId?: number | null;
}
