import { useId, useState, type FormEvent } from 'react';
import {
  errorMessage,
  useReassignTeamSeatMutation,
  useResendTeamInviteMutation,
  useRevokeTeamSeatMutation,
  type TeamDetailDto,
  type TeamSeatDto,
} from '@academy/api';
import { formatDate, showToast } from '@academy/ui';
import { Dialog, DialogActions } from '../../components/Dialog';
import { isValidEmail, MESSAGES } from '../auth/validation';
import { SEAT_STATUS_LABELS, seatLockReason, seatRows, teamProduct } from '../../lib/teams';

function seatDates(seat: TeamSeatDto): string {
  const parts = [`Invited ${formatDate(seat.invitedAt)}`];
  if (seat.activatedAt) parts.push(`joined ${formatDate(seat.activatedAt)}`);
  if (seat.revokedAt) parts.push(`revoked ${formatDate(seat.revokedAt)}`);
  return parts.join(' · ');
}

function RevokeDialog({ team, seat, onClose }: { team: TeamDetailDto; seat: TeamSeatDto; onClose: () => void }) {
  const [revoke, { isLoading }] = useRevokeTeamSeatMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const onRevoke = async () => {
    setProblem(null);
    try {
      await revoke({ id: team.id, seatId: seat.id }).unwrap();
      void showToast({
        title: 'Seat revoked',
        description: `${seat.email} no longer has a seat. The seat is free to assign again.`,
      });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, 'The seat could not be revoked. Please try again.'));
    }
  };
  return (
    <Dialog
      title="Revoke this seat?"
      onClose={onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          label="Revoke seat"
          busyLabel="Revoking…"
          busy={isLoading}
          onConfirm={() => void onRevoke()}
          className="tm-btn--danger-solid"
        />
      }
    >
      <p className="tm-muted">
        {seat.status === 'active' ? (
          <>
            <strong>{seat.email}</strong> loses access to {teamProduct(team).title} through this team.
          </>
        ) : (
          <>
            The invitation to <strong>{seat.email}</strong> stops working.
          </>
        )}{' '}
        The seat becomes free to assign again.
      </p>
      {problem ? (
        <p className="tm-alert" role="alert">
          {problem}
        </p>
      ) : null}
    </Dialog>
  );
}

function ReassignDialog({ team, seat, onClose }: { team: TeamDetailDto; seat: TeamSeatDto; onClose: () => void }) {
  const formId = useId();
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reassign, { isLoading }] = useReassignTeamSeatMutation();
  const invalid = !isValidEmail(email);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setProblem(null);
    if (invalid) return;
    try {
      await reassign({
        id: team.id,
        seatId: seat.id,
        reassignSeatDto: { email: email.trim().toLowerCase() },
      }).unwrap();
      void showToast({
        title: 'Seat reassigned',
        description: `An invitation is on the way to ${email.trim()}.`,
      });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, 'The seat could not be reassigned. Please try again.'));
    }
  };

  return (
    <Dialog
      title="Reassign seat"
      onClose={onClose}
      footer={<DialogActions onCancel={onClose} label="Reassign" busyLabel="Reassigning…" busy={isLoading} form={formId} />}
    >
      <p className="tm-muted">
        The seat of <strong>{seat.email}</strong> goes to someone else:{' '}
        {seat.status === 'active' ? 'their access through this team ends' : 'their invitation stops working'}, and the new address gets an
        invitation e-mail.
      </p>
      <form id={formId} className="tm-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="cc-field">
          <label htmlFor={`${formId}-email`} className="cc-field__label">
            New e-mail address
          </label>
          <input
            id={`${formId}-email`}
            className="cc-input"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={tried && invalid}
            aria-describedby={`${formId}-error`}
          />
          <span id={`${formId}-error`} className="tm-field-error" role={tried && invalid ? 'alert' : undefined}>
            {tried && invalid ? MESSAGES.email : ''}
          </span>
        </div>
      </form>
      {problem ? (
        <p className="tm-alert" role="alert">
          {problem}
        </p>
      ) : null}
    </Dialog>
  );
}

