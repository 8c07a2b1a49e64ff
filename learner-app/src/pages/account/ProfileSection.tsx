import type { FormEvent } from 'react';
import { errorMessage, useUpdateProfileMutation, type UserDto } from '@academy/api';
import { showToast } from '@academy/ui';
import { TextField } from '../auth/TextField';
import { useForm } from '../auth/useForm';
import { MAX_LENGTH, validateProfile, type ProfileValues } from '../auth/validation';
import { AccountSection, FormError } from './AccountSection';

/** Profile: first and last name (shown in the navigation bar, to admins and on new certificates). */
export function ProfileSection({ user }: { user: UserDto }) {
  const form = useForm<keyof ProfileValues>({ firstName: user.firstName, lastName: user.lastName }, validateProfile);
  const [updateProfile, { isLoading, error }] = useUpdateProfileMutation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.submit(event) || isLoading) return;
    updateProfile({ updateProfileDto: { firstName: form.values.firstName.trim(), lastName: form.values.lastName.trim() } })
      .unwrap()
      .then(() => void showToast({ title: 'Profile saved', description: 'Your name has been updated.' }))
      .catch(() => undefined); // shown from the mutation state
  };

  return (
    <AccountSection title="Profile" intro="Your name as it appears in the academy and on the certificates you earn.">
      <form className="au-form" onSubmit={onSubmit} noValidate aria-busy={isLoading}>
        {error && !isLoading ? <FormError>{errorMessage(error, 'Your name could not be saved. Please try again.')}</FormError> : null}
        <div className="au-row">
          <TextField {...form.field('firstName')} label="First name" autoComplete="given-name" maxLength={MAX_LENGTH.name} />
          <TextField {...form.field('lastName')} label="Last name" autoComplete="family-name" maxLength={MAX_LENGTH.name} />
        </div>
        <div className="ac-actions">
          <button type="submit" className="cc-btn cc-btn--primary" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </AccountSection>
  );
}
