import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import { trimmed } from '../../../common/transforms.js';
import {
  PRACTICE_ATTEMPT_STATUSES,
  PRACTICE_END_REASONS,
  type PracticeAttemptStatus,
  type PracticeEndReason,
} from '../entities/practice-attempt.entity.js';
import {
  PRACTICE_SPEAKERS,
  PRACTICE_TURN_STATUSES,
  type PracticeSpeaker,
  type PracticeTurnStatus,
} from '../entities/practice-turn.entity.js';
import { CRITERION_SCORE_MAX, PRACTICE_MODES, type PracticeMode } from '../public/practice-types.js';

/** Who the learner talks to, as the learner sees it: never what the persona wants or hides. */
export class PracticePersonaDto {
  @ApiProperty() name!: string;
  @ApiProperty({ description: "e.g. 'Head of Engineering, hiring manager'" }) role!: string;
  @ApiProperty() background!: string;
}

/** A rubric criterion as the learner sees it before practising: what good looks like. */
export class LearnerRubricCriterionDto {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Relative weight, 1–10' }) weight!: number;
  @ApiProperty({ description: 'What good looks like' }) good!: string;
}

export class PracticeTurnErrorDto {
  @ApiProperty({ description: 'An error code, e.g. MODEL_TIMEOUT' }) code!: string;
  @ApiProperty() message!: string;
}

export class PracticeTurnDto {
  @ApiProperty({ description: '0, 1, 2… in the order spoken' }) seq!: number;
  @ApiProperty({ enum: PRACTICE_SPEAKERS }) speaker!: PracticeSpeaker;
  @ApiProperty() content!: string;
  @ApiProperty({
    enum: PRACTICE_TURN_STATUSES,
    description: '`pending`: the persona is still answering (poll the attempt); `failed`: the reply failed and can be retried',
  })
  status!: PracticeTurnStatus;
  @ApiProperty({ type: PracticeTurnErrorDto, nullable: true, description: 'Why a `failed` turn failed' })
  error!: PracticeTurnErrorDto | null;
}

/** A reply the learner can choose at the current node of a scenario. */
export class PracticeOptionDto {
  @ApiProperty() id!: string;
  @ApiProperty() text!: string;
}

export class PracticeOverrideNoteDto {
  @ApiProperty({ description: "The reviewer's comment" }) comment!: string;
}

export class PracticeCriterionResultDto {
  @ApiProperty() criterionId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() weight!: number;
  @ApiProperty({ description: `0–${CRITERION_SCORE_MAX}` }) score!: number;
  @ApiProperty({ enum: [CRITERION_SCORE_MAX] }) maxScore!: number;
  @ApiProperty({ description: 'A quote from the transcript (AI mode) or the feedback of the choices that scored it (scenario mode)' })
  evidence!: string;
  @ApiProperty({ description: 'One concrete tip; empty at full marks' }) tip!: string;
  @ApiProperty({ type: PracticeOverrideNoteDto, nullable: true, description: 'Set when a reviewer changed the score' })
  overridden!: PracticeOverrideNoteDto | null;
}

/** A reply the learner chose in a scenario, with the line it answered and its feedback. */
export class PracticeChoiceDto {
  @ApiProperty({ description: "The persona's line" }) line!: string;
  @ApiProperty({ description: "The learner's reply" }) reply!: string;
  @ApiProperty() feedback!: string;
}

export class PracticeResultDto {
  @ApiProperty({ description: 'Percent, computed on the server from the rubric weights' }) total!: number;
  @ApiProperty() passed!: boolean;
  @ApiProperty() passMark!: number;
  @ApiProperty({ type: [PracticeCriterionResultDto] }) criteria!: PracticeCriterionResultDto[];
  @ApiProperty({ type: [PracticeChoiceDto], description: 'Scenario mode: the choices made, in order; empty in AI mode' })
  choices!: PracticeChoiceDto[];
}

export class PracticeAttemptDto {
  @ApiProperty() id!: number;
  @ApiProperty() lessonId!: number;
  @ApiProperty() attemptNumber!: number;
  @ApiProperty({ enum: PRACTICE_MODES }) mode!: PracticeMode;
  @ApiProperty({ enum: PRACTICE_ATTEMPT_STATUSES }) status!: PracticeAttemptStatus;
  @ApiProperty() startedAt!: string;
  @ApiProperty({ type: String, nullable: true }) endedAt!: string | null;
  @ApiProperty({ enum: PRACTICE_END_REASONS, nullable: true }) endReason!: PracticeEndReason | null;
  @ApiProperty({ type: Number, nullable: true, description: 'AI mode: learner messages left; null in scenario mode' })
  turnsLeft!: number | null;
  @ApiProperty({ type: [PracticeTurnDto] }) turns!: PracticeTurnDto[];
  @ApiProperty({ type: [PracticeOptionDto], description: 'Scenario mode, in progress: the replies at the current node; else empty' })
  options!: PracticeOptionDto[];
  @ApiProperty({ type: PracticeResultDto, nullable: true, description: 'Null while in progress, grading or awaiting review' })
  result!: PracticeResultDto | null;
  @ApiProperty({
    type: PracticeTurnErrorDto,
    nullable: true,
    description:
      'Set while the status is `grading` but no grading is running: the last one failed (its code, e.g. MODEL_TIMEOUT) or was lost. End the attempt again to grade it again. Null while a grading runs.',
  })
  gradingError!: PracticeTurnErrorDto | null;
}

/** A practice lesson as its learner sees it: never the hidden facts, what the persona wants, or the scenario graph. */
export class LearnerPracticeDto {
  @ApiProperty() lessonId!: number;
  @ApiProperty({ enum: PRACTICE_MODES }) mode!: PracticeMode;
  @ApiProperty({ description: 'False for an AI lesson while the academy has no model provider' }) available!: boolean;
  @ApiProperty({ type: String, nullable: true }) unavailableMessage!: string | null;
  @ApiProperty({ type: PracticePersonaDto }) persona!: PracticePersonaDto;
  @ApiProperty() objective!: string;
  @ApiProperty() openingLine!: string;
  @ApiProperty({ description: 'AI mode: learner messages before the conversation ends on its own' }) maxTurns!: number;
  @ApiProperty() passMark!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Null = unlimited' }) maxAttempts!: number | null;
  @ApiProperty() attemptsUsed!: number;
  @ApiProperty({ type: [LearnerRubricCriterionDto] }) rubric!: LearnerRubricCriterionDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: "AI mode: tells the learner that their replies go to the academy's AI provider",
  })
  providerNotice!: string | null;
  @ApiProperty({ type: PracticeAttemptDto, nullable: true, description: 'The attempt in progress' })
  current!: PracticeAttemptDto | null;
  @ApiProperty({ type: PracticeAttemptDto, nullable: true, description: 'The latest ended attempt' })
  latest!: PracticeAttemptDto | null;
  @ApiProperty({ description: 'Some attempt passed' }) passed!: boolean;
}

/** POST /api/practice-attempts/{id}/choices */
export class ChoosePracticeReplyDto {
  @ApiProperty({ description: 'The id of one of the replies at the current node' })
  @Transform(trimmed)
  @IsString({ message: 'replyId is required' })
  @Length(1, 64, { message: 'replyId must be 1 to 64 characters' })
  replyId!: string;
}