function ResendButton({ team, seat }: { team: TeamDetailDto; seat: TeamSeatDto }) {
  const [resend, { isLoading }] = useResendTeamInviteMutation();
  const onResend = async () => {
    try {
      await resend({ id: team.id, seatId: seat.id }).unwrap();
      void showToast({
        title: 'Invitation sent again',
        description: `A new invitation is on the way to ${seat.email}. The previous link no longer works.`,
      });
    } catch (error) {
      void showToast({
        title: 'Invitation not sent',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <button
      type="button"
      className="cc-btn cc-btn--secondary tm-btn--small"
      onClick={() => void onResend()}
      disabled={isLoading}
      aria-label={`Resend invitation to ${seat.email}`}
    >
      {isLoading ? 'Sending…' : 'Resend'}
    </button>
  );
}

function SeatItem({
  team,
  seat,
  onReassign,
  onRevoke,
}: {
  team: TeamDetailDto;
  seat: TeamSeatDto;
  onReassign: () => void;
  onRevoke: () => void;
}) {
  const reasonId = useId();
  const ended = team.endedAt !== null;
  const lock = seatLockReason(seat, ended, teamProduct(team).kind);
  const showActions = seat.status !== 'revoked' && !ended;
  return (
    <li className="tm-seat">
      <div className="tm-seat__head">
        <span className="tm-seat__email">{seat.email}</span>
        <span className={`tm-pill tm-pill--${seat.status}`}>{SEAT_STATUS_LABELS[seat.status]}</span>
      </div>
      <p className="tm-seat__meta">
        {seat.learnerName ? `${seat.learnerName} · ` : ''}
        {seatDates(seat)}
      </p>
      {showActions ? (
        <>
          <div className="tm-seat__actions">
            {seat.status === 'invited' ? <ResendButton team={team} seat={seat} /> : null}
            <button
              type="button"
              className="cc-btn cc-btn--secondary tm-btn--small"
              onClick={onReassign}
              disabled={lock !== null}
              aria-label={`Reassign seat of ${seat.email}`}
              aria-describedby={lock ? reasonId : undefined}
            >
              Reassign
            </button>
            <button
              type="button"
              className="cc-btn cc-btn--secondary tm-btn--small tm-btn--danger"
              onClick={onRevoke}
              disabled={lock !== null}
              aria-label={`Revoke seat of ${seat.email}`}
              aria-describedby={lock ? reasonId : undefined}
            >
              Revoke
            </button>
          </div>
          {lock ? (
            <p id={reasonId} className="tm-seat__meta">
              {lock}: the seat stays theirs.
            </p>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/** Every seat of the team with its state: assigned ones, a placeholder row per unassigned seat, then the revoked ones. */
export function SeatList({ team }: { team: TeamDetailDto }) {
  const id = useId();
  const [dialog, setDialog] = useState<{
    kind: 'revoke' | 'reassign';
    seat: TeamSeatDto;
  } | null>(null);
  const rows = seatRows(team.seatList, team.unassigned);
  return (
    <section className="tm-section" aria-labelledby={`${id}-title`}>
      <div className="tm-section__head">
        <h2 id={`${id}-title`} className="tm-section__title">
          Seats
        </h2>
      </div>
      {rows.length === 0 ? (
        <p className="tm-muted">This team has no seats.</p>
      ) : (
        <ul className="tm-seats" aria-labelledby={`${id}-title`}>
          {rows.map((row) =>
            row.kind === 'unassigned' ? (
              <li key={`free-${row.index}`} className="tm-seat">
                <div className="tm-seat__head">
                  <span className="tm-seat__email tm-seat__email--placeholder">Unassigned seat</span>
                  <span className="tm-pill tm-pill--unassigned">{SEAT_STATUS_LABELS.unassigned}</span>
                </div>
              </li>
            ) : (
              <SeatItem
                key={row.seat.id}
                team={team}
                seat={row.seat}
                onReassign={() => setDialog({ kind: 'reassign', seat: row.seat })}
                onRevoke={() => setDialog({ kind: 'revoke', seat: row.seat })}
              />
            ),
          )}
        </ul>
      )}
      {dialog?.kind === 'revoke' ? <RevokeDialog team={team} seat={dialog.seat} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'reassign' ? <ReassignDialog team={team} seat={dialog.seat} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
