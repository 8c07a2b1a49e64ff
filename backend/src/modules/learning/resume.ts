/**
 * Where the learner resumes a course, given its lessons in course order: the lesson viewed last while
 * it is still in the course, else the first lesson not completed, else the first lesson; null for a
 * course without lessons. The lessons come from the course's outline in the catalogue cache, so
 * neither the learn view nor the dashboard ranks a course's lessons in SQL.
 */
export function resumeLessonId(lessons: readonly { id: number; isCompleted: boolean }[], lastLessonId: number | null): number | null {
  if (lastLessonId !== null && lessons.some((lesson) => lesson.id === lastLessonId)) return lastLessonId;
  return (lessons.find((lesson) => !lesson.isCompleted) ?? lessons[0])?.id ?? null;
}
