import { Link } from 'react-router-dom';
import { errorMessage, useListMyCertificatesQuery, type MyCertificateDto } from '@academy/api';
import { useDocumentTitle } from '@academy/ui';
import { ErrorState } from '../../components/ErrorState';
import { PageSpinner } from '../../components/PageSpinner';
import { CERTIFICATE_STATUS_LABELS, certificateDate, refresherPath, renewalHint, validityLine } from '../../lib/certificate';
import { certificatePath } from '../../lib/certificateLinks';
import { pathPath } from '../../lib/paths';
import '../../components/course-card.css';
import '../../components/path-card.css';
import './certificate.css';

const BADGE_CLASSES = { valid: 'cf-badge--valid', expired: 'cf-badge--expired', revoked: 'lr-badge--destructive' } as const;

function CertificateCard({ certificate }: { certificate: MyCertificateDto }) {
  const hint = renewalHint(certificate);
  return (
    <li>
      <article className="cc-card">
        <div className="cc-card__body mc-card">
          <div className="mc-card__badges">
            <span className={`lr-badge ${BADGE_CLASSES[certificate.status]}`}>{CERTIFICATE_STATUS_LABELS[certificate.status]}</span>
            {certificate.renewedBy ? <span className="lr-badge">Renewed</span> : null}
            {certificate.kind === 'path' ? <span className="pc-kind">Learning path</span> : null}
          </div>
          <h2 className="mc-card__title">{certificate.courseTitle}</h2>
          {certificate.path ? (
            <p className="mc-card__note">
              For completing every required step of{' '}
              <Link className="cc-link" to={pathPath(certificate.path.slug)}>
                {certificate.path.title}
              </Link>
              .
            </p>
          ) : null}
          <dl className="mc-card__facts">
            <div>
              <dt>Completed on</dt>
              <dd>{certificateDate(certificate.issuedAt)}</dd>
            </div>
            <div>
              <dt>Validity</dt>
              <dd>
                {certificate.status === 'revoked' ? `Revoked on ${certificateDate(certificate.revokedAt!)}` : validityLine(certificate)}
              </dd>
            </div>
          </dl>
          {certificate.renewedBy ? (
            <p className="mc-card__note">
              Renewed by{' '}
              <Link className="cc-link" to={certificatePath(certificate.renewedBy)}>
                a newer certificate
              </Link>
              .
            </p>
          ) : hint ? (
            <p className="mc-card__note">{hint}</p>
          ) : null}
          <div className="mc-card__actions">
            <Link
              to={certificatePath(certificate.code)}
              className="cc-btn cc-btn--secondary"
              aria-label={`View certificate: ${certificate.courseTitle}, ${certificateDate(certificate.issuedAt)}`}
            >
              View certificate
            </Link>
            {certificate.renewable && certificate.refresher ? (
              <Link
                to={refresherPath(certificate.refresher)}
                className="cc-btn cc-btn--primary"
                aria-label={`Take the refresher for ${certificate.courseTitle}`}
              >
                Take the refresher
              </Link>
            ) : null}
          </div>
        </div>
      </article>
    </li>
  );
}

/**
 * /certificates (signed in): every certificate of the learner (of courses and of learning paths), newest first, with its validity, the
 * renewals, and the refresher to take when one expires soon or has expired.
 */
export default function MyCertificatesPage() {
  const { data, error, isLoading, refetch } = useListMyCertificatesQuery();
  useDocumentTitle('My Certificates');
  return (
    <main className="cc-page">
      <div className="cc-container">
        <h1 className="cc-page-title">My Certificates</h1>
        <p className="cc-page-lead">Your certificates of completion: when each is valid until, and how to renew one that expires.</p>
        {isLoading ? (
          <PageSpinner />
        ) : error || !data ? (
          <ErrorState
            headingLevel={2}
            title="Error loading your certificates"
            text={errorMessage(error, 'Failed to load your certificates. Please try again later.')}
            onRetry={() => void refetch()}
          />
        ) : data.length === 0 ? (
          <div className="cc-state">
            <h2 className="cc-state__title">No certificates yet</h2>
            <p className="cc-state__text">Complete every lesson of a course to earn its certificate.</p>
            <Link to="/courses" className="cc-btn cc-btn--primary">
              Browse Courses
            </Link>
          </div>
        ) : (
          <ul className="cc-grid">
            {data.map((certificate) => (
              <CertificateCard key={certificate.code} certificate={certificate} />
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
