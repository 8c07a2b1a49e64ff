import { errorMessage, errorStatus, type CandidateCardDto } from '@academy/api';
import { querySyntaxProblemOf, type QuerySyntaxProblem } from '@academy/ui/candidate-search';

/** The longest search string the server reads. */
export const MAX_QUERY_LENGTH = 1000;

const COUNT = new Intl.NumberFormat('en-US');

/** "No candidates match", "1 candidate", "1,280 candidates". */
export function hitCountLabel(total: number): string {
  if (total === 0) return 'No candidates match';
  return `${COUNT.format(total)} ${total === 1 ? 'candidate' : 'candidates'}`;
}

/** The line under the count when not every hit is shown: "Showing the first 20." */
export function shownLabel(total: number, shown: number): string | null {
  return total > shown ? `Showing the first ${shown}.` : null;
}

/** The searchable fields as a learner reads them: "title, skills and location"; `text` is the whole profile. */
export function fieldsLabel(fields: readonly string[]): string {
  const names = fields.map((field) => (field === 'text' ? 'the whole profile' : field));
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "8 years' experience", "1 year's experience", "Less than a year's experience". */
export function yearsLabel(years: number): string {
  if (years <= 0) return "Less than a year's experience";
  return years === 1 ? "1 year's experience" : `${years} years' experience`;
}

const counted = (count: number, one: string, many: string): string => `${COUNT.format(count)} ${count === 1 ? one : many}`;

/**
 * What a grade says in place of the missed and wrong candidates when the quiz does not show them:
 * "3 targets missed and 2 wrong candidates found. This quiz does not show which."
 */
export function unlistedLabel(missedCount: number, wrongCount: number): string {
  const missed = missedCount === 0 ? 'No targets missed' : `${counted(missedCount, 'target', 'targets')} missed`;
  const wrong = wrongCount === 0 ? 'no wrong candidates found' : `${counted(wrongCount, 'wrong candidate', 'wrong candidates')} found`;
  return `${missed} and ${wrong}. This quiz does not show which.`;
}

/** A 0–1 score (three decimals) as a percent with at most one decimal: 0.667 → "66.7%", 0.8 → "80%". */
export function percent(score: number): string {
  return `${Math.round(score * 1000) / 10}%`;
}

/** The card's skills with those that matched first, so a match is never hidden behind "+3 more". */
export function skillsInOrder(card: Pick<CandidateCardDto, 'skills' | 'highlights'>): { skill: string; index: number; matched: boolean }[] {
  const matched = new Set(card.highlights.filter((range) => range.field === 'skills').map((range) => range.index));
  const skills = card.skills.map((skill, index) => ({ skill, index, matched: matched.has(index) }));
  return [...skills.filter((item) => item.matched), ...skills.filter((item) => !item.matched)];
}

export type SearchFailure =
  { kind: 'syntax'; problem: QuerySyntaxProblem } | { kind: 'rate-limited'; message: string } | { kind: 'other'; message: string };

/** What a failed search shows: a syntax error in place, a wait after too many searches, or any other refusal. */
export function searchFailure(error: unknown): SearchFailure {
  const problem = querySyntaxProblemOf(error);
  if (problem) return { kind: 'syntax', problem };
  if (errorStatus(error) === 429) {
    return { kind: 'rate-limited', message: errorMessage(error, 'Too many searches in a short time. Wait a moment, then run it again.') };
  }
  return { kind: 'other', message: errorMessage(error, 'The search could not be run. Check your connection and try again.') };
}

/** The search string split around the character a syntax error points at (1-based; past the end points after the last). */
export function errorExcerpt(query: string, position: number): { before: string; at: string; after: string } {
  const index = Math.min(Math.max(position - 1, 0), query.length);
  return { before: query.slice(0, index), at: query.slice(index, index + 1), after: query.slice(index + 1) };
}
