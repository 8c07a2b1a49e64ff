import { NavLink } from 'react-router-dom';
import { useListNotificationsQuery } from '@academy/api';

/** Asked again this often while the tab is in view: a reply shows up without a reload. */
const REFRESH_MS = 60_000;

/**
 * The bell: a link to /notifications with the unread count. One small query (a page of one: its
 * answer carries the count), asked again every minute while the tab is in view and whenever the
 * notifications change (reading one, or all).
 */
export default function NotificationBell() {
  const { data } = useListNotificationsQuery({ page: 1, pageSize: 1 }, { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true });
  const unread = data?.unread ?? 0;
  return (
    <NavLink to="/notifications" className="shell-nav__bell" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      {unread > 0 ? (
        <span className="shell-nav__bell-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </NavLink>
  );
}
