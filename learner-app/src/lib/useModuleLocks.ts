import { useMemo } from 'react';
import { skipToken, useGetLearnViewQuery, type CourseDetailDto } from '@academy/api';
import { moduleLocks, type ModuleLocks } from '../pages/learn/outline';

/**
 * The drip modules of a course not open yet for the enrolled learner, for the outlines outside the
 * learning page (the course page, the lesson page's Course Progress): from the learning page's view,
 * asked only for a course with drip modules.
 */
export function useModuleLocks(course: Pick<CourseDetailDto, 'id' | 'isEnrolled' | 'modules'> | undefined): ModuleLocks {
  const hasDrip = !!course?.isEnrolled && course.modules.some((module) => module.unlockAfterDays !== null);
  const { data } = useGetLearnViewQuery(hasDrip ? { id: course.id } : skipToken);
  const locked = hasDrip ? data?.lockedModules : undefined;
  return useMemo(() => moduleLocks(locked), [locked]);
}
