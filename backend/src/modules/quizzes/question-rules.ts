import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { parsedOrThrow, SEARCH_FIELDS, type SearchField } from '../sourcing/public/search-language.js';
import type { QuestionType } from './entities/quiz-question.entity.js';
import { SEARCH_TARGETS_MAX, searchTargets, type SearchExercise } from './search-exercise.js';

/** A boolean search exercise as authored: the server computes its targets. */
export interface SearchExerciseInput {
  poolId: number;
  referenceQuery: string;
  fields: SearchField[];
  passF1: number;
  include?: number[];
  exclude?: number[];
}

/** A question as authored: which of the answer-key fields apply depends on the type. */
export interface QuestionInput {
  type: QuestionType;
  question: string;
  options?: string[];
  correctOptions?: number[];
  acceptedAnswers?: string[];
  explanation?: string;
  points?: number;
  search?: SearchExerciseInput | null;
}

/** The stored form of a question once its type's rules are checked. */
export interface QuestionFields {
  type: QuestionType;
  question: string;
  options: string[];
  correctOptions: number[];
  acceptedAnswers: string[];
  /** Plain text, shown with the correct answer when the quiz allows review. */
  explanation: string;
  points: number;
  /** Boolean search only. */
  searchPoolId: number | null;
  /** Boolean search only; `targetIds` stay empty until `withSearchTargets` fills them in. */
  search: SearchExercise | null;
}

/** Applies the rules of the question's type; fields another type uses are cleared. */
export function questionFields(input: QuestionInput): QuestionFields {
  const base = {
    type: input.type,
    question: input.question,
    explanation: input.explanation ?? '',
    points: input.points ?? 1,
    options: [],
    correctOptions: [],
    acceptedAnswers: [],
    searchPoolId: null,
    search: null,
  };
  switch (input.type) {
    case 'multiple_choice': {
      const options = input.options ?? [];
      const correct = [...new Set(input.correctOptions ?? [])].sort((a, b) => a - b);
      if (options.length < 2) throw new AppError(ErrorCode.INVALID_QUESTION, 'A multiple choice question needs at least 2 options.');
      if (new Set(options.map((option) => option.toLowerCase())).size !== options.length)
        throw new AppError(ErrorCode.INVALID_QUESTION, 'Each option must be different.');
      if (correct.length === 0) throw new AppError(ErrorCode.INVALID_QUESTION, 'Mark at least one option as correct.');
      if (correct.some((index) => index >= options.length))
        throw new AppError(ErrorCode.INVALID_QUESTION, 'Correct options must be among the options.');
      return { ...base, options, correctOptions: correct };
    }
    case 'short_answer': {
      const accepted = [...new Set(input.acceptedAnswers ?? [])];
      if (accepted.length === 0)
        throw new AppError(ErrorCode.INVALID_QUESTION, 'A short answer question needs at least one accepted answer.');
      return { ...base, acceptedAnswers: accepted };
    }
    case 'boolean_search': {
      const search = input.search;
      if (!search)
        throw new AppError(ErrorCode.SEARCH_EXERCISE_INVALID, 'A boolean search question needs a candidate pool and a reference query.');
      return { ...base, searchPoolId: search.poolId, search: searchExercise(search) };
    }
    default:
      return base;
  }
}

/** Checks what can be checked without the pool: the reference query parses, the fields and threshold are sound. */
export function searchExercise(input: SearchExerciseInput): SearchExercise {
  parsedOrThrow(input.referenceQuery);
  const fields = [...new Set(input.fields)];
  if (fields.length === 0 || !fields.every((field) => (SEARCH_FIELDS as readonly string[]).includes(field)))
    throw new AppError(ErrorCode.SEARCH_EXERCISE_INVALID, `Choose at least one field to search: ${SEARCH_FIELDS.join(', ')}.`);
  if (!Number.isInteger(input.passF1) || input.passF1 < 1 || input.passF1 > 100)
    throw new AppError(ErrorCode.SEARCH_EXERCISE_INVALID, 'The pass threshold must be a whole percentage between 1 and 100.');
  const include = [...new Set(input.include ?? [])].sort((a, b) => a - b);
  const exclude = [...new Set(input.exclude ?? [])].sort((a, b) => a - b);
  if (include.some((id) => exclude.includes(id)))
    throw new AppError(ErrorCode.SEARCH_EXERCISE_INVALID, 'A profile cannot be both added to and removed from the targets.');
  return {
    referenceQuery: input.referenceQuery,
    fields: SEARCH_FIELDS.filter((field) => fields.includes(field)),
    passF1: input.passF1,
    include,
    exclude,
    targetIds: [],
  };
}

/**
 * The exercise with its target set: the reference query's `hits` with the profiles added by hand,
 * less those taken out. Added and removed profiles must be in the pool (`inPool`: those of them that
 * are); 1 to SEARCH_TARGETS_MAX targets.
 */
export function withSearchTargets(exercise: SearchExercise, hits: readonly number[], inPool: ReadonlySet<number>): SearchExercise {
  const stranger = [...exercise.include, ...exercise.exclude].find((id) => !inPool.has(id));
  if (stranger !== undefined) throw new AppError(ErrorCode.SEARCH_EXERCISE_INVALID, `Profile ${stranger} is not in this candidate pool.`);
  const targetIds = searchTargets(hits, exercise.include, exercise.exclude);
  if (targetIds.length === 0)
    throw new AppError(
      ErrorCode.SEARCH_EXERCISE_INVALID,
      'The exercise has no target candidates: the reference query finds no one. Change it or add profiles by hand.',
    );
  if (targetIds.length > SEARCH_TARGETS_MAX)
    throw new AppError(
      ErrorCode.SEARCH_EXERCISE_INVALID,
      `The exercise has ${targetIds.length} target candidates; at most ${SEARCH_TARGETS_MAX} are allowed. Narrow the reference query.`,
    );
  return { ...exercise, targetIds };
}
