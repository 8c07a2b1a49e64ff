import type { QuestionReviewDto, QuizResultDto } from '@academy/api';
import { Link } from 'react-router-dom';
import { attemptsLeftLabel, feedbackLabel, outcomeLabel, pointsLabel, retryLabel, reviewLines } from './quizModel';
import { SearchGrade } from './SearchGrade';

/**
 * The question, the learner's answer, the correct one and the author's explanation (when the quiz
 * allows review). A search question's string and the author's are in its grading instead.
 */
function QuestionReview({ review, search }: { review: QuestionReviewDto; search: boolean }) {
  const lines = reviewLines(review).filter((line) => !search || line.kind === 'explanation');
  return (
    <div className="qz-review">
      <p className="qz-review__question">{review.question}</p>
      {lines.length > 0 ? (
        <dl className="qz-review__lines">
          {lines.map((line) => (
            <div key={line.label} className={`qz-review__line qz-review__line--${line.kind}`}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

/**
 * After a failed attempt: the score against the pass mark, the attempts left, and what to do next
 * ('Review the lesson', 'Try again' while attempts remain).
 */
function NextStep({ result, reviewTo, onTryAgain }: { result: QuizResultDto; reviewTo?: string; onTryAgain?: () => void }) {
  if (result.passed !== false || result.passMark === null) return null;
  const canRetry = result.attemptsLeft === null || result.attemptsLeft > 0;
  return (
    <div className="qz-next" role="group" aria-labelledby="qz-next-title">
      <h4 id="qz-next-title" className="qz-next__title">
        What to do next
      </h4>
      <p className="qz-next__text">
        You scored {result.score}% and needed {result.passMark}% to pass. {retryLabel(result.attemptsLeft)}
      </p>
      <div className="qz-next__actions">
        {reviewTo ? (
          <Link className="lp-button" to={reviewTo}>
            Review the lesson
          </Link>
        ) : null}
        {canRetry && onTryAgain ? (
          <button type="button" className="lp-button lp-button--primary" onClick={onTryAgain}>
            Try again
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** Score, pass/fail and how each question went; with review allowed, also the correct answers and explanations. */
export function QuizResult({
  result,
  heading,
  note,
  reviewTo,
  onTryAgain,
}: {
  result: QuizResultDto;
  heading: string;
  note?: string;
  reviewTo?: string;
  onTryAgain?: () => void;
}) {
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
        <p
          className={`qz-result__outcome qz-result__outcome--${result.passed === true ? 'passed' : result.passed === false ? 'failed' : 'pending'}`}
        >
          {outcome}
          {result.passMark !== null ? <span className="qz-result__passmark"> · Pass mark: {result.passMark}%</span> : null}
        </p>
      ) : null}
      <NextStep result={result} reviewTo={reviewTo} onTryAgain={onTryAgain} />
      {result.pendingReview ? (
        <p className="qz-result__text">Some answers are waiting for an instructor&apos;s review, so your score can still go up.</p>
      ) : null}
      <ol className="qz-feedback" aria-label="Your answers">
        {result.feedback.map((item, position) => (
          <li key={item.questionId} className={`qz-feedback__item qz-feedback__item--${item.status}`}>
            <span className="qz-feedback__label">Question {position + 1}:</span> <strong>{feedbackLabel(item)}</strong>{' '}
            <span className="qz-feedback__points">({pointsLabel(item.points, item.maxPoints)})</span>
            {item.comment ? <span className="qz-feedback__comment"> — {item.comment}</span> : null}
            {item.review ? <QuestionReview review={item.review} search={item.search !== null} /> : null}
            {item.search ? <SearchGrade grade={item.search} referenceQuery={item.review?.referenceQuery ?? null} /> : null}
          </li>
        ))}
      </ol>
      <p className="qz-result__text">{attemptsLeftLabel(result.attemptsLeft)}</p>
    </div>
  );
}
