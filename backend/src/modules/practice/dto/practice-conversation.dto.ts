import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { trimmed } from '../../../common/transforms.js';

export const PRACTICE_MESSAGE_MAX_LENGTH = 2000;

/** POST /api/practice-attempts/{id}/messages */
export class SendPracticeMessageDto {
  @ApiProperty({ description: 'What the learner says (trimmed)', minLength: 1, maxLength: PRACTICE_MESSAGE_MAX_LENGTH })
  @Transform(trimmed)
  @IsString({ message: 'text is required' })
  @Length(1, PRACTICE_MESSAGE_MAX_LENGTH, { message: `text must be 1 to ${PRACTICE_MESSAGE_MAX_LENGTH} characters` })
  text!: string;
}

export class PracticeAiStatusDto {
  @ApiProperty({ description: 'A model provider is configured: AI practice lessons can run' }) aiAvailable!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The model name (LLM_MODEL), when configured' }) model!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why AI practice is off, when it is' }) reason!: string | null;
}

const MONTHS = 'months must be a whole number from 1 to 24';

export class ModelUsageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 24, default: 12, description: 'How many months back, this one included' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: MONTHS })
  @Min(1, { message: MONTHS })
  @Max(24, { message: MONTHS })
  months: number = 12;
}

export class ModelUsageMonthDto {
  @ApiProperty({ example: '2026-11', description: 'A UTC month' }) month!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Null: the course was deleted' }) courseId!: number | null;
  @ApiProperty({ type: String, nullable: true }) courseTitle!: string | null;
  @ApiProperty({ description: 'Prompt and completion tokens, replies and grading together' }) tokens!: number;
}

export class ModelUsageDto {
  @ApiProperty({ type: [ModelUsageMonthDto], description: 'Per course and month, newest month first' })
  months!: ModelUsageMonthDto[];
}

/** The events of a streamed persona reply, documented for the OpenAPI description. */
export const PRACTICE_STREAM_DESCRIPTION = [
  'A Server-Sent Events stream (text/event-stream):',
  '`event: learner` data `{seq}` — the learner turn is stored (messages only);',
  '`event: delta` data `{text}` — a piece of the persona’s reply;',
  '`event: done` data PracticeAttemptDto — the reply is stored (after the last turn the attempt has ended and been graded);',
  '`event: error` data `{code, message, retryable: true}` — the provider failed (MODEL_TIMEOUT, MODEL_RATE_LIMITED, MODEL_UNAVAILABLE, MODEL_KEY_REFUSED); the persona turn is stored as failed: retry it.',
  'The reply is written and stored even when the client goes away: a `pending` turn in the attempt means it is still being written.',
].join(' ');
