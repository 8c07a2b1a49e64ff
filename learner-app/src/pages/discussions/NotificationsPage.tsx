import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  errorMessage,
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type NotificationDto,
} from '@academy/api';
import { relativeTime, useDocumentTitle } from '@academy/ui';
import { ErrorState } from '../../components/ErrorState';
import { PageSpinner } from '../../components/PageSpinner';
import { Pager } from '../../components/discussions/ThreadList';
import { notificationsArgs } from '../../lib/discussionArgs';
import { pageCount, threadPath } from '../../lib/discussions';
import '../../components/course-card.css';
import '../../components/discussions/discussions.css';

/** What happened, in a sentence. */
export function notificationText(notification: NotificationDto): string {
  return notification.kind === 'answer'
    ? `${notification.actorName} marked an answer to your question “${notification.threadTitle}”`
    : `${notification.actorName} replied in “${notification.threadTitle}”`;
}

function NotificationItem({ notification }: { notification: NotificationDto }) {
  const [markRead] = useMarkNotificationReadMutation();
  const unread = notification.readAt === null;
  return (
    <li>
      <Link
        to={threadPath(notification.courseId, notification.threadId)}
        className={`dc-notification${unread ? ' dc-notification--unread' : ''}`}
        onClick={() => {
          if (unread) void markRead({ id: notification.id });
        }}
      >
        <p className="dc-notification__text">
          {unread ? <span className="lr-visually-hidden">Unread: </span> : null}
          {notificationText(notification)}
        </p>
        {notification.excerpt ? <p className="dc-notification__excerpt">{notification.excerpt}</p> : null}
        <p className="dc-notification__meta">
          {notification.courseTitle} · <time dateTime={notification.createdAt}>{relativeTime(notification.createdAt)}</time>
        </p>
      </Link>
    </li>
  );
}

/** /notifications (signed in): replies to the user's posts and answers to their questions, newest first. */
export default function NotificationsPage() {
  const [page, setPage] = useState(1);
  const { currentData, error, isLoading, isFetching, refetch } = useListNotificationsQuery({ ...notificationsArgs, page });
  const [markAll, markingAll] = useMarkAllNotificationsReadMutation();
  useDocumentTitle('Notifications');

  return (
    <main className="cc-page" aria-busy={isFetching}>
      <div className="cc-container">
        <h1 className="cc-page-title">Notifications</h1>
        <p className="cc-page-lead">Replies to your posts and answers to your questions.</p>
        {isLoading ? (
          <PageSpinner />
        ) : error || !currentData ? (
          <ErrorState
            headingLevel={2}
            title="Error loading your notifications"
            text={errorMessage(error, 'Failed to load your notifications. Please try again later.')}
            onRetry={() => void refetch()}
          />
        ) : currentData.total === 0 ? (
          <div className="cc-state">
            <h2 className="cc-state__title">No notifications yet</h2>
            <p className="cc-state__text">When someone replies to your post or answers your question, you will see it here.</p>
          </div>
        ) : (
          <div className="dc-section">
            <div className="dc-section__head">
              <p className="dc-muted" role="status" aria-live="polite">
                {currentData.unread === 0 ? 'All caught up.' : `${currentData.unread} unread`}
              </p>
              <button
                type="button"
                className="cc-btn cc-btn--secondary"
                disabled={currentData.unread === 0 || markingAll.isLoading}
                onClick={() => void markAll()}
              >
                Mark all as read
              </button>
            </div>
            {markingAll.error ? (
              <p className="dc-alert" role="alert">
                {errorMessage(markingAll.error, 'Your notifications could not be marked as read. Please try again.')}
              </p>
            ) : null}
            <ul className="dc-notifications">
              {currentData.items.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} />
              ))}
            </ul>
            <Pager page={page} pages={pageCount(currentData.total, currentData.pageSize)} onPage={setPage} label="Notification pages" />
          </div>
        )}
      </div>
    </main>
  );
}
