import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, errorStatus, useGetUnsubscribeQuery, useUnsubscribeMutation, type EmailSettingDto } from '@academy/api';
import { useDocumentTitle, useSession } from '@academy/ui';
import { ErrorState } from '../../components/ErrorState';
import { PageSpinner } from '../../components/PageSpinner';
import '../../components/course-card.css';
import '../../components/discussions/discussions.css';

export const EMAIL_MODE_LABELS: Record<EmailSettingDto['mode'], string> = {
  immediately: 'an e-mail for each reply or answer',
  daily: 'one daily digest',
  off: 'no discussion e-mails',
};

const INVALID = 'This unsubscribe link is not valid.';

/**
 * /discussions/unsubscribe?token= (public, no sign-in): the link of every discussion e-mail. Shows the
 * address (partly masked) and its setting, and turns the e-mails off in one press.
 */
export default function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const session = useSession();
  const { currentData: info, error, isLoading, refetch } = useGetUnsubscribeQuery({ token }, { skip: !token });
  const [unsubscribe, { data: done, error: failure, isLoading: sending }] = useUnsubscribeMutation();
  useDocumentTitle('Discussion e-mails');

  let body;
  if (!token) body = <p className="cc-state__text">{INVALID}</p>;
  else if (isLoading) body = <PageSpinner />;
  else if (error && (errorStatus(error) ?? 500) < 500) body = <p className="cc-state__text">{errorMessage(error, INVALID)}</p>;
  else if (error || !info) {
    return (
      <main className="cc-page">
        <div className="cc-container">
          <ErrorState
            title="Discussion e-mails"
            text={errorMessage(error, 'Your e-mail settings could not be loaded. Please try again later.')}
            onRetry={() => void refetch()}
          />
        </div>
      </main>
    );
  } else if (done || info.mode === 'off') {
    body = (
      <p className="dc-note" role="status">
        {done ? "You're unsubscribed. " : "You're already unsubscribed. "}
        {(done ?? info).email} gets no e-mails about discussions; replies and answers still show in the academy.
      </p>
    );
  } else {
    body = (
      <>
        <p className="cc-state__text">
          {info.email} gets {EMAIL_MODE_LABELS[info.mode]} about replies to your posts and answers to your questions.
        </p>
        {failure ? (
          <p className="dc-alert" role="alert">
            {errorMessage(failure, 'You could not be unsubscribed. Please try again.')}
          </p>
        ) : null}
        <button type="button" className="cc-btn cc-btn--primary" disabled={sending} onClick={() => void unsubscribe({ token })}>
          {sending ? 'Unsubscribing…' : 'Unsubscribe'}
        </button>
      </>
    );
  }

  return (
    <main className="cc-page">
      <div className="cc-container">
        <div className="cc-state">
          <h1 className="cc-state__title">Discussion e-mails</h1>
          {body}
          {session.status === 'signed-in' ? (
            <Link to="/account" className="cc-link">
              E-mail settings in your account
            </Link>
          ) : null}
        </div>
      </div>
    </main>
  );
}
