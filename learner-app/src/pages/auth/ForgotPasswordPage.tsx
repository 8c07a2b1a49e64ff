import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useRequestPasswordResetMutation } from '@academy/api';
import { LinkPageCard } from './LinkPageCard';
import { EmailField } from './TextField';
import { useForm } from './useForm';
import { validateEmail, type EmailValues } from './validation';

/** The same answer whether or not an account has the address: the page never tells who has one. */
function resetLinkSentText(email: string): string {
  return `If an account exists for ${email}, we've sent a link to choose a new password. It is valid for 1 hour.`;
}

/** /forgot-password (visitors): asks for the account's e-mail address and sends a link to choose a new password. */
export default function ForgotPasswordPage() {
  const form = useForm<keyof EmailValues>({ email: '' }, validateEmail);
  const [requestReset, { isLoading, error, reset }] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.submit(event) || isLoading) return;
    const email = form.values.email.trim();
    requestReset({ passwordResetRequestDto: { email } })
      .unwrap()
      .then(() => setSentTo(email))
      .catch(() => undefined); // shown from the mutation state
  };

  const startOver = () => {
    reset();
    setSentTo(null);
  };

  return (
    <LinkPageCard title="Forgot your password?">
      {sentTo ? (
        <>
          <p className="au-notice au-notice--success au-message" role="status">
            {resetLinkSentText(sentTo)}
          </p>
          <p className="au-text">
            No e-mail after a few minutes? Check your spam folder, or{' '}
            <button type="button" className="au-text-button" onClick={startOver}>
              try another address
            </button>
            .
          </p>
          <Link to="/auth" className="au-button">
            Back to sign in
          </Link>
        </>
      ) : (
        <>
          <p className="au-subtitle">Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
          <form className="au-form" onSubmit={onSubmit} noValidate aria-busy={isLoading}>
            {error && !isLoading ? (
              <div className="au-alert au-alert--error" role="alert">
                {errorMessage(error, 'The link could not be sent. Please try again.')}
              </div>
            ) : null}
            <EmailField {...form.field('email')} />
            <button type="submit" className="au-submit" disabled={isLoading}>
              {isLoading ? 'Sending…' : 'Send reset link'}
            </button>
          </form>
          <p className="au-text au-after-form">
            Remembered it?{' '}
            <Link to="/auth" className="au-link">
              Back to sign in
            </Link>
          </p>
        </>
      )}
    </LinkPageCard>
  );
}
