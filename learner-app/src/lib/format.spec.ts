import { describe, expect, it } from '@jest/globals';
import { ACCESS_LEVEL_LABELS, formatPrice, hoursAndMinutes, priceLabel, progressPercent, relativeTime, roundedHours, wholeMinutes } from './format';

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

  it('labels free, one-time and subscription courses', () => {
    expect(priceLabel({ isPaid: false, price: 0, paymentType: 'one_time' })).toBe('Free');
    expect(priceLabel({ isPaid: false, price: 4900, paymentType: 'one_time' })).toBe('Free');
    expect(priceLabel({ isPaid: true, price: 0, paymentType: 'one_time' })).toBe('Free');
    expect(priceLabel({ isPaid: true, price: 4900, paymentType: 'one_time' })).toBe('$49.00');
    expect(priceLabel({ isPaid: true, price: 1900, paymentType: 'subscription' })).toBe('$19.00/month');
  });
});

describe('durations (minutes)', () => {
  it.each([
    [30, '1 hour'],
    [60, '1 hour'],
    [89, '1 hour'],
    [90, '2 hours'],
    [95, '2 hours'],
    [600, '10 hours'],
  ])('roundedHours(%i) is %s', (minutes, text) => {
    expect(roundedHours(minutes)).toBe(text);
  });

  it.each([
    [0, '0m'],
    [40, '40m'],
    [60, '1h'],
    [95, '1h 35m'],
    [120, '2h'],
  ])('hoursAndMinutes(%i) is %s', (minutes, text) => {
    expect(hoursAndMinutes(minutes)).toBe(text);
  });

  it('shows whole minutes, floored', () => {
    expect(wholeMinutes(12)).toBe('12 min');
    expect(wholeMinutes(12.9)).toBe('12 min');
  });
});

describe('progressPercent', () => {
  it('is completed / total × 100, rounded, and 0 when there is nothing to complete', () => {
    expect(progressPercent({ completed: 0, total: 0 })).toBe(0);
    expect(progressPercent({ completed: 1, total: 3 })).toBe(33);
    expect(progressPercent({ completed: 2, total: 3 })).toBe(67);
    expect(progressPercent({ completed: 4, total: 4 })).toBe(100);
  });
});

describe('relativeTime', () => {
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

  it('shows the date from a week on', () => {
    const iso = ago(7 * 24 * 60 * MINUTE);
    expect(relativeTime(iso, now)).toBe(new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }));
  });

  it('never shows a future time as negative', () => {
    expect(relativeTime(new Date(now.getTime() + 10 * MINUTE).toISOString(), now)).toBe('just now');
  });
});

describe('ACCESS_LEVEL_LABELS', () => {
  it('names every access level', () => {
    expect(ACCESS_LEVEL_LABELS).toEqual({ all: 'All Users', recruitpro: 'RecruitPro', jobseeker: 'Job Seeker', admin: 'Admin' });
  });
});
