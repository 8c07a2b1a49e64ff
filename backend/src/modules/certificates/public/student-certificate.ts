import type { CertificateRow } from '../certificates.repository.js';
import type { StudentCertificateDto } from '../dto/certificate.dto.js';

/** The certificate state shown next to an enrolment (admin Students tab, revoke answer). */
export function toStudentCertificate(
  row: Pick<CertificateRow, 'code' | 'issued_at' | 'revoked_at' | 'revoke_reason'>,
): StudentCertificateDto {
  return {
    code: row.code,
    status: row.revoked_at ? 'revoked' : 'valid',
    issuedAt: new Date(row.issued_at).toISOString(),
    revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
    revokeReason: row.revoke_reason,
  };
}
