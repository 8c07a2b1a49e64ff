import { useId, useState } from 'react';
import {
  errorMessage,
  skipToken,
  useGetTeamCohortsQuery,
  usePlaceSeatInCohortMutation,
  type CohortDto,
  type TeamCohortMemberDto,
  type TeamDetailDto,
} from '@academy/api';
import { showToast } from '@academy/ui';
import { attendanceLabel, cohortDates, placesLabel } from '../../lib/cohorts';

/** "March 2027 cohort (Mar 1 – Apr 30, 2027, Full)": a cohort as the select lists it. */
function optionLabel(cohort: CohortDto): string {
  const places = placesLabel(cohort);
  return `${cohort.title} (${cohortDates(cohort)}${places === 'Full' ? ', full' : ''})`;
}

function MemberRow({ teamId, member, cohorts }: { teamId: number; member: TeamCohortMemberDto; cohorts: CohortDto[] }) {
  const selectId = useId();
  const [place, { isLoading }] = usePlaceSeatInCohortMutation();
  // The manager's choice, shown until the team's cohorts, asked again, show it (or it fails).
  const [chosen, setChosen] = useState<{ from: number | null; to: number | null } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = chosen && chosen.from === member.cohortId ? chosen.to : member.cohortId;

  const onChange = async (text: string) => {
    const cohortId = text === '' ? null : Number(text);
    setChosen({ from: member.cohortId, to: cohortId });
    setProblem(null);
    try {
      await place({ id: teamId, seatId: member.seatId, seatCohortDto: { cohortId } }).unwrap();
      const cohort = cohorts.find((item) => item.id === cohortId);
      void showToast({
        title: 'Cohort saved',
        description: cohort ? `${member.name} is in ${cohort.title}.` : `${member.name} is in no cohort.`,
      });
    } catch (error) {
      setChosen(null);
      setProblem(errorMessage(error, 'The cohort could not be changed. Please try again.'));
    }
  };

  return (
    <tr>
      <td className="tm-table__lead" data-label="Member">
        <span className="tm-member__name">{member.name}</span>
        <span className="tm-member__email">{member.email}</span>
      </td>
      <td className="tm-table__stacked" data-label="Cohort">
        <div className="tm-cohort">
          <label htmlFor={selectId} className="lr-visually-hidden">
            Cohort of {member.name}
          </label>
          <select
            id={selectId}
            className="cc-input tm-cohort__select"
            value={value === null ? '' : String(value)}
            disabled={isLoading}
            aria-busy={isLoading}
            onChange={(event) => void onChange(event.target.value)}
          >
            <option value="">None</option>
            {cohorts.map((cohort) => (
              <option key={cohort.id} value={cohort.id} disabled={cohort.placesLeft === 0 && cohort.id !== member.cohortId}>
                {optionLabel(cohort)}
              </option>
            ))}
          </select>
          {problem ? (
            <p className="tm-alert" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      </td>
      <td className="tm-table__stacked" data-label="Attendance">
        {member.cohortId === null ? <span className="tm-muted">Not in a cohort</span> : attendanceLabel(member)}
      </td>
    </tr>
  );
}

/**
 * 'Cohorts' of a team: each member's cohort of the team's course or learning path, which the manager
 * changes (the member moves, or leaves their cohort with None), and their attendance of its sessions
 * so far. Hidden when the course (or path) has no cohorts.
 */
export function TeamCohorts({ team }: { team: TeamDetailDto }) {
  const titleId = useId();
  const { data } = useGetTeamCohortsQuery(team.endedAt === null ? { id: team.id } : skipToken);
  if (!data || data.cohorts.length === 0) return null;
  return (
    <section className="tm-section tm-section--wide" aria-labelledby={titleId}>
      <div className="tm-section__head">
        <h2 id={titleId} className="tm-section__title">
          Cohorts
        </h2>
      </div>
      <p className="tm-muted tm-cohorts__intro">
        {team.course
          ? 'Place each member in a cohort of the course: they take part in its live sessions, and its start sets when their drip modules open.'
          : 'Place each member in a cohort of the path: they take part in its live sessions, and its start sets when the drip modules of its courses open.'}
      </p>
      {data.members.length === 0 ? (
        <p className="tm-muted">No one has joined yet. Members appear here once they accept their invitation.</p>
      ) : (
        <table className="tm-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Cohort</th>
              <th scope="col">Attendance</th>
            </tr>
          </thead>
          <tbody>
            {data.members.map((member) => (
              <MemberRow key={member.seatId} teamId={team.id} member={member} cohorts={data.cohorts} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
