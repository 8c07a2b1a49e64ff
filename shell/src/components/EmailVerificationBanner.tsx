import { errorMessage, useResendVerificationEmailMutation, type UserDto } from '@academy/api';
import { showToast } from '@academy/ui';
import './verify-banner.css';

/**
 * Under the navigation bar while the signed-in user has not confirmed the e-mail address: until they
 * do, purchases and grants held for the address wait. Opening the link (/verify-email) refreshes the
 * user, and the banner goes.
 */
export function EmailVerificationBanner({ user }: { user: UserDto }) {
  const [resend, { isLoading }] = useResendVerificationEmailMutation();

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
            We sent a link to <span className="shell-verify__email">{user.email}</span>. Open it to unlock courses bought or granted for
            this address.
          </span>
        </p>
        <button type="button" className="shell-verify__button" onClick={() => void onResend()} disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Resend e-mail'}
        </button>
      </div>
    </div>
  );
}
