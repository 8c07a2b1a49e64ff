import { useListCourseCohortsQuery, useListCourseSessionsQuery, useListPathCohortsQuery, useListPathSessionsQuery } from '@academy/api';

/** What a cohort runs: a course (its learning and course pages), or a learning path (its page). */
export type CohortHome = { courseId: number } | { pathSlug: string };

/** The cohorts of a course or a path, as the picker shows them. */
export function useHomeCohorts(home: CohortHome) {
  const course = useListCourseCohortsQuery({ id: 'courseId' in home ? home.courseId : 0 }, { skip: !('courseId' in home) });
  const path = useListPathCohortsQuery({ slug: 'pathSlug' in home ? home.pathSlug : '' }, { skip: !('pathSlug' in home) });
  return 'courseId' in home ? course : path;
}

/** The live sessions of the learner's cohort of a course or a path; asked afresh each time they show. */
export function useHomeSessions(home: CohortHome) {
  const options = { refetchOnMountOrArgChange: true };
  const course = useListCourseSessionsQuery({ id: 'courseId' in home ? home.courseId : 0 }, { ...options, skip: !('courseId' in home) });
  const path = useListPathSessionsQuery({ slug: 'pathSlug' in home ? home.pathSlug : '' }, { ...options, skip: !('pathSlug' in home) });
  return 'courseId' in home ? course : path;
}
