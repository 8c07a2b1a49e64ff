import type { CourseScope } from '../../catalog/public/viewer.js';

/**
 * Where the learner resumes course `c`: the lesson viewed last, else the first lesson not completed,
 * else the first lesson, in course order (modules, then lessons). No row for a course without lessons.
 */
export function resumeLesson(eb: CourseScope, userId: number) {
  const lastViewed = eb
    .selectFrom('enrollments as re')
    .select('re.last_lesson_id')
    .whereRef('re.course_id', '=', 'c.id')
    .where('re.user_id', '=', userId);
  return eb
    .selectFrom('lessons as rl')
    .innerJoin('modules as rm', 'rm.id', 'rl.module_id')
    .select(['rl.id', 'rl.title'])
    .whereRef('rl.course_id', '=', 'c.id')
    .orderBy((order) => order('rl.id', 'is not distinct from', lastViewed), 'desc')
    .orderBy((order) => order.exists(order.selectFrom('lesson_progress as rp').select('rp.id').whereRef('rp.lesson_id', '=', 'rl.id').where('rp.user_id', '=', userId)))
    .orderBy('rm.order')
    .orderBy('rm.id')
    .orderBy('rl.order')
    .orderBy('rl.id')
    .limit(1);
}
