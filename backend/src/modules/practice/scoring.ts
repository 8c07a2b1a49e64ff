import { CRITERION_SCORE_MAX, type CriterionResult, type RubricCriterion } from './public/practice-types.js';

/**
 * The attempt's total in percent, from the rubric's weights: Σ weight × score / (Σ weight × 4).
 * Always computed here, never taken from a model or a client.
 */
export function rubricTotal(
  rubric: readonly RubricCriterion[],
  results: readonly Pick<CriterionResult, 'criterionId' | 'score'>[],
): number {
  const scoreById = new Map(results.map((result) => [result.criterionId, result.score]));
  let weights = 0;
  let earned = 0;
  for (const criterion of rubric) {
    weights += criterion.weight;
    earned += criterion.weight * clampScore(scoreById.get(criterion.id) ?? 0);
  }
  return weights === 0 ? 0 : Math.round((earned / (weights * CRITERION_SCORE_MAX)) * 100);
}

export function passes(total: number, passMark: number): boolean {
  return total >= passMark;
}

export function clampScore(score: number): number {
  return Math.min(CRITERION_SCORE_MAX, Math.max(0, Math.round(score)));
}
