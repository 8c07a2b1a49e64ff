import type { Ref } from 'react';

interface QuizNavigationProps {
  ref?: Ref<HTMLDivElement>;
  /** The question shown is the first / the last. */
  first: boolean;
  last: boolean;
  submitting: boolean;
  /** A file is on its way: the submit waits for it. */
  uploading: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

/** Below the question: "Previous", then "Next", or "Submit Quiz" on the last question. */
export function QuizNavigation({ ref, first, last, submitting, uploading, onPrevious, onNext, onSubmit }: QuizNavigationProps) {
  return (
    <div className="qz-nav" ref={ref}>
      <button type="button" className="lp-button" disabled={first || submitting} onClick={onPrevious}>
        Previous
      </button>
      {last ? (
        <button type="button" className="lp-button lp-button--primary" disabled={submitting || uploading} onClick={onSubmit}>
          {submitting ? 'Submitting...' : 'Submit Quiz'}
        </button>
      ) : (
        <button type="button" className="lp-button lp-button--primary" disabled={submitting} onClick={onNext}>
          Next
        </button>
      )}
    </div>
  );
}
