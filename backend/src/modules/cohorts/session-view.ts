import { bodyCredits } from '../credits/public/credit-rules.js';
import type { AdminCohortDto, CohortDto, LiveSessionDto } from './dto/cohort.dto.js';
import type { CohortsRepository } from './cohorts.repository.js';

type SessionRow = Awaited<ReturnType<CohortsRepository['homeSessions']>>[number];
type CohortRow = Awaited<ReturnType<CohortsRepository['teamCohorts']>>[number];
type StoredCredit = NonNullable<SessionRow['credits']>[number];

const PROVIDERS: [RegExp, string][] = [
  [/(^|\.)zoom\.(us|com)$/, 'Zoom'],
  [/^meet\.google\.com$/, 'Google Meet'],
  [/(^|\.)teams\.(microsoft|live)\.com$/, 'Microsoft Teams'],
  [/(^|\.)webex\.com$/, 'Webex'],
];

/** The meeting service a join link is on, by its host; "Online meeting" for any other. */
export function meetingProvider(joinUrl: string): string {
  let host: string;
  try {
    host = new URL(joinUrl).hostname.toLowerCase();
  } catch {
    return 'Online meeting';
  }
  return PROVIDERS.find(([pattern]) => pattern.test(host))?.[1] ?? 'Online meeting';
}

export const sessionEnd = (startsAt: Date | string, durationMinutes: number) =>
  new Date(new Date(startsAt).getTime() + durationMinutes * 60_000);

export function creditLines(stored: readonly StoredCredit[]) {
  return stored.map((line) => ({
    body: line.body,
    category: line.category,
    hundredths: line.hundredths,
    activityId: line.activity_id,
    bodyName: line.body_name,
  }));
}

export function toSessionDto(row: SessionRow): LiveSessionDto {
  return {
    id: row.id,
    cohortId: row.cohort_id,
    cohortTitle: row.cohort_title,
    courseId: row.course_id,
    courseTitle: row.course_title,
    pathSlug: row.path_slug,
    pathTitle: row.path_title,
    title: row.title,
    description: row.description,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: sessionEnd(row.starts_at, row.duration_minutes).toISOString(),
    timeZone: row.time_zone,
    durationMinutes: row.duration_minutes,
    provider: meetingProvider(row.join_url),
    recordingUrl: row.recording_url,
    credits: bodyCredits(creditLines(row.credits ?? [])),
    joined: row.joined,
    attended: row.attended,
  };
}

export function toCohortDto(row: CohortRow): CohortDto {
  const members = Number(row.member_count);
  return {
    id: row.id,
    courseId: row.course_id,
    pathId: row.path_id,
    title: row.title,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    capacity: row.capacity,
    memberCount: members,
    placesLeft: row.capacity === null ? null : Math.max(0, row.capacity - members),
  };
}

export function toAdminCohortDto(row: CohortRow & { session_count: number | string | null }): AdminCohortDto {
  return { ...toCohortDto(row), sessionCount: Number(row.session_count ?? 0) };
}

/** Where a session's learners take part: its course's learning page, or its path's page. */
export function sessionPagePath(row: { course_id: number | null; path_slug: string | null }): string {
  return row.course_id !== null ? `/courses/${row.course_id}/learn#live-sessions` : `/paths/${row.path_slug}#live-sessions`;
}

/** "Ada Lovelace", or the address's name when the account has no name. */
export function personName(firstName: string | null, lastName: string | null, email: string): string {
  const name = `${firstName ?? ''} ${lastName ?? ''}`.trim();
  return name || email.split('@')[0];
}
