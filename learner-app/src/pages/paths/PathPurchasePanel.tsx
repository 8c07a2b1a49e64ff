import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useGetPathPurchaseQuery } from '@academy/api';
import { signInPath, useSession } from '@academy/ui';
import { pathCheckoutPath, pathOffer } from '../../lib/pathPurchase';
import { usePathPaymentReturn } from '../../lib/usePaymentReturn';
import './path-purchase.css';

// Loaded when opened: most visits to a path page never open it.
const BuyForTeamDialog = lazy(() => import('../courses/BuyForTeamDialog').then((module) => ({ default: module.BuyForTeamDialog })));

/** Query parameter of the path page that opens 'Buy for my team' (a visitor comes back with it after signing in). */
const BUY_FOR_TEAM_PARAM = 'buy';

function BuyForTeam({ path, firstName }: { path: { id: number; title: string }; firstName: string | null }) {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  // Back from signing in with `?buy=team`: the dialog starts open, and the parameter leaves the address.
  const [open, setOpen] = useState(() => searchParams.get(BUY_FOR_TEAM_PARAM) === 'team' && firstName !== null);
  const asked = searchParams.has(BUY_FOR_TEAM_PARAM);
  useEffect(() => {
    if (!asked) return;
    setSearchParams(
      (params) => {
        params.delete(BUY_FOR_TEAM_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [asked, setSearchParams]);
  if (firstName === null) {
    return (
      <Link
        to={signInPath({ pathname: location.pathname, search: `?${BUY_FOR_TEAM_PARAM}=team`, hash: '' })}
        className="cc-btn cc-btn--secondary cc-btn--block"
      >
        Buy for my team
      </Link>
    );
  }
  return (
    <>
      <button type="button" className="cc-btn cc-btn--secondary cc-btn--block" onClick={() => setOpen(true)}>
        Buy for my team
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BuyForTeamDialog pathId={path.id} pathTitle={path.title} firstName={firstName} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The path page's purchase panel (docs/product-rules.md#learning-path-purchases): for a path sold as
 * one product, its price with "Buy this path" or "Subscribe for $X/month" (the checkout pointed at the
 * path) and "Buy for my team"; once the learner has the path, how they have it. Nothing for a path
 * that is not sold and not the learner's.
 */
export function PathPurchasePanel({ path }: { path: { id: number; slug: string; title: string } }) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const titleId = useId();
  const { data: purchase } = useGetPathPurchaseQuery({ slug: path.slug });
  usePathPaymentReturn(path.id, user !== null);
  if (!purchase) return null;
  const offer = pathOffer(purchase);
  if (offer.kind === 'not-sold') return null;
  return (
    <section className="pp-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="pp-panel__title">
        {offer.kind === 'owned' ? 'Your access' : 'Get every course of this path'}
      </h2>
      {offer.kind === 'owned' ? (
        <p className="pp-panel__owned" role="status">
          {offer.message}
        </p>
      ) : (
        <>
          <p className="pp-panel__price">{offer.price}</p>
          <Link to={pathCheckoutPath(path.slug)} className="cc-btn cc-btn--primary cc-btn--block">
            {offer.action}
          </Link>
          <p className="pp-panel__text">{offer.promise}</p>
          {offer.ownedNote ? <p className="pp-panel__note">{offer.ownedNote}</p> : null}
        </>
      )}
      {purchase.isPaid && purchase.price > 0 ? <BuyForTeam path={path} firstName={user?.firstName ?? null} /> : null}
    </section>
  );
}
