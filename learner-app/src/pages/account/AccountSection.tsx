import { useId, type ReactNode } from 'react';
import { errorMessage } from '@academy/api';

/** One titled card of the account settings page: a region named by its heading. */
export function AccountSection({
  title,
  intro,
  danger = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** The delete-account card: red accents. */
  danger?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={`ac-section${danger ? ' ac-section--danger' : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="ac-section__title">
        {title}
      </h2>
      {intro ? <p className="ac-section__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A failed call's message inside a form (the server's words, or the fallback). */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <div className="au-alert au-alert--error" role="alert">
      {children}
    </div>
  );
}

/** A section's list that failed to load: the server's message (or `fallback`) and 'Try again'. */
export function SectionLoadError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <>
      <FormError>{errorMessage(error, fallback)}</FormError>
      <div className="ac-actions">
        <button type="button" className="cc-btn cc-btn--secondary" onClick={() => onRetry()}>
          Try again
        </button>
      </div>
    </>
  );
}
