import type { CertificateRefresherDto, CertificateStatus, CertificateVerificationDto, MyCertificateDto } from '@academy/api';

/** Certificate display rules, shared by the certificate pages. */

/**
 * What a certificate is called: "Certificate of completion: Boolean Search" for a course's; a learning
 * path's is its own title, "Certified Recruiter — Practitioner".
 */
export function certificateName(certificate: Pick<CertificateVerificationDto, 'kind' | 'courseTitle'>): string {
  return certificate.kind === 'path' ? certificate.courseTitle : `Certificate of completion: ${certificate.courseTitle}`;
}

const certificateDateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The completion date as printed on the PDF: "November 22, 2026" (UTC, so page and PDF agree). */
export function certificateDate(iso: string): string {
  return certificateDateFormat.format(new Date(iso));
}

/** Hours with one decimal as the PDF prints them: 1 → "1 hour", 2.5 → "2.5 hours". */
export function certificateHours(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

export interface LinkedInCertification {
  /** The course title, or a path's certificate title: the certification's name on the profile. */
  name: string;
  organizationName: string;
  /** ISO 8601; the month and year are taken in UTC, like the printed date. */
  issuedAt: string;
  /** The public verification page. */
  certUrl: string;
  certId: string;
}

const query = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');

/** LinkedIn's "Add to profile" form for a certification, filled in with the certificate. */
export function linkedInAddToProfileUrl(certification: LinkedInCertification): string {
  const issued = new Date(certification.issuedAt);
  return `https://www.linkedin.com/profile/add?${query({
    startTask: 'CERTIFICATION_NAME',
    name: certification.name,
    organizationName: certification.organizationName,
    issueYear: issued.getUTCFullYear(),
    issueMonth: issued.getUTCMonth() + 1,
    certUrl: certification.certUrl,
    certId: certification.certId,
  })}`;
}

/** LinkedIn's share dialog for the page at `url`. */
export function linkedInShareUrl(url: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`;
}

/** What a certificate's status badge says. */
export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, string> = { valid: 'Valid', expired: 'Expired', revoked: 'Revoked' };

/** How long a certificate holds, in one line: "Valid until March 9, 2028", "Expired on ...", "Does not expire". */
export function validityLine(certificate: Pick<CertificateVerificationDto, 'status' | 'validUntil'>): string {
  if (!certificate.validUntil) return 'Does not expire';
  const date = certificateDate(certificate.validUntil);
  return certificate.status === 'expired' ? `Expired on ${date}` : `Valid until ${date}`;
}

/** Where the refresher is taken: the course page, or the lesson (a quiz lesson shows its quiz). */
export function refresherPath(refresher: CertificateRefresherDto): string {
  return refresher.kind === 'course' ? `/courses/${refresher.id}` : `/lessons/${refresher.id}`;
}

/** The refresher as the thing to do: 'complete the course "X"', 'pass the quiz "Y" in "X"'. */
export function refresherTask(refresher: CertificateRefresherDto): string {
  const within = refresher.courseTitle ? ` in "${refresher.courseTitle}"` : '';
  if (refresher.kind === 'course') return `complete the course "${refresher.title}"`;
  return refresher.kind === 'quiz' ? `pass the quiz "${refresher.title}"${within}` : `complete the lesson "${refresher.title}"${within}`;
}

/**
 * What the holder is told about renewing (docs/product-rules.md#certificate-validity-and-renewal), or
 * null when there is nothing to say: it never expires, was revoked or renewed, or the course names no refresher.
 */
export function renewalHint(certificate: MyCertificateDto): string | null {
  const { refresher } = certificate;
  if (!refresher || certificate.renewedBy || certificate.status === 'revoked' || !certificate.renewalOpensAt) return null;
  const task = refresherTask(refresher);
  if (certificate.renewable) {
    return certificate.status === 'expired'
      ? `Renew it: ${task}, and you get a new certificate.`
      : `It expires soon. Renew it now: ${task}. The new certificate's validity runs on from this one's expiry date, so you lose no time.`;
  }
  return `From ${certificateDate(certificate.renewalOpensAt)} you can renew it: ${task}.`;
}
