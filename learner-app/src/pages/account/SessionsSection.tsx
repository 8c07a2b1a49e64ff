import { errorMessage, useListSessionsQuery, useSignOutOtherSessionsMutation, type SessionDto } from '@academy/api';
import { relativeTime, showToast } from '@academy/ui';
import { browserLabel } from '../../lib/account';
import { AccountSection, SectionLoadError } from './AccountSection';

function SessionItem({ session, now }: { session: SessionDto; now: Date }) {
  return (
    <li className="ac-session">
      <div className="ac-session__head">
        <span className="ac-session__device">{browserLabel(session.userAgent)}</span>
        {session.current ? <span className="ac-pill ac-pill--current">This device</span> : null}
      </div>
      <span className="ac-muted">
        Signed in <time dateTime={session.createdAt}>{relativeTime(session.createdAt, now)}</time>
        {' · '}
        {session.current ? (
          'active now'
        ) : (
          <>
            last active <time dateTime={session.lastSeenAt}>{relativeTime(session.lastSeenAt, now)}</time>
          </>
        )}
      </span>
    </li>
  );
}

/** Where you're signed in: every session of the account, this one marked; sign out of the others. */
export function SessionsSection() {
  const { data: sessions, isLoading, isError, error, refetch } = useListSessionsQuery();
  const [signOutOthers, { isLoading: signingOut }] = useSignOutOtherSessionsMutation();
  const others = sessions?.filter((session) => !session.current).length ?? 0;
  const now = new Date();

  const onSignOutOthers = async () => {
    try {
      await signOutOthers().unwrap();
      void showToast({ title: 'Signed out of all other devices' });
    } catch (failure) {
      void showToast({ title: 'Sign-out failed', description: errorMessage(failure, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <AccountSection title="Where you're signed in" intro="The browsers and devices signed in to your account, most recent first.">
      {isLoading ? (
        <p className="ac-muted" role="status">
          Loading your sessions…
        </p>
      ) : isError || !sessions ? (
        <SectionLoadError
          error={error}
          fallback="Your sessions could not be loaded. Please try again later."
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <ul className="ac-sessions">
            {sessions.map((session) => (
              <SessionItem key={session.id} session={session} now={now} />
            ))}
          </ul>
          <div className="ac-actions">
            <button
              type="button"
              className="cc-btn cc-btn--secondary"
              onClick={() => void onSignOutOthers()}
              disabled={signingOut || others === 0}
            >
              {signingOut ? 'Signing out…' : 'Sign out of all other devices'}
            </button>
            {others === 0 ? <span className="ac-muted">You are not signed in anywhere else.</span> : null}
          </div>
        </>
      )}
    </AccountSection>
  );
}
