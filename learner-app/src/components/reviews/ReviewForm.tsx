import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@academy/api';

/** The longest review text the API takes. */
export const REVIEW_BODY_MAX = 2000;

export interface ReviewFormValues {
  rating: number;
  body: string;
}

interface ReviewFormProps {
  initial?: ReviewFormValues;
  submitLabel: string;
  onSubmit: (values: ReviewFormValues) => Promise<unknown>;
  onCancel?: () => void;
}

const STAR_LABELS = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

/** A rating (five radio buttons drawn as stars) and an optional text. */
export function ReviewForm({ initial, submitLabel, onSubmit, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [body, setBody] = useState(initial?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { body: useId(), hint: useId(), error: useId(), stars: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setError('Please choose a rating from 1 to 5 stars');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSubmit({ rating, body: body.trim() });
    } catch (failure) {
      setError(errorMessage(failure, 'Your review could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="rv-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset aria-describedby={error ? ids.error : undefined}>
        <legend>Your rating</legend>
        <div className="rv-star-inputs">
          {STAR_LABELS.map((label, index) => {
            const value = index + 1;
            return (
              <label key={value} className={`rv-star-input${rating >= value ? ' rv-star-input--on' : ''}`}>
                <input
                  type="radio"
                  name={ids.stars}
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  aria-label={label}
                />
                <span aria-hidden="true">★</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="cc-field">
        <label className="cc-field__label" htmlFor={ids.body}>
          Your review (optional)
        </label>
        <textarea
          id={ids.body}
          className="rv-textarea"
          value={body}
          maxLength={REVIEW_BODY_MAX}
          onChange={(event) => setBody(event.target.value)}
          aria-describedby={ids.hint}
        />
        <p id={ids.hint} className="rv-form__hint">
          {body.length} / {REVIEW_BODY_MAX} characters. Plain text; other learners see your first name and last initial.
        </p>
      </div>
      {error ? (
        <p id={ids.error} className="rv-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="rv-form__footer">
        <button type="submit" className="cc-btn cc-btn--primary" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="cc-btn cc-btn--secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
