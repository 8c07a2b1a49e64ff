import { describe, expect, it } from '@jest/globals';
import { formatInZone, instantToWallTime, timeZoneNames, wallTimeToInstant } from './zonedTime';

const instant = (wallTime: string, timeZone: string) => wallTimeToInstant(wallTime, timeZone)?.toISOString();

describe('wall-clock times in a time zone', () => {
  it('reads 17:00 in London as 17:00Z in winter and 16:00Z in summer', () => {
    expect(instant('2027-03-03T17:00', 'Europe/London')).toBe('2027-03-03T17:00:00.000Z');
    expect(instant('2027-07-07T17:00', 'Europe/London')).toBe('2027-07-07T16:00:00.000Z');
  });

  it('follows each zone across its own daylight-saving change', () => {
    // London moves its clocks on 28 March 2027, New York on 14 March: between them, 3 hours apart rather than 5 hours.
    expect(instant('2027-03-27T23:30', 'Europe/London')).toBe('2027-03-27T23:30:00.000Z');
    expect(instant('2027-03-28T03:00', 'Europe/London')).toBe('2027-03-28T02:00:00.000Z');
    expect(instant('2027-03-13T09:00', 'America/New_York')).toBe('2027-03-13T14:00:00.000Z');
    expect(instant('2027-03-15T09:00', 'America/New_York')).toBe('2027-03-15T13:00:00.000Z');
    // The southern hemisphere: Sydney is on daylight time in January (UTC+11), not in July (UTC+10).
    expect(instant('2027-01-10T09:00', 'Australia/Sydney')).toBe('2027-01-09T22:00:00.000Z');
    expect(instant('2027-07-10T09:00', 'Australia/Sydney')).toBe('2027-07-09T23:00:00.000Z');
    // Half-hour zones and zones without daylight time.
    expect(instant('2027-07-01T17:00', 'Asia/Kolkata')).toBe('2027-07-01T11:30:00.000Z');
    expect(instant('2027-07-01T17:00', 'UTC')).toBe('2027-07-01T17:00:00.000Z');
  });

  it('moves a time the clocks skip forward by the jump, and takes the first of a time they show twice', () => {
    // 01:30 on 28 March 2027 does not exist in London (01:00 GMT becomes 02:00 BST): it is read as 02:30 BST.
    expect(instant('2027-03-28T01:30', 'Europe/London')).toBe('2027-03-28T01:30:00.000Z');
    // 01:30 on 31 October 2027 happens twice in London: first in BST (00:30Z), then in GMT (01:30Z).
    expect(instant('2027-10-31T01:30', 'Europe/London')).toBe('2027-10-31T00:30:00.000Z');
    expect(instant('2027-11-07T01:30', 'America/New_York')).toBe('2027-11-07T05:30:00.000Z');
  });

  it('gives back the wall-clock time of an instant in a zone, for the date-time input', () => {
    expect(instantToWallTime('2027-07-07T16:00:00.000Z', 'Europe/London')).toBe('2027-07-07T17:00');
    expect(instantToWallTime('2027-03-03T17:00:00.000Z', 'Europe/London')).toBe('2027-03-03T17:00');
    expect(instantToWallTime('2027-01-09T22:00:00.000Z', 'Australia/Sydney')).toBe('2027-01-10T09:00');
    expect(instantToWallTime('2027-01-01T00:00:00.000Z', 'UTC')).toBe('2027-01-01T00:00');
    for (const [wallTime, zone] of [
      ['2027-03-03T17:00', 'Europe/London'],
      ['2027-10-31T01:30', 'Europe/London'],
      ['2027-11-07T01:30', 'America/New_York'],
      ['2027-12-31T23:59', 'Pacific/Auckland'],
    ]) {
      expect(instantToWallTime(wallTimeToInstant(wallTime, zone)!, zone)).toBe(wallTime);
    }
  });

  it('refuses what is not a date and time', () => {
    expect(wallTimeToInstant('', 'Europe/London')).toBeNull();
    expect(wallTimeToInstant('2027-02-30T10:00', 'Europe/London')).toBeNull();
    expect(wallTimeToInstant('2027-03-03T24:00', 'Europe/London')).toBeNull();
    expect(wallTimeToInstant('tomorrow at five', 'Europe/London')).toBeNull();
  });

  it('shows an instant with the zone it is shown in', () => {
    expect(formatInZone('2027-07-07T16:00:00.000Z', 'Europe/London')).toBe('Wed, Jul 7, 2027, 5:00 PM GMT+1');
    expect(formatInZone('2027-07-07T16:00:00.000Z', 'America/New_York')).toBe('Wed, Jul 7, 2027, 12:00 PM EDT');
    expect(formatInZone('not a date', 'UTC')).toBe('—');
  });

  it("lists every zone the platform knows, with a saved or browser's zone the list leaves out", () => {
    const names = timeZoneNames('UTC', 'Europe/London', 'Not/AZone');
    expect(names).toContain('America/New_York');
    expect(names.filter((name) => name === 'Europe/London')).toHaveLength(1);
    expect(names).not.toContain('Not/AZone');
    expect(names.filter((name) => name === 'UTC')).toHaveLength(1);
  });
});
