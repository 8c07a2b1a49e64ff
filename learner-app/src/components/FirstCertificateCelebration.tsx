import { useCallback, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { useLazyListMyCertificatesQuery, type MyCertificateDto } from '@academy/api';
import { certificatePath } from '../lib/certificate';
import { Dialog } from './Dialog';

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
  const close = () => show(null);
  return (
    <Dialog
      title="Your first certificate!"
      onClose={close}
      footer={
        <>
          <button type="button" className="cc-btn cc-btn--secondary" onClick={close}>
            Keep learning
          </button>
          <Link to={certificatePath(certificate.code)} className="cc-btn cc-btn--primary" onClick={close}>
            View your certificate
          </Link>
        </>
      }
    >
      <div className="lr-celebration">
        <svg className="lr-celebration__badge" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
          <circle cx="32" cy="26" r="20" fill="#fbbf24" />
          <circle cx="32" cy="26" r="14" fill="#fde68a" />
          <path d="M24 44l-6 16 8-4 6 6 2-16zM40 44l6 16-8-4-6 6-2-16z" fill="#2563eb" />
          <path d="M25 26l5 5 9-10" fill="none" stroke="#92400e" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p className="lr-celebration__text">
          Congratulations! You completed <strong>{certificate.courseTitle}</strong> and earned your first certificate.
        </p>
        <p className="lr-celebration__text">Share it with employers: anyone with its link can check that it is genuine.</p>
      </div>
    </Dialog>
  );
}
