/**
 * Where the learner resumes a course, given its lessons in course order: the lesson viewed last while
 * it is still in the course, else the first lesson not completed, else the first lesson; null for a
 * course without lessons. The lessons come from the course's outline in the catalogue cache, so
 * neither the learn view nor the dashboard ranks a course's lessons in SQL.
 */
export function resumeLesson<Lesson extends { id: number }>(
  lessons: readonly Lesson[],
  isCompleted: (lesson: Lesson) => boolean,
  lastLessonId: number | null,
): Lesson | null {
  const last = lastLessonId === null ? undefined : lessons.find((lesson) => lesson.id === lastLessonId);
  return last ?? lessons.find((lesson) => !isCompleted(lesson)) ?? lessons[0] ?? null;
}
