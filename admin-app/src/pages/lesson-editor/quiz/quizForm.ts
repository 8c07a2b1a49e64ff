import type { AdminAnswerDto, AdminQuestionDto, AdminQuizDto, QuestionInputDto, QuizSettingsDto } from '@academy/api';

export type QuestionType = AdminQuestionDto['type'];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  multiple_choice: 'Multiple choice',
  short_answer: 'Short answer',
  long_answer: 'Long answer',
  file_upload: 'File upload',
  boolean_search: 'Boolean search',
};

export const QUESTION_TYPE_OPTIONS = (Object.keys(QUESTION_TYPE_LABELS) as QuestionType[]).map((value) => ({
  value,
  label: QUESTION_TYPE_LABELS[value],
}));

/** The settings form as typed: number fields stay text until saved (empty = none). */
export interface SettingsValues {
  title: string;
  description: string;
  timeLimit: string;
  passMark: string;
  maxAttempts: string;
  /** After submitting, learners see the correct answers and explanations. */
  allowReview: boolean;
}

export function settingsValuesOf(quiz: AdminQuizDto | null, lessonTitle: string): SettingsValues {
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    title: quiz?.title ?? lessonTitle,
    description: quiz?.description ?? '',
    timeLimit: text(quiz?.timeLimit),
    passMark: text(quiz?.passMark),
    maxAttempts: text(quiz?.maxAttempts),
    allowReview: quiz?.allowReview ?? true,
  };
}

/** Empty → null; anything else as a number, so the server can say what is wrong with it. */
function optionalNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

export function settingsRequestOf(values: SettingsValues): QuizSettingsDto {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    timeLimit: optionalNumber(values.timeLimit),
    passMark: optionalNumber(values.passMark),
    maxAttempts: optionalNumber(values.maxAttempts),
    allowReview: values.allowReview,
  };
}

/** A question being edited: options with their correct flags, accepted answers as a list. */
export interface QuestionDraft {
  type: QuestionType;
  question: string;
  points: number;
  /** Learners pick several options (all of the correct ones) rather than exactly one: grading needs the exact set. */
  multipleAnswers: boolean;
  options: { text: string; correct: boolean }[];
  acceptedAnswers: string[];
  /** Plain text shown to learners with the correct answer, when the quiz allows review. */
  explanation: string;
}

export function emptyDraft(type: QuestionType = 'multiple_choice'): QuestionDraft {
  return {
    type,
    question: '',
    points: 1,
    multipleAnswers: false,
    options: [
      { text: '', correct: false },
      { text: '', correct: false },
    ],
    acceptedAnswers: [''],
    explanation: '',
  };
}

export function draftOf(question: AdminQuestionDto): QuestionDraft {
  const blank = emptyDraft(question.type);
  return {
    type: question.type,
    question: question.question,
    points: question.points,
    multipleAnswers: question.type === 'multiple_choice' && question.correctOptions.length > 1,
    options:
      question.type === 'multiple_choice'
        ? question.options.map((text, index) => ({ text, correct: question.correctOptions.includes(index) }))
        : blank.options,
    acceptedAnswers: question.type === 'short_answer' ? [...question.acceptedAnswers] : blank.acceptedAnswers,
    explanation: question.explanation,
  };
}

/** What is missing, in the server's words, so the author sees it before saving; null when complete. */
export function draftProblem(draft: QuestionDraft): string | null {
  if (!draft.question.trim()) return 'Question text is required';
  if (draft.type === 'multiple_choice') {
    const options = draft.options.filter((option) => option.text.trim());
    if (options.length < 2) return 'A multiple choice question needs at least 2 options.';
    const correct = options.filter((option) => option.correct).length;
    if (correct === 0) return 'Mark at least one option as correct.';
    if (draft.multipleAnswers && correct < 2) return 'Mark at least two options as correct, or turn off "More than one answer is correct".';
  }
  if (draft.type === 'short_answer' && !draft.acceptedAnswers.some((answer) => answer.trim())) {
    return 'A short answer question needs at least one accepted answer.';
  }
  return null;
}

/** The options after the author marks (or unmarks) one as correct: with one answer, marking one unmarks the others. */
export function markedCorrect(draft: QuestionDraft, index: number, correct: boolean): QuestionDraft {
  const options = draft.options.map((option, i) => {
    if (i === index) return { ...option, correct };
    return draft.multipleAnswers || !correct ? option : { ...option, correct: false };
  });
  return { ...draft, options };
}

/** Switches between one and several correct answers; back to one, only the first marked option stays correct. */
export function withMultipleAnswers(draft: QuestionDraft, multipleAnswers: boolean): QuestionDraft {
  if (multipleAnswers) return { ...draft, multipleAnswers };
  const first = draft.options.findIndex((option) => option.correct);
  return { ...draft, multipleAnswers, options: draft.options.map((option, i) => ({ ...option, correct: i === first })) };
}

/** The request body; blank options and answers are dropped (and correct flags follow their options). */
export function questionRequestOf(draft: QuestionDraft): QuestionInputDto {
  const base = { type: draft.type, question: draft.question.trim(), points: draft.points, explanation: draft.explanation.trim() };
  if (draft.type === 'multiple_choice') {
    const options = draft.options.filter((option) => option.text.trim());
    return {
      ...base,
      options: options.map((option) => option.text.trim()),
      correctOptions: options.flatMap((option, index) => (option.correct ? [index] : [])),
      acceptedAnswers: [],
    };
  }
  if (draft.type === 'short_answer') {
    return {
      ...base,
      options: [],
      correctOptions: [],
      acceptedAnswers: draft.acceptedAnswers.map((answer) => answer.trim()).filter(Boolean),
    };
  }
  return { ...base, options: [], correctOptions: [], acceptedAnswers: [] };
}

/** Question ids after moving the one at `index` up (-1) or down (+1). */
export function moved(ids: number[], index: number, delta: -1 | 1): number[] {
  const target = index + delta;
  if (target < 0 || target >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** A learner's answer as the reviewer reads it: option texts for multiple choice. */
export function answerText(answer: AdminAnswerDto, question: AdminQuestionDto | undefined): string {
  if (answer.answer === null) return answer.type === 'file_upload' ? '' : 'No answer';
  if (Array.isArray(answer.answer)) {
    return answer.answer.length === 0
      ? 'No answer'
      : answer.answer.map((index) => question?.options[index] ?? `Option ${index + 1}`).join(', ');
  }
  return answer.answer.trim() === '' ? 'No answer' : answer.answer;
}

export function isManual(type: QuestionType): boolean {
  return type === 'long_answer' || type === 'file_upload';
}
