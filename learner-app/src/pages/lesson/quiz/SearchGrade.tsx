import type { SearchGradeDto, SearchGradeProfileDto } from '@academy/api';
import { percent, unlistedLabel } from './searchModel';

/** A list of graded profiles: who, their role and where, and why the search string found them or not. */
function GradedProfiles({
  title,
  profiles,
  count,
  empty,
  kind,
}: {
  title: string;
  profiles: SearchGradeProfileDto[];
  count: number;
  empty: string;
  kind: 'missed' | 'wrong';
}) {
  return (
    <section className={`qz-grade__group qz-grade__group--${kind}`}>
      <h4 className="qz-grade__group-title">
        {title} ({count})
      </h4>
      {profiles.length === 0 ? (
        <p className="qz-grade__empty">{empty}</p>
      ) : (
        <ul className="qz-grade__profiles">
          {profiles.map((profile) => (
            <li key={profile.id} className="qz-grade__profile">
              <p className="qz-grade__who">
                <strong>{profile.name}</strong> — {[profile.title, profile.company].filter(Boolean).join(' at ')}
                {profile.location ? `, ${profile.location}` : ''}
              </p>
              {profile.reasons.length > 0 ? (
                <ul className="qz-grade__reasons">
                  {profile.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {count > profiles.length ? (
        <p className="qz-grade__more">
          Showing {profiles.length} of {count}.
        </p>
      ) : null}
    </section>
  );
}

/**
 * How a search string did: precision, recall and F1 against the pass threshold, the target candidates
 * it missed and the others it found (each with the reasons), and the author's string when the quiz
 * allows review. Without review the server sends the counts but not the candidates: the grade says so.
 */
export function SearchGrade({ grade, referenceQuery }: { grade: SearchGradeDto; referenceQuery: string | null }) {
  const { passed } = grade;
  const unlisted = grade.missed.length === 0 && grade.wrong.length === 0 && grade.missedCount + grade.wrongCount > 0;
  return (
    <div className="qz-grade">
      <dl className="qz-grade__query">
        <div>
          <dt>Your search string</dt>
          <dd>
            <code>{grade.query || 'No search string'}</code>
          </dd>
        </div>
        {referenceQuery ? (
          <div>
            <dt>The author&apos;s search string</dt>
            <dd>
              <code>{referenceQuery}</code>
            </dd>
          </div>
        ) : null}
      </dl>
      {/* An empty answer is "No search string" above, not a mistake to explain. */}
      {grade.syntaxError && grade.query.trim() ? (
        <p className="qz-grade__syntax">The search string could not be read, so it found nobody: {grade.syntaxError}</p>
      ) : null}
      <dl className="qz-grade__scores">
        <div>
          <dt>Precision</dt>
          <dd>{percent(grade.precision)}</dd>
        </div>
        <div>
          <dt>Recall</dt>
          <dd>{percent(grade.recall)}</dd>
        </div>
        <div>
          <dt>F1</dt>
          <dd>{percent(grade.f1)}</dd>
        </div>
      </dl>
      <p className={`qz-grade__verdict qz-grade__verdict--${passed ? 'passed' : 'failed'}`}>
        {passed ? 'Passed' : 'Not passed'}: F1 {percent(grade.f1)}, {grade.passF1}% needed to pass.
      </p>
      <p className="qz-grade__counts">
        Found {grade.truePositives} of the {grade.targetCount} target {grade.targetCount === 1 ? 'candidate' : 'candidates'} with{' '}
        {grade.hitCount} {grade.hitCount === 1 ? 'result' : 'results'} in all.
      </p>
      {unlisted ? (
        <p className="qz-grade__unlisted">{unlistedLabel(grade.missedCount, grade.wrongCount)}</p>
      ) : (
        <>
          <GradedProfiles
            kind="missed"
            title="Target candidates missed"
            profiles={grade.missed}
            count={grade.missedCount}
            empty="None: your search found every target candidate."
          />
          <GradedProfiles
            kind="wrong"
            title="Found but not targets"
            profiles={grade.wrong}
            count={grade.wrongCount}
            empty="None: everyone your search found was a target."
          />
        </>
      )}
    </div>
  );
}
