import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { AnswerMap, AnswerValue, GradeMap } from './entities/quiz-attempt.entity.js';
import { MANUALLY_GRADED, type QuestionType } from './entities/quiz-question.entity.js';
import { QUERY_MAX_LENGTH } from '../sourcing/public/search-language.js';
import type { SearchGradeMap } from './search-exercise.js';

export const SHORT_ANSWER_MAX = 500;
export const LONG_ANSWER_MAX = 20000;

/** What grading needs to know about a question (correct answers included: server side only). */
export interface GradableQuestion {
  id: number;
  type: QuestionType;
  options: string[];
  correctOptions: number[];
  acceptedAnswers: string[];
  points: number;
}

export interface GradeOutcome {
  grades: GradeMap;
  earnedPoints: number;
  totalPoints: number;
  /** Percent of all points; questions awaiting review count as 0 until graded. */
  score: number;
  /** Null while undecided: no pass mark, or the questions awaiting review could still tip it. */
  passed: boolean | null;
  pendingReview: boolean;
}

/** Case, surrounding and repeated spaces do not matter in short answers. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const isAnswered = (value: AnswerValue | null | undefined): value is AnswerValue =>
  value !== null && value !== undefined && (Array.isArray(value) ? value.length > 0 : value.trim() !== '');

/**
 * Checks a learner's answers against the quiz's questions and returns them in stored form: option
 * indexes sorted and unique, text as typed, null to clear an answer. Throws 400 with the question's
 * number on anything else. A submit ignores questions deleted since the attempt started (`ignoreUnknown`).
 */
export function validateAnswers(
  questions: GradableQuestion[],
  input: Record<string, unknown>,
  { ignoreUnknown = false }: { ignoreUnknown?: boolean } = {},
): Record<string, AnswerValue | null> {
  const byId = new Map(questions.map((question, index) => [String(question.id), { question, number: index + 1 }]));
  const result: Record<string, AnswerValue | null> = {};
  for (const [key, value] of Object.entries(input)) {
    const entry = byId.get(key);
    if (!entry && ignoreUnknown) continue;
    if (!entry) throw new AppError(ErrorCode.INVALID_ANSWER, `Question ${key} is not part of this quiz`);
    const { question, number } = entry;
    if (value === null) {
      result[key] = null;
      continue;
    }
    switch (question.type) {
      case 'multiple_choice': {
        const picked = Array.isArray(value) ? value : [value];
        if (!picked.every((index) => Number.isInteger(index) && (index as number) >= 0 && (index as number) < question.options.length)) {
          throw new AppError(ErrorCode.INVALID_ANSWER, `Question ${number}: choose one of the options shown`);
        }
        const unique = [...new Set(picked as number[])].sort((a, b) => a - b);
        if (unique.length > 1 && question.correctOptions.length === 1)
          throw new AppError(ErrorCode.INVALID_ANSWER, `Question ${number}: choose only one option`);
        result[key] = unique;
        break;
      }
      case 'short_answer':
      case 'long_answer':
      case 'boolean_search': {
        const max = { short_answer: SHORT_ANSWER_MAX, long_answer: LONG_ANSWER_MAX, boolean_search: QUERY_MAX_LENGTH }[question.type];
        if (typeof value !== 'string') throw new AppError(ErrorCode.INVALID_ANSWER, `Question ${number}: the answer must be text`);
        if (value.length > max)
          throw new AppError(ErrorCode.INVALID_ANSWER, `Question ${number}: the answer must be at most ${max} characters`);
        result[key] = value;
        break;
      }
      case 'file_upload':
        throw new AppError(ErrorCode.INVALID_ANSWER, `Question ${number}: upload the file instead of sending it as an answer`);
    }
  }
  return result;
}

function autoGrade(question: GradableQuestion, answer: AnswerValue | undefined, searchGrades: SearchGradeMap): number {
  // The search string was graded against the pool before (gradeSearches): it passes on its F1.
  if (question.type === 'boolean_search') return searchGrades[String(question.id)]?.passed ? question.points : 0;
  if (!isAnswered(answer)) return 0;
  if (question.type === 'multiple_choice') {
    const correct = [...question.correctOptions].sort((a, b) => a - b);
    const picked = Array.isArray(answer) ? answer : [];
    return picked.length === correct.length && picked.every((index, i) => index === correct[i]) ? question.points : 0;
  }
  const given = normalizeText(String(answer));
  return question.acceptedAnswers.some((accepted) => normalizeText(accepted) === given) ? question.points : 0;
}

/**
 * Grades an attempt on the server: multiple choice, short answers and boolean searches (on the F1 in
 * `searchGrades`) automatically; long answers and files keep the grade an admin gave (or wait for one).
 * An unanswered long answer or a missing file scores 0 without review.
 */
export function gradeAttempt(input: {
  questions: GradableQuestion[];
  answers: AnswerMap;
  searchGrades: SearchGradeMap;
  uploadedQuestionIds: ReadonlySet<number>;
  manualGrades: GradeMap;
  passMark: number | null;
  now: Date;
}): GradeOutcome {
  const grades: GradeMap = {};
  let earnedPoints = 0;
  let totalPoints = 0;
  let pendingPoints = 0;
  const gradedAt = input.now.toISOString();
  for (const question of input.questions) {
    const key = String(question.id);
    totalPoints += question.points;
    if (!MANUALLY_GRADED.includes(question.type)) {
      const points = autoGrade(question, input.answers[key], input.searchGrades);
      grades[key] = { points, comment: question.type === 'boolean_search' ? searchComment(input.searchGrades[key]) : null, gradedAt };
      earnedPoints += points;
      continue;
    }
    const answered = question.type === 'file_upload' ? input.uploadedQuestionIds.has(question.id) : isAnswered(input.answers[key]);
    const existing = input.manualGrades[key];
    if (existing) {
      const points = Math.min(existing.points, question.points);
      grades[key] = { ...existing, points };
      earnedPoints += points;
    } else if (!answered) {
      grades[key] = { points: 0, comment: question.type === 'file_upload' ? 'No file uploaded' : 'No answer given', gradedAt };
    } else {
      pendingPoints += question.points;
    }
  }
  const pendingReview = pendingPoints > 0;
  const score = totalPoints === 0 ? 0 : Math.round((earnedPoints / totalPoints) * 100);
  let passed: boolean | null = null;
  if (input.passMark !== null && totalPoints > 0) {
    const needed = input.passMark * totalPoints;
    if (earnedPoints * 100 >= needed) passed = true;
    else if ((earnedPoints + pendingPoints) * 100 < needed) passed = false;
  }
  return { grades, earnedPoints, totalPoints, score, passed, pendingReview };
}

function searchComment(grade: SearchGradeMap[string] | undefined): string | null {
  if (!grade) return null;
  if (grade.syntaxError !== null)
    return grade.query.trim() === '' ? 'No search string given' : `Search string not valid: ${grade.syntaxError}`;
  return `F1 ${percent(grade.f1)}% (precision ${percent(grade.precision)}%, recall ${percent(grade.recall)}%); ${grade.passF1}% needed`;
}

const percent = (value: number): number => Math.round(value * 1000) / 10;
