/**
 * What certificates are issued for: a course, or a learning path once every required step is done.
 * Both have a certificate validity with a refresher, and credits (docs/product-rules.md#certificate-validity-and-renewal).
 */
export interface CertificateSubject {
  kind: 'course' | 'path';
  id: number;
}

/** How the admin's cards name the subject: "the course", "the path". */
export const SUBJECT_NOUNS: Record<CertificateSubject['kind'], string> = { course: 'course', path: 'path' };
