import { describe, expect, it } from '@jest/globals';
import {
  attendanceLabel,
  cohortDates,
  creditsSentence,
  durationLabel,
  isJoinable,
  nextJoinChange,
  placesLabel,
  sessionsInOrder,
  sessionWhen,
  unlockDate,
} from './cohorts';

/** Intl puts narrow and thin spaces around times and ranges; the texts compare with plain ones. */
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');
const MINUTE = 60_000;

describe('cohort and live session display rules', () => {
  it("shows the day a module unlocks in the learner's time zone", () => {
    expect(plain(unlockDate('2027-03-08T09:00:00.000Z', 'Europe/London'))).toBe('March 8, 2027');
    expect(plain(unlockDate('2027-03-08T02:00:00.000Z', 'America/New_York'))).toBe('March 7, 2027');
  });

  it("shows a cohort's dates as a range, the year once", () => {
    expect(plain(cohortDates({ startsAt: '2027-03-01T09:00:00.000Z', endsAt: '2027-04-30T17:00:00.000Z' }, 'UTC'))).toBe(
      'Mar 1 – Apr 30, 2027',
    );
    expect(plain(cohortDates({ startsAt: '2026-12-01T09:00:00.000Z', endsAt: '2027-01-31T17:00:00.000Z' }, 'UTC'))).toBe(
      'Dec 1, 2026 – Jan 31, 2027',
    );
  });

  it('counts the places left: plural, singular, full, or nothing without a limit', () => {
    expect(placesLabel({ placesLeft: 7 })).toBe('7 places left');
    expect(placesLabel({ placesLeft: 1 })).toBe('1 place left');
    expect(placesLabel({ placesLeft: 0 })).toBe('Full');
    expect(placesLabel({ placesLeft: null })).toBeNull();
  });

  it("shows a session's start in the learner's zone, and the organiser's clock when it reads otherwise", () => {
    const session = { startsAt: '2027-03-03T17:00:00.000Z', timeZone: 'Europe/London' };
    expect(plain(sessionWhen(session, 'Europe/London'))).toBe('Wed, Mar 3, 5:00 PM');
    expect(plain(sessionWhen(session, 'Europe/Dublin'))).toBe('Wed, Mar 3, 5:00 PM');
    expect(plain(sessionWhen(session, 'America/New_York'))).toBe('Wed, Mar 3, 12:00 PM (17:00 Europe/London)');
    expect(plain(sessionWhen({ startsAt: '2027-03-03T23:30:00.000Z', timeZone: 'Asia/Tokyo' }, 'UTC'))).toBe(
      'Wed, Mar 3, 11:30 PM (Thu 08:30 Asia/Tokyo)',
    );
  });

  it('writes durations in minutes and hours', () => {
    expect(durationLabel(45)).toBe('45 min');
    expect(durationLabel(60)).toBe('1 hour');
    expect(durationLabel(90)).toBe('1 hour 30 min');
    expect(durationLabel(120)).toBe('2 hours');
  });

  it('lets a session be joined from 15 minutes before its start until its end', () => {
    const start = Date.UTC(2027, 2, 3, 17);
    const session = { startsAt: new Date(start).toISOString(), endsAt: new Date(start + 60 * MINUTE).toISOString() };
    expect(isJoinable(session, start - 16 * MINUTE)).toBe(false);
    expect(isJoinable(session, start - 15 * MINUTE)).toBe(true);
    expect(isJoinable(session, start + 59 * MINUTE)).toBe(true);
    expect(isJoinable(session, start + 60 * MINUTE)).toBe(false);
    expect(nextJoinChange([session], start - 60 * MINUTE)).toBe(start - 15 * MINUTE);
    expect(nextJoinChange([session], start)).toBe(start + 60 * MINUTE);
    expect(nextJoinChange([session], start + 60 * MINUTE)).toBeNull();
  });

  it('puts the sessions to come first, soonest first, then the past ones, latest first', () => {
    const at = (hours: number) => ({
      id: hours,
      startsAt: new Date(Date.UTC(2027, 0, 1, hours)).toISOString(),
      endsAt: new Date(Date.UTC(2027, 0, 1, hours + 1)).toISOString(),
    });
    const now = Date.UTC(2027, 0, 1, 10, 30);
    const { upcoming, past } = sessionsInOrder([at(8), at(14), at(10), at(12), at(6)], now);
    expect(upcoming.map((session) => session.id)).toEqual([10, 12, 14]);
    expect(past.map((session) => session.id)).toEqual([8, 6]);
  });

  it('says what attending earns', () => {
    expect(creditsSentence([])).toBeNull();
    expect(creditsSentence([{ label: '1 SHRM PDC' }])).toBe('Attending earns 1 SHRM PDC.');
    expect(creditsSentence([{ label: '1 SHRM PDC' }, { label: '1 HRCI credit' }, { label: '1 CPD hour' }])).toBe(
      'Attending earns 1 SHRM PDC, 1 HRCI credit and 1 CPD hour.',
    );
  });

  it("sums up a member's attendance", () => {
    expect(attendanceLabel({ sessionsHeld: 3, attended: 2, joined: 3 })).toBe('2 of 3 sessions attended (3 joined)');
    expect(attendanceLabel({ sessionsHeld: 1, attended: 0, joined: 0 })).toBe('0 of 1 session attended (0 joined)');
    expect(attendanceLabel({ sessionsHeld: 0, attended: 0, joined: 0 })).toBe('No sessions yet');
  });
});
