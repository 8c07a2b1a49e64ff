import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsInt, IsString, Length, Max, Min } from 'class-validator';
import { trimmed } from '../../../common/transforms.js';
import { PRACTICE_ATTEMPT_STATUSES, type PracticeAttemptStatus } from '../entities/practice-attempt.entity.js';
import {
  CRITERION_SCORE_MAX,
  MAX_HIDDEN_FACTS,
  MAX_TURNS_LIMIT,
  PRACTICE_MODES,
  RUBRIC_MAX_CRITERIA,
  RUBRIC_MIN_CRITERIA,
  SCENARIO_MAX_REPLIES,
  SCENARIO_MIN_REPLIES,
  type PracticeMode,
} from '../public/practice-types.js';
import { PracticeAttemptDto, PracticeOverrideNoteDto } from './practice.dto.js';

const ID_RULE = 'letters a–z, digits and dashes, 1–64 characters';

export class PracticePersonaSettingsDto {
  @ApiProperty({ maxLength: 100 }) name!: string;
  @ApiProperty({ maxLength: 200, description: "e.g. 'Head of Engineering, hiring manager'" }) role!: string;
  @ApiProperty({ maxLength: 4000 }) background!: string;
  @ApiProperty({ maxLength: 4000, description: 'What the persona wants from the conversation (never shown to learners)' })
  wants!: string;
  @ApiProperty({
    type: [String],
    maxItems: MAX_HIDDEN_FACTS,
    description: `Facts the learner should uncover by asking well (at most ${MAX_HIDDEN_FACTS}, each up to 500 characters)`,
  })
  hiddenFacts!: string[];
}

export class PracticeRubricCriterionDto {
  @ApiProperty({ description: `Stable within the lesson: ${ID_RULE}` }) id!: string;
  @ApiProperty({ maxLength: 200 }) name!: string;
  @ApiProperty({ minimum: 1, maximum: 10, description: 'Relative weight' }) weight!: number;
  @ApiProperty({ maxLength: 1000, description: `What good looks like (score ${CRITERION_SCORE_MAX})` }) good!: string;
  @ApiProperty({ maxLength: 1000, description: 'What poor looks like (score 0)' }) poor!: string;
}

export class ScenarioReplyDto {
  @ApiProperty({ description: `Unique within its node: ${ID_RULE}` }) id!: string;
  @ApiProperty({ maxLength: 1000, description: 'What the learner says' }) text!: string;
  @ApiProperty({ maxLength: 2000, description: 'Shown at the end beside the choice' }) feedback!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer', minimum: 0, maximum: CRITERION_SCORE_MAX },
    description: `Criterion id → points (0–${CRITERION_SCORE_MAX}) this reply earns`,
  })
  scores!: Record<string, number>;
  @ApiProperty({ description: 'The id of the node this reply leads to' }) next!: string;
}

export class ScenarioNodeDto {
  @ApiProperty({ description: `Unique in the graph: ${ID_RULE}` }) id!: string;
  @ApiProperty({ maxLength: 2000, description: 'What the persona says at this node' }) line!: string;
  @ApiProperty({ description: 'An end node closes the conversation and has no replies' }) end!: boolean;
  @ApiProperty({
    type: [ScenarioReplyDto],
    description: `${SCENARIO_MIN_REPLIES}–${SCENARIO_MAX_REPLIES} replies on a node that is not an end; none on an end`,
  })
  replies!: ScenarioReplyDto[];
}

export class ScenarioGraphDto {
  @ApiProperty({ description: 'The id of the first node; its line is the opening line' }) start!: string;
  @ApiProperty({ type: [ScenarioNodeDto] }) nodes!: ScenarioNodeDto[];
}

const GRAPH_RULES =
  'Scenario mode only (null in AI mode). Rules: node ids unique; start exists; every node that is not an end has ' +
  `${SCENARIO_MIN_REPLIES}–${SCENARIO_MAX_REPLIES} replies, ends have none; every next exists; every node is reachable from start ` +
  'and can reach an end; no path is longer than the maximum depth (a cycle breaks this rule); reply scores name rubric criteria. ' +
  'A broken rule answers 400 PRACTICE_GRAPH_INVALID naming the node, with `nodeId` in the body.';

/**
 * PUT /api/admin/lessons/{lessonId}/practice. The shape is checked field by field in
 * practice-settings.ts, whose messages name the field (and the scenario node) at fault.
 */
export class PracticeSettingsInputDto {
  @ApiProperty({ enum: PRACTICE_MODES }) @Allow() mode!: PracticeMode;
  @ApiProperty({ type: PracticePersonaSettingsDto }) @Allow() persona!: PracticePersonaSettingsDto;
  @ApiProperty({ maxLength: 2000, description: 'What the learner should achieve' }) @Allow() objective!: string;
  @ApiPropertyOptional({ maxLength: 2000, description: "The persona's first line. Scenario mode: ignored, the start node's line is used" })
  @Allow()
  openingLine?: string;
  @ApiProperty({ minimum: 1, maximum: MAX_TURNS_LIMIT, description: 'AI mode: learner messages before the conversation ends' })
  @Allow()
  maxTurns!: number;
  @ApiProperty({ type: [PracticeRubricCriterionDto], description: `${RUBRIC_MIN_CRITERIA}–${RUBRIC_MAX_CRITERIA} criteria, unique ids` })
  @Allow()
  rubric!: PracticeRubricCriterionDto[];
  @ApiProperty({ minimum: 0, maximum: 100, description: 'Percent of the weighted rubric needed to pass' }) @Allow() passMark!: number;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 100, description: 'Null = unlimited' })
  @Allow()
  maxAttempts!: number | null;
  @ApiProperty({ type: ScenarioGraphDto, nullable: true, description: GRAPH_RULES }) @Allow() graph!: ScenarioGraphDto | null;
}

