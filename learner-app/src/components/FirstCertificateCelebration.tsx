import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import { useLazyListMyCertificatesQuery, type MyCertificateDto } from '@academy/api';

// Its own chunk: every page renders the celebration, and few ever show it.
const CelebrationDialog = lazy(() => import('./CelebrationDialog'));

/** The certificate celebrated in this browser: each learner's first is celebrated once. */
const CELEBRATED_KEY = 'academy:first-certificate-celebrated';

let shown: MyCertificateDto | null = null;
const listeners = new Set<() => void>();
function show(certificate: MyCertificateDto | null) {
  shown = certificate;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function celebrated(code: string): boolean {
  try {
    return globalThis.localStorage?.getItem(CELEBRATED_KEY) === code;
  } catch {
    return false;
  }
}

function remember(code: string) {
  try {
    globalThis.localStorage?.setItem(CELEBRATED_KEY, code);
  } catch {
    // Private modes without storage: the celebration may show again, nothing worse.
  }
}

/**
 * After a completion that may have finished a course (the last lesson marked, a quiz passed): when the
 * learner now holds exactly one course certificate, their first, it is celebrated, once. The list comes
 * fresh from the server, which issued the certificate with the completion.
 */
export function useCelebrateFirstCertificate() {
  const [listCertificates] = useLazyListMyCertificatesQuery();
  return useCallback(async () => {
    try {
      // A one-course path completes with its course: the course's certificate is the one celebrated.
      const certificates = (await listCertificates(undefined, false).unwrap()).filter((certificate) => certificate.kind === 'course');
      const [first] = certificates;
      if (certificates.length !== 1 || first.status !== 'valid' || celebrated(first.code)) return;
      remember(first.code);
      show(first);
    } catch {
      // The completion itself succeeded; a celebration that cannot load is simply skipped.
    }
  }, [listCertificates]);
}

/** The celebration of a learner's first certificate, above whatever page they are on (rendered once by the routes). */
export function FirstCertificateCelebration() {
  const certificate = useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
  if (!certificate) return null;
  return (
    <Suspense fallback={null}>
      <CelebrationDialog certificate={certificate} close={() => show(null)} />
    </Suspense>
  );
}
