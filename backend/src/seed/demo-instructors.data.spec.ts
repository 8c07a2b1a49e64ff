import { DEMO_COURSES } from './demo-academy.data.js';
import { DEMO_INSTRUCTORS, demoPreviewLessons } from './demo-instructors.data.js';

describe('the demo academy’s instructors and free previews', () => {
  it('gives every demo course one or two previews, all video or text lessons', () => {
    for (const course of DEMO_COURSES) {
      const previews = [...demoPreviewLessons(course)];
      expect({ course: course.slug, previews: previews.length >= 1 && previews.length <= 2 }).toEqual({
        course: course.slug,
        previews: true,
      });
      for (const lesson of previews) expect(['video', 'text']).toContain(lesson.type);
    }
  });

  it('attaches instructors to every demo course, each position once, by slugs that exist', () => {
    const slugs = new Set(DEMO_COURSES.map((course) => course.slug));
    const positions = new Map<string, number[]>();
    for (const instructor of DEMO_INSTRUCTORS) {
      for (const { slug, position } of instructor.courses) {
        expect(slugs).toContain(slug);
        positions.set(slug, [...(positions.get(slug) ?? []), position]);
      }
      for (const link of instructor.links) expect(link.url).toMatch(/^https:\/\//);
    }
    for (const slug of slugs) {
      const taken = (positions.get(slug) ?? []).sort();
      expect({ slug, taken }).toEqual({ slug, taken: taken.map((_, index) => index) });
      expect(taken.length).toBeGreaterThan(0);
    }
  });
});
