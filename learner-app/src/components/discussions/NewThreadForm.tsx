import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@academy/api';
import { hasText } from '../../lib/discussions';
import { RichTextField } from './RichTextField';
import './discussions.css';

export interface NewThread {
  title: string;
  body: string;
  kind: 'question' | 'discussion';
}

interface NewThreadFormProps {
  /** The form's heading. */
  heading: string;
  submitLabel: string;
  /** A course's community offers a discussion or a question; a lesson's Q&A only questions. */
  chooseKind: boolean;
  /** Sends the thread; throws the API's error (a rate limit's message is shown as it is). */
  onSubmit: (thread: NewThread) => Promise<void>;
  onCancel?: () => void;
}

const TITLE_MAX = 200;

/** 'Ask a question' / 'Start a discussion': a title and a rich-text post. */
export function NewThreadForm({ heading, submitLabel, chooseKind, onSubmit, onCancel }: NewThreadFormProps) {
  const headingId = useId();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [kind, setKind] = useState<NewThread['kind']>(chooseKind ? 'discussion' : 'question');
  const [problems, setProblems] = useState<{ title?: string; body?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = {
      title: title.trim() ? undefined : 'Please give it a title.',
      body: hasText(body) ? undefined : 'Please write your post.',
    };
    setProblems(found);
    if (found.title || found.body) return;
    setSending(true);
    setFailure(null);
    try {
      await onSubmit({ title: title.trim(), body, kind });
      setTitle('');
      setBody('');
      setProblems({});
    } catch (error) {
      setFailure(errorMessage(error, 'Your post could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="dc-form" aria-labelledby={headingId} onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
      <h3 id={headingId} className="dc-form__title">
        {heading}
      </h3>
      {failure ? (
        <p className="dc-alert" role="alert">
          {failure}
        </p>
      ) : null}
      {chooseKind ? (
        <fieldset className="dc-kind">
          <legend className="cc-field__label">Type</legend>
          <label className="dc-radio">
            <input type="radio" name="kind" value="discussion" checked={kind === 'discussion'} onChange={() => setKind('discussion')} />
            Discussion
          </label>
          <label className="dc-radio">
            <input type="radio" name="kind" value="question" checked={kind === 'question'} onChange={() => setKind('question')} />
            Question
          </label>
        </fieldset>
      ) : null}
      <label className="cc-field">
        <span className="cc-field__label">Title</span>
        <input
          className="cc-input"
          value={title}
          maxLength={TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={problems.title ? true : undefined}
          aria-describedby={problems.title ? `${headingId}-title-error` : undefined}
        />
        {problems.title ? (
          <span id={`${headingId}-title-error`} className="dc-field-error">
            {problems.title}
          </span>
        ) : null}
      </label>
      <RichTextField label="Details" value={body} onChange={setBody} error={problems.body} />
      <div className="dc-form__actions">
        <button type="submit" className="cc-btn cc-btn--primary" disabled={sending}>
          {sending ? 'Posting…' : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="cc-btn cc-btn--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
