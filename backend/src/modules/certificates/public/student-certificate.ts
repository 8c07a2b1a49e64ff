import type { CertificateRow } from '../certificates.repository.js';
import type { StudentCertificateDto } from '../dto/certificate.dto.js';
import { certificateStatus } from './certificate-validity.js';

/** The certificate state shown next to an enrolment (admin Students tab, revoke answer), at `now`. */
export function toStudentCertificate(
  row: Pick<CertificateRow, 'code' | 'issued_at' | 'valid_until' | 'revoked_at' | 'revoke_reason'>,
  now: Date,
): StudentCertificateDto {
  return {
    code: row.code,
    status: certificateStatus(row, now),
    issuedAt: new Date(row.issued_at).toISOString(),
    validUntil: row.valid_until ? new Date(row.valid_until).toISOString() : null,
    revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
    revokeReason: row.revoke_reason,
  };
}
