import { useState, type FormEvent } from 'react';
import { errorMessage, useRequestEmailChangeMutation, useResendVerificationEmailMutation, type UserDto } from '@academy/api';
import { showToast } from '@academy/ui';
import { TextField } from '../auth/TextField';
import { useForm } from '../auth/useForm';
import { MAX_LENGTH, validateChangeEmail, type ChangeEmailValues } from '../auth/validation';
import { AccountSection, FormError } from './AccountSection';

/** "Not confirmed": a new verification link to the current address. */
function ResendConfirmation({ email }: { email: string }) {
  const [resend, { isLoading }] = useResendVerificationEmailMutation();
  const onClick = async () => {
    try {
      await resend().unwrap();
      void showToast({ title: 'E-mail sent', description: `We sent a new confirmation link to ${email}.` });
    } catch (error) {
      void showToast({ title: 'E-mail not sent', description: errorMessage(error, 'Please try again later.'), variant: 'destructive' });
    }
  };
  return (
    <div className="ac-unconfirmed">
      <p className="ac-hint">
        Open the link we sent to this address to confirm it. Courses bought or granted for it reach your account once you do.
      </p>
      <div className="ac-actions">
        <button type="button" className="cc-btn cc-btn--secondary" onClick={() => void onClick()} disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send a new confirmation link'}
        </button>
      </div>
    </div>
  );
}

/** Changing the address: nothing changes until the link sent to the new address is opened. */
function ChangeEmailForm() {
  const form = useForm<keyof ChangeEmailValues>({ newEmail: '', password: '' }, validateChangeEmail);
  const [requestChange, { isLoading, error }] = useRequestEmailChangeMutation();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.submit(event) || isLoading) return;
    setPendingEmail(null);
    requestChange({ changeEmailDto: { newEmail: form.values.newEmail.trim(), password: form.values.password } })
      .unwrap()
      .then((answer) => {
        setPendingEmail(answer.pendingEmail);
        form.reset();
      })
      .catch(() => undefined); // shown from the mutation state
  };

  return (
    <form className="au-form ac-subform" onSubmit={onSubmit} noValidate aria-busy={isLoading}>
      <h3 className="ac-subtitle">Change your e-mail address</h3>
      {pendingEmail ? (
        <p className="au-notice au-notice--success ac-notice" role="status">
          We sent a confirmation link to {pendingEmail}. Your address changes once you open it.
        </p>
      ) : null}
      {error && !isLoading ? (
        <FormError>{errorMessage(error, 'Your e-mail address could not be changed. Please try again.')}</FormError>
      ) : null}
      <TextField
        {...form.field('newEmail')}
        label="New e-mail address"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
      />
      <TextField
        {...form.field('password')}
        label="Current password"
        type="password"
        autoComplete="current-password"
        maxLength={MAX_LENGTH.password}
        hint="To make sure it is you."
      />
      <div className="ac-actions">
        <button type="submit" className="cc-btn cc-btn--primary" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Change e-mail address'}
        </button>
      </div>
    </form>
  );
}

/** E-mail address: the current one and whether it is confirmed; a new one. */
export function EmailSection({ user }: { user: UserDto }) {
  return (
    <AccountSection title="E-mail address">
      <p className="ac-email">
        <span className="ac-email__address">{user.email}</span>
        <span className={`ac-pill ${user.emailVerified ? 'ac-pill--ok' : 'ac-pill--warn'}`}>
          {user.emailVerified ? 'Confirmed' : 'Not confirmed'}
        </span>
      </p>
      {user.emailVerified ? null : <ResendConfirmation email={user.email} />}
      <ChangeEmailForm />
    </AccountSection>
  );
}
