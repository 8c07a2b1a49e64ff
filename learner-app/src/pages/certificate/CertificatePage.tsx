import { Link, useParams } from 'react-router-dom';
import { errorMessage, errorStatus, useVerifyCertificateQuery, type CertificateVerificationDto } from '@academy/api';
import { useDocumentTitle, useSession } from '@academy/ui';
import { ErrorState } from '../../components/ErrorState';
import { CertificateIcon } from '../../components/icons';
import { PageSpinner } from '../../components/PageSpinner';
import { certificateDate, certificateHours, certificatePdfPath } from '../../lib/certificate';
import '../../components/course-card.css';
import './certificate.css';

/** Visitors (an employer following the link) have no navigation bar: the academy name leads home. */
function VisitorHeader() {
  return (
    <header className="cf-header">
      <Link to="/" className="cf-brand">
        Recruiting Academy
      </Link>
    </header>
  );
}

function Status({ certificate }: { certificate: CertificateVerificationDto }) {
  if (certificate.status === 'revoked') {
    return (
      <div className="cf-status cf-status--revoked" role="status">
        <span className="lr-badge lr-badge--destructive">Revoked</span>
        <p>
          This certificate was revoked
          {certificate.revokedAt ? ` on ${certificateDate(certificate.revokedAt)}` : ''} and is no longer valid.
        </p>
      </div>
    );
  }
  return (
    <div className="cf-status cf-status--valid" role="status">
      <span className="lr-badge cf-badge--valid">Valid</span>
      <p>This certificate is valid: it was issued by Recruiting Academy.</p>
    </div>
  );
}

function Certificate({ certificate }: { certificate: CertificateVerificationDto }) {
  const facts = [
    { term: 'Awarded to', value: certificate.learnerName },
    { term: 'Course', value: certificate.courseTitle },
    { term: 'Completed on', value: certificateDate(certificate.issuedAt) },
    { term: 'Length', value: certificateHours(certificate.hours) },
    { term: 'Certificate code', value: <code className="cf-code">{certificate.code}</code> },
  ];
  return (
    <article className="cf-card" aria-labelledby="cf-title">
      <CertificateIcon size={40} className="cf-card__icon" />
      <p className="cf-academy">Recruiting Academy</p>
      <h1 id="cf-title" className="cf-title">
        Certificate of Completion
      </h1>
      <Status certificate={certificate} />
      <dl className="cf-facts">
        {facts.map((fact) => (
          <div key={fact.term} className="cf-fact">
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {certificate.status === 'valid' ? (
        <a href={certificatePdfPath(certificate.code)} download className="cc-btn cc-btn--primary">
          Download PDF
        </a>
      ) : null}
    </article>
  );
}

/** /certificates/{code}: anyone may verify a certificate; the learner downloads the PDF here too. */
export default function CertificatePage() {
  const { code = '' } = useParams();
  const session = useSession();
  const { data, error, isLoading, refetch } = useVerifyCertificateQuery({ code });
  const notFound = errorStatus(error) === 404;
  useDocumentTitle(notFound ? 'Certificate not found' : data ? `Certificate: ${data.courseTitle}` : 'Certificate');

  let content;
  if (isLoading) content = <PageSpinner />;
  else if (notFound) {
    content = (
      <div className="cc-state">
        <h1 className="cc-state__title">Certificate not found</h1>
        <p className="cc-state__text">Check the code or the link you were given: no certificate has this code.</p>
      </div>
    );
  } else if (error || !data) {
    content = <ErrorState title="Error loading certificate" text={errorMessage(error, 'Please try again later.')} onRetry={refetch} />;
  } else content = <Certificate certificate={data} />;

  return (
    <>
      {session.status === 'signed-in' ? null : <VisitorHeader />}
      <main className="cc-page">
        <div className="cc-container cf-container">{content}</div>
      </main>
    </>
  );
}
