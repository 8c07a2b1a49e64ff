import type { CourseOutline } from '../catalog-cache.js';
import { lessonsInOrder, positionIn } from './outline-lessons.js';

const lesson = (id: number) =>
  ({ id, title: `Lesson ${id}`, type: 'text', duration: 5, isPreview: false }) as CourseOutline[number]['lessons'][number];
const outline = [
  { id: 1, title: 'First', order: 1, lessons: [lesson(30), lesson(10)] },
  { id: 2, title: 'Empty', order: 2, lessons: [] },
  { id: 3, title: 'Last', order: 3, lessons: [lesson(20)] },
] as unknown as CourseOutline;

describe('outline lessons', () => {
  it('lists the lessons module by module, in the outline order, and keeps the list for the same outline', () => {
    expect(lessonsInOrder(outline).map(({ id }) => id)).toEqual([30, 10, 20]);
    expect(lessonsInOrder(outline)).toBe(lessonsInOrder(outline));
  });

  it('places a lesson in its course counting from 1, and 0 for a lesson not in it', () => {
    expect(positionIn(outline, 30)).toEqual({ position: 1, lessonCount: 3 });
    expect(positionIn(outline, 20)).toEqual({ position: 3, lessonCount: 3 });
    expect(positionIn(outline, 99)).toEqual({ position: 0, lessonCount: 3 });
  });

  it('reads a replaced outline afresh', () => {
    const changed = [{ ...outline[0], lessons: [lesson(10)] }] as unknown as CourseOutline;
    expect(positionIn(changed, 10)).toEqual({ position: 1, lessonCount: 1 });
    expect(positionIn(changed, 30)).toEqual({ position: 0, lessonCount: 1 });
  });
});
