import { dateRange, isDateBound } from './date-range.js';

describe('export date ranges', () => {
  it('take calendar dates and ISO 8601 dates and times, UTC unless they carry an offset', () => {
    for (const value of [
      '2026-01-31',
      '2024-02-29',
      '2026-01-31T09:00',
      '2026-01-31T09:00:00Z',
      '2026-01-31T09:00:00.123456+05:30',
      '2026-01-31t09:00:00z',
    ]) {
      expect([value, isDateBound(value)]).toEqual([value, true]);
    }
  });

  it('refuse what is not one, or names a day or time that does not exist', () => {
    for (const value of [
      '',
      'yesterday',
      '2026',
      '2026-01',
      '2026-W05',
      '2026-123',
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '0999-01-01',
      '2026-01-31T24:00Z',
      '2026-01-31T09:60Z',
      '2026-01-31T09:00+15:00',
      '31/01/2026',
      ' 2026-01-31',
      42,
      null,
      ['2026-01-31'],
    ]) {
      expect([value, isDateBound(value)]).toEqual([value, false]);
    }
  });

  it('start at the first instant and end after the last one: a date alone is its whole day', () => {
    expect(dateRange('2026-01-01', '2026-01-31')).toEqual({
      from: new Date('2026-01-01T00:00:00.000Z'),
      before: new Date('2026-02-01T00:00:00.000Z'),
    });
    expect(dateRange('2026-01-01T10:30:00+02:00', '2026-01-31T09:00:00.250')).toEqual({
      from: new Date('2026-01-01T08:30:00.000Z'),
      before: new Date('2026-01-31T09:00:00.251Z'),
    });
    expect(dateRange(undefined, undefined)).toEqual({ from: null, before: null });
    expect(dateRange('2026-01-01', undefined)).toEqual({ from: new Date('2026-01-01T00:00:00.000Z'), before: null });
    expect(dateRange('not a date', undefined)).toBeUndefined();
  });
});
