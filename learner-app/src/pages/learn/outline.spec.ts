import { describe, expect, it } from '@jest/globals';
import type { LessonOutlineDto, ModuleOutlineDto } from '@academy/api';
import { firstLesson, moduleLocks, nextLesson, openingLesson } from './outline';

const lesson = (id: number, moduleId: number, isCompleted = false): LessonOutlineDto => ({
  id,
  moduleId,
  title: `L${id}`,
  type: 'text',
  duration: 5,
  order: id,
  isCompleted,
  isPreview: false,
});
const modules: ModuleOutlineDto[] = [
  { id: 1, title: 'Empty', description: null, order: 1, unlockAfterDays: null, lessons: [] },
  { id: 2, title: 'Two', description: null, order: 2, unlockAfterDays: null, lessons: [lesson(10, 2), lesson(11, 2)] },
  { id: 3, title: 'Three', description: 'd', order: 3, unlockAfterDays: 7, lessons: [lesson(20, 3)] },
];
const LOCK = { moduleId: 3, unlocksAt: '2027-03-08T09:00:00.000Z' };

describe('learning page outline', () => {
  it('starts at the first lesson in module order', () => {
    expect(firstLesson(modules)?.id).toBe(10);
    expect(firstLesson([])).toBeUndefined();
  });

  it('goes to the next lesson across modules, and stops at the last', () => {
    expect(nextLesson(modules, 10)?.id).toBe(11);
    expect(nextLesson(modules, 11)?.id).toBe(20);
    expect(nextLesson(modules, 20)).toBeUndefined();
    expect(nextLesson(modules, 99)).toBeUndefined();
    expect(nextLesson(modules, null)).toBeUndefined();
  });

  it('opens at the lesson to resume, else at the first', () => {
    expect(openingLesson({ modules, resumeLessonId: 11 })?.id).toBe(11);
    expect(openingLesson({ modules, resumeLessonId: null })?.id).toBe(10);
  });

  it('never opens in a locked module: the first open lesson not completed instead, else the first open one', () => {
    const done = modules.map((module) => (module.id === 2 ? { ...module, lessons: [lesson(10, 2, true), lesson(11, 2)] } : module));
    expect(openingLesson({ modules: done, resumeLessonId: 20, lockedModules: [LOCK] })?.id).toBe(11);
    const allDone = modules.map((module) =>
      module.id === 2 ? { ...module, lessons: [lesson(10, 2, true), lesson(11, 2, true)] } : module,
    );
    expect(openingLesson({ modules: allDone, resumeLessonId: 20, lockedModules: [LOCK] })?.id).toBe(10);
    expect(openingLesson({ modules, resumeLessonId: 20, lockedModules: [LOCK, { ...LOCK, moduleId: 2 }] })).toBeUndefined();
  });

  it('skips the lessons of locked modules when going to the next lesson', () => {
    expect(nextLesson(modules, 11, moduleLocks([LOCK]))).toBeUndefined();
    expect(nextLesson(modules, 10, moduleLocks([LOCK]))?.id).toBe(11);
  });
});
