import type { PracticeResultDto } from './practiceTypes';

/** The graded conversation: total against the pass mark, each criterion's score out of 4 with its evidence and tip, and (scenario) each choice's feedback. */
export function PracticeResult({ result, heading }: { result: PracticeResultDto; heading: string }) {
  return (
    <div className="pr-result">
      <h3 className="pr-result__title">{heading}</h3>
      <p className="pr-result__score">
        Total: <strong>{result.total}%</strong>
      </p>
      <p className={`pr-result__outcome pr-result__outcome--${result.passed ? 'passed' : 'failed'}`}>
        {result.passed ? 'Passed' : 'Not passed yet'}
        <span className="pr-result__passmark"> · Pass mark: {result.passMark}%</span>
      </p>
      <ul className="pr-criteria" aria-label="Score per criterion">
        {result.criteria.map((criterion) => (
          <li key={criterion.criterionId} className="pr-criterion">
            <p className="pr-criterion__head">
              <span className="pr-criterion__name">{criterion.name}</span>{' '}
              <strong className="pr-criterion__score">
                {criterion.score}/{criterion.maxScore}
              </strong>
            </p>
            {criterion.evidence ? (
              <blockquote className="pr-criterion__evidence">
                <span className="lr-visually-hidden">Evidence: </span>
                {criterion.evidence}
              </blockquote>
            ) : null}
            {criterion.tip ? (
              <p className="pr-criterion__tip">
                <strong>Tip:</strong> {criterion.tip}
              </p>
            ) : null}
            {criterion.overridden ? (
              <p className="pr-criterion__comment">
                <strong>Instructor&apos;s note:</strong> {criterion.overridden.comment}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {result.choices.length > 0 ? (
        <>
          <h4 className="pr-result__subtitle">Your choices</h4>
          <ol className="pr-choices">
            {result.choices.map((choice, index) => (
              <li key={index} className="pr-choice">
                <p className="pr-choice__line">{choice.line}</p>
                <p className="pr-choice__reply">
                  <span className="pr-choice__label">You said:</span> {choice.reply}
                </p>
                <p className="pr-choice__feedback">{choice.feedback}</p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
