import { ApiProperty } from '@nestjs/swagger';
import { ATTEMPT_STATUSES, type AnswerValue, type AttemptStatus } from '../entities/quiz-attempt.entity.js';
import { QUESTION_TYPES, type QuestionType } from '../entities/quiz-question.entity.js';
import { AttemptFileDto, NULLABLE_ANSWER_SCHEMA } from './quiz.dto.js';

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
