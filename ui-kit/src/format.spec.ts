import {
  ACCESS_LEVEL_LABELS,
  configuredPriceLabel,
  formatCredits,
  formatDate,
  formatPrice,
  parseCredits,
  priceLabel,
  relativeTime,
  relativeTimeOrNever,
} from './format.js';

describe('prices (integer cents, two decimals)', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [1900, '$19.00'],
    [4999, '$49.99'],
    [123456, '$1234.56'],
  ])('formatPrice(%i) is %s', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });

  it('labels free, one-time and subscription courses for learners', () => {
    expect(priceLabel({ isPaid: false, price: 0, paymentType: 'one_time' })).toBe('Free');
    expect(priceLabel({ isPaid: false, price: 4900, paymentType: 'one_time' })).toBe('Free');
    expect(priceLabel({ isPaid: true, price: 0, paymentType: 'one_time' })).toBe('Free');
    expect(priceLabel({ isPaid: true, price: 4900, paymentType: 'one_time' })).toBe('$49.00');
    expect(priceLabel({ isPaid: true, price: 1900, paymentType: 'subscription' })).toBe('$19.00/month');
  });

  it('shows the admin the price as set, even a zero one', () => {
    expect(configuredPriceLabel({ isPaid: false, price: 4900, paymentType: 'one_time' })).toBe('Free');
    expect(configuredPriceLabel({ isPaid: true, price: 0, paymentType: 'one_time' })).toBe('$0.00');
    expect(configuredPriceLabel({ isPaid: true, price: 4900, paymentType: 'one_time' })).toBe('$49.00');
    expect(configuredPriceLabel({ isPaid: true, price: 1900, paymentType: 'subscription' })).toBe('$19.00/month');
  });
});

describe('relative time', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MINUTE = 60_000;

  it('uses minutes under an hour', () => {
    expect(relativeTime(ago(30_000), now)).toBe('just now');
    expect(relativeTime(ago(5 * MINUTE), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(59 * MINUTE), now)).toBe('59 minutes ago');
  });

  it('uses hours under a day', () => {
    expect(relativeTime(ago(60 * MINUTE), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 60 * MINUTE), now)).toBe('23 hours ago');
  });

  it('uses days under a week', () => {
    expect(relativeTime(ago(24 * 60 * MINUTE), now)).toBe('1 day ago');
    expect(relativeTime(ago(6 * 24 * 60 * MINUTE), now)).toBe('6 days ago');
  });

  it("shows the learner the date in the reader's locale from a week on", () => {
    const iso = ago(7 * 24 * 60 * MINUTE);
    expect(relativeTime(iso, now)).toBe(new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }));
  });

  it('never shows a future time as negative', () => {
    expect(relativeTime(new Date(now.getTime() + 10 * MINUTE).toISOString(), now)).toBe('just now');
    expect(relativeTimeOrNever(new Date(now.getTime() + 10 * MINUTE).toISOString(), now.getTime())).toBe('just now');
  });

  it('shows the admin "Never" without a time, the same words under a week, then an en-US date', () => {
    expect(relativeTimeOrNever(null, now.getTime())).toBe('Never');
    expect(relativeTimeOrNever(undefined, now.getTime())).toBe('Never');
    expect(relativeTimeOrNever('not a date', now.getTime())).toBe('Never');
    expect(relativeTimeOrNever(ago(2 * 60 * MINUTE), now.getTime())).toBe('2 hours ago');
    const iso = ago(8 * 24 * 60 * MINUTE);
    expect(relativeTimeOrNever(iso, now.getTime())).toBe(formatDate(iso));
  });
});

describe('formatDate', () => {
  it('is an en-US date, or a dash when there is none', () => {
    expect(formatDate('2026-03-03T12:00:00Z')).toBe('Mar 3, 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('ACCESS_LEVEL_LABELS', () => {
  it('names every access level', () => {
    expect(ACCESS_LEVEL_LABELS).toEqual({ all: 'All Users', recruitpro: 'RecruitPro', jobseeker: 'Job Seeker', admin: 'Admin' });
  });
});

describe('credits (integer hundredths)', () => {
  it('are written without trailing zeros', () => {
    expect([300, 125, 250, 25, 5, 0, 100_000].map(formatCredits)).toEqual(['3', '1.25', '2.5', '0.25', '0.05', '0', '1000']);
  });

  it('are read from what a person types, with a point or a comma, at most two decimals', () => {
    expect(['3', '1.25', '2,5', ' 0.5 ', '0.05', '1000'].map(parseCredits)).toEqual([300, 125, 250, 50, 5, 100_000]);
    expect(['', '1.255', '-1', '1e2', 'abc', '1.', '.5'].map(parseCredits)).toEqual([null, null, null, null, null, null, null]);
  });
});
