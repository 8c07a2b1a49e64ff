import { passes, rubricTotal } from './scoring.js';
import type { RubricCriterion } from './public/practice-types.js';

const criterion = (id: string, weight: number): RubricCriterion => ({ id, name: id, weight, good: '', poor: '' });

describe('rubricTotal', () => {
  const rubric = [criterion('needs', 3), criterion('budget', 1)];

  it('weighs each criterion by its weight', () => {
    expect(
      rubricTotal(rubric, [
        { criterionId: 'needs', score: 4 },
        { criterionId: 'budget', score: 0 },
      ]),
    ).toBe(75);
    expect(
      rubricTotal(rubric, [
        { criterionId: 'needs', score: 0 },
        { criterionId: 'budget', score: 4 },
      ]),
    ).toBe(25);
  });

  it('counts a criterion without a score as 0 and ignores scores of criteria not in the rubric', () => {
    expect(
      rubricTotal(rubric, [
        { criterionId: 'needs', score: 2 },
        { criterionId: 'other', score: 4 },
      ]),
    ).toBe(38);
  });

  it('clamps scores outside 0–4', () => {
    expect(
      rubricTotal(rubric, [
        { criterionId: 'needs', score: 9 },
        { criterionId: 'budget', score: -3 },
      ]),
    ).toBe(75);
  });

  it('passes at the pass mark and above', () => {
    expect(passes(70, 70)).toBe(true);
    expect(passes(69, 70)).toBe(false);
  });
});
