import { lazy, Suspense } from 'react';
import { useHomeCohorts, type CohortHome } from './useCohorts';

// Loaded once the course (or path) turns out to have cohorts: most have none.
const CohortSections = lazy(() => import('./CohortSections'));

/**
 * The cohorts and live sessions of a course on its learning page (`withSessions`) and course page, or
 * of a path on its page: the cohorts are asked here, and the sections' code loads only when there are some.
 */
export function CourseCohorts({ home, withSessions = false }: { home: CohortHome; withSessions?: boolean }) {
  const { data } = useHomeCohorts(home);
  if (!data || data.cohorts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CohortSections home={home} withSessions={withSessions} />
    </Suspense>
  );
}
