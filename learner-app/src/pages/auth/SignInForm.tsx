import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useLoginMutation } from '@academy/api';
import { api } from '@academy/api';
import { EmailField, TextField } from './TextField';
import { useForm } from './useForm';
import { MAX_LENGTH, validateSignIn, type SignInValues } from './validation';

const LOGIN_FAILED = 'Login failed. Please check your credentials.';

/**
 * Sign In tab. Success refreshes the cached user (the login call invalidates it); the route tree
 * then switches to the signed-in set, whose /auth route sends the user on (returnTo, /admin or /).
 * `linkPendingSignIn`: the page said "sign in once to link your … sign-in", so this sign-in links it.
 */
export function SignInForm({ email: presetEmail = '', linkPendingSignIn = false }: { email?: string; linkPendingSignIn?: boolean }) {
  const form = useForm<keyof SignInValues>({ email: presetEmail, password: '' }, validateSignIn);
  const [login, { isLoading, isSuccess, error }] = useLoginMutation();
  const { isFetching: refreshingUser } = api.endpoints.currentUser.useQueryState(undefined);
  const pending = isLoading || (isSuccess && refreshingUser);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.submit(event) || pending) return;
    const { email, password } = form.values;
    void login({ loginDto: { email: email.trim(), password, ...(linkPendingSignIn ? { linkPendingSignIn: true } : {}) } });
  };

  return (
    <form className="au-form" onSubmit={onSubmit} noValidate aria-busy={pending}>
      {error && !pending ? (
        <div className="au-alert au-alert--error" role="alert">
          {errorMessage(error, LOGIN_FAILED)}
        </div>
      ) : null}
      <EmailField {...form.field('email')} />
      <TextField
        {...form.field('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={MAX_LENGTH.password}
      />
      <Link to="/forgot-password" className="au-link au-forgot">
        Forgot password?
      </Link>
      <button type="submit" className="au-submit" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign In'}
      </button>
    </form>
  );
}
