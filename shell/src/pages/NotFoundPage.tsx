import { Link } from 'react-router-dom';
import { useDocumentTitle, useHttpStatus } from '@academy/ui';

/** The academy's not-found page; the remotes render it for paths they do not know. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  useHttpStatus(404);
  return (
    <main className="shell-panel">
      <h1 className="shell-panel__title">404 Page Not Found</h1>
      <p className="shell-panel__text">The page you are looking for does not exist or has moved.</p>
      <div className="shell-panel__actions">
        <Link className="shell-button shell-button--primary" to="/">
          Back to Home
        </Link>
      </div>
    </main>
  );
}
