import { useId, useState, type FormEvent } from 'react';
import { errorMessage, useReplyInThreadMutation } from '@academy/api';
import { RichTextField } from '../../components/discussions/RichTextField';
import { hasText } from '../../lib/discussions';

interface ReplyFormProps {
  threadId: number;
  /** The post replied to; the opening post when left out. */
  parentId?: number;
  heading: string;
  /** After the reply is posted (or on Cancel, when given). */
  onDone?: () => void;
}

/** A reply: a rich-text post. A rate limit's message (429) is shown as the server words it. */
export function ReplyForm({ threadId, parentId, heading, onDone }: ReplyFormProps) {
  const headingId = useId();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [reply, { isLoading, error }] = useReplyInThreadMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    if (!hasText(body)) return setProblem('Please write your reply.');
    setProblem(null);
    setSent(false);
    reply({ id: threadId, replyDto: parentId ? { body, parentId } : { body } })
      .unwrap()
      .then(() => {
        setBody('');
        setSent(true);
        onDone?.();
      })
      .catch(() => undefined); // shown from the mutation state
  };

  return (
    <form className="dc-form" aria-labelledby={headingId} onSubmit={submit} noValidate aria-busy={isLoading}>
      <h3 id={headingId} className="dc-form__title">
        {heading}
      </h3>
      {error && !isLoading ? (
        <p className="dc-alert" role="alert">
          {errorMessage(error, 'Your reply could not be posted. Please try again.')}
        </p>
      ) : null}
      {sent ? (
        <p className="dc-note" role="status">
          Your reply is posted.
        </p>
      ) : null}
      <RichTextField label="Your reply" value={body} onChange={setBody} error={problem} />
      <div className="dc-form__actions">
        <button type="submit" className="cc-btn cc-btn--primary" disabled={isLoading}>
          {isLoading ? 'Posting…' : 'Post reply'}
        </button>
        {onDone && parentId ? (
          <button type="button" className="cc-btn cc-btn--secondary" onClick={onDone}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
