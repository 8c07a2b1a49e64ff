import type {
  AdminAnswerDto,
  AdminQuestionDto,
  AdminQuizDto,
  QuestionInputDto,
  QuizSettingsDto,
  SearchExerciseInputDto,
} from '@academy/api/admin';

export type QuestionType = AdminQuestionDto['type'];
export type SearchField = SearchExerciseInputDto['fields'][number];

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
  /** Boolean search: the pool, the fields searched, the pass threshold and the targets (reference hits, adjusted by hand). */
  search: SearchDraft;
}

export interface SearchDraft {
  /** Null until the pools load (the default pool is then chosen). */
  poolId: number | null;
  fields: SearchField[];
  /** Percent, 1–100; null while the box is empty. */
  passF1: number | null;
  referenceQuery: string;
  /** Profiles made targets by hand, though the reference query does not find them. */
  include: number[];
  /** Reference hits that are not targets. */
  exclude: number[];
}

/** The fields a learner's search string may look in, in the order the author sees them. */
export const SEARCH_FIELD_LABELS: Record<SearchField, string> = {
  title: 'Title',
  skills: 'Skills',
  company: 'Company',
  location: 'Location',
  text: 'Text (the whole profile)',
};
export const SEARCH_FIELDS = Object.keys(SEARCH_FIELD_LABELS) as SearchField[];
/** The server's limits. */
export const REFERENCE_QUERY_MAX_LENGTH = 1000;
export const MAX_TARGETS = 1000;
const DEFAULT_PASS_F1 = 70;

export function emptySearchDraft(): SearchDraft {
  return { poolId: null, fields: [...SEARCH_FIELDS], passF1: DEFAULT_PASS_F1, referenceQuery: '', include: [], exclude: [] };
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
    search: emptySearchDraft(),
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
    search: question.search
      ? {
          poolId: question.search.poolId,
          fields: SEARCH_FIELDS.filter((field) => question.search?.fields.includes(field)),
          passF1: question.search.passF1,
          referenceQuery: question.search.referenceQuery,
          include: [...question.search.include],
          exclude: [...question.search.exclude],
        }
      : blank.search,
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
  if (draft.type === 'boolean_search') return searchProblem(draft.search);
  return null;
}

function searchProblem(search: SearchDraft): string | null {
  if (search.poolId === null) return 'Choose the candidate pool learners search.';
  if (search.fields.length === 0) return 'Tick at least one field learners can search.';
  if (search.passF1 === null || !Number.isInteger(search.passF1) || search.passF1 < 1 || search.passF1 > 100) {
    return 'Set a pass threshold between 1 and 100%.';
  }
  if (!search.referenceQuery.trim()) return 'Write the reference query: the candidates it finds are the targets.';
  return null;
}

/** Another pool: the profiles added or left out by hand belong to the old one, so they go. */
export function withPool(search: SearchDraft, poolId: number): SearchDraft {
  return poolId === search.poolId ? search : { ...search, poolId, include: [], exclude: [] };
}

/** A field ticked or unticked, keeping the fields in their usual order. */
export function withField(search: SearchDraft, field: SearchField, on: boolean): SearchDraft {
  return { ...search, fields: SEARCH_FIELDS.filter((item) => (item === field ? on : search.fields.includes(item))) };
}

/** A reference hit's "Target" box: unticked, the hit is left out of the targets; ticked again, it is back. */
export function withHitTargeted(search: SearchDraft, profileId: number, targeted: boolean): SearchDraft {
  const exclude = search.exclude.filter((id) => id !== profileId);
  return {
    ...search,
    include: search.include.filter((id) => id !== profileId),
    exclude: targeted ? exclude : [...exclude, profileId],
  };
}

/** "Add to targets" on a profile found by hand: a reference hit left out comes back; any other is added. */
export function withAddedTarget(search: SearchDraft, profileId: number, hit: boolean): SearchDraft {
  const exclude = search.exclude.filter((id) => id !== profileId);
  if (hit || search.include.includes(profileId)) return { ...search, exclude };
  return { ...search, exclude, include: [...search.include, profileId] };
}

export function withoutIncluded(search: SearchDraft, profileId: number): SearchDraft {
  return { ...search, include: search.include.filter((id) => id !== profileId) };
}

export function withoutExcluded(search: SearchDraft, profileId: number): SearchDraft {
  return { ...search, exclude: search.exclude.filter((id) => id !== profileId) };
}

/** What the page knows of the reference query's hits. */
export interface ReferenceHits {
  total: number;
  /** Every hit's id, as the server sends them when there are at most MAX_TARGETS; null when there are more. */
  ids: readonly number[] | null;
  /** The ids of the hits shown so far. */
  shown: readonly number[];
}

/** Exact when every hit's id is known; else only a lower bound (any profile left out may be a hit). */
export type TargetCount = { exact: true; count: number } | { exact: false; atLeast: number };

/** The preview's page size: the reference query's hits are shown this many at a time. */
export const HITS_PAGE_SIZE = 20;

/** "Show 20 more (of 75)": the next page, and how many hits are not shown yet. */
export function showMoreLabel(remaining: number): string {
  if (remaining > HITS_PAGE_SIZE) return `Show ${HITS_PAGE_SIZE} more (of ${remaining})`;
  return remaining === 1 ? 'Show the last one' : `Show the last ${remaining}`;
}

/** Whether a profile is one of the reference query's hits, as far as the page knows. */
export function isReferenceHit(hits: ReferenceHits, profileId: number): boolean {
  return (hits.ids ?? hits.shown).includes(profileId);
}

/**
 * The targets as the server counts them on saving: the reference query's hits and the profiles added by
 * hand, less those left out (a profile left out that the query no longer finds changes nothing).
 */
export function targetCountOf(search: SearchDraft, hits: ReferenceHits): TargetCount {
  if (hits.ids === null) return { exact: false, atLeast: Math.max(0, hits.total - search.exclude.length) };
  const targets = new Set([...hits.ids, ...search.include]);
  for (const id of search.exclude) targets.delete(id);
  return { exact: true, count: targets.size };
}

/** What is wrong with the number of targets, in the server's terms; null when it is fine or not known. */
export function targetCountProblem(count: TargetCount): string | null {
  const least = count.exact ? count.count : count.atLeast;
  if (least > MAX_TARGETS) return `That is more than ${MAX_TARGETS} targets: narrow the reference query.`;
  if (count.exact && count.count === 0) return 'There are no targets: change the reference query or add profiles by hand.';
  return null;
}

/** Whether a profile is a target, as far as the page knows: a hit not left out, or one added by hand. */
export function isTarget(search: SearchDraft, profileId: number, hit: boolean): boolean {
  if (search.exclude.includes(profileId)) return false;
  return hit || search.include.includes(profileId);
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
  if (draft.type === 'boolean_search') {
    const { search } = draft;
    return {
      ...base,
      options: [],
      correctOptions: [],
      acceptedAnswers: [],
      search: {
        poolId: search.poolId ?? 0,
        referenceQuery: search.referenceQuery.trim(),
        fields: search.fields,
        passF1: search.passF1 ?? 0,
        include: search.include,
        exclude: search.exclude,
      },
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
