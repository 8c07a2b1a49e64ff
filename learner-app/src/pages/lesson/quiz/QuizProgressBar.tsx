import { StopwatchIcon } from '../../../components/icons';
import { formatClock, isWarning } from './quizModel';
import type { SaveState } from './useQuizDraft';

const SAVE_STATE_TEXT: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'All answers saved',
  failed: 'Not saved yet — will retry',
};

/** Above the question: how many are answered, whether the answers are saved, and the time left (when timed). */
export function QuizProgressBar({
  answered,
  total,
  saveState,
  remaining,
}: {
  answered: number;
  total: number;
  saveState: SaveState;
  remaining: number | null;
}) {
  return (
    <div className="qz-runner__bar">
      <span className="qz-runner__progress">
        {answered} of {total} answered
      </span>
      <span className="qz-runner__saved" aria-live="polite">
        {SAVE_STATE_TEXT[saveState]}
      </span>
      {remaining !== null ? (
        <span className={`qz-timer${isWarning(remaining) ? ' qz-timer--warning' : ''}`} role="timer" aria-label="Time remaining">
          <StopwatchIcon />
          {formatClock(remaining)}
        </span>
      ) : null}
    </div>
  );
}
