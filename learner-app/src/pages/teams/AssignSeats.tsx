import { useId, useState, type FormEvent } from 'react';
import { errorMessage, useAssignTeamSeatsMutation, type TeamDetailDto } from '@academy/api';
import { showToast } from '@academy/ui';
import { addressCount, emailListProblem, parseEmailList, unassignedLabel } from '../../lib/teams';

/**
 * "Assign seats": one address or a pasted list (commas, spaces or new lines between them), checked as
 * it is typed; each address gets an invitation e-mail. The server's refusals (not enough seats, an
 * address that already has a seat, the team's access ended) show above the button.
 */
export function AssignSeats({ team }: { team: TeamDetailDto }) {
  const id = useId();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [assign, { isLoading }] = useAssignTeamSeatsMutation();
  const list = parseEmailList(text);
  const problem = emailListProblem(list, team.unassigned);
  const ended = team.endedAt !== null;
  const showProblem = problem !== null && (tried || list.invalid.length > 0 || list.emails.length > team.unassigned);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServerProblem(null);
    if (problem || ended) return;
    try {
      await assign({
        id: team.id,
        assignSeatsDto: { emails: list.emails },
      }).unwrap();
      const count = list.emails.length;
      void showToast({
        title: count === 1 ? 'Invitation sent' : 'Invitations sent',
        description: `${count === 1 ? 'An invitation is' : `${count} invitations are`} on the way by e-mail.`,
      });
      setText('');
      setTried(false);
    } catch (error) {
      setServerProblem(errorMessage(error, 'The seats could not be assigned. Please try again.'));
    }
  };

  return (
    <section className="tm-section" aria-labelledby={`${id}-title`}>
      <div className="tm-section__head">
        <h2 id={`${id}-title`} className="tm-section__title">
          Assign seats
        </h2>
        <span className="tm-count">{unassignedLabel(team.unassigned)}</span>
      </div>
      {ended ? (
        <p className="tm-muted">The team&apos;s access has ended: its seats can no longer be assigned.</p>
      ) : (
        <form className="tm-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className="cc-field">
            <label htmlFor={`${id}-emails`} className="cc-field__label">
              E-mail addresses
            </label>
            <textarea
              id={`${id}-emails`}
              className="tm-textarea"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setServerProblem(null);
              }}
              placeholder={'ada@example.com, grace@example.com'}
              aria-invalid={showProblem}
              aria-describedby={`${id}-hint ${id}-count ${id}-problem`}
              spellCheck={false}
              autoCapitalize="off"
            />
            <span id={`${id}-hint`} className="tm-field-hint">
              One address or many, separated by commas, spaces or new lines. Each person gets an invitation e-mail.
            </span>
          </div>
          <p id={`${id}-count`} className="tm-count" aria-live="polite">
            {addressCount(list.emails.length)} to invite
          </p>
          <p id={`${id}-problem`} className="tm-field-error" role={showProblem ? 'alert' : undefined}>
            {showProblem ? problem : ''}
          </p>
          {serverProblem ? (
            <p className="tm-alert" role="alert">
              {serverProblem}
            </p>
          ) : null}
          <div className="tm-actions">
            <button type="submit" className="cc-btn cc-btn--primary" disabled={isLoading} aria-busy={isLoading}>
              {isLoading ? 'Sending invitations…' : 'Send invitations'}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
