import type { SubscriptionDto } from '@academy/api';
import { formatDate } from '@academy/ui';

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment overdue',
  unpaid: 'Unpaid',
  canceled: 'Ended',
  incomplete: 'Awaiting payment',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

interface SubscriptionSummary {
  status: string;
  /** Whether the status is a good one (a green pill) or needs attention. */
  tone: 'ok' | 'warn';
  /** 'Next payment on' or 'Ends on' (cancelled at period end) a date; nothing once it has ended or before a date is known. */
  period: { label: 'Next payment on' | 'Ends on'; date: string } | null;
  /** Still running: the portal can cancel, resume or change the card. */
  manageable: boolean;
}

/** How the account page describes a subscription. */
export function subscriptionSummary(
  subscription: Pick<SubscriptionDto, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>,
): SubscriptionSummary {
  const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  const date = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;
  const period =
    !ended && date ? { label: subscription.cancelAtPeriodEnd ? ('Ends on' as const) : ('Next payment on' as const), date } : null;
  return {
    status: STATUS_LABELS[subscription.status] ?? subscription.status,
    tone: subscription.status === 'active' || subscription.status === 'trialing' ? 'ok' : 'warn',
    period,
    manageable: !ended,
  };
}
