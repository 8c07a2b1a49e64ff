import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useConfirmEmailMutation, useResendVerificationEmailMutation } from '@academy/api';
import { showToast, useSession } from '@academy/ui';
import { rememberedTeamInvite, teamInvitePath } from '../../lib/teams';
import { useLinkAction, useLinkToken } from '../../lib/useLinkToken';
import { LinkPageCard, LinkPending } from './LinkPageCard';

const LINK_FAILED = 'This link did not work. Please ask for a new one.';

/** The way on from the page: the dashboard when signed in, else sign in. */
function NextStep({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <Link to="/" className="au-button">
      Go to your dashboard
    </Link>
  ) : (
    <Link to="/auth" className="au-button">
      Sign in
    </Link>
  );
}

/** The team invitation that waited for this confirmation (remembered by its page). */
function useWaitingTeamInvite(): string | null {
  const [token] = useState(rememberedTeamInvite);
  return token;
}

/** A new verification link, for a signed-in account whose link did not work. */
function ResendLinkButton() {
  const [resend, { isLoading }] = useResendVerificationEmailMutation();
  const onClick = async () => {
    try {
      await resend().unwrap();
      void showToast({ title: 'E-mail sent', description: 'We sent you a new confirmation link.' });
    } catch (error) {
      void showToast({ title: 'E-mail not sent', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' });
    }
  };
  return (
    <button type="button" className="au-button" onClick={() => void onClick()} disabled={isLoading}>
      {isLoading ? 'Sending…' : 'Send a new link'}
    </button>
  );
}

/**
 * /verify-email?token=… (the link of the verification e-mail), signed in or not: confirms the address
 * once when the page opens. Confirming refreshes the signed-in user, so the banner goes.
 */
export default function VerifyEmailPage() {
  const token = useLinkToken();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [confirmEmail] = useConfirmEmailMutation();
  const confirm = useCallback((value: string) => confirmEmail({ linkTokenDto: { token: value } }).unwrap(), [confirmEmail]);
  const outcome = useLinkAction(token, confirm);
  const teamInvite = useWaitingTeamInvite();

  if (!token) {
    return (
      <LinkPageCard title="Confirm your e-mail address">
        <div className="au-alert au-alert--error au-message" role="alert">
          This link is not complete. Please open the link from the e-mail again.
        </div>
        <NextStep signedIn={signedIn} />
      </LinkPageCard>
    );
  }

  if (outcome.status === 'pending') {
    return (
      <LinkPageCard title="Confirm your e-mail address">
        <LinkPending>Confirming your e-mail address…</LinkPending>
      </LinkPageCard>
    );
  }

  if (outcome.status === 'failed') {
    const verified = session.status === 'signed-in' && session.user.emailVerified;
    return (
      <LinkPageCard title="This link did not work">
        <div className="au-alert au-alert--error au-message" role="alert">
          {errorMessage(outcome.error, LINK_FAILED)}
        </div>
        <p className="au-text">
          {!signedIn
            ? 'Sign in to ask for a new link: until your address is confirmed, it is offered at the top of every page.'
            : verified
              ? 'Your e-mail address is already confirmed: there is nothing else to do.'
              : 'Ask for a new link below; it goes to the address of your account.'}
        </p>
        <div className="au-actions">
          {signedIn && !verified ? <ResendLinkButton /> : <NextStep signedIn={signedIn} />}
          {signedIn ? (
            <Link to="/account" className="au-link">
              Account settings
            </Link>
          ) : null}
        </div>
      </LinkPageCard>
    );
  }

  return (
    <LinkPageCard title="E-mail address confirmed">
      <p className="au-notice au-notice--success" role="status">
        Your e-mail address is confirmed.
      </p>
      <p className="au-text">
        Thank you: <strong>{outcome.value.email}</strong> is yours. Courses bought or granted for it are now in your account.
      </p>
      {teamInvite ? (
        <Link to={teamInvitePath(teamInvite)} className="au-button">
          Back to your team invitation
        </Link>
      ) : (
        <NextStep signedIn={signedIn} />
      )}
    </LinkPageCard>
  );
}
