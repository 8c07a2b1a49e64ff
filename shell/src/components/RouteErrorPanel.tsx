import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from '../pages/NotFoundPage';

/**
 * What a route shows when its code could not be loaded (a remote or a page's chunk) or its page
 * failed: the rest of the academy still works, and Retry loads the page again.
 */
export function RouteErrorPanel() {
  const error = useRouteError();
  useEffect(() => console.error('[shell] this part of the academy failed', error), [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className="shell-panel" role="alert">
      <h1 className="shell-panel__title">This part of the academy could not be loaded</h1>
      <p className="shell-panel__text">Check your connection and try again. The rest of the academy still works.</p>
      <div className="shell-panel__actions">
        <button type="button" className="shell-button shell-button--primary" onClick={() => window.location.reload()}>
          Retry
        </button>
        <a className="shell-button" href="/">
          Back to Home
        </a>
      </div>
    </main>
  );
}
