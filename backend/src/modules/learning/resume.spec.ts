import { resumeLesson } from './resume.js';

const lessons = (completed: number[]) => [11, 12, 13].map((id) => ({ id, isCompleted: completed.includes(id) }));
const resumeLessonId = (list: { id: number; isCompleted: boolean }[], lastLessonId: number | null) =>
  resumeLesson(list, (lesson) => lesson.isCompleted, lastLessonId)?.id ?? null;

describe('resumeLessonId', () => {
  it('resumes at the lesson viewed last, completed or not', () => {
    expect(resumeLessonId(lessons([11, 12]), 12)).toBe(12);
    expect(resumeLessonId(lessons([]), 13)).toBe(13);
  });

  it('without a last lesson in the course, resumes at the first lesson not completed', () => {
    expect(resumeLessonId(lessons([11]), null)).toBe(12);
    expect(resumeLessonId(lessons([11, 12]), 99)).toBe(13);
  });

  it('resumes at the first lesson when every lesson is completed, and nowhere in a course without lessons', () => {
    expect(resumeLessonId(lessons([11, 12, 13]), null)).toBe(11);
    expect(resumeLessonId([], 11)).toBeNull();
  });
});
