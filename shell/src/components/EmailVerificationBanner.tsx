import { errorMessage, useEmailVerificationStatusQuery, useResendVerificationEmailMutation, type UserDto } from '@academy/api';
import { showToast } from '@academy/ui';
import './verify-banner.css';

/** What confirming does: unlock the courses waiting for it (the server counts them), or nothing more than prove the address. */
function confirmationPromise(waitingCourses: number | undefined): string {
  if (waitingCourses === undefined) return 'Open it to confirm that this address is yours.';
  if (waitingCourses === 0)
    return 'Open it to confirm that this address is yours: we use it for receipts, certificates and password resets.';
  const courses = waitingCourses === 1 ? '1 course' : `${waitingCourses} courses`;
  return `Open it to unlock ${courses} bought or granted for this address.`;
}

/**
 * Under the navigation bar while the signed-in user has not confirmed the e-mail address: until they
 * do, purchases and grants held for the address wait, and the banner says whether any do. Opening the
 * link (/verify-email) refreshes the user, and the banner goes.
 */
export function EmailVerificationBanner({ user }: { user: UserDto }) {
  const [resend, { isLoading }] = useResendVerificationEmailMutation();
  const { data: status } = useEmailVerificationStatusQuery();

  const onResend = async () => {
    try {
      await resend().unwrap();
      void showToast({ title: 'E-mail sent', description: `We sent a new confirmation link to ${user.email}.` });
    } catch (error) {
      void showToast({ title: 'E-mail not sent', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' });
    }
  };

  return (
    <div className="shell-verify" role="status">
      <div className="shell-verify__inner">
        <p className="shell-verify__text">
          <strong className="shell-verify__title">Please confirm your e-mail address</strong>{' '}
          <span className="shell-verify__hint">
            We sent a link to <span className="shell-verify__email">{user.email}</span>. {confirmationPromise(status?.waitingCourses)}
          </span>
        </p>
        <button type="button" className="shell-verify__button" onClick={() => void onResend()} disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Resend e-mail'}
        </button>
      </div>
    </div>
  );
}
