import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage, useDeleteAccountMutation } from '@academy/api';
import { showToast } from '@academy/ui';
import { useLeaveSession } from '../../lib/useLeaveSession';
import { TextField } from '../auth/TextField';
import { useForm } from '../auth/useForm';
import { MAX_LENGTH, validateCurrentPassword, type PasswordOnlyValues } from '../auth/validation';
import { AccountSection, FormError } from './AccountSection';

/**
 * Delete account: the password, whether certificates keep the name, then a second, explicit
 * confirmation. Success signs out and forgets every cached answer, as logging out does.
 */
export function DeleteAccountSection() {
  const form = useForm<keyof PasswordOnlyValues>({ password: '' }, validateCurrentPassword);
  const [keepName, setKeepName] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteAccount, { isLoading, isSuccess, error, reset }] = useDeleteAccountMutation();
  const leaveSession = useLeaveSession();
  const checkboxId = useId();
  const hintId = useId();
  const promptRef = useRef<HTMLParagraphElement>(null);
  const pending = isLoading || isSuccess;

  useEffect(() => {
    if (confirming) promptRef.current?.focus();
  }, [confirming]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.submit(event) || pending) return;
    reset();
    setConfirming(true);
  };

  const onConfirm = () => {
    deleteAccount({ deleteAccountDto: { password: form.values.password, keepNameOnCertificates: keepName } })
      .unwrap()
      .then(() => {
        leaveSession('/');
        void showToast({ title: 'Account deleted', description: 'Your account is gone. Thank you for learning with us.' });
      })
      .catch(() => setConfirming(false)); // the message shows from the mutation state
  };

  return (
    <AccountSection
      title="Delete account"
      danger
      intro="Deleting your account removes your profile, your progress, your quiz answers, your credits ledger and your sign-ins for good. It cannot be undone. If you earned continuing-education credits, we keep your name, e-mail address and those credits for the certifying bodies' audits for a limited time (5 years unless the academy sets otherwise)."
    >
      <form className="au-form" onSubmit={onSubmit} noValidate aria-busy={pending}>
        {error && !pending ? <FormError>{errorMessage(error, 'Your account could not be deleted. Please try again.')}</FormError> : null}
        <TextField
          {...form.field('password')}
          label="Your password"
          type="password"
          autoComplete="current-password"
          maxLength={MAX_LENGTH.password}
          readOnly={confirming}
        />
        <div className="ac-check">
          <input
            id={checkboxId}
            type="checkbox"
            checked={keepName}
            onChange={(event) => setKeepName(event.target.checked)}
            disabled={confirming}
            aria-describedby={hintId}
          />
          <div>
            <label htmlFor={checkboxId}>Keep my name on my certificates so employers can still verify them</label>
            <p id={hintId} className="ac-hint">
              Otherwise your certificates stay valid but show &lsquo;Name withheld by the holder&rsquo;.
            </p>
          </div>
        </div>
        {confirming ? (
          <div className="ac-confirm">
            <p ref={promptRef} className="ac-confirm__text" tabIndex={-1}>
              Are you sure? Your account will be deleted for good.
            </p>
            <div className="ac-actions">
              <button type="button" className="cc-btn ac-btn--danger" onClick={onConfirm} disabled={pending}>
                {pending ? 'Deleting…' : 'Yes, delete my account'}
              </button>
              <button type="button" className="cc-btn cc-btn--secondary" onClick={() => setConfirming(false)} disabled={pending}>
                Cancel
              </button>
            </div>
          </div>
        ) : (
          <div className="ac-actions">
            <button type="submit" className="cc-btn ac-btn--danger">
              Delete my account
            </button>
          </div>
        )}
      </form>
    </AccountSection>
  );
}
