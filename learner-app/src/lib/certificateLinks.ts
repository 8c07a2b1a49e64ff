/**
 * The addresses of a certificate's page and files, apart from the display rules: the catalogue's
 * 'View Certificate' links, on every visitor's first page, need only these.
 */

/** The page of a certificate: its public verification, with the PDF download. */
export function certificatePath(code: string): string {
  return `/certificates/${encodeURIComponent(code)}`;
}

/** The PDF, served by the API for anyone holding the code (same origin as the page). */
export function certificatePdfPath(code: string): string {
  return `/api/certificates/${encodeURIComponent(code)}/pdf`;
}

/** The signed Open Badges credential (VC-JWT), served by the API for anyone holding the code. */
export function certificateCredentialPath(code: string): string {
  return `/api/certificates/${encodeURIComponent(code)}/credential`;
}
