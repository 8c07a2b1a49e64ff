import { useState, type FormEvent } from 'react';
import {
  errorMessage,
  useDeletePostMutation,
  useEditPostMutation,
  useMarkThreadAnsweredMutation,
  useRemovePostUpvoteMutation,
  useReportPostMutation,
  useUnmarkThreadAnsweredMutation,
  useUpvotePostMutation,
  type PostDto,
  type ThreadDetailDto,
} from '@academy/api';
import { relativeTime } from '@academy/ui';
import { Prose } from '../../components/players/Prose';
import { RichTextField } from '../../components/discussions/RichTextField';
import { hasText, upvoteCountLabel } from '../../lib/discussions';
import { ReplyForm } from './ReplyForm';

type Panel = 'reply' | 'edit' | 'delete' | 'report' | null;

interface PostItemProps {
  post: PostDto;
  detail: ThreadDetailDto;
  /** The opening post: its thread's question, not a reply. */
  opening: boolean;
}

/** A failed action's message beside the post. */
function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p className="dc-alert" role="alert">
      {errorMessage(error, 'That did not work. Please try again.')}
    </p>
  );
}

function EditForm({ post, onDone }: { post: PostDto; onDone: () => void }) {
  const [body, setBody] = useState(post.bodyHtml ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [edit, { isLoading, error }] = useEditPostMutation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!hasText(body)) return setProblem('Please write your post.');
    setProblem(null);
    edit({ id: post.id, postBodyDto: { body } })
      .unwrap()
      .then(onDone)
      .catch(() => undefined); // shown from the mutation state
  };
  return (
    <form className="dc-form" aria-label="Edit your post" onSubmit={submit} noValidate aria-busy={isLoading}>
      <ActionError error={error} />
      <RichTextField label="Your post" value={body} onChange={setBody} error={problem} />
      <div className="dc-form__actions">
        <button type="submit" className="cc-btn cc-btn--primary" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="cc-btn cc-btn--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function ReportForm({ post, onDone }: { post: PostDto; onDone: (sent: boolean) => void }) {
  const [reason, setReason] = useState('');
  const [report, { isLoading, error }] = useReportPostMutation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) return;
    report({ id: post.id, reasonDto: { reason: reason.trim() } })
      .unwrap()
      .then(() => onDone(true))
      .catch(() => undefined);
  };
  return (
    <form className="dc-form" aria-label="Report this post" onSubmit={submit} aria-busy={isLoading}>
      <ActionError error={error} />
      <label className="dc-field">
        <span className="cc-field__label">Why should an admin look at this post?</span>
        <textarea className="dc-textarea" value={reason} maxLength={500} required onChange={(event) => setReason(event.target.value)} />
      </label>
      <div className="dc-form__actions">
        <button type="submit" className="cc-btn cc-btn--primary" disabled={isLoading || !reason.trim()}>
          Send report
        </button>
        <button type="button" className="cc-btn cc-btn--secondary" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** One post of a thread: author, body (or the deleted notice), and what the viewer may do with it. */
export function PostItem({ post, detail, opening }: PostItemProps) {
  const { thread } = detail;
  const [panel, setPanel] = useState<Panel>(null);
  const [reported, setReported] = useState(false);
  const [upvote, upvoting] = useUpvotePostMutation();
  const [removeUpvote, removing] = useRemovePostUpvoteMutation();
  const [deletePost, deleting] = useDeletePostMutation();
  const [markAnswer, marking] = useMarkThreadAnsweredMutation();
  const [unmarkAnswer, unmarking] = useUnmarkThreadAnsweredMutation();
  const deleted = post.bodyHtml === null;
  const canAnswer = detail.canModerate && thread.kind === 'question' && !opening && !deleted;
  const actionError = upvoting.error ?? removing.error ?? deleting.error ?? marking.error ?? unmarking.error;
  const classes = ['dc-post', post.isAnswer ? 'dc-post--answer' : '', post.hidden ? 'dc-post--hidden' : ''].filter(Boolean).join(' ');
  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));

  return (
    <article
      className={classes}
      aria-label={`${opening ? 'Question' : 'Reply'} by ${post.authorName}${post.isAnswer ? ', accepted answer' : ''}`}
    >
      <header className="dc-post__head">
        <span className="dc-post__author">{post.authorName}</span>
        {post.authorIsStaff ? <span className="dc-badge dc-badge--staff">Admin</span> : null}
        <time dateTime={post.createdAt}>{relativeTime(post.createdAt)}</time>
        {post.editedAt ? <span>(edited)</span> : null}
        {post.isAnswer ? <span className="dc-badge dc-badge--answered">Accepted answer</span> : null}
        {post.hidden ? <span className="dc-badge dc-badge--hidden">Hidden: {post.hidden.reason}</span> : null}
      </header>
      {deleted ? (
        <p className="dc-post__deleted">{post.deletedNotice ?? 'This post was deleted.'}</p>
      ) : panel === 'edit' ? (
        <EditForm post={post} onDone={() => setPanel(null)} />
      ) : (
        <Prose html={post.bodyHtml ?? ''} className="dc-post__body" />
      )}
      {!deleted ? (
        <div className="dc-post__actions">
          {post.isOwn ? (
            <span className="dc-muted">{upvoteCountLabel(post.upvoteCount)}</span>
          ) : (
            <button
              type="button"
              className="cc-btn cc-btn--secondary dc-upvote"
              aria-pressed={post.upvoted}
              aria-label={`Upvote, ${upvoteCountLabel(post.upvoteCount)}`}
              disabled={upvoting.isLoading || removing.isLoading}
              onClick={() => void (post.upvoted ? removeUpvote({ id: post.id }) : upvote({ id: post.id }))}
            >
              <span aria-hidden="true">▲</span> Upvote {post.upvoteCount}
            </button>
          )}
          {detail.canReply ? (
            <button type="button" className="cc-btn cc-btn--secondary" aria-expanded={panel === 'reply'} onClick={() => toggle('reply')}>
              Reply
            </button>
          ) : null}
          {post.isOwn ? (
            <>
              <button type="button" className="cc-btn cc-btn--secondary" aria-expanded={panel === 'edit'} onClick={() => toggle('edit')}>
                Edit
              </button>
              <button
                type="button"
                className="cc-btn cc-btn--secondary"
                aria-expanded={panel === 'delete'}
                onClick={() => toggle('delete')}
              >
                Delete
              </button>
            </>
          ) : reported ? (
            <span className="dc-muted" role="status">
              Reported. An admin will look at it.
            </span>
          ) : (
            <button type="button" className="cc-btn cc-btn--secondary" aria-expanded={panel === 'report'} onClick={() => toggle('report')}>
              Report
            </button>
          )}
          {canAnswer ? (
            post.isAnswer ? (
              <button
                type="button"
                className="cc-btn cc-btn--secondary"
                disabled={unmarking.isLoading}
                onClick={() => void unmarkAnswer({ id: thread.id })}
              >
                Unmark
              </button>
            ) : (
              <button
                type="button"
                className="cc-btn cc-btn--primary"
                disabled={marking.isLoading}
                onClick={() => void markAnswer({ id: thread.id, markAnsweredDto: { postId: post.id } })}
              >
                Mark as answer
              </button>
            )
          ) : null}
        </div>
      ) : null}
      <ActionError error={actionError} />
      {panel === 'delete' ? (
        <div className="dc-form" role="group" aria-label="Delete your post">
          <p className="dc-muted">Delete this post? Its replies stay, and it shows as deleted.</p>
          <div className="dc-form__actions">
            <button
              type="button"
              className="cc-btn cc-btn--primary"
              disabled={deleting.isLoading}
              onClick={() =>
                void deletePost({ id: post.id })
                  .unwrap()
                  .then(() => setPanel(null))
                  .catch(() => undefined)
              }
            >
              Delete post
            </button>
            <button type="button" className="cc-btn cc-btn--secondary" onClick={() => setPanel(null)}>
              Cancel
            </button>
          </div>
        </div>
      ) : null}
      {panel === 'report' ? (
        <ReportForm
          post={post}
          onDone={(sent) => {
            setPanel(null);
            if (sent) setReported(true);
          }}
        />
      ) : null}
      {panel === 'reply' ? (
        <ReplyForm threadId={thread.id} parentId={post.id} heading={`Reply to ${post.authorName}`} onDone={() => setPanel(null)} />
      ) : null}
    </article>
  );
}
