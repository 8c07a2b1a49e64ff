import { useId, type ReactNode } from 'react';

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
