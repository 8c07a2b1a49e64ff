import { Link, NavLink, useLocation } from 'react-router-dom';
import { signInPath } from '@academy/ui';
import { LogoLink } from './LogoLink';

/**
 * Navigation bar for visitors on the catalogue, a course and its checkout: the logo, 'Browse Courses'
 * and 'Sign In' (which brings them back to this page).
 */
export function VisitorNavBar() {
  const location = useLocation();
  return (
    <header className="shell-nav">
      <div className="shell-nav__inner shell-nav__inner--visitor">
        <LogoLink />
        <nav className="shell-nav__visitor" aria-label="Main">
          <NavLink to="/courses" end className="shell-nav__link">
            Browse Courses
          </NavLink>
          <Link to={signInPath(location)} className="shell-nav__sign-in">
            Sign In
          </Link>
        </nav>
      </div>
    </header>
  );
}
