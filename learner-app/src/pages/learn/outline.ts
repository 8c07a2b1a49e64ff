import type { LessonOutlineDto, ModuleLockDto, ModuleOutlineDto } from '@academy/api';

/** Drip modules not open yet for the learner: when each opens (ISO), by module id. */
export type ModuleLocks = ReadonlyMap<number, string>;

const NO_LOCKS: ModuleLocks = new Map();

/** The learn view's `lockedModules` by module id. */
export function moduleLocks(locked: readonly ModuleLockDto[] | undefined): ModuleLocks {
  return locked && locked.length > 0 ? new Map(locked.map((lock) => [lock.moduleId, lock.unlocksAt])) : NO_LOCKS;
}

/** Every lesson in module order, then lesson order (the server already sorts both). */
export function lessonsInOrder(modules: ModuleOutlineDto[]): LessonOutlineDto[] {
  return modules.flatMap((module) => module.lessons);
}

/** The first lesson of the first module that has lessons. */
export function firstLesson(modules: ModuleOutlineDto[]): LessonOutlineDto | undefined {
  return lessonsInOrder(modules)[0];
}

/**
 * The lesson the learning page opens at: the one to resume, else the first. Never one of a locked
 * drip module: when the lesson to resume is in one, the first open lesson not completed yet.
 */
export function openingLesson(course: {
  modules: ModuleOutlineDto[];
  resumeLessonId: number | null;
  lockedModules?: readonly ModuleLockDto[];
}): LessonOutlineDto | undefined {
  const locks = moduleLocks(course.lockedModules);
  const lessons = lessonsInOrder(course.modules);
  const open = lessons.filter((lesson) => !locks.has(lesson.moduleId));
  const resume = lessons.find((lesson) => lesson.id === course.resumeLessonId);
  if (resume && !locks.has(resume.moduleId)) return resume;
  return (resume ? open.find((lesson) => !lesson.isCompleted) : undefined) ?? open[0];
}

/** The lesson after `lessonId` in module order, if any, skipping the lessons of locked modules. */
export function nextLesson(
  modules: ModuleOutlineDto[],
  lessonId: number | null,
  locks: ModuleLocks = NO_LOCKS,
): LessonOutlineDto | undefined {
  if (lessonId === null) return undefined;
  const lessons = lessonsInOrder(modules);
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  return index === -1 ? undefined : lessons.slice(index + 1).find((lesson) => !locks.has(lesson.moduleId));
}

/** The day the first locked module opens, for a course whose every lesson is locked. */
export function firstUnlock(locks: ModuleLocks): string | undefined {
  return [...locks.values()].sort()[0];
}
