import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { ATTEMPT_STATUSES, type AnswerValue, type AttemptStatus } from '../entities/quiz-attempt.entity.js';
import { QUESTION_TYPES, type QuestionType } from '../entities/quiz-question.entity.js';
import { SEARCH_FIELDS, type SearchField } from '../../sourcing/public/search-language.js';

/** Swagger schema of an answers map: question id → option indexes (multiple choice) or text. */
export const ANSWER_MAP_SCHEMA: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'integer' } }] },
  description:
    'Question id → answer: zero-based option indexes for multiple choice, text for short and long answers and the search string of a boolean search. File answers are uploaded separately.',
};

/** One answer or null. OpenAPI 3.0 allows `nullable` only beside a `type`, so null belongs to the text branch. */
export const NULLABLE_ANSWER_SCHEMA: ApiPropertyOptions = {
  oneOf: [
    { type: 'string', nullable: true },
    { type: 'array', items: { type: 'integer' } },
  ],
};

/** What a learner may know of a boolean search exercise: never its targets or reference query. */
export class LearnerSearchDto {
  @ApiProperty({ enum: SEARCH_FIELDS, isArray: true, description: 'The fields a term without a field qualifier searches' })
  fields!: SearchField[];
  @ApiProperty() poolName!: string;
  @ApiProperty({ description: 'Profiles in the pool' }) poolSize!: number;
}

/** A question as a learner sees it: never its correct options, accepted answers or search targets. */
export class LearnerQuestionDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: QUESTION_TYPES }) type!: QuestionType;
  @ApiProperty() question!: string;
  @ApiProperty({ type: [String], description: 'Multiple choice only' }) options!: string[];
  @ApiProperty({ description: 'Multiple choice: more than one option is correct, so several may be chosen' }) multipleAnswers!: boolean;
  @ApiProperty() points!: number;
  @ApiProperty({ type: LearnerSearchDto, nullable: true, description: 'Boolean search only' }) search!: LearnerSearchDto | null;
}

/** A candidate listed in a search grade, with why the learner's string matched them or not. */
export class SearchGradeProfileDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() title!: string;
  @ApiProperty() company!: string;
  @ApiProperty() location!: string;
  @ApiProperty({ type: [String], description: 'Sentences: what matched, or what the string needed and the profile lacks' })
  reasons!: string[];
}

/**
 * How the submitted search string of a boolean search question did against the exercise's targets.
 * The figures are always there; which candidates were missed or wrongly found only when the quiz
 * allows review (learners) or always (admins).
 */
export class SearchGradeDto {
  @ApiProperty({ description: 'The search string submitted' }) query!: string;
  @ApiProperty() hitCount!: number;
  @ApiProperty() targetCount!: number;
  @ApiProperty({ description: 'Hits that are targets' }) truePositives!: number;
  @ApiProperty({ description: '0–1, three decimals; 0 when nothing was found' }) precision!: number;
  @ApiProperty({ description: '0–1, three decimals' }) recall!: number;
  @ApiProperty({ description: '0–1, three decimals' }) f1!: number;
  @ApiProperty({ description: 'Percent of F1 needed for the points' }) passF1!: number;
  @ApiProperty() passed!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The string did not parse (it scores 0): the message, with its position' })
  syntaxError!: string | null;
  @ApiProperty({
    type: [SearchGradeProfileDto],
    description: "The first 25 targets not found. Empty in a learner's grade when the quiz does not allow review (missedCount stays)",
  })
  missed!: SearchGradeProfileDto[];
  @ApiProperty({ description: 'Targets not found, all of them' }) missedCount!: number;
  @ApiProperty({
    type: [SearchGradeProfileDto],
    description:
      "The first 25 hits that are not targets. Empty in a learner's grade when the quiz does not allow review (wrongCount stays)",
  })
  wrong!: SearchGradeProfileDto[];
  @ApiProperty({ description: 'Hits that are not targets, all of them' }) wrongCount!: number;
}

export class AttemptFileDto {
  @ApiProperty() questionId!: number;
  @ApiProperty() uploadId!: number;
  @ApiProperty() fileName!: string;
  @ApiProperty() contentType!: string;
  @ApiProperty({ description: 'Bytes' }) size!: number;
}

/** A started (or resumed) attempt: the questions to answer and the server's deadline. */
export class QuizAttemptDto {
  @ApiProperty() id!: number;
  @ApiProperty() quizId!: number;
  @ApiProperty() attemptNumber!: number;
  @ApiProperty({ enum: ATTEMPT_STATUSES }) status!: AttemptStatus;
  @ApiProperty() startedAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null when the quiz has no time limit' }) deadline!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Seconds until the deadline, by the server clock; null when untimed' })
  remainingSeconds!: number | null;
  @ApiProperty(ANSWER_MAP_SCHEMA) answers!: Record<string, AnswerValue>;
  @ApiProperty({ type: [AttemptFileDto] }) files!: AttemptFileDto[];
  @ApiProperty({ type: [LearnerQuestionDto] }) questions!: LearnerQuestionDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'Attempts left after this one; null = unlimited' }) attemptsLeft!:
    number | null;
}

