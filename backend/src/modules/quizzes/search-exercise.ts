import type { SearchField } from '../sourcing/public/search-language.js';

/** How many of the missed and of the wrong candidates a grade lists with their reasons. */
export const SEARCH_GRADE_LIST_MAX = 25;
export const SEARCH_TARGETS_MAX = 1000;

/** A boolean_search question's answer key, in quiz_questions.search. Never sent to learners. */
export interface SearchExercise {
  referenceQuery: string;
  fields: SearchField[];
  /** Percent (1–100) of F1 needed for the question's points. */
  passF1: number;
  /** Profiles added to the reference query's hits by hand. */
  include: number[];
  /** Hits of the reference query taken out by hand. */
  exclude: number[];
  /** Reference hits ∪ include − exclude, computed when the question is saved; ascending. */
  targetIds: number[];
}

export interface SearchGradeProfile {
  id: number;
  name: string;
  title: string;
  company: string;
  location: string;
  reasons: string[];
}

/** How a learner's final search string did, in quiz_attempts.search_grades under the question's id. */
export interface SearchGrade {
  query: string;
  hitCount: number;
  targetCount: number;
  truePositives: number;
  /** 0–1, three decimals. */
  precision: number;
  recall: number;
  f1: number;
  passF1: number;
  passed: boolean;
  syntaxError: string | null;
  /** The first SEARCH_GRADE_LIST_MAX targets the string did not find, with why not. */
  missed: SearchGradeProfile[];
  missedCount: number;
  /** The first SEARCH_GRADE_LIST_MAX hits that are not targets, with why they matched. */
  wrong: SearchGradeProfile[];
  wrongCount: number;
  /** Every missed target (at most SEARCH_TARGETS_MAX), so analytics can count the most missed ones exactly. */
  missedIds: number[];
}
export type SearchGradeMap = Record<string, SearchGrade>;

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

export interface SearchScore {
  hitCount: number;
  targetCount: number;
  truePositives: number;
  precision: number;
  recall: number;
  f1: number;
  passed: boolean;
  /** Targets not hit, ascending. */
  missedIds: number[];
  /** Hits that are not targets, ascending. */
  wrongIds: number[];
}

/**
 * Precision, recall and F1 of `hits` against `targets` (three decimals). Precision is 0 when nothing was
 * hit. Passing compares the rounded F1, the figure the learner is shown, with the percent threshold.
 */
export function scoreSearch(hits: readonly number[], targets: readonly number[], passF1: number): SearchScore {
  const hitSet = new Set(hits);
  const targetSet = new Set(targets);
  const truePositives = [...hitSet].filter((id) => targetSet.has(id)).length;
  const precision = hitSet.size === 0 ? 0 : truePositives / hitSet.size;
  const recall = targetSet.size === 0 ? 0 : truePositives / targetSet.size;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const rounded = round3(f1);
  return {
    hitCount: hitSet.size,
    targetCount: targetSet.size,
    truePositives,
    precision: round3(precision),
    recall: round3(recall),
    f1: rounded,
    passed: Math.round(rounded * 1000) >= passF1 * 10,
    missedIds: [...targetSet].filter((id) => !hitSet.has(id)).sort((a, b) => a - b),
    wrongIds: [...hitSet].filter((id) => !targetSet.has(id)).sort((a, b) => a - b),
  };
}

/** The target set of an exercise: the reference query's hits with the author's additions, less their removals. */
export function searchTargets(hits: readonly number[], include: readonly number[], exclude: readonly number[]): number[] {
  const excluded = new Set(exclude);
  return [...new Set([...hits, ...include])].filter((id) => !excluded.has(id)).sort((a, b) => a - b);
}
