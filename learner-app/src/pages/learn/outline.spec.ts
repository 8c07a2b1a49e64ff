import { describe, expect, it } from '@jest/globals';
import type { LessonOutlineDto, ModuleOutlineDto } from '@academy/api';
import { firstLesson, nextLesson } from './outline';

const lesson = (id: number, moduleId: number): LessonOutlineDto => ({
  id,
  moduleId,
  title: `L${id}`,
  type: 'text',
  duration: 5,
  order: id,
  isCompleted: false,
  isPreview: false,
});
const modules: ModuleOutlineDto[] = [
  { id: 1, title: 'Empty', description: null, order: 1, lessons: [] },
  { id: 2, title: 'Two', description: null, order: 2, lessons: [lesson(10, 2), lesson(11, 2)] },
  { id: 3, title: 'Three', description: 'd', order: 3, lessons: [lesson(20, 3)] },
];

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
});
