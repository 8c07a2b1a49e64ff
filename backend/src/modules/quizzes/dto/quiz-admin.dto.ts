import { ApiProperty } from '@nestjs/swagger';
import { ATTEMPT_STATUSES, type AnswerValue, type AttemptStatus } from '../entities/quiz-attempt.entity.js';
import { QUESTION_TYPES, type QuestionType } from '../entities/quiz-question.entity.js';
import { SEARCH_FIELDS, type SearchField } from '../../sourcing/public/search-language.js';
import { AttemptFileDto, NULLABLE_ANSWER_SCHEMA, SearchGradeDto } from './quiz.dto.js';

/** A boolean search exercise with its answer key, for the editor. */
export class AdminSearchExerciseDto {
  @ApiProperty() poolId!: number;
  @ApiProperty() poolName!: string;
  @ApiProperty() referenceQuery!: string;
  @ApiProperty({ enum: SEARCH_FIELDS, isArray: true }) fields!: SearchField[];
  @ApiProperty({ description: 'Percent of F1 needed' }) passF1!: number;
  @ApiProperty({ type: [Number], description: "Profiles added to the reference query's hits" }) include!: number[];
  @ApiProperty({ type: [Number], description: 'Hits left out of the targets' }) exclude!: number[];
  @ApiProperty({ description: 'Target candidates: the hits when saved, plus include, less exclude' }) targetCount!: number;
}

/** A question with its answer key, for the editor. */
export class AdminQuestionDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: QUESTION_TYPES }) type!: QuestionType;
  @ApiProperty() question!: string;
  @ApiProperty({ type: [String] }) options!: string[];
  @ApiProperty({ type: [Number] }) correctOptions!: number[];
  @ApiProperty({ type: [String] }) acceptedAnswers!: string[];
  @ApiProperty({ description: 'Plain text shown with the correct answer after submitting, when the quiz allows review' })
  explanation!: string;
  @ApiProperty() points!: number;
  @ApiProperty() order!: number;
  @ApiProperty({ type: AdminSearchExerciseDto, nullable: true, description: 'Boolean search only' })
  search!: AdminSearchExerciseDto | null;
}

export class AdminQuizDto {
  @ApiProperty() id!: number;
  @ApiProperty() lessonId!: number;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: Number, nullable: true }) timeLimit!: number | null;
  @ApiProperty({ type: Number, nullable: true }) passMark!: number | null;
  @ApiProperty({ type: Number, nullable: true }) maxAttempts!: number | null;
  @ApiProperty({ description: 'After submitting, learners see the correct answers and explanations' }) allowReview!: boolean;
  @ApiProperty({ type: [AdminQuestionDto] }) questions!: AdminQuestionDto[];
  @ApiProperty() attemptCount!: number;
}

/** The quiz of a quiz lesson, or null before one is created. */
export class LessonQuizDto {
  @ApiProperty() lessonId!: number;
  @ApiProperty() lessonTitle!: string;
  @ApiProperty() courseId!: number;
  @ApiProperty({ type: AdminQuizDto, nullable: true }) quiz!: AdminQuizDto | null;
}

export class AnswerGradeDto {
  @ApiProperty() points!: number;
  @ApiProperty({ type: String, nullable: true }) comment!: string | null;
  @ApiProperty() gradedAt!: string;
  @ApiProperty({ description: 'Graded by the server rather than a reviewer' }) automatic!: boolean;
}

export class AdminAnswerDto {
  @ApiProperty() questionId!: number;
  @ApiProperty({ enum: QUESTION_TYPES }) type!: QuestionType;
  @ApiProperty() question!: string;
  @ApiProperty() maxPoints!: number;
  @ApiProperty(NULLABLE_ANSWER_SCHEMA) answer!: AnswerValue | null;
  @ApiProperty({ type: AttemptFileDto, nullable: true }) file!: AttemptFileDto | null;
  @ApiProperty({ type: AnswerGradeDto, nullable: true, description: 'Null while awaiting review' }) grade!: AnswerGradeDto | null;
  @ApiProperty({
    type: SearchGradeDto,
    nullable: true,
    description: 'Boolean search, once submitted: how the search string did, always with the missed and wrong candidates',
  })
  search!: SearchGradeDto | null;
}

export class AttemptLearnerDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
}

export class AdminAttemptDto {
  @ApiProperty() id!: number;
  @ApiProperty() attemptNumber!: number;
  @ApiProperty({ enum: ATTEMPT_STATUSES }) status!: AttemptStatus;
  @ApiProperty({ type: AttemptLearnerDto }) learner!: AttemptLearnerDto;
  @ApiProperty() startedAt!: string;
  @ApiProperty({ type: String, nullable: true }) deadline!: string | null;
  @ApiProperty({ type: String, nullable: true }) submittedAt!: string | null;
  @ApiProperty({ type: Number, nullable: true }) score!: number | null;
  @ApiProperty({ type: Number, nullable: true }) earnedPoints!: number | null;
  @ApiProperty({ type: Number, nullable: true }) totalPoints!: number | null;
  @ApiProperty({ type: Boolean, nullable: true }) passed!: boolean | null;
  @ApiProperty() pendingReview!: boolean;
  @ApiProperty({ type: [AdminAnswerDto] }) answers!: AdminAnswerDto[];
}

export class MissedProfileDto {
  @ApiProperty() profileId!: number;
  @ApiProperty() name!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Finished attempts whose search string missed this target' }) missedCount!: number;
}

export class SourcingExerciseStatsDto {
  @ApiProperty() questionId!: number;
  @ApiProperty() lessonId!: number;
  @ApiProperty() lessonTitle!: string;
  @ApiProperty({ description: 'The brief' }) question!: string;
  @ApiProperty({ description: 'Finished attempts that graded this exercise' }) attempts!: number;
  @ApiProperty({ type: Number, nullable: true, description: '0–1; null before any attempt' }) averageF1!: number | null;
  @ApiProperty({ type: Number, nullable: true }) averagePrecision!: number | null;
  @ApiProperty({ type: Number, nullable: true }) averageRecall!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: '0–1: share of attempts that reached the pass threshold' })
  passRate!: number | null;
  @ApiProperty({ type: [MissedProfileDto], description: 'The 5 targets missed most often' }) mostMissed!: MissedProfileDto[];
}

export class SourcingAnalyticsDto {
  @ApiProperty({ type: [SourcingExerciseStatsDto], description: "The course's boolean search exercises in course order" })
  exercises!: SourcingExerciseStatsDto[];
}
