import type { CohortDto, LiveSessionDto } from '@academy/api';

/**
 * Display rules of cohorts, drip modules and live sessions: dates and times in the learner's own
 * locale and time zone (the browser's; `zone` only for tests), and when a session may be joined.
 */

const MINUTE_MS = 60_000;
/** A session's Join button works from this long before its start until its end. */
export const JOIN_OPENS_BEFORE_MS = 15 * MINUTE_MS;

/** "March 8, 2027": the day a drip module opens. */
export function unlockDate(iso: string, zone?: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: zone }).format(new Date(iso));
}

/** "Mar 1 – Apr 30, 2027": a cohort's dates (the year once when both are in it). */
export function cohortDates(cohort: Pick<CohortDto, 'startsAt' | 'endsAt'>, zone?: string): string {
  const format = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric', timeZone: zone });
  return format.formatRange(new Date(cohort.startsAt), new Date(cohort.endsAt));
}

/** "7 places left", "1 place left", "Full"; null without a limit. */
export function placesLabel(cohort: Pick<CohortDto, 'placesLeft'>): string | null {
  if (cohort.placesLeft === null) return null;
  if (cohort.placesLeft <= 0) return 'Full';
  return `${cohort.placesLeft} ${cohort.placesLeft === 1 ? 'place' : 'places'} left`;
}

/** "17:00" (with the weekday, "Thu 08:00", when the day differs) in `timeZone`. */
function clockIn(at: Date, timeZone: string, withDay: boolean): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: withDay ? 'short' : undefined,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(at);
}

const dayIn = (at: Date, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(at);

/**
 * When a session starts, for the learner: "Wed, Mar 3, 5:00 PM", followed by the organiser's time
 * when their clock reads otherwise: "Wed, Mar 3, 12:00 PM (17:00 Europe/London)".
 */
export function sessionWhen(session: Pick<LiveSessionDto, 'startsAt' | 'timeZone'>, zone?: string): string {
  const start = new Date(session.startsAt);
  const local = new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(start);
  const sameDay = dayIn(start, zone) === dayIn(start, session.timeZone);
  const theirs = clockIn(start, session.timeZone, !sameDay);
  const mine = clockIn(start, zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, !sameDay);
  return theirs === mine && sameDay ? local : `${local} (${theirs} ${session.timeZone})`;
}

/** "45 min", "1 hour", "1 hour 30 min", "2 hours". */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  const whole = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return rest === 0 ? whole : `${whole} ${rest} min`;
}

type Timed = Pick<LiveSessionDto, 'startsAt' | 'endsAt'>;

/** The session has ended. */
export const isPast = (session: Timed, now: number): boolean => new Date(session.endsAt).getTime() <= now;

/** Its Join button works: from 15 minutes before the start until the end. */
export const isJoinable = (session: Timed, now: number): boolean =>
  now >= new Date(session.startsAt).getTime() - JOIN_OPENS_BEFORE_MS && !isPast(session, now);

/** The sessions not ended yet, soonest first, then the past ones, latest first. */
export function sessionsInOrder<T extends Timed>(sessions: readonly T[], now: number): { upcoming: T[]; past: T[] } {
  const start = (session: T) => new Date(session.startsAt).getTime();
  return {
    upcoming: sessions.filter((session) => !isPast(session, now)).sort((a, b) => start(a) - start(b)),
    past: sessions.filter((session) => isPast(session, now)).sort((a, b) => start(b) - start(a)),
  };
}

/** The next moment a session's Join button turns on or off after `now`; null when none will. */
export function nextJoinChange(sessions: readonly Timed[], now: number): number | null {
  const moments = sessions
    .flatMap((session) => [new Date(session.startsAt).getTime() - JOIN_OPENS_BEFORE_MS, new Date(session.endsAt).getTime()])
    .filter((moment) => moment > now);
  return moments.length === 0 ? null : Math.min(...moments);
}

/** "Attending earns 1 SHRM PDC and 1 HRCI credit."; null when attending earns nothing. */
export function creditsSentence(credits: readonly Pick<LiveSessionDto['credits'][number], 'label'>[]): string | null {
  if (credits.length === 0) return null;
  const labels = credits.map((credit) => credit.label);
  const list = labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
  return `Attending earns ${list}.`;
}

/** "2 of 3 sessions attended (3 joined)"; "No sessions yet" before the first. */
export function attendanceLabel({ sessionsHeld, attended, joined }: { sessionsHeld: number; attended: number; joined: number }): string {
  if (sessionsHeld === 0) return 'No sessions yet';
  return `${attended} of ${sessionsHeld} ${sessionsHeld === 1 ? 'session' : 'sessions'} attended (${joined} joined)`;
}

/** The learning page's section of live sessions: the dashboard links to it. */
export const LIVE_SESSIONS_ID = 'live-sessions';

/** Where a session's cohort takes part: its course's learning page, or its learning path's page. */
export const liveSessionsPath = (session: Pick<LiveSessionDto, 'courseId' | 'pathSlug'>) =>
  session.courseId !== null ? `/courses/${session.courseId}/learn#${LIVE_SESSIONS_ID}` : `/paths/${session.pathSlug}#${LIVE_SESSIONS_ID}`;

/** The address of a session's calendar file (a plain link: the browser saves the attachment). */
export const sessionCalendarPath = (sessionId: number) => `/api/sessions/${sessionId}/calendar.ics`;
