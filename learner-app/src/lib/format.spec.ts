import { describe, expect, it } from '@jest/globals';
import { hoursAndMinutes, progressPercent, roundedHours, wholeMinutes } from './format';

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
