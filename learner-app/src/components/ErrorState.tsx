import type { ReactNode } from 'react';
import { useHttpStatus } from '@academy/ui';
import './course-card.css';

interface ErrorStateProps {
  title: string;
  text: string;
  /** Loads again: the failed query's `refetch`. */
  onRetry: () => void;
  /** h1 when the error replaces the whole page, h2 inside a page that keeps its own heading. */
  headingLevel?: 1 | 2;
  className?: string;
  /** Further actions beside 'Try again' (a link back, for instance). */
  children?: ReactNode;
}

/** A failed load of a learner page, with 'Try again'. */
export function ErrorState({ title, text, onRetry, headingLevel = 1, className, children }: ErrorStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // Rendered on the server, the page's data could not be loaded: a search engine comes back later.
  useHttpStatus(503);
  return (
    <div className={`cc-state cc-state--error${className ? ` ${className}` : ''}`} role="alert">
      <Heading className="cc-state__title">{title}</Heading>
      <p className="cc-state__text">{text}</p>
      <div className="cc-state__actions">
        <button type="button" className="cc-btn cc-btn--primary" onClick={() => onRetry()}>
          Try again
        </button>
        {children}
      </div>
    </div>
  );
}
