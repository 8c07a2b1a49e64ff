import type { QuizResultDto } from '@academy/api';
import { attemptsLeftLabel, feedbackLabel, outcomeLabel, pointsLabel } from './quizModel';

/** Score, pass/fail and how each question went (right or wrong, never the right answer). */
export function QuizResult({ result, heading, note }: { result: QuizResultDto; heading: string; note?: string }) {
  const outcome = outcomeLabel(result);
  return (
    <div className="qz-result">
      <h3 className="qz-result__title">{heading}</h3>
      {note ? <p className="qz-result__note">{note}</p> : null}
      <p className="qz-result__score">
        Score: <strong>{result.score}%</strong>{' '}
        <span className="qz-result__points">
          ({result.earnedPoints} of {result.totalPoints} points)
        </span>
      </p>
      {outcome ? (
        <p className={`qz-result__outcome qz-result__outcome--${result.passed === true ? 'passed' : result.passed === false ? 'failed' : 'pending'}`}>
          {outcome}
          {result.passMark !== null ? <span className="qz-result__passmark"> · Pass mark: {result.passMark}%</span> : null}
        </p>
      ) : null}
      {result.pendingReview ? <p className="qz-result__text">Some answers are waiting for an instructor&apos;s review, so your score can still go up.</p> : null}
      <ol className="qz-feedback" aria-label="Your answers">
        {result.feedback.map((item, position) => (
          <li key={item.questionId} className={`qz-feedback__item qz-feedback__item--${item.status}`}>
            <span className="qz-feedback__label">Question {position + 1}:</span> <strong>{feedbackLabel(item)}</strong>{' '}
            <span className="qz-feedback__points">({pointsLabel(item.points, item.maxPoints)})</span>
            {item.comment ? <span className="qz-feedback__comment"> — {item.comment}</span> : null}
          </li>
        ))}
      </ol>
      <p className="qz-result__text">{attemptsLeftLabel(result.attemptsLeft)}</p>
    </div>
  );
}
