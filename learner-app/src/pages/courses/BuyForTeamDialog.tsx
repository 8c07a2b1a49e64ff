import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  errorCode,
  errorMessage,
  skipToken,
  useAddTeamSubscriptionSeatsMutation,
  useCreatePathTeamCheckoutSessionMutation,
  useCreateTeamCheckoutSessionMutation,
  useGetPathSeatQuoteQuery,
  useGetSeatQuoteQuery,
  useLazyListMyTeamsQuery,
  type PathSeatQuoteDto,
  type SeatQuoteDto,
  type TeamSummaryDto,
} from '@academy/api';
import { formatPrice, showToast } from '@academy/ui';
import { Dialog, DialogActions } from '../../components/Dialog';
import { leaveFor } from '../../lib/redirect';
import {
  defaultTeamName,
  MAX_SEATS,
  MAX_TEAM_NAME,
  MIN_SEATS,
  parseSeats,
  SEATS_MESSAGE,
  seatPrice,
  TEAM_HAS_SUBSCRIPTION,
  TEAM_NAME_MESSAGE,
  tierLabel,
} from '../../lib/teams';
import '../teams/teams.css';

/** The seat count the quote asks for: the field's value once typing pauses, so each keystroke does not call the API. */
function useSettled<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

type Quoted = SeatQuoteDto | PathSeatQuoteDto;

function Quote({ quote, seats }: { quote: Quoted; seats: number }) {
  const monthly = quote.paymentType === 'subscription';
  return (
    <dl className="tm-quote" aria-label="Price">
      <div className="tm-quote__row">
        <dt>Price per seat</dt>
        <dd>{seatPrice(quote.unitAmount, quote.paymentType)}</dd>
      </div>
      <div className="tm-quote__row">
        <dt>Volume discount</dt>
        <dd>{quote.discountPercent > 0 ? `${quote.discountPercent}% off` : 'None'}</dd>
      </div>
      <div className="tm-quote__row tm-quote__row--total">
        <dt>
          Total for {seats} {seats === 1 ? 'seat' : 'seats'}
        </dt>
        <dd>
          {formatPrice(quote.totalAmount)}
          {monthly ? ' per month' : ''}
        </dd>
      </div>
    </dl>
  );
}

