import type { AdminCohortDto } from '@academy/api/admin';

/** A number with its noun: "1 session", "3 sessions". */
export const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A cohort's members against its capacity: "18 of 25 places taken", "3 members, no limit". */
export function membersText(cohort: Pick<AdminCohortDto, 'memberCount' | 'capacity'>): string {
  return cohort.capacity === null
    ? `${count(cohort.memberCount, 'member', 'members')}, no limit`
    : `${cohort.memberCount} of ${count(cohort.capacity, 'place', 'places')} taken`;
}

/** What a cohort runs: a course, or a learning path. */
export type CohortHome = { courseId: number } | { pathId: number };
