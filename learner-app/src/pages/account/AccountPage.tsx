import type { UserDto } from '@academy/api';
import { useDocumentTitle } from '@academy/ui';
import { AccountSection } from './AccountSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { PictureSection } from './PictureSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
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

/** /account (signed in only): profile, picture, e-mail address, password, sessions, subscriptions, data export and deletion. */
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
          <PasswordSection />
          <SessionsSection />
          <SubscriptionsSection />
          <DataSection />
          <DeleteAccountSection />
        </div>
      </div>
    </main>
  );
}
