import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useConfirmEmailChangeMutation } from '@academy/api';
import { useSession } from '@academy/ui';
import { useLinkAction, useLinkToken } from '../../lib/useLinkToken';
import { LinkPageCard, LinkPending } from './LinkPageCard';

const LINK_FAILED = 'This link did not work. Please ask for a new one.';

/** The way on: account settings when signed in, else sign in (with the new address). */
function NextStep({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <Link to="/account" className="au-button">
      Back to account settings
    </Link>
  ) : (
    <Link to="/auth" className="au-button">
      Sign in
    </Link>
  );
}

/**
 * /confirm-email-change?token=… (the link sent to the new address), signed in or not: switches the
 * account to the new address once when the page opens, and shows it.
 */
export default function ConfirmEmailChangePage() {
  const token = useLinkToken();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [confirmChange] = useConfirmEmailChangeMutation();
  const confirm = useCallback((value: string) => confirmChange({ linkTokenDto: { token: value } }).unwrap(), [confirmChange]);
  const outcome = useLinkAction(token, confirm);

  if (!token || outcome.status === 'failed') {
    return (
      <LinkPageCard title="Your e-mail address did not change">
        <div className="au-alert au-alert--error au-message" role="alert">
          {token && outcome.status === 'failed'
            ? errorMessage(outcome.error, LINK_FAILED)
            : 'This link is not complete. Please open the link from the e-mail again.'}
        </div>
        <p className="au-text">
          {signedIn
            ? 'Your account keeps its current address. You can ask for the change again in your account settings.'
            : 'Your account keeps its current address. Sign in to ask for the change again in your account settings.'}
        </p>
        <NextStep signedIn={signedIn} />
      </LinkPageCard>
    );
  }

  if (outcome.status === 'pending') {
    return (
      <LinkPageCard title="Confirm your new e-mail address">
        <LinkPending>Changing your e-mail address…</LinkPending>
      </LinkPageCard>
    );
  }

  return (
    <LinkPageCard title="E-mail address changed">
      <p className="au-notice au-notice--success au-message" role="status">
        Your account now uses <strong>{outcome.value.email}</strong>.
      </p>
      <p className="au-text">Sign in with this address from now on. Your password stays the same.</p>
      <NextStep signedIn={signedIn} />
    </LinkPageCard>
  );
}
