import type { ReactNode } from 'react';
import './players.css';

/** A page-level message (one h1) with its action: sign in, not found, load error, not enrolled. */
export function StateMessage({
  title,
  children,
  action,
  role,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  role?: 'alert';
}) {
  return (
    <main className="lp-state" role={role}>
      <h1 className="lp-state__title">{title}</h1>
      {children}
      {action}
    </main>
  );
}
