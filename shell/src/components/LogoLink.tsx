// Both bars' styles: the visitors' bar is part of the shell, the signed-in bar a chunk of its own.
import './nav-bar.css';
import { Link } from 'react-router-dom';

function LogoMark() {
  return (
    <svg className="shell-nav__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#2563eb" />
      <path d="M10 24V8h7a5 5 0 0 1 1 9.9L23 24h-4l-4.5-6H14v6z" fill="#fff" />
    </svg>
  );
}

/** The academy's mark and name, linking home, at the start of both navigation bars. */
export function LogoLink() {
  return (
    <Link to="/" className="shell-nav__logo">
      <LogoMark />
      <span className="shell-nav__brand">Recruiting Academy</span>
    </Link>
  );
}
