import { useState, type FormEvent } from 'react';
import {
  errorMessage,
  useGetDiscussionEmailSettingQuery,
  useUpdateDiscussionEmailSettingMutation,
  type EmailSettingDto,
} from '@academy/api';
import { showToast } from '@academy/ui';
import { AccountSection, FormError, SectionLoadError } from './AccountSection';

type Mode = EmailSettingDto['mode'];

const OPTIONS: { mode: Mode; label: string; hint: string }[] = [
  { mode: 'immediately', label: 'Immediately', hint: 'An e-mail for each reply to your posts and each answer to your questions.' },
  { mode: 'daily', label: 'Daily digest', hint: 'One e-mail a day with everything new.' },
  { mode: 'off', label: 'Off', hint: 'No e-mails: you still see them under Notifications.' },
];

/** Discussion e-mails: at once, as a daily digest, or none. */
export function DiscussionEmailSection() {
  const { data: setting, error: loadError, isLoading, refetch } = useGetDiscussionEmailSettingQuery();
  const [update, { isLoading: saving, error }] = useUpdateDiscussionEmailSettingMutation();
  const [chosen, setChosen] = useState<Mode | null>(null);
  const mode = chosen ?? setting?.mode ?? 'immediately';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    update({ emailSettingDto: { mode } })
      .unwrap()
      .then(() => {
        setChosen(null);
        void showToast({ title: 'E-mail setting saved', description: 'Your discussion e-mails follow the new setting.' });
      })
      .catch(() => undefined); // shown from the mutation state
  };

  return (
    <AccountSection title="Discussion e-mails" intro="When someone replies to your post or answers your question.">
      {loadError ? (
        <SectionLoadError error={loadError} fallback="Your e-mail setting could not be loaded." onRetry={() => void refetch()} />
      ) : isLoading ? null : (
        <form className="au-form" onSubmit={onSubmit} aria-busy={saving}>
          {error && !saving ? <FormError>{errorMessage(error, 'Your setting could not be saved. Please try again.')}</FormError> : null}
          <fieldset className="ac-choices">
            <legend className="lr-visually-hidden">Discussion e-mails</legend>
            {OPTIONS.map((option) => (
              <label key={option.mode} className="ac-choice">
                <input
                  type="radio"
                  name="discussion-email"
                  value={option.mode}
                  checked={mode === option.mode}
                  onChange={() => setChosen(option.mode)}
                />
                <span>
                  <span className="ac-choice__label">{option.label}</span>
                  <span className="ac-hint">{option.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="ac-actions">
            <button type="submit" className="cc-btn cc-btn--primary" disabled={saving || mode === setting?.mode}>
              {saving ? 'Saving…' : 'Save'}
            </button>
          </div>
        </form>
      )}
    </AccountSection>
  );
}
