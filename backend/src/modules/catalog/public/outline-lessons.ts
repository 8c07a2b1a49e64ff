import type { CourseOutline } from '../catalog-cache.js';

export type OutlineLesson = CourseOutline[number]['lessons'][number];

const inOrder = new WeakMap<CourseOutline, readonly OutlineLesson[]>();
const positions = new WeakMap<CourseOutline, ReadonlyMap<number, number>>();

/**
 * A course's lessons in course order (modules in order, then lessons in order). Outlines live in the
 * catalogue cache and never change in place (a change replaces them), so each is flattened once, not
 * on every dashboard or lesson read.
 */
export function lessonsInOrder(outline: CourseOutline): readonly OutlineLesson[] {
  let lessons = inOrder.get(outline);
  if (!lessons) {
    lessons = outline.flatMap((module) => module.lessons);
    inOrder.set(outline, lessons);
  }
  return lessons;
}

/** Where the lesson is in its course (1 for the first; 0 when it is not in it), and how many lessons the course has. */
export function positionIn(outline: CourseOutline, lessonId: number): { position: number; lessonCount: number } {
  let byId = positions.get(outline);
  if (!byId) {
    byId = new Map(lessonsInOrder(outline).map((lesson, index) => [lesson.id, index + 1]));
    positions.set(outline, byId);
  }
  return { position: byId.get(lessonId) ?? 0, lessonCount: lessonsInOrder(outline).length };
}
