import { Link } from 'react-router-dom';
import type { MyCertificateDto } from '@academy/api';
import { certificatePath } from '../lib/certificateLinks';
import { Dialog } from './Dialog';

/** The dialog celebrating a learner's first certificate. */
export default function CelebrationDialog({ certificate, close }: { certificate: MyCertificateDto; close: () => void }) {
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
