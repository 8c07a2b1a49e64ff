import type { FormEvent } from 'react';
import { errorMessage, useRegisterMutation } from '@academy/api';
import { api } from '@academy/api';
import { EmailField, TextField } from './TextField';
import { useForm } from './useForm';
import { MAX_LENGTH, MIN_PASSWORD_LENGTH, validateSignUp, type SignUpValues } from './validation';

const REGISTRATION_FAILED = 'Registration failed. Please try again.';

/** What a link into /auth fixes in advance: the e-mail of a payment or of an invite. */
export interface SignUpPreset {
  email: string;
  /** An invite fixes the e-mail: it is shown read-only. */
  emailLocked: boolean;
  /** Sent with the registration so the server can honour the invite. */
  inviteToken?: string;
  /** The hosted checkout's session id (return from a visitor's purchase): the purchase is claimed at sign-up. */
  checkoutSessionId?: string;
}

/**
 * Sign Up tab. Success calls onRegistered and refreshes the cached user; the signed-in route set
 * then leaves /auth (for `returnTo`, else home).
 */
export function SignUpForm({ preset, onRegistered }: { preset: SignUpPreset | null; onRegistered?: () => void }) {
  const form = useForm<keyof SignUpValues>({ firstName: '', lastName: '', email: preset?.email ?? '', password: '' }, validateSignUp);
  const [register, { isLoading, isSuccess, error }] = useRegisterMutation();
  const { isFetching: refreshingUser } = api.endpoints.currentUser.useQueryState(undefined);
  const pending = isLoading || (isSuccess && refreshingUser);
  const emailLocked = preset?.emailLocked ?? false;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.submit(event) || pending) return;
    const { firstName, lastName, email, password } = form.values;
    register({
      registerDto: {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: email.trim(),
        password,
        ...(preset?.inviteToken ? { inviteToken: preset.inviteToken } : {}),
        ...(preset?.checkoutSessionId ? { checkoutSessionId: preset.checkoutSessionId } : {}),
      },
    })
      .unwrap()
      // Runs before the refreshed user arrives (that needs another round trip), so the page can
      // still set where the signed-in route set sends the user.
      .then(() => onRegistered?.())
      .catch(() => undefined); // shown from the mutation state
  };

  return (
    <form className="au-form" onSubmit={onSubmit} noValidate aria-busy={pending}>
      {error && !pending ? (
        <div className="au-alert au-alert--error" role="alert">
          {errorMessage(error, REGISTRATION_FAILED)}
        </div>
      ) : null}
      <div className="au-row">
        <TextField {...form.field('firstName')} label="First name" autoComplete="given-name" maxLength={MAX_LENGTH.name} />
        <TextField {...form.field('lastName')} label="Last name" autoComplete="family-name" maxLength={MAX_LENGTH.name} />
      </div>
      <EmailField
        {...form.field('email')}
        readOnly={emailLocked}
        hint={emailLocked ? 'This invitation is for this e-mail address.' : undefined}
      />
      <TextField
        {...form.field('password')}
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={MAX_LENGTH.password}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <button type="submit" className="au-submit" disabled={pending}>
        {pending ? 'Creating account…' : 'Create Account'}
      </button>
    </form>
  );
}
