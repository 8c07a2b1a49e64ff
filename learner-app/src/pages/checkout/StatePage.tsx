import { Link } from 'react-router-dom';

/** A checkout that has nothing to pay: not found, already yours, free. */
export function StatePage({ title, text, link }: { title: string; text?: string; link: { to: string; label: string } }) {
  return (
    <main className="cc-page">
      <div className="cc-container">
        <div className="cc-state">
          <h1 className="cc-state__title">{title}</h1>
          {text ? <p className="cc-state__text">{text}</p> : null}
          <Link to={link.to} className="cc-btn cc-btn--primary">
            {link.label}
          </Link>
        </div>
      </div>
    </main>
  );
}
