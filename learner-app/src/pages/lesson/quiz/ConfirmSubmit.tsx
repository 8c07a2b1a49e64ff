import { useEffect, useRef, type KeyboardEvent } from 'react';
import { unansweredLabel } from './quizModel';

interface ConfirmSubmitProps {
  unanswered: number;
  onSubmit: () => void;
  onKeepAnswering: () => void;
}

/**
 * Asked before submitting a quiz with unanswered questions. A modal alert dialog: focus starts on
 * 'Keep answering' (the safe choice), Tab stays inside, Escape keeps answering.
 */
export function ConfirmSubmit({ unanswered, onSubmit, onKeepAnswering }: ConfirmSubmitProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keepRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onKeepAnswering();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      (document.activeElement === keepRef.current ? submitRef : keepRef).current?.focus();
    }
  };

  return (
    <div className="qz-confirm__backdrop">
      <div
        className="qz-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="qz-confirm-title"
        aria-describedby="qz-confirm-text"
        onKeyDown={onKeyDown}
      >
        <h3 id="qz-confirm-title" className="qz-confirm__title">
          Submit the quiz?
        </h3>
        <p id="qz-confirm-text" className="qz-confirm__text">
          {unansweredLabel(unanswered)}
        </p>
        <div className="qz-confirm__actions">
          <button type="button" ref={keepRef} className="lp-button" onClick={onKeepAnswering}>
            Keep answering
          </button>
          <button type="button" ref={submitRef} className="lp-button lp-button--primary" onClick={onSubmit}>
            Submit anyway
          </button>
        </div>
      </div>
    </div>
  );
}
