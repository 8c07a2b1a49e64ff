import type { LessonOutlineDto, ModuleOutlineDto } from '@academy/api';

/** Every lesson in module order, then lesson order (the server already sorts both). */
export function lessonsInOrder(modules: ModuleOutlineDto[]): LessonOutlineDto[] {
  return modules.flatMap((module) => module.lessons);
}

/** The first lesson of the first module that has lessons. */
export function firstLesson(modules: ModuleOutlineDto[]): LessonOutlineDto | undefined {
  return lessonsInOrder(modules)[0];
}

/** The lesson the learning page opens at: the one to resume, else the first. */
export function openingLesson(course: { modules: ModuleOutlineDto[]; resumeLessonId: number | null }): LessonOutlineDto | undefined {
  return lessonsInOrder(course.modules).find((lesson) => lesson.id === course.resumeLessonId) ?? firstLesson(course.modules);
}

/** The lesson after `lessonId` in module order, if any. */
export function nextLesson(modules: ModuleOutlineDto[], lessonId: number | null): LessonOutlineDto | undefined {
  if (lessonId === null) return undefined;
  const lessons = lessonsInOrder(modules);
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  return index === -1 ? undefined : lessons[index + 1];
}
