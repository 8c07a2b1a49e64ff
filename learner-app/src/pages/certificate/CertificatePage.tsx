import { Link, useParams } from 'react-router-dom';
import {
  errorMessage,
  errorStatus,
  useListMyCertificatesQuery,
  useSetCertificateVisibilityMutation,
  useVerifyCertificateQuery,
  type CertificateVerificationDto,
  type MyCertificateDto,
} from '@academy/api';
import { showToast, useDocumentTitle, useHttpStatus, useSession } from '@academy/ui';
import { ErrorState } from '../../components/ErrorState';
import { certificateCreditText } from '../../lib/credits';
import { CertificateIcon } from '../../components/icons';
import { PageSpinner } from '../../components/PageSpinner';
import { pathPath } from '../../lib/paths';
import {
  certificateDate,
  certificateHours,
  linkedInAddToProfileUrl,
  linkedInShareUrl,
  refresherPath,
  renewalHint,
} from '../../lib/certificate';
import { certificateCredentialPath, certificatePath, certificatePdfPath } from '../../lib/certificateLinks';
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
  if (certificate.status === 'expired') {
    return (
      <div className="cf-status cf-status--expired" role="status">
        <span className="lr-badge cf-badge--expired">Expired</span>
        <p>
          This certificate expired on {certificateDate(certificate.validUntil!)} and is no longer valid.
          {certificate.renewedBy ? ' It was renewed: see the newer certificate below.' : ''}
        </p>
      </div>
    );
  }
  return (
    <div className="cf-status cf-status--valid" role="status">
      <span className="lr-badge cf-badge--valid">Valid</span>
      <p>
        This certificate is valid{certificate.validUntil ? ` until ${certificateDate(certificate.validUntil)}` : ''}: it was issued by{' '}
        {certificate.issuer.name}.
      </p>
    </div>
  );
}

/** The holder's way to renew an expiring or expired certificate: what to pass, and from when. */
function Renewal({ certificate }: { certificate: MyCertificateDto }) {
  const hint = renewalHint(certificate);
  if (!hint || !certificate.refresher) return null;
  return (
    <section className="cf-renewal" aria-labelledby="cf-renewal-title">
      <h2 id="cf-renewal-title" className="cf-share__title">
        Renew your certificate
      </h2>
      <p className="cf-share__hint">{hint}</p>
      {certificate.renewable ? (
        <Link to={refresherPath(certificate.refresher)} className="cc-btn cc-btn--primary">
          Take the refresher
        </Link>
      ) : null}
    </section>
  );
}

