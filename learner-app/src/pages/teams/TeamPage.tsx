import { ASK_AGAIN_UNLESS_YOUNGER_THAN_S } from '../../lib/freshness';
import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  errorMessage,
  errorStatus,
  useAddTeamSubscriptionSeatsMutation,
  useGetTeamQuery,
  useTakeTeamSeatMutation,
  type TeamDetailDto,
  type UserDto,
} from '@academy/api';
import { formatDate, showToast, useDocumentTitle, useHttpStatus } from '@academy/ui';
import { Dialog, DialogActions } from '../../components/Dialog';
import { ErrorState } from '../../components/ErrorState';
import { PageSpinner } from '../../components/PageSpinner';
import { parseId } from '../../lib/route-params';
import { MAX_SEATS, MIN_SEATS, parseSeats, SEATS_MESSAGE, teamProduct } from '../../lib/teams';
import { BuyForTeamDialog } from '../courses/BuyForTeamDialog';
import { AssignSeats } from './AssignSeats';
import { MembersProgress } from './MembersProgress';
import { SeatList } from './SeatList';
import { TeamCohorts } from './TeamCohorts';
import { TeamSso } from './TeamSso';
import '../../components/course-card.css';
import './teams.css';

function BackToTeams() {
  return (
    <Link to="/teams" className="cc-link tm-back">
      <span aria-hidden="true">←</span> My Teams
    </Link>
  );
}

function TeamNotFound() {
  useHttpStatus(404);
  return (
    <main className="cc-page">
      <div className="cc-container">
        <div className="cc-state">
          <h1 className="cc-state__title">Team not found</h1>
          <p className="cc-state__text">This team does not exist, or you are not its manager.</p>
          <Link to="/teams" className="cc-btn cc-btn--primary">
            My Teams
          </Link>
        </div>
      </div>
    </main>
  );
}

