import './ui.css';

/** Loading state of a learner page (the shell's full-page spinner covers the first sign-in check). */
export function PageSpinner() {
  return (
    <div className="lr-spinner" role="status" aria-label="Loading">
      <span className="lr-spinner__ring" aria-hidden="true" />
    </div>
  );
}
