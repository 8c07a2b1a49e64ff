import { lazy, Suspense } from 'react';
import { useListCourseCohortsQuery } from '@academy/api';

// Loaded once the course turns out to have cohorts: most courses have none.
const CohortSections = lazy(() => import('./CohortSections'));

/**
 * A course's cohorts and live sessions on the learning page (`withSessions`) and the course page:
 * the cohorts are asked here, and the sections' code loads only when there are some.
 */
export function CourseCohorts({ courseId, withSessions = false }: { courseId: number; withSessions?: boolean }) {
  const { data } = useListCourseCohortsQuery({ id: courseId });
  if (!data || data.cohorts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CohortSections courseId={courseId} withSessions={withSessions} />
    </Suspense>
  );
}
