import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useResetPasswordMutation } from '@academy/api';
import { showToast } from '@academy/ui';
import { useLeaveSession } from '../../lib/useLeaveSession';
import { useLinkToken } from '../../lib/useLinkToken';
import { LinkPageCard } from './LinkPageCard';
import { NewPasswordFields } from './TextField';
import { useForm } from './useForm';
import { validateNewPassword, type NewPasswordValues } from './validation';

const RESET_FAILED = 'Your password could not be changed. Please try again.';

/**
 * /reset-password?token=… (the link of the reset e-mail), signed in or not: a new password, typed
 * twice. Success signs the link's account in (every other session ended) and opens the dashboard.
 */
export default function ResetPasswordPage() {
  const token = useLinkToken();
  const form = useForm<keyof NewPasswordValues>({ password: '', confirmPassword: '' }, validateNewPassword);
  const [resetPassword, { isLoading, isSuccess, error }] = useResetPasswordMutation();
  const leaveSession = useLeaveSession();
  const pending = isLoading || isSuccess;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.submit(event) || pending || !token) return;
    resetPassword({ passwordResetDto: { token, password: form.values.password } })
      .unwrap()
      .then(() => {
        // Whoever was signed in before, the cached answers are not this account's: start afresh.
        leaveSession('/');
        void showToast({ title: 'Password changed', description: 'You are signed in with your new password.' });
      })
      .catch(() => undefined); // shown from the mutation state
  };

  if (!token) {
    return (
      <LinkPageCard title="Choose a new password">
        <div className="au-alert au-alert--error au-message" role="alert">
          This link is not complete. Please open the link from the e-mail again, or ask for a new one.
        </div>
        <Link to="/forgot-password" className="au-button">
          Ask for a new link
        </Link>
      </LinkPageCard>
    );
  }

  return (
    <LinkPageCard title="Choose a new password">
      <p className="au-subtitle">Choose the password you will sign in with from now on. You will be signed out everywhere else.</p>
      <form className="au-form" onSubmit={onSubmit} noValidate aria-busy={pending}>
        {error && !pending ? (
          <div className="au-alert au-alert--error" role="alert">
            {errorMessage(error, RESET_FAILED)}
          </div>
        ) : null}
        <NewPasswordFields password={form.field('password')} confirmPassword={form.field('confirmPassword')} />
        <button type="submit" className="au-submit" disabled={pending}>
          {pending ? 'Saving…' : 'Set new password'}
        </button>
      </form>
      <p className="au-text au-after-form">
        Link expired or already used?{' '}
        <Link to="/forgot-password" className="au-link">
          Ask for a new one
        </Link>
      </p>
    </LinkPageCard>
  );
}