export const FEEDBACK_STATUSES = ['correct', 'incorrect', 'pending_review', 'graded'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** A finished question with its answer key, when the quiz allows review. */
export class QuestionReviewDto {
  @ApiProperty() question!: string;
  @ApiProperty({ type: [String], description: 'Multiple choice only' }) options!: string[];
  @ApiProperty({ ...NULLABLE_ANSWER_SCHEMA, description: "The learner's answer; null when unanswered or a file" })
  answer!: AnswerValue | null;
  @ApiProperty({ type: [Number], description: 'Multiple choice: zero-based indexes of the correct options' }) correctOptions!: number[];
  @ApiProperty({ type: [String], description: 'Short answer: the accepted answers' }) acceptedAnswers!: string[];
  @ApiProperty({ description: "The author's explanation, plain text; empty when none" }) explanation!: string;
  @ApiProperty({ type: String, nullable: true, description: "Boolean search: the author's reference search string" })
  referenceQuery!: string | null;
}

/**
 * How one question went; the right answer only in `review` (and a search grade's candidates in `search`),
 * after submitting and when the quiz allows it.
 */
export class QuestionFeedbackDto {
  @ApiProperty() questionId!: number;
  @ApiProperty({ enum: QUESTION_TYPES }) type!: QuestionType;
  @ApiProperty({
    enum: FEEDBACK_STATUSES,
    description: 'correct/incorrect for auto-graded questions; pending_review or graded for long answers and files',
  })
  status!: FeedbackStatus;
  @ApiProperty({ type: Number, nullable: true }) points!: number | null;
  @ApiProperty() maxPoints!: number;
  @ApiProperty({ type: String, nullable: true, description: "The reviewer's comment" }) comment!: string | null;
  @ApiProperty({
    type: SearchGradeDto,
    nullable: true,
    description:
      'Boolean search: precision, recall, F1 and the counts; the missed and wrong candidates only when the quiz allows review (else empty lists)',
  })
  search!: SearchGradeDto | null;
  @ApiProperty({ type: QuestionReviewDto, nullable: true, description: 'Null when the quiz does not allow review' })
  review!: QuestionReviewDto | null;
}

export class QuizResultDto {
  @ApiProperty() attemptId!: number;
  @ApiProperty() attemptNumber!: number;
  @ApiProperty({
    enum: ['submitted', 'expired'],
    description: 'expired: submitted after the deadline; the answers saved before it were graded',
  })
  status!: 'submitted' | 'expired';
  @ApiProperty({ description: 'Percent of all points, graded on the server' }) score!: number;
  @ApiProperty() earnedPoints!: number;
  @ApiProperty() totalPoints!: number;
  @ApiProperty({ type: Number, nullable: true }) passMark!: number | null;
  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: 'Null while undecided (answers awaiting review) or when the quiz has no pass mark',
  })
  passed!: boolean | null;
  @ApiProperty() pendingReview!: boolean;
  @ApiProperty() submittedAt!: string;
  @ApiProperty({ description: 'The quiz shows the correct answers and explanations after submitting' }) reviewAllowed!: boolean;
  @ApiProperty({ type: [QuestionFeedbackDto] }) feedback!: QuestionFeedbackDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'Null = unlimited' }) attemptsLeft!: number | null;
  @ApiProperty({ description: 'The lesson is complete for this learner' }) lessonCompleted!: boolean;
}

export class AttemptSummaryDto {
  @ApiProperty() attemptNumber!: number;
  @ApiProperty({ enum: ATTEMPT_STATUSES }) status!: AttemptStatus;
  @ApiProperty({ type: Number, nullable: true }) score!: number | null;
  @ApiProperty({ type: Boolean, nullable: true }) passed!: boolean | null;
  @ApiProperty({ type: String, nullable: true }) submittedAt!: string | null;
}

export class InProgressAttemptDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true }) deadline!: string | null;
  @ApiProperty({ type: Number, nullable: true }) remainingSeconds!: number | null;
}

/** The quiz of a lesson for a learner: settings and their attempts. Questions come with a started attempt. */
export class LearnerQuizDto {
  @ApiProperty() id!: number;
  @ApiProperty() lessonId!: number;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Minutes; null = no limit' }) timeLimit!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Percent needed to pass; null = none' }) passMark!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Null = unlimited' }) maxAttempts!: number | null;
  @ApiProperty() questionCount!: number;
  @ApiProperty() attemptsUsed!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Null = unlimited' }) attemptsLeft!: number | null;
  @ApiProperty({ type: InProgressAttemptDto, nullable: true }) inProgress!: InProgressAttemptDto | null;
  @ApiProperty({ type: QuizResultDto, nullable: true, description: 'The latest finished attempt' }) lastResult!: QuizResultDto | null;
  @ApiProperty({ type: [AttemptSummaryDto] }) attempts!: AttemptSummaryDto[];
}

export class SavedAnswersDto {
  @ApiProperty() attemptId!: number;
  @ApiProperty() savedAt!: string;
  @ApiProperty({ type: Number, nullable: true }) remainingSeconds!: number | null;
}
