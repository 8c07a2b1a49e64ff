import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, MaxLength } from 'class-validator';

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export class CertificateIssuerDto {
  @ApiProperty({ example: 'Recruiting Academy' }) name!: string;
  @ApiProperty({ description: "The academy's address (PUBLIC_URL)" }) url!: string;
}

/** What anyone holding the code may see: no e-mail, no user id, no reason for a revocation. */
export class CertificateVerificationDto {
  @ApiProperty() code!: string;
  @ApiProperty({ enum: CERTIFICATE_STATUSES }) status!: CertificateStatus;
  @ApiProperty({ description: 'The learner name as printed on the certificate' }) learnerName!: string;
  @ApiProperty({ description: 'The course title as printed on the certificate' }) courseTitle!: string;
  @ApiProperty({ description: 'Hours of learning the course takes, one decimal' }) hours!: number;
  @ApiProperty({ description: 'Completion date (ISO 8601)' }) issuedAt!: string;
  @ApiProperty({ type: String, nullable: true }) revokedAt!: string | null;
  @ApiProperty({ description: 'The public page an employer opens to check it' }) verificationUrl!: string;
  @ApiProperty() pdfUrl!: string;
  @ApiProperty({ description: 'The signed Open Badges 3.0 credential (VC-JWT)' }) credentialUrl!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Average of the learner's best score in each of the course's quizzes, whole percent, as issued; null when the course had no graded quiz",
  })
  finalScore!: number | null;
  @ApiProperty({ type: CertificateIssuerDto }) issuer!: CertificateIssuerDto;
  @ApiProperty({ description: 'The holder lets search engines index the verification page' }) public!: boolean;
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
