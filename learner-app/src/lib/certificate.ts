/** Certificate display rules, shared by the certificate page and the catalogue's 'View Certificate' links. */

/** The page of a certificate: its public verification, with the PDF download. */
export function certificatePath(code: string): string {
  return `/certificates/${encodeURIComponent(code)}`;
}

/** The PDF, served by the API for anyone holding the code (same origin as the page). */
export function certificatePdfPath(code: string): string {
  return `/api/certificates/${encodeURIComponent(code)}/pdf`;
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
