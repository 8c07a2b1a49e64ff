import { Link } from 'react-router-dom';
import type { UserDto } from '@academy/api';
import { useDocumentTitle } from '@academy/ui';
import { AccountSection } from './AccountSection';
import { CalendarFeedSection } from './CalendarFeedSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DiscussionEmailSection } from './DiscussionEmailSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { PictureSection } from './PictureSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { SignInMethodsSection } from './SignInMethodsSection';
import { SubscriptionsSection } from './SubscriptionsSection';
import '../../components/course-card.css';
import '../auth/auth.css';
import './account.css';

/** Your data: everything the academy holds about the account, as one JSON file. */
function DataSection() {
  return (
    <AccountSection
      title="Your data"
      intro="Download everything we hold about you: your profile, enrolments, progress, quiz answers, certificates and payments, as one JSON file."
    >
      <div className="ac-actions">
        {/* A plain link: the browser saves the file the API sends (Content-Disposition: attachment). */}
        <a href="/api/account/export" download className="cc-btn cc-btn--secondary">
          Download my data
        </a>
      </div>
    </AccountSection>
  );
}

/** My credits: the continuing-education credits of the learner's certifications, on a page of their own. */
function CreditsSection() {
  return (
    <AccountSection
      title="My credits"
      intro="Track the SHRM, HRCI and CPD credits your certifications need: credits from our courses and the ones you earn elsewhere, with a transcript for your records."
    >
      <div className="ac-actions">
        <Link to="/account/credits" className="cc-btn cc-btn--secondary">
          Open My credits
        </Link>
      </div>
    </AccountSection>
  );
}

/**
 * /account (signed in only): profile, picture, e-mail address, password, sessions, subscriptions,
 * discussion e-mails, the calendar feed, data export and deletion.
 */
export default function AccountPage({ user }: { user: UserDto }) {
  useDocumentTitle('Account settings');
  return (
    <main className="ac-page">
      <div className="ac-container">
        <header className="ac-header">
          <h1 className="ac-title">Account settings</h1>
          <p className="ac-lead">Your profile, how you sign in, and your data.</p>
        </header>
        <div className="ac-sections">
          <ProfileSection user={user} />
          <PictureSection user={user} />
          <EmailSection user={user} />
          <SignInMethodsSection user={user} />
          <PasswordSection />
          <SessionsSection />
          <SubscriptionsSection />
          <DiscussionEmailSection />
          <CalendarFeedSection />
          <CreditsSection />
          <DataSection />
          <DeleteAccountSection />
        </div>
      </div>
    </main>
  );
}
