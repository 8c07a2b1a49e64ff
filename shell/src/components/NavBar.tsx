import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useDispatch } from 'react-redux';
import { NavLink, useNavigate } from 'react-router-dom';
import { api, errorMessage, useLogoutMutation, type ApiError, type UserDto } from '@academy/api';
import { displayName, ROLE_LABELS, showToast } from '@academy/ui';
import fallbackAvatarUrl from '../assets/avatar-fallback.svg';
import type { AppDispatch } from '../store';
import { LogoLink } from './LogoLink';

interface NavItem {
  to: string;
  label: string;
  /** `/` is active only on `/` itself; the others on their path and everything below it. */
  end?: boolean;
}

// The bell's code and query come with the signed-in bar, never to a visitor's page.
const NotificationBell = lazy(() => import(/* webpackChunkName: "notification-bell" */ './NotificationBell'));

function navItems(user: UserDto): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: 'Dashboard', end: true },
    { to: '/courses', label: 'Courses' },
    { to: '/downloads', label: 'Downloads' },
  ];
  if (user.role === 'admin') items.push({ to: '/admin', label: 'Admin' });
  return items;
}

function LogoutIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="M16 17l5-5-5-5" />
      <path d="M21 12H9" />
    </svg>
  );
}

/**
 * Publishes the sticky bar's height as `--shell-nav-height` on the document, so that a page can keep
 * something in view just below it (the quiz timer).
 */
function usePublishedHeight(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--shell-nav-height', `${Math.ceil(element.getBoundingClientRect().height)}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--shell-nav-height');
    };
  }, [ref]);
}

/** The profile image, or the stock avatar when there is none or it does not load. */
function Avatar({ user }: { user: UserDto }) {
  const [broken, setBroken] = useState<string | null>(null);
  const src = user.profileImageUrl && user.profileImageUrl !== broken ? user.profileImageUrl : fallbackAvatarUrl;
  return (
    <img
      className="shell-nav__avatar"
      src={src}
      alt={displayName(user)}
      width={36}
      height={36}
      referrerPolicy="no-referrer"
      onError={() => setBroken(user.profileImageUrl)}
    />
  );
}

/** Navigation bar for signed-in users (docs/product-rules.md#navigation-and-pages). Plain CSS: antd is not in the shell's first bundle. */
export function NavBar({ user }: { user: UserDto }) {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const header = useRef<HTMLElement>(null);
  usePublishedHeight(header);

  const onLogout = async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      void showToast({
        title: 'Logout failed',
        description: errorMessage(error, (error as Partial<ApiError>)?.message ?? 'Please try again.'),
        variant: 'destructive',
      });
      return;
    }
    // Forget every cached answer (they belonged to this user), then leave for /auth, which waits for
    // the session to be known again (a visitor's); the page being left waits too, without redirecting.
    dispatch(api.util.resetApiState());
    void navigate('/auth', { replace: true });
  };

  const isAdmin = user.role === 'admin';
  const accountName = user.firstName.trim() || displayName(user);
  return (
    <header className="shell-nav" ref={header}>
      <div className="shell-nav__inner">
        <LogoLink />

        <nav className="shell-nav__links" aria-label="Main">
          <ul>
            {navItems(user).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="shell-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="shell-nav__user">
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
          <span className={`shell-nav__badge${isAdmin ? ' shell-nav__badge--destructive' : ''}`}>
            <span className="shell-visually-hidden">Role: </span>
            {ROLE_LABELS[user.role]}
          </span>
          {/* The only way to Account settings on a phone: named by its visible first name and what it opens. */}
          <NavLink to="/account" className="shell-nav__account" aria-label={`${accountName}, Account settings`}>
            <Avatar user={user} />
            <span className="shell-nav__account-name">{accountName}</span>
          </NavLink>
          <button type="button" className="shell-nav__logout" onClick={() => void onLogout()} disabled={loggingOut}>
            <LogoutIcon />
            <span className="shell-nav__logout-text">Log out</span>
          </button>
        </div>
      </div>
    </header>
  );
}
