import { DEMO_COURSES } from './demo-academy.data.js';
import { DEMO_PRACTICE } from './demo-practice.data.js';
import { parsePracticeSettings } from '../modules/practice/practice-settings.js';

describe('the demo academy’s practice conversations', () => {
  const practiceLessons = DEMO_COURSES.flatMap((course) => course.modules.flatMap((module) => module.lessons)).filter(
    (lesson) => lesson.type === 'practice',
  );

  it('has one conversation per practice lesson: an AI intake and two scenarios', () => {
    expect(practiceLessons.map((lesson) => lesson.title).sort()).toEqual(Object.keys(DEMO_PRACTICE).sort());
    expect(
      Object.values(DEMO_PRACTICE)
        .map((settings) => settings.mode)
        .sort(),
    ).toEqual(['ai', 'scenario', 'scenario']);
  });

  it.each(Object.entries(DEMO_PRACTICE))('%s passes every settings and graph rule', (_title, settings) => {
    const parsed = parsePracticeSettings(settings);
    if (parsed.graph) {
      expect(parsed.openingLine).toBe(parsed.graph.nodes.find((node) => node.id === parsed.graph!.start)!.line);
      expect(parsed.graph.nodes.length).toBeGreaterThanOrEqual(8);
    }
  });
});
