import type { AdminCohortDto, AdminLiveSessionDto, CohortInputDto, CourseCreditsDto, SessionInputDto } from '@academy/api/admin';
import { courseCreditsInput, creditsForm, type CourseCreditsForm } from '../../../lib/credits';
import type { FieldMessages } from '../../../lib/serverProblems';
import { instantToWallTime, wallTimeToInstant } from '../../../lib/zonedTime';

/** The server's bounds (backend/src/modules/cohorts: entities and dto/cohort.dto.ts). */
export const COHORT_TITLE_MAX = 120;
export const MAX_CAPACITY = 10_000;
export const SESSION_TITLE_MAX = 200;
export const SESSION_DESCRIPTION_MAX = 2000;
export const SESSION_URL_MAX = 2000;
export const MIN_DURATION = 5;
export const MAX_DURATION = 720;

// ---- Cohorts ----

/** A cohort in its dialog: the dates as the admin's clocks show them ('YYYY-MM-DDTHH:mm'). */
export interface CohortForm {
  title: string;
  startsAt: string;
  endsAt: string;
  capacity: number | null;
}

export function cohortFormOf(cohort: AdminCohortDto | null, timeZone: string): CohortForm {
  return {
    title: cohort?.title ?? '',
    startsAt: cohort ? instantToWallTime(cohort.startsAt, timeZone) : '',
    endsAt: cohort ? instantToWallTime(cohort.endsAt, timeZone) : '',
    capacity: cohort?.capacity ?? null,
  };
}

/** What the dialog sends: the dates as instants (read in `timeZone`, the admin's), no capacity as null. */
export function cohortInput(values: CohortForm, timeZone: string): CohortInputDto {
  return {
    title: values.title.trim(),
    startsAt: wallTimeToInstant(values.startsAt, timeZone)!.toISOString(),
    endsAt: wallTimeToInstant(values.endsAt, timeZone)!.toISOString(),
    capacity: values.capacity ?? null,
  };
}

/** The server's messages about each field of the cohort's dialog. */
export const COHORT_FIELD_MESSAGES: readonly FieldMessages<keyof CohortForm>[] = [
  { field: 'title', startsWith: ['Please give the cohort a name'] },
  { field: 'startsAt', startsWith: ['Start '] },
  { field: 'endsAt', startsWith: ['End '], codes: ['COHORT_DATES_INVALID'] },
  { field: 'capacity', startsWith: ['Capacity '], codes: ['COHORT_CAPACITY_TOO_SMALL'] },
];

// ---- Live sessions ----

/** A live session in its dialog: the start as the clocks of its time zone show it, and its credits as the Credits tab edits them. */
export interface SessionForm extends CourseCreditsForm {
  title: string;
  description: string;
  startsAt: string;
  timeZone: string;
  durationMinutes: number | null;
  joinUrl: string;
  recordingUrl: string;
}

const NO_CREDITS: CourseCreditsDto = { shrm: null, hrci: null, cpd: null };

/** The session's fields; a new one lasts an hour and is set in `timeZone`, the admin's. */
export function sessionFormOf(session: AdminLiveSessionDto | null, timeZone: string): SessionForm {
  return {
    title: session?.title ?? '',
    description: session?.description ?? '',
    startsAt: session ? instantToWallTime(session.startsAt, session.timeZone) : '',
    timeZone: session?.timeZone ?? timeZone,
    durationMinutes: session?.durationMinutes ?? 60,
    joinUrl: session?.joinUrl ?? '',
    recordingUrl: session?.recordingUrl ?? '',
    ...creditsForm(session?.creditSettings ?? NO_CREDITS),
  };
}

/** What the dialog sends: the wall-clock start read in the session's time zone, as the instant it is. */
export function sessionInput(values: SessionForm): SessionInputDto {
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    startsAt: wallTimeToInstant(values.startsAt, values.timeZone)!.toISOString(),
    timeZone: values.timeZone,
    durationMinutes: values.durationMinutes ?? 60,
    joinUrl: values.joinUrl.trim(),
    recordingUrl: values.recordingUrl.trim() || null,
    credits: courseCreditsInput(values),
  };
}

/** The server's messages about each field of the session's dialog (the credits' go above its buttons). */
export const SESSION_FIELD_MESSAGES: readonly FieldMessages<keyof SessionForm>[] = [
  { field: 'title', startsWith: ['Please give the session a title'] },
  { field: 'description', startsWith: ['Description '] },
  { field: 'startsAt', startsWith: ['Start '] },
  { field: 'timeZone', startsWith: ['Time zone '] },
  { field: 'durationMinutes', startsWith: ['Duration '] },
  { field: 'joinUrl', startsWith: ['Join link '] },
  { field: 'recordingUrl', startsWith: ['Recording link '] },
];