export class PracticeSettingsDto {
  @ApiProperty() lessonId!: number;
  @ApiProperty() lessonTitle!: string;
  @ApiProperty() courseId!: number;
  @ApiProperty({ enum: PRACTICE_MODES }) mode!: PracticeMode;
  @ApiProperty({ type: PracticePersonaSettingsDto }) persona!: PracticePersonaSettingsDto;
  @ApiProperty() objective!: string;
  @ApiProperty({ description: "The persona's first line (scenario mode: the start node's line)" }) openingLine!: string;
  @ApiProperty() maxTurns!: number;
  @ApiProperty({ type: [PracticeRubricCriterionDto] }) rubric!: PracticeRubricCriterionDto[];
  @ApiProperty() passMark!: number;
  @ApiProperty({ type: Number, nullable: true }) maxAttempts!: number | null;
  @ApiProperty({ type: ScenarioGraphDto, nullable: true }) graph!: ScenarioGraphDto | null;
  @ApiProperty({ description: 'Attempts made so far' }) attemptCount!: number;
  @ApiProperty() updatedAt!: string;
}

export class PracticeLearnerDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
}

export class AdminPracticeAttemptRowDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: PracticeLearnerDto }) learner!: PracticeLearnerDto;
  @ApiProperty() attemptNumber!: number;
  @ApiProperty({ enum: PRACTICE_MODES }) mode!: PracticeMode;
  @ApiProperty({ enum: PRACTICE_ATTEMPT_STATUSES }) status!: PracticeAttemptStatus;
  @ApiProperty({ type: Number, nullable: true }) total!: number | null;
  @ApiProperty({ type: Boolean, nullable: true }) passed!: boolean | null;
  @ApiProperty() startedAt!: string;
  @ApiProperty({ type: String, nullable: true }) endedAt!: string | null;
}

export class PracticeAttemptPageDto {
  @ApiProperty({ type: [AdminPracticeAttemptRowDto], description: 'Awaiting review first, then the latest' })
  items!: AdminPracticeAttemptRowDto[];
  @ApiProperty() total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

/** Every rubric criterion of an ended attempt, scored or not yet (an attempt awaiting review), for the reviewer. */
export class AdminCriterionScoreDto {
  @ApiProperty() criterionId!: string;
  @ApiProperty() name!: string;
  @ApiProperty() weight!: number;
  @ApiProperty({ type: Number, nullable: true, description: `0–${CRITERION_SCORE_MAX}; null while unscored` }) score!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The score before a reviewer changed it; null when it had none (an attempt awaiting review)',
  })
  originalScore!: number | null;
  @ApiProperty() evidence!: string;
  @ApiProperty() tip!: string;
  @ApiProperty({ type: PracticeOverrideNoteDto, nullable: true }) overridden!: PracticeOverrideNoteDto | null;
}

export class AdminPracticeAttemptDto extends PracticeAttemptDto {
  @ApiProperty({ type: PracticeLearnerDto }) learner!: PracticeLearnerDto;
  @ApiProperty({ type: [String], description: "The persona's hidden facts, to read the transcript against" }) hiddenFacts!: string[];
  @ApiProperty({ description: "Tokens the attempt spent at the academy's model provider" }) tokens!: number;
  @ApiProperty({ type: Number, nullable: true }) total!: number | null;
  @ApiProperty({ type: Boolean, nullable: true }) passed!: boolean | null;
  @ApiProperty({ type: [AdminCriterionScoreDto], description: 'Ended attempts: every rubric criterion; empty while in progress' })
  criteria!: AdminCriterionScoreDto[];
}

/** PUT /api/admin/practice-attempts/{id}/criteria/{criterionId} */
export class OverridePracticeScoreDto {
  @ApiProperty({ minimum: 0, maximum: CRITERION_SCORE_MAX })
  @IsInt({ message: `Score must be a whole number from 0 to ${CRITERION_SCORE_MAX}` })
  @Min(0, { message: `Score must be a whole number from 0 to ${CRITERION_SCORE_MAX}` })
  @Max(CRITERION_SCORE_MAX, { message: `Score must be a whole number from 0 to ${CRITERION_SCORE_MAX}` })
  score!: number;

  @ApiProperty({ minLength: 1, maxLength: 1000, description: 'Why the score changed; the learner reads it' })
  @Transform(trimmed)
  @IsString({ message: 'A comment is required' })
  @Length(1, 1000, { message: ({ value }) => (value ? 'The comment must be at most 1000 characters' : 'A comment is required') })
  comment!: string;
}

export class PracticeCriterionAverageDto {
  @ApiProperty() criterionId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: `Mean score 0–${CRITERION_SCORE_MAX}, one decimal; null with no graded attempt`,
  })
  averageScore!: number | null;
}

export class PracticeLessonAnalyticsDto {
  @ApiProperty() lessonId!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: PRACTICE_MODES }) mode!: PracticeMode;
  @ApiProperty({ description: 'Attempts started' }) attempts!: number;
  @ApiProperty({ description: 'Attempts with final scores' }) graded!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Percent of graded attempts that passed' }) passRate!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Mean total of graded attempts, percent' }) averageTotal!: number | null;
  @ApiProperty({ type: [PracticeCriterionAverageDto] }) criteria!: PracticeCriterionAverageDto[];
}

export class PracticeAnalyticsDto {
  @ApiProperty({ type: [PracticeLessonAnalyticsDto], description: "The course's practice lessons that are set up, in outline order" })
  lessons!: PracticeLessonAnalyticsDto[];
}
