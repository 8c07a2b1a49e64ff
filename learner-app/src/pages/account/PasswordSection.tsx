import type { FormEvent } from 'react';
import { errorMessage, useChangePasswordMutation } from '@academy/api';
import { showToast } from '@academy/ui';
import { NewPasswordFields, TextField } from '../auth/TextField';
import { useForm } from '../auth/useForm';
import { MAX_LENGTH, validateChangePassword, type ChangePasswordValues } from '../auth/validation';
import { AccountSection, FormError } from './AccountSection';

const PASSWORD_CHANGED = 'Password changed. You were signed out everywhere else.';

/** Password: the current one, then the new one twice. The server ends every other session. */
export function PasswordSection() {
  const form = useForm<keyof ChangePasswordValues>({ currentPassword: '', password: '', confirmPassword: '' }, validateChangePassword);
  const [changePassword, { isLoading, error }] = useChangePasswordMutation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.submit(event) || isLoading) return;
    changePassword({ changePasswordDto: { currentPassword: form.values.currentPassword, newPassword: form.values.password } })
      .unwrap()
      .then(() => {
        form.reset();
        void showToast({ title: PASSWORD_CHANGED });
      })
      .catch(() => undefined); // shown from the mutation state
  };

  return (
    <AccountSection title="Password" intro="Changing your password signs you out on every other device.">
      <form className="au-form" onSubmit={onSubmit} noValidate aria-busy={isLoading}>
        {error && !isLoading ? <FormError>{errorMessage(error, 'Your password could not be changed. Please try again.')}</FormError> : null}
        <TextField
          {...form.field('currentPassword')}
          label="Current password"
          type="password"
          autoComplete="current-password"
          maxLength={MAX_LENGTH.password}
        />
        <NewPasswordFields password={form.field('password')} confirmPassword={form.field('confirmPassword')} />
        <div className="ac-actions">
          <button type="submit" className="cc-btn cc-btn--primary" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Change password'}
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