function Tiers({ quote }: { quote: Quoted }) {
  if (quote.tiers.length === 0) return null;
  const current = [...quote.tiers].reverse().find((tier) => quote.seats >= tier.minSeats);
  return (
    <div className="tm-tiers">
      <h3 className="tm-tiers__title">Volume discounts</h3>
      <ul className="tm-tiers__list">
        {quote.tiers.map((tier) => (
          <li key={tier.minSeats} className={tier === current ? 'tm-tiers__item tm-tiers__item--current' : 'tm-tiers__item'}>
            {tierLabel(tier)}
            {tier === current ? <span className="lr-visually-hidden"> (applies)</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The buyer's team already pays monthly for this course or path: seats are added to that subscription instead. */
function AddToSubscription({
  team,
  seats,
  what,
  onClose,
}: {
  team: TeamSummaryDto;
  seats: number;
  what: 'course' | 'learning path';
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [addSeats, { isLoading }] = useAddTeamSubscriptionSeatsMutation();
  const onAdd = async () => {
    try {
      await addSeats({ id: team.id, subscriptionSeatsDto: { seats } }).unwrap();
      void showToast({
        title: 'Seats on their way',
        description: `${seats} ${seats === 1 ? 'seat is' : 'seats are'} being added to ${team.name}. They appear once Stripe confirms the change.`,
      });
      onClose();
      void navigate(`/teams/${team.id}`);
    } catch (error) {
      void showToast({
        title: 'Seats not added',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="tm-callout" role="alert">
      <p className="tm-callout__text">
        <strong>{team.name}</strong> already has a monthly subscription to this {what}. Add the seats to it: Stripe charges the difference
        for the rest of the month.
      </p>
      <button type="button" className="cc-btn cc-btn--primary" onClick={() => void onAdd()} disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? 'Adding seats…' : `Add ${seats} ${seats === 1 ? 'seat' : 'seats'} to ${team.name}`}
      </button>
    </div>
  );
}

/** What the seats are of: a course (`courseId`), or a learning path sold as one product (`pathId`: each seat gives every course of it). */
type SeatsOf = { courseId: number; courseTitle: string; pathId?: undefined } | { pathId: number; pathTitle: string; courseId?: undefined };

/**
 * 'Buy for my team' on a paid course or a sold path: how many seats and the team's name, the live
 * quote with the volume discounts, then Stripe's hosted checkout for all the seats in one payment.
 */
export function BuyForTeamDialog({
  firstName,
  team,
  onClose,
  ...of
}: SeatsOf & {
  firstName: string;
  /** Buying more seats for this team (the buyer's team of the course or path): no name to choose. */
  team?: Pick<TeamSummaryDto, 'name'>;
  onClose: () => void;
}) {
  const formId = useId();
  const [seatsText, setSeatsText] = useState(team ? '1' : '5');
  const [teamName, setTeamName] = useState(() => team?.name ?? defaultTeamName(firstName));
  const [submitted, setSubmitted] = useState(false);
  const [subscriptionTeam, setSubscriptionTeam] = useState<TeamSummaryDto | null>(null);
  const seats = parseSeats(seatsText);
  const quotedSeats = useSettled(seats);
  const courseQuote = useGetSeatQuoteQuery(
    quotedSeats === null || of.courseId === undefined ? skipToken : { id: of.courseId, seats: quotedSeats },
  );
  const pathQuote = useGetPathSeatQuoteQuery(
    quotedSeats === null || of.pathId === undefined ? skipToken : { id: of.pathId, seats: quotedSeats },
  );
  const quote = of.pathId === undefined ? courseQuote : pathQuote;
  const title = of.pathId === undefined ? of.courseTitle : of.pathTitle;
  const [createCourseSession, { isLoading: openingCourse }] = useCreateTeamCheckoutSessionMutation();
  const [createPathSession, { isLoading: openingPath }] = useCreatePathTeamCheckoutSessionMutation();
  const opening = openingCourse || openingPath;
  const [listTeams] = useLazyListMyTeamsQuery();
  const nameProblem = teamName.trim() ? null : TEAM_NAME_MESSAGE;
  const seatsProblem = seats === null ? SEATS_MESSAGE : null;
  const currentQuote = quote.data && seats !== null && quote.data.seats === seats ? quote.data : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (seats === null || nameProblem) return;
    setSubscriptionTeam(null);
    try {
      const { checkoutUrl } = await (
        of.pathId === undefined
          ? createCourseSession({ teamCheckoutDto: { courseId: of.courseId, seats, teamName: teamName.trim() } })
          : createPathSession({ pathTeamCheckoutDto: { pathId: of.pathId, seats, teamName: teamName.trim() } })
      ).unwrap();
      leaveFor(checkoutUrl);
    } catch (error) {
      if (errorCode(error) === TEAM_HAS_SUBSCRIPTION) {
        const teams = await listTeams()
          .unwrap()
          .catch(() => []);
        const existing = teams.find(
          (candidate) =>
            (of.pathId === undefined ? candidate.course?.id === of.courseId : candidate.path?.id === of.pathId) && !candidate.endedAt,
        );
        if (existing) {
          setSubscriptionTeam(existing);
          return;
        }
      }
      void showToast({
        title: 'Error',
        description: errorMessage(error, 'Failed to start checkout process'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      title={team ? 'Buy more seats' : 'Buy for my team'}
      onClose={onClose}
      footer={
        <DialogActions onCancel={onClose} label="Continue to checkout" busyLabel="Opening secure checkout…" busy={opening} form={formId} />
      }
    >
      <p className="tm-muted">
        Buy seats of <strong>{title}</strong> for your recruiters in one payment.
        {of.pathId === undefined ? '' : ' Each seat gives every course of the learning path.'} After paying you assign each seat by e-mail
        and follow everyone&apos;s progress.
      </p>
      <form id={formId} className="tm-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="cc-field">
          <label htmlFor={`${formId}-seats`} className="cc-field__label">
            Number of seats
          </label>
          <input
            id={`${formId}-seats`}
            className="cc-input tm-input--seats"
            type="number"
            inputMode="numeric"
            min={MIN_SEATS}
            max={MAX_SEATS}
            step={1}
            value={seatsText}
            onChange={(event) => {
              setSeatsText(event.target.value);
              setSubscriptionTeam(null);
            }}
            aria-invalid={seatsProblem !== null}
            aria-describedby={`${formId}-seats-error`}
          />
          <span id={`${formId}-seats-error`} className="tm-field-error" role={seatsProblem ? 'alert' : undefined}>
            {seatsProblem && (submitted || seatsText !== '') ? seatsProblem : ''}
          </span>
        </div>
        {team ? (
          <p className="tm-muted">
            The seats are added to <strong>{team.name}</strong>.
          </p>
        ) : (
          <div className="cc-field">
            <label htmlFor={`${formId}-name`} className="cc-field__label">
              Team name
            </label>
            <input
              id={`${formId}-name`}
              className="cc-input"
              value={teamName}
              maxLength={MAX_TEAM_NAME}
              onChange={(event) => setTeamName(event.target.value)}
              aria-invalid={submitted && nameProblem !== null}
              aria-describedby={`${formId}-name-error`}
            />
            <span id={`${formId}-name-error`} className="tm-field-error" role={submitted && nameProblem ? 'alert' : undefined}>
              {submitted && nameProblem ? nameProblem : ''}
            </span>
          </div>
        )}
      </form>
      <div className="tm-quote-box" aria-live="polite">
        {currentQuote ? (
          <>
            <Quote quote={currentQuote} seats={currentQuote.seats} />
            <Tiers quote={currentQuote} />
          </>
        ) : quote.isError && seats !== null && quotedSeats === seats ? (
          <p className="tm-field-error" role="alert">
            {errorMessage(quote.error, 'The price could not be calculated. Please try again.')}
          </p>
        ) : seats !== null ? (
          <p className="tm-muted" role="status">
            Calculating the price…
          </p>
        ) : null}
      </div>
      {subscriptionTeam && seats !== null ? (
        <AddToSubscription
          team={subscriptionTeam}
          seats={seats}
          what={of.pathId === undefined ? 'course' : 'learning path'}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}
