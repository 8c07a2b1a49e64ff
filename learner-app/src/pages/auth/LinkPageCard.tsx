import { useId, type ReactNode } from 'react';
import { useDocumentTitle } from '@academy/ui';
import './auth.css';

/**
 * The one-card frame of the pages opened from e-mailed links and of "Forgot password?": the look of
 * /auth's forms card, narrower. Its heading is the page's title.
 */
export function LinkPageCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  useDocumentTitle(title);
  return (
    <div className="au-page au-page--link">
      <div className="au-container au-container--narrow">
        <main className="au-card" aria-labelledby={titleId}>
          <h1 id={titleId} className="au-title">
            {title}
          </h1>
          {children}
        </main>
      </div>
    </div>
  );
}

/** "Working on it" inside a link page: a small spinner with its text, announced politely. */
export function LinkPending({ children }: { children: ReactNode }) {
  return (
    <p className="au-pending" role="status">
      <span className="au-pending__ring" aria-hidden="true" />
      {children}
    </p>
  );
}
