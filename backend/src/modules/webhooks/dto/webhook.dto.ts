import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Length,
  MaxLength,
} from 'class-validator';
import { IsOptionalNotNull } from '../../../common/validation.js';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from '../entities/webhook-delivery.entity.js';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, type WebhookEventType } from '../public/webhook-event-types.js';
import { PageQueryDto } from '../../../common/page-query.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const EVENTS_MESSAGE = `Events must be among: ${WEBHOOK_EVENT_TYPES.join(', ')}`;
/** What integrators read in the API reference; every event's `data` is listed in docs/adr/0011-webhooks.md. */
const EVENTS_DESCRIPTION =
  'The events delivered to the endpoint. Each body is `{"type", "timestamp", "data"}`; `data` names the user `{ id, email, name }` and the course `{ id, title }`, with: ' +
  'user.registered `user` (with `role`), `viaInvite`; enrolment.created `enrolmentId`, `source`, `enrolledAt`; lesson.completed `lesson`, `progress`; ' +
  'course.completed `lessons`; quiz.submitted `attemptId`, `attemptNumber`, `quiz`, `status`, `score`, `passed`, `grading`, `submittedAt`; ' +
  'practice.completed (a practice attempt got its final scores; again with `reviewed: true` when a reviewer changes a score) `attemptId`, `attemptNumber`, ' +
  '`lesson { id, title }`, `mode` (scenario, ai), `total` (0–100), `passed`, `passMark`, `criteria [{ criterionId, name, score (0–4) }]`, `reviewed`, `endedAt`; ' +
  'certificate.issued and certificate.revoked `certificate { id, code, verifyUrl, issuedAt, validUntil }`; certificate.renewed `certificate` (the new one) and `renews` (the one it replaces); the certificate events name `course` for a course certificate and `path { id, title }` for a learning path certificate (the other one null); payment.succeeded, payment.refunded and subscription.cancelled `payment { id, kind, amount, currency }`, ' +
  'with `course` for a course bought and `path { id, title }` for a learning path bought (the other one null).';

export class CreateWebhookEndpointDto {
  @ApiProperty({
    description: 'Where deliveries are POSTed: an https address on the public internet',
    example: 'https://hooks.example.com/academy',
    maxLength: 2048,
  })
  @Transform(trim)
  @IsString({ message: 'Please enter the endpoint URL' })
  @Length(1, 2048, { message: 'The URL must be between 1 and 2048 characters' })
  url!: string;

  @ApiPropertyOptional({
    description: 'What the endpoint is for, shown in the list',
    example: 'Greenhouse ATS',
    maxLength: 500,
    default: '',
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'The description must be text' })
  @MaxLength(500, { message: 'The description must be at most 500 characters' })
  description?: string;

  @ApiProperty({
    enum: WEBHOOK_EVENT_TYPES,
    enumName: 'WebhookEventType',
    isArray: true,
    example: ['user.registered', 'practice.completed'],
    description: EVENTS_DESCRIPTION,
  })
  @IsArray({ message: 'Choose at least one event' })
  @ArrayNotEmpty({ message: 'Choose at least one event' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @ArrayUnique({ message: 'Each event may be chosen once' })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  events!: WebhookEventType[];
}

export class UpdateWebhookEndpointDto {
  @ApiPropertyOptional({ example: 'https://hooks.example.com/academy', maxLength: 2048 })
  @IsOptionalNotNull()
  @Transform(trim)
  @IsString({ message: 'Please enter the endpoint URL' })
  @Length(1, 2048, { message: 'The URL must be between 1 and 2048 characters' })
  url?: string;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptionalNotNull()
  @Transform(trim)
  @IsString({ message: 'The description must be text' })
  @MaxLength(500, { message: 'The description must be at most 500 characters' })
  description?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true, description: EVENTS_DESCRIPTION })
  @IsOptionalNotNull()
  @IsArray({ message: 'Choose at least one event' })
  @ArrayNotEmpty({ message: 'Choose at least one event' })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @ArrayUnique({ message: 'Each event may be chosen once' })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  events?: WebhookEventType[];

  @ApiPropertyOptional({ description: 'False turns the endpoint off; true turns it back on and clears why it was turned off' })
  @IsOptionalNotNull()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
}

export class WebhookEndpointDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'https://hooks.example.com/academy' }) url!: string;
  @ApiProperty({ example: 'Greenhouse ATS' }) description!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true }) events!: WebhookEventType[];
  @ApiProperty({ description: 'Whether the endpoint receives events' }) enabled!: boolean;
  @ApiProperty({ type: String, nullable: true }) disabledAt!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why it was turned off: by an admin, or after a delivery gave up' })
  disabledReason!: string | null;
  @ApiProperty({ description: 'Failed attempts since the last success' }) consecutiveFailures!: number;
  @ApiProperty({ type: String, nullable: true }) lastSuccessAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastFailureAt!: string | null;
  @ApiProperty() createdAt!: string;
}

export class WebhookSecretDto {
  @ApiProperty({ type: WebhookEndpointDto }) endpoint!: WebhookEndpointDto;
  @ApiProperty({
    description: 'The signing secret (Standard Webhooks format): shown this once, never again. Verify each delivery with it.',
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  })
  secret!: string;
}

export class WebhookDeliveryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The `webhook-id` header: the same on every attempt and redelivery of the event', example: 'msg_42' })
  webhookId!: string;
  @ApiProperty({
    enum: [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT],
    enumName: 'WebhookDeliveryEventType',
    description: 'The event delivered; `webhook.test` for a test event',
  })
  eventType!: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  @ApiProperty({
    enum: WEBHOOK_DELIVERY_STATUSES,
    enumName: 'WebhookDeliveryStatus',
    description: 'pending: on its way or waiting for a retry',
  })
  status!: WebhookDeliveryStatus;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: Number, nullable: true, description: "The HTTP status of the last attempt's answer; null when there was none" })
  responseStatus!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'How long the last attempt took, in milliseconds' }) durationMs!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt failed' }) error!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The start of the last answer's body" }) responseExcerpt!: string | null;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) lastAttemptAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) finishedAt!: string | null;
}

export class WebhookDeliveryPageDto {
  @ApiProperty({ type: [WebhookDeliveryDto] }) items!: WebhookDeliveryDto[];
  @ApiProperty({ description: "The endpoint's deliveries, on every page" }) total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class WebhookDeliveryQueryDto extends PageQueryDto {}
