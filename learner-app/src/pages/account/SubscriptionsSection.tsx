import { useId } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useCreatePortalSessionMutation, useListSubscriptionsQuery, type SubscriptionDto } from '@academy/api';
import { showToast } from '@academy/ui';
import { subscriptionSummary } from '../../lib/subscriptions';
import { AccountSection, SectionLoadError } from './AccountSection';

function SubscriptionItem({ subscription }: { subscription: SubscriptionDto }) {
  const [createPortalSession, { isLoading }] = useCreatePortalSessionMutation();
  const summary = subscriptionSummary(subscription);
  const titleId = useId();

  const onManage = async () => {
    try {
      const { url } = await createPortalSession({ id: subscription.id }).unwrap();
      window.location.assign(url);
    } catch (failure) {
      void showToast({
        title: 'Could not open the subscription portal',
        description: errorMessage(failure, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <li className="ac-session">
      <div className="ac-session__head">
        <Link
          id={titleId}
          to={subscription.path ? `/paths/${subscription.path.slug}` : `/courses/${subscription.courseId}`}
          className="cc-link ac-session__device"
        >
          {subscription.path ? `Learning path: ${subscription.path.title}` : subscription.courseTitle}
        </Link>
        <span className={`ac-pill ac-pill--${summary.tone}`}>{summary.status}</span>
      </div>
      {summary.period ? (
        <span className="ac-muted">
          {summary.period.label} <time dateTime={subscription.currentPeriodEnd ?? undefined}>{summary.period.date}</time>
        </span>
      ) : null}
      {summary.manageable ? (
        <div className="ac-actions">
          <button
            type="button"
            className="cc-btn cc-btn--secondary"
            onClick={() => void onManage()}
            disabled={isLoading}
            aria-describedby={titleId}
          >
            {isLoading ? 'Opening…' : 'Manage subscription'}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** Monthly subscriptions: status, next payment or end date, and Stripe's portal to cancel, resume or change the card. Hidden without any. */
export function SubscriptionsSection() {
  const { data: subscriptions, isLoading, isError, error, refetch } = useListSubscriptionsQuery();
  if (isLoading || (subscriptions && subscriptions.length === 0)) return null;
  return (
    <AccountSection
      title="Subscriptions"
      intro="Your monthly course subscriptions. Cancel, resume or change your card in the subscription portal."
    >
      {isError || !subscriptions ? (
        <SectionLoadError
          error={error}
          fallback="Your subscriptions could not be loaded. Please try again later."
          onRetry={() => void refetch()}
        />
      ) : (
        <ul className="ac-sessions">
          {subscriptions.map((subscription) => (
            <SubscriptionItem key={subscription.id} subscription={subscription} />
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
