import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, MaxLength } from 'class-validator';
import { CreditSummaryDto } from '../../credits/dto/credit-summary.dto.js';

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export class CertificateIssuerDto {
  @ApiProperty({ example: 'Recruiting Academy' }) name!: string;
  @ApiProperty({ description: "The academy's address (PUBLIC_URL)", example: 'https://academy.example.com' }) url!: string;
}

/** What anyone holding the code may see: no e-mail, no user id, no reason for a revocation. */
export class CertificateVerificationDto {
  @ApiProperty({ example: 'K7QW3MZ5XJ2HRT4LNBVC6DPEYA' }) code!: string;
  @ApiProperty({ enum: CERTIFICATE_STATUSES, example: 'valid' }) status!: CertificateStatus;
  @ApiProperty({ description: 'The learner name as printed on the certificate', example: 'Jordan Rivera' }) learnerName!: string;
  @ApiProperty({ description: 'The course title as printed on the certificate', example: 'Structured Interviewing for Recruiters' })
  courseTitle!: string;
  @ApiProperty({ description: 'Hours of learning the course takes, one decimal', example: 1.6 }) hours!: number;
  @ApiProperty({ description: 'Completion date (ISO 8601)', example: '2026-03-09T16:45:00.000Z' }) issuedAt!: string;
  @ApiProperty({ type: String, nullable: true, example: null }) revokedAt!: string | null;
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

/** One of the signed-in learner's own certificates. */
export class MyCertificateDto extends CertificateVerificationDto {
  @ApiProperty() courseId!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why an admin revoked it' }) revokeReason!: string | null;
}

/** The certificate of one enrolment, for the admin's Students tab and the revoke answer. */
export class StudentCertificateDto {
  @ApiProperty() code!: string;
  @ApiProperty({ enum: CERTIFICATE_STATUSES }) status!: CertificateStatus;
  @ApiProperty() issuedAt!: string;
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
