import { Link, useLocation, useParams } from 'react-router-dom';
import { errorMessage, skipToken, useGetPathPurchaseQuery, useGetPathQuery, type PathDetailDto, type PathPurchaseDto } from '@academy/api';
import { signInPath, useDocumentTitle, useSession } from '@academy/ui';
import { ErrorState } from '../../components/ErrorState';
import { PageSpinner } from '../../components/PageSpinner';
import { pathCheckoutState, pathOffer, pathPrice, pathWhatYouGet } from '../../lib/pathPurchase';
import { decodeSegment } from '../../lib/route-params';
import { SignedInPayment } from './PaymentForms';
import { StatePage } from './StatePage';
import '../../components/course-card.css';
import '../courses/courses.css';
import './checkout.css';

function PathSummary({ path, purchase }: { path: PathDetailDto; purchase: PathPurchaseDto }) {
  const offer = pathOffer(purchase);
  return (
    <section className="cs-panel ck-summary" aria-labelledby="ck-path-title">
      <div className="cs-badges">
        <span className="lr-badge">Learning path</span>
        <span>{path.levelLabel}</span>
      </div>
      <h1 id="ck-path-title" className="cs-title">
        {path.title}
      </h1>
      {path.description ? <p className="cs-description">{path.description}</p> : null}
      <p className="ck-price">{pathPrice(purchase)}</p>
      {offer.kind === 'buy' && offer.ownedNote ? <p className="ck-hint">{offer.ownedNote}</p> : null}
      <h2 className="cs-section-title">What you&apos;ll get</h2>
      <ul className="ck-benefits">
        {pathWhatYouGet(purchase, path.minutes).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2 className="cs-section-title">Courses in this path</h2>
      <ul className="ck-benefits">
        {[...new Map(path.steps.map((step) => [step.courseId, step.courseTitle])).entries()].map(([id, title]) => (
          <li key={id}>{title}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /checkout/paths/{slug}: the course checkout pointed at a learning path sold as one product: its
 * summary beside the card form and the hosted checkout. Visitors sign in first; codes are for courses.
 */
export default function PathCheckoutPage() {
  const params = useParams();
  const location = useLocation();
  const slug = params.slug ? decodeSegment(params.slug) : '';
  const session = useSession();
  const path = useGetPathQuery(slug ? { slug } : skipToken);
  const purchase = useGetPathPurchaseQuery(slug ? { slug } : skipToken);
  const error = path.error ?? purchase.error;
  const state = pathCheckoutState(path.data, purchase.data, error ?? (slug ? undefined : { status: 404 }));
  useDocumentTitle(state === 'not-found' ? 'Path not found' : path.data ? `Checkout: ${path.data.title}` : 'Checkout');

  if (path.isLoading || purchase.isLoading || (path.data && !purchase.data && !purchase.error)) return <PageSpinner />;
  if (state === 'not-found')
    return (
      <StatePage
        title="Path not found"
        text="The learning path you're looking for doesn't exist."
        link={{ to: '/courses', label: 'Back to Courses' }}
      />
    );
  if (state === 'error') {
    return (
      <main className="cc-page">
        <div className="cc-container">
          <ErrorState
            title="Error loading path"
            text={errorMessage(error, 'Failed to load the path. Please try again later.')}
            onRetry={() => void (path.error ? path.refetch() : purchase.refetch())}
          >
            <Link to="/courses" className="cc-btn cc-btn--secondary">
              Back to Courses
            </Link>
          </ErrorState>
        </div>
      </main>
    );
  }
  const detail = path.data!;
  const offer = pathOffer(purchase.data!);
  const pathPage = `/paths/${encodeURIComponent(detail.slug)}`;
  if (offer.kind === 'owned') return <StatePage title="Already Yours" text={offer.message} link={{ to: pathPage, label: 'View Path' }} />;
  if (offer.kind === 'not-sold')
    return (
      <StatePage
        title="Path Not for Sale"
        text="This path is not sold as one product: enrol in its courses one by one from the path page."
        link={{ to: pathPage, label: 'View Path' }}
      />
    );

  return (
    <main className="cc-page">
      <div className="cc-container">
        <Link to={pathPage} className="cc-link cs-back">
          <span aria-hidden="true">←</span> Back to Path
        </Link>
        <div className="cs-layout">
          <PathSummary path={detail} purchase={purchase.data!} />
          <aside className="cs-side" aria-label="Payment">
            <div className="cs-panel cs-side__panel ck-payment">
              <h2 className="cs-section-title">Payment</h2>
              {session.status === 'signed-in' ? (
                <SignedInPayment target={{ kind: 'path', id: detail.id, slug: detail.slug, amount: purchase.data!.price }} />
              ) : (
                <>
                  <p className="ck-hint">Sign in or create an account to buy this path: its courses go to your account.</p>
                  <Link to={signInPath(location)} className="cc-btn cc-btn--primary cc-btn--block">
                    Sign in to buy
                  </Link>
                </>
              )}
              <p className="ck-secure">Payments are processed securely by Stripe. We never see your card number.</p>
            </div>
          </aside>
        </div>
      </div>
    </main>
  );
}
