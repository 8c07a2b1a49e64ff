import { demoTalentProfiles } from '../modules/sourcing/public/talent-pool-generator.js';
import { DEMO_QUIZZES } from './demo-quizzes.data.js';
import { demoSearchTargets } from './demo-sourcing-lab.js';

describe('the demo Sourcing Lab', () => {
  const lab = DEMO_QUIZZES['Sourcing Lab'];

  it('has at least four boolean search exercises, a pass mark and review', () => {
    expect(lab.questions.length).toBeGreaterThanOrEqual(4);
    expect(lab.questions.every((question) => question.type === 'boolean_search' && question.search)).toBe(true);
    expect(lab.passMark).not.toBeNull();
    expect(lab.allowReview).toBe(true);
  });

  it('gives every exercise 5 to 80 targets in the demo pool, and harder strings for later exercises', async () => {
    const profiles = await demoTalentProfiles();
    const sizes = lab.questions.map((question) => demoSearchTargets(profiles, question.search!).length);
    for (const size of sizes) {
      expect(size).toBeGreaterThanOrEqual(5);
      expect(size).toBeLessThanOrEqual(80);
    }
    // Rising difficulty, and points with it: the first string needs one AND, the last an X-ray search with site:.
    const points = lab.questions.map((question) => question.points ?? 1);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    expect(lab.questions[0].search!.referenceQuery).toBe('skills:go AND location:berlin');
    expect(lab.questions.at(-1)!.search!.referenceQuery).toMatch(/^site:/);
  });
});
