import { describe, expect, it } from '@jest/globals';
import { subscriptionSummary } from './subscriptions';

const periodEnd = '2027-01-15T12:00:00.000Z';

describe('subscriptionSummary', () => {
  it('an active subscription shows its next payment date and can be managed', () => {
    expect(subscriptionSummary({ status: 'active', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: false })).toEqual({
      status: 'Active',
      tone: 'ok',
      period: { label: 'Next payment on', date: 'Jan 15, 2027' },
      manageable: true,
    });
  });

  it('cancelled at period end: it ends on the period end, and can still be resumed', () => {
    expect(subscriptionSummary({ status: 'active', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: true })).toMatchObject({
      period: { label: 'Ends on', date: 'Jan 15, 2027' },
      manageable: true,
    });
  });

  it('an ended subscription has no date and nothing to manage', () => {
    expect(subscriptionSummary({ status: 'canceled', currentPeriodEnd: periodEnd, cancelAtPeriodEnd: true })).toEqual({
      status: 'Ended',
      tone: 'warn',
      period: null,
      manageable: false,
    });
  });

  it('an overdue or unknown status is shown as needing attention; no date known yet shows none', () => {
    expect(subscriptionSummary({ status: 'past_due', currentPeriodEnd: null, cancelAtPeriodEnd: false })).toEqual({
      status: 'Payment overdue',
      tone: 'warn',
      period: null,
      manageable: true,
    });
    expect(subscriptionSummary({ status: 'something_new', currentPeriodEnd: null, cancelAtPeriodEnd: false }).status).toBe('something_new');
  });
});
