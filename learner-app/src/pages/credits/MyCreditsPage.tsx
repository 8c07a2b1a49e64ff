import { Link } from 'react-router-dom';
import { errorMessage, useGetMyCreditsQuery } from '@academy/api';
import { useDocumentTitle } from '@academy/ui';
import { ErrorState } from '../../components/ErrorState';
import { PageSpinner } from '../../components/PageSpinner';
import { AccountSection } from '../account/AccountSection';
import { CertificationCard } from './CertificationCard';
import { CertificationForm } from './CertificationForm';
import { EntryForm } from './EntryForm';
import { EntryList } from './EntryList';
import '../../components/course-card.css';
import '../auth/auth.css';
import '../account/account.css';
import './credits.css';

/**
 * /account/credits (signed in only): the learner's certifications with their cycle ledgers and
 * progress, the credits they add from elsewhere with evidence, and their transcript
 * (docs/product-rules.md#continuing-education-credits).
 */
export default function MyCreditsPage() {
  useDocumentTitle('My credits');
  const { data, error, isLoading, refetch } = useGetMyCreditsQuery();

  let content;
  if (isLoading) content = <PageSpinner />;
  else if (error || !data) {
    content = (
      <ErrorState title="Error loading your credits" text={errorMessage(error, 'Please try again later.')} onRetry={() => void refetch()} />
    );
  } else {
    content = (
      <div className="ac-sections">
        <AccountSection
          title="My certifications"
          intro="Add the certifications you keep and the dates of their current cycle: we count the credits that fall in each cycle."
        >
          {data.certifications.length > 0 ? (
            <ul className="mc-cards" aria-label="Your certifications">
              {data.certifications.map((ledger) => (
                <CertificationCard key={ledger.id} ledger={ledger} requirements={data.requirements} />
              ))}
            </ul>
          ) : null}
          <div className={data.certifications.length > 0 ? 'ac-subform' : undefined}>
            <h3 className="ac-subtitle">Add a certification</h3>
            <CertificationForm requirements={data.requirements} />
          </div>
        </AccountSection>
        <AccountSection
          title="Credits from elsewhere"
          intro="Credits from Recruiting Academy courses are added when you complete a course. Add the credits you earn elsewhere, with a certificate of attendance if you have one."
        >
          <EntryList entries={data.entries} />
          <div className="ac-subform">
            <h3 className="ac-subtitle">Add credits</h3>
            <EntryForm />
          </div>
        </AccountSection>
      </div>
    );
  }

  return (
    <main className="ac-page">
      <div className="ac-container">
        <Link to="/account" className="cc-link mc-back">
          <span aria-hidden="true">←</span> Account settings
        </Link>
        <header className="ac-header">
          <h1 className="ac-title">My credits</h1>
          <p className="ac-lead">Continuing-education credits for your SHRM, HRCI and CPD recertification.</p>
          <div className="ac-actions mc-downloads">
            {/* Plain links: the browser saves the files the API sends (Content-Disposition: attachment). */}
            <a href="/api/account/credits/transcript.pdf" download className="cc-btn cc-btn--secondary">
              Download transcript (PDF)
            </a>
            <a href="/api/account/credits/transcript.csv" download className="cc-btn cc-btn--secondary">
              Download transcript (CSV)
            </a>
          </div>
        </header>
        {content}
      </div>
    </main>
  );
}