/** The holder's choice: search engines index the page only when it is public (docs/product-rules.md#certificates). */
function VisibilitySwitch({ certificate }: { certificate: CertificateVerificationDto }) {
  const [setVisibility, { isLoading }] = useSetCertificateVisibilityMutation();
  const change = async (isPublic: boolean) => {
    try {
      await setVisibility({ code: certificate.code, certificateVisibilityDto: { public: isPublic } }).unwrap();
    } catch (error) {
      void showToast({ title: 'Error', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <div className="cf-visibility">
      <label className="cf-switch">
        <input
          type="checkbox"
          role="switch"
          checked={certificate.public}
          disabled={isLoading}
          onChange={(event) => void change(event.target.checked)}
        />
        <span className="cf-switch__track" aria-hidden="true" />
        <span>Show my certificate in search results</span>
      </label>
      <p className="cf-visibility__hint">
        {certificate.public
          ? 'Search engines may list this page. Anyone with the link can open it either way.'
          : 'Only people with the link can open this page; search engines will not list it.'}
      </p>
    </div>
  );
}

function Sharing({ certificate, isHolder }: { certificate: CertificateVerificationDto; isHolder: boolean }) {
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(certificate.verificationUrl);
      void showToast({ title: 'Link copied', description: 'Paste it into your CV, an application or a message.' });
    } catch {
      void showToast({ title: 'Could not copy the link', description: certificate.verificationUrl, variant: 'destructive' });
    }
  };
  return (
    <section className="cf-share" aria-labelledby="cf-share-title">
      <h2 id="cf-share-title" className="cf-share__title">
        {isHolder ? 'Share your certificate' : 'Share this certificate'}
      </h2>
      <div className="cf-actions">
        {isHolder ? (
          <a
            className="cc-btn cc-btn--primary"
            href={linkedInAddToProfileUrl({
              name: certificate.courseTitle,
              organizationName: certificate.issuer.name,
              issuedAt: certificate.issuedAt,
              certUrl: certificate.verificationUrl,
              certId: certificate.code,
            })}
            target="_blank"
            rel="noopener noreferrer"
          >
            Add to LinkedIn profile
          </a>
        ) : null}
        <a
          className="cc-btn cc-btn--secondary"
          href={linkedInShareUrl(certificate.verificationUrl)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on LinkedIn
        </a>
        <button type="button" className="cc-btn cc-btn--secondary" onClick={() => void copyLink()}>
          Copy link
        </button>
      </div>
      <div className="cf-actions">
        <a href={certificatePdfPath(certificate.code)} download className="cc-btn cc-btn--secondary">
          Download PDF
        </a>
        <a href={certificateCredentialPath(certificate.code)} download className="cc-btn cc-btn--secondary">
          Download credential
        </a>
      </div>
      <p className="cf-share__hint">
        The credential is a signed Open Badge: digital wallets and employers' systems can check it was issued by {certificate.issuer.name}.
      </p>
    </section>
  );
}

/** The learning path a path certificate was earned for, linking to its page (a deleted path is named by the certificate only). */
function PathName({ certificate }: { certificate: CertificateVerificationDto }) {
  if (!certificate.path) return <>the learning path</>;
  return (
    <>
      the learning path{' '}
      <Link className="cc-link" to={pathPath(certificate.path.slug)}>
        {certificate.path.title}
      </Link>
    </>
  );
}

function Certificate({ certificate, holderCopy }: { certificate: CertificateVerificationDto; holderCopy: MyCertificateDto | undefined }) {
  const isHolder = holderCopy !== undefined;
  const isPath = certificate.kind === 'path';
  const facts = [
    { term: 'Awarded to', value: certificate.learnerName },
    ...(isPath
      ? certificate.path
        ? [{ term: 'Learning path', value: certificate.path.title }]
        : []
      : [{ term: 'Course', value: certificate.courseTitle }]),
    { term: 'Completed on', value: certificateDate(certificate.issuedAt) },
    ...(certificate.validUntil
      ? [{ term: certificate.status === 'expired' ? 'Expired on' : 'Valid until', value: certificateDate(certificate.validUntil) }]
      : []),
    { term: 'Length', value: certificateHours(certificate.hours) },
    ...(certificate.finalScore === null ? [] : [{ term: 'Final quiz score', value: `${certificate.finalScore}%` }]),
    ...(certificate.credits.length === 0
      ? []
      : [
          {
            term: 'Credits earned',
            value: (
              <ul className="cf-credits">
                {certificate.credits.map((credit) => (
                  <li key={credit.body}>{certificateCreditText(credit)}</li>
                ))}
              </ul>
            ),
          },
        ]),
    {
      term: 'Issued by',
      value: (
        <>
          {certificate.issuer.name},{' '}
          <a className="cc-link" href={certificate.issuer.url}>
            {certificate.issuer.url.replace(/^https?:\/\//, '')}
          </a>
        </>
      ),
    },
    { term: 'Certificate code', value: <code className="cf-code">{certificate.code}</code> },
    ...(certificate.renews
      ? [{ term: 'Renews', value: <CertificateLink code={certificate.renews} text="The earlier certificate" /> }]
      : []),
    ...(certificate.renewedBy
      ? [{ term: 'Renewed by', value: <CertificateLink code={certificate.renewedBy} text="The newer certificate" /> }]
      : []),
  ];
  return (
    <article className="cf-card" aria-labelledby="cf-title">
      <CertificateIcon size={40} className="cf-card__icon" />
      <p className="cf-academy">{certificate.issuer.name}</p>
      <h1 id="cf-title" className="cf-title">
        {isPath ? certificate.courseTitle : 'Certificate of Completion'}
      </h1>
      {isPath ? (
        <p className="cf-lead">
          {certificate.learnerName} completed every required step of <PathName certificate={certificate} />.
        </p>
      ) : null}
      <Status certificate={certificate} />
      <dl className="cf-facts">
        {facts.map((fact) => (
          <div key={fact.term} className="cf-fact">
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {holderCopy ? <Renewal certificate={holderCopy} /> : null}
      {isHolder ? <VisibilitySwitch certificate={certificate} /> : null}
      {certificate.status === 'valid' ? <Sharing certificate={certificate} isHolder={isHolder} /> : null}
    </article>
  );
}

/** A link to another certificate of the same learner and course or path, named by its code. */
function CertificateLink({ code, text }: { code: string; text: string }) {
  return (
    <Link className="cc-link" to={certificatePath(code)}>
      {text} <code className="cf-code">{code}</code>
    </Link>
  );
}

/**
 * /certificates/{code}: anyone may verify a certificate, share it and download its PDF and credential.
 * The holder (the signed-in learner whose own certificates include it) also adds it to LinkedIn,
 * chooses whether search engines may list the page, and sees how to renew it once it expires.
 */
export default function CertificatePage() {
  const { code = '' } = useParams();
  const session = useSession();
  const { data, error, isLoading, refetch } = useVerifyCertificateQuery({ code });
  const { data: mine } = useListMyCertificatesQuery(undefined, { skip: session.status !== 'signed-in' });
  const holderCopy = session.status === 'signed-in' && data ? mine?.find((certificate) => certificate.code === data.code) : undefined;
  const notFound = errorStatus(error) === 404;
  useDocumentTitle(notFound ? 'Certificate not found' : data ? `Certificate: ${data.courseTitle}` : 'Certificate');
  useHttpStatus(notFound ? 404 : undefined);

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
    content = (
      <ErrorState title="Error loading certificate" text={errorMessage(error, 'Please try again later.')} onRetry={() => void refetch()} />
    );
  } else content = <Certificate certificate={data} holderCopy={holderCopy} />;

  return (
    <>
      {session.status === 'signed-in' ? null : <VisitorHeader />}
      <main className="cc-page">
        <div className="cc-container cf-container">{content}</div>
      </main>
    </>
  );
}