/** A monthly team's extra seats: the subscription's quantity grows, prorated by Stripe; the seats come with its confirmation. */
function AddSeatsDialog({ team, onClose }: { team: TeamDetailDto; onClose: () => void }) {
  const formId = useId();
  const [seatsText, setSeatsText] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const [addSeats, { isLoading }] = useAddTeamSubscriptionSeatsMutation();
  const seats = parseSeats(seatsText);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (seats === null) return;
    try {
      await addSeats({ id: team.id, subscriptionSeatsDto: { seats } }).unwrap();
      void showToast({
        title: 'Seats on their way',
        description: `${seats} ${seats === 1 ? 'seat is' : 'seats are'} being added. They appear once Stripe confirms the change.`,
      });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, 'The seats could not be added. Please try again.'));
    }
  };

  return (
    <Dialog
      title="Add seats"
      onClose={onClose}
      footer={
        <DialogActions
          onCancel={onClose}
          label="Add seats"
          busyLabel="Adding seats…"
          busy={isLoading}
          disabled={seats === null}
          form={formId}
        />
      }
    >
      <p className="tm-muted">
        The seats are added to the team&apos;s monthly subscription. Stripe charges the difference for the rest of the current month, then
        the new total each month.
      </p>
      <form id={formId} className="tm-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="cc-field">
          <label htmlFor={`${formId}-seats`} className="cc-field__label">
            Seats to add
          </label>
          <input
            id={`${formId}-seats`}
            className="cc-input tm-input--seats"
            type="number"
            inputMode="numeric"
            min={MIN_SEATS}
            max={MAX_SEATS}
            value={seatsText}
            onChange={(event) => setSeatsText(event.target.value)}
            aria-invalid={seats === null}
            aria-describedby={`${formId}-error`}
          />
          <span id={`${formId}-error`} className="tm-field-error" role={seats === null ? 'alert' : undefined}>
            {seats === null ? SEATS_MESSAGE : ''}
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

/** "Take a seat myself": the manager's own seat, active at once for a confirmed address. */
function TakeSeatButton({ team }: { team: TeamDetailDto }) {
  const [takeSeat, { isLoading }] = useTakeTeamSeatMutation();
  const onTake = async () => {
    try {
      await takeSeat({ id: team.id }).unwrap();
      void showToast({
        title: 'Seat taken',
        description: `You have a seat in ${team.name}.`,
      });
    } catch (error) {
      void showToast({
        title: 'Seat not taken',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <button type="button" className="cc-btn cc-btn--secondary" onClick={() => void onTake()} disabled={isLoading} aria-busy={isLoading}>
      {isLoading ? 'Taking a seat…' : 'Take a seat myself'}
    </button>
  );
}

function TeamHeader({ team, user }: { team: TeamDetailDto; user: UserDto }) {
  const [dialog, setDialog] = useState<'add' | 'buy' | null>(null);
  const product = teamProduct(team);
  const monthly = product.paymentType === 'subscription';
  const ended = team.endedAt !== null;
  const myEmail = user.email.toLowerCase();
  const mySeat = team.seatList.find((seat) => seat.email.toLowerCase() === myEmail && seat.status !== 'revoked');
  const stats = [
    { label: 'Seats bought', value: team.seats },
    { label: 'Seats used', value: team.seatsUsed },
    { label: 'Unassigned', value: team.unassigned },
    { label: 'Members learning', value: team.members.length },
  ];
  return (
    <header className="tm-header">
      <h1 className="tm-header__title">{team.name}</h1>
      <p className="tm-header__course">
        {product.label}:{' '}
        <Link to={product.href} className="cc-link">
          {product.title}
        </Link>
        {monthly ? ' · Monthly subscription' : ''}
      </p>
      {ended ? (
        <p className="tm-banner tm-banner--warn" role="status">
          The team&apos;s access ended on {formatDate(team.endedAt)}: its seats no longer give the{' '}
          {product.kind === 'path' ? "learning path's courses" : 'course'}.
        </p>
      ) : null}
      <ul className="tm-stats" aria-label="Seat counts">
        {stats.map((stat) => (
          <li key={stat.label} className="tm-stat">
            <span className="tm-stat__label">{stat.label}</span>
            <span className="tm-stat__value">{stat.value}</span>
          </li>
        ))}
      </ul>
      {!ended ? (
        <div className="tm-actions">
          {mySeat ? (
            <span className="tm-muted">
              {mySeat.status === 'active' ? (
                <>
                  You have a seat:{' '}
                  <Link to={product.learnHref} className="cc-link">
                    start learning
                  </Link>
                </>
              ) : (
                'You have a seat: confirm your e-mail address to start.'
              )}
            </span>
          ) : team.unassigned > 0 ? (
            <TakeSeatButton team={team} />
          ) : null}
          {monthly ? (
            <button type="button" className="cc-btn cc-btn--secondary" onClick={() => setDialog('add')}>
              Add seats
            </button>
          ) : (
            <button type="button" className="cc-btn cc-btn--secondary" onClick={() => setDialog('buy')}>
              Buy more seats
            </button>
          )}
        </div>
      ) : null}
      {dialog === 'add' ? <AddSeatsDialog team={team} onClose={() => setDialog(null)} /> : null}
      {dialog === 'buy' ? (
        <BuyForTeamDialog
          {...(team.path
            ? { pathId: team.path.id, pathTitle: team.path.title }
            : { courseId: team.course!.id, courseTitle: team.course!.title })}
          team={team}
          firstName={user.firstName}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </header>
  );
}

/**
 * /teams/{id}: the manager's team dashboard: seats, assigning them, the members' progress and, for a
 * course with cohorts, their cohorts and attendance. Anyone else gets 'Team not found'.
 */
export default function TeamPage({ user }: { user: UserDto }) {
  const params = useParams();
  const id = parseId(params.id);
  // Fresh on every visit: members learn between two looks.
  const {
    data: team,
    error,
    isLoading,
    refetch,
  } = useGetTeamQuery({ id: id ?? 0 }, { skip: id === null, refetchOnMountOrArgChange: ASK_AGAIN_UNLESS_YOUNGER_THAN_S });
  const notFound = id === null || errorStatus(error) === 404;
  useDocumentTitle(notFound ? 'Team not found' : (team?.name ?? 'Team'));

  if (notFound) return <TeamNotFound />;
  if (isLoading) return <PageSpinner />;
  if (error || !team) {
    return (
      <main className="cc-page">
        <div className="cc-container">
          <BackToTeams />
          <ErrorState
            title="Error loading the team"
            text={errorMessage(error, 'Failed to load the team. Please try again later.')}
            onRetry={() => void refetch()}
          />
        </div>
      </main>
    );
  }

  return (
    <main className="cc-page">
      <div className="cc-container">
        <BackToTeams />
        <TeamHeader team={team} user={user} />
        <div className="tm-sections">
          <AssignSeats team={team} />
          <SeatList team={team} />
          <MembersProgress team={team} />
          <TeamCohorts team={team} />
          <TeamSso team={team} />
        </div>
      </div>
    </main>
  );
}
