import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { QuestionType } from './entities/quiz-question.entity.js';

/** A question as authored: which of the answer-key fields apply depends on the type. */
export interface QuestionInput {
  type: QuestionType;
  question: string;
  options?: string[];
  correctOptions?: number[];
  acceptedAnswers?: string[];
  explanation?: string;
  points?: number;
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
    default:
      return base;
  }
}
