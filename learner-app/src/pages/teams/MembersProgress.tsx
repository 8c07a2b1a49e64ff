import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { TeamDetailDto, TeamMemberDto } from '@academy/api';
import { relativeTime } from '@academy/ui';
import { ProgressBar } from '../../components/ProgressBar';
import { certificatePath } from '../../lib/certificateLinks';
import { membersCsvPath, practiceResultText, practiceSummary, quizResultText } from '../../lib/teams';

function QuizResults({ member }: { member: TeamMemberDto }) {
  if (member.quizResults.length === 0) return <span className="tm-muted">None yet</span>;
  return (
    <ul className="tm-quiz-list">
      {member.quizResults.map((result) => (
        <li key={result.lessonTitle} className={result.passed === null ? undefined : result.passed ? 'tm-quiz--passed' : 'tm-quiz--failed'}>
          {quizResultText(result)}
        </li>
      ))}
    </ul>
  );
}

function PracticeResults({ member }: { member: TeamMemberDto }) {
  if (member.practiceResults.length === 0) return <span className="tm-muted">None yet</span>;
  return (
    <>
      <span className="tm-practice__summary">{practiceSummary(member.practiceResults)}</span>
      <ul className="tm-quiz-list">
        {member.practiceResults.map((result) => (
          <li key={result.lessonTitle} className={result.passed ? 'tm-quiz--passed' : undefined}>
            {practiceResultText(result)}
          </li>
        ))}
      </ul>
    </>
  );
}

function MemberRow({ member }: { member: TeamMemberDto }) {
  return (
    <tr>
      <td className="tm-table__lead" data-label="Member">
        <span className="tm-member__name">{member.name}</span>
        <span className="tm-member__email">{member.email}</span>
      </td>
      <td data-label="Progress">
        <div className="tm-member__progress">
          <span>
            {member.progress}% · {member.completedLessons} of {member.totalLessons} lessons
          </span>
          <ProgressBar value={member.progress} label={`Progress of ${member.name}`} />
        </div>
      </td>
      <td data-label="Last activity">{member.lastActivityAt ? relativeTime(member.lastActivityAt) : 'Not started'}</td>
      <td data-label="Quiz results">
        <QuizResults member={member} />
      </td>
      <td data-label="Practice">
        <PracticeResults member={member} />
      </td>
      <td data-label="Certificate">
        {member.certificateCode ? (
          <Link to={certificatePath(member.certificateCode)} className="cc-link" aria-label={`Certificate of ${member.name}`}>
            View certificate
          </Link>
        ) : (
          <span className="tm-muted">Not yet</span>
        )}
      </td>
    </tr>
  );
}

/** The members' progress: lessons done, last activity, quiz and practice results and certificate; the same as a CSV download. */
export function MembersProgress({ team }: { team: TeamDetailDto }) {
  const id = useId();
  return (
    <section className="tm-section tm-section--wide" aria-labelledby={`${id}-title`}>
      <div className="tm-section__head">
        <h2 id={`${id}-title`} className="tm-section__title">
          Progress
        </h2>
        {/* A plain link: the browser saves the file the API streams (Content-Disposition: attachment). */}
        <a href={membersCsvPath(team.id)} download className="cc-btn cc-btn--secondary tm-btn--small">
          Download CSV
        </a>
      </div>
      {team.members.length === 0 ? (
        <p className="tm-muted">No one has joined yet. Members appear here once they accept their invitation.</p>
      ) : (
        <table className="tm-table" aria-labelledby={`${id}-title`}>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Progress</th>
              <th scope="col">Last activity</th>
              <th scope="col">Quiz results</th>
              <th scope="col">Practice</th>
              <th scope="col">Certificate</th>
            </tr>
          </thead>
          <tbody>
            {team.members.map((member) => (
              <MemberRow key={member.seatId} member={member} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
