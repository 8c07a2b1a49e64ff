import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, useListMyTeamsQuery, type TeamSummaryDto } from '@academy/api';
import { useDocumentTitle } from '@academy/ui';
import { ErrorState } from '../../components/ErrorState';
import { PageSpinner } from '../../components/PageSpinner';
import { PURCHASE_POLL_INTERVAL_MS, PURCHASE_POLL_LIMIT_MS, seatUsage, teamProduct, unassignedLabel } from '../../lib/teams';
import '../../components/course-card.css';
import './teams.css';

type PurchaseWait = 'waiting' | 'arrived' | 'late';

/**
 * Back from the hosted checkout (`?purchase=success`): the paid webhook creates the team or adds the
 * seats a moment later, so the list is asked again every 2 s until it changes, for 20 s at most.
 */
function usePurchaseReturn(teams: TeamSummaryDto[] | undefined): {
  wait: PurchaseWait | null;
  polling: boolean;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const [wait, setWait] = useState<PurchaseWait | null>(() => (searchParams.get('purchase') === 'success' ? 'waiting' : null));
  const firstAnswer = useRef<{ teams: number; seats: number } | null>(null);

  useEffect(() => {
    if (searchParams.get('purchase') === null) return;
    setSearchParams(
      (params) => {
        params.delete('purchase');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  useEffect(() => {
    if (wait !== 'waiting') return;
    const timer = window.setTimeout(() => setWait('late'), PURCHASE_POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, [wait]);

  useEffect(() => {
    if (wait !== 'waiting' || !teams) return;
    const answer = {
      teams: teams.length,
      seats: teams.reduce((total, team) => total + team.seats, 0),
    };
    if (firstAnswer.current === null) {
      firstAnswer.current = answer;
      return;
    }
    // A first team, or more seats on a team that was there already.
    if (answer.teams !== firstAnswer.current.teams || answer.seats !== firstAnswer.current.seats) setWait('arrived');
  }, [teams, wait]);

  // The paid webhook may have come before the first answer: at the end of the wait, teams on the list are the ones bought.
  const settled: PurchaseWait | null = wait === 'late' && teams && teams.length > 0 ? 'arrived' : wait;
  return { wait: settled, polling: wait === 'waiting' };
}

function PurchaseBanner({ wait }: { wait: PurchaseWait }) {
  if (wait === 'late') {
    return (
      <p className="tm-banner tm-banner--warn" role="status">
        Payment received, but your seats have not appeared yet. Refresh this page in a minute.
      </p>
    );
  }
  return (
    <p className="tm-banner tm-banner--success" role="status">
      {wait === 'waiting' ? 'Payment received: your seats appear in a few seconds.' : 'Payment received: your seats are ready.'}
    </p>
  );
}

function TeamCard({ team }: { team: TeamSummaryDto }) {
  const product = teamProduct(team);
  return (
    <li>
      <article className="cc-card">
        <div className="cc-card__body">
          <h2 className="tm-team-card__title">{team.name}</h2>
          <p className="tm-team-card__course">
            {product.kind === 'path' ? `${product.label}: ` : ''}
            {product.title}
          </p>
          <div className="tm-team-card__pills">
            <span className="tm-pill tm-pill--info">{seatUsage(team)}</span>
            {team.endedAt ? (
              <span className="tm-pill tm-pill--ended">Access ended</span>
            ) : (
              <span className={`tm-pill ${team.unassigned > 0 ? 'tm-pill--invited' : 'tm-pill--unassigned'}`}>
                {unassignedLabel(team.unassigned)}
              </span>
            )}
            {product.paymentType === 'subscription' ? <span className="tm-pill tm-pill--unassigned">Monthly</span> : null}
          </div>
          <Link to={`/teams/${team.id}`} className="cc-btn cc-btn--primary cc-btn--block cc-card__action" aria-label={`Open ${team.name}`}>
            Open team
          </Link>
        </div>
      </article>
    </li>
  );
}

/** /teams (signed in): the teams the user manages, and the wait for seats just bought. */
export default function TeamsPage() {
  const [polling, setPolling] = useState(false);
  const {
    data: teams,
    error,
    isLoading,
    refetch,
  } = useListMyTeamsQuery(undefined, {
    pollingInterval: polling ? PURCHASE_POLL_INTERVAL_MS : 0,
  });
  const purchase = usePurchaseReturn(teams);
  useDocumentTitle('My Teams');
  if (purchase.polling !== polling) setPolling(purchase.polling);

  return (
    <main className="cc-page">
      <div className="cc-container">
        <h1 className="cc-page-title">My Teams</h1>
        <p className="cc-page-lead">The teams you manage: assign their seats and follow everyone&apos;s progress.</p>
        {purchase.wait ? <PurchaseBanner wait={purchase.wait} /> : null}
        {isLoading ? (
          <PageSpinner />
        ) : error || !teams ? (
          <ErrorState
            headingLevel={2}
            title="Error loading your teams"
            text={errorMessage(error, 'Failed to load your teams. Please try again later.')}
            onRetry={() => void refetch()}
          />
        ) : teams.length === 0 ? (
          purchase.wait === 'waiting' ? null : (
            <div className="cc-state">
              <h2 className="cc-state__title">No teams yet</h2>
              <p className="cc-state__text">
                To train your recruiters together, open a paid course and choose &lsquo;Buy for my team&rsquo;. The seats you buy appear
                here, ready to assign by e-mail.
              </p>
              <Link to="/courses" className="cc-btn cc-btn--primary">
                Browse Courses
              </Link>
            </div>
          )
        ) : (
          <ul className="cc-grid">
            {teams.map((team) => (
              <TeamCard key={team.id} team={team} />
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
