import { Body, Controller, Get, HttpCode, Logger, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { isAppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { PracticeAttemptDto } from './dto/practice.dto.js';
import {
  ModelUsageDto,
  ModelUsageQueryDto,
  PRACTICE_STREAM_DESCRIPTION,
  PracticeAiStatusDto,
  SendPracticeMessageDto,
} from './dto/practice-conversation.dto.js';
import { PracticeConversationService, type PendingReply } from './practice-conversation.service.js';

const attemptId = () => new ParseRowIdPipe(ErrorCode.PRACTICE_ATTEMPT_NOT_FOUND, 'Practice attempt not found');
const BUDGETS =
  'PRACTICE_ATTEMPT_BUDGET_SPENT: the attempt has used its tokens (PRACTICE_ATTEMPT_TOKEN_BUDGET); PRACTICE_DAILY_BUDGET_SPENT: the learner has used today’s (PRACTICE_DAILY_TOKEN_BUDGET, UTC days)';

/** AI conversations: a message and the persona's streamed reply, a retry, the end and its grading. */
@ApiTags('practice')
@ApiForbiddenResponse({ description: 'Not enrolled in the course (or no longer)' })
@ApiNotFoundResponse({ description: 'No such attempt, or not yours' })
@Controller()
export class PracticeConversationController {
  private readonly logger = new Logger(PracticeConversationController.name);

  constructor(private readonly conversation: PracticeConversationService) {}

  @Post('practice-attempts/:id/messages')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send a message in an AI practice conversation',
    description: `Stores the learner's message (1–2000 characters after trimming) and streams the persona's reply. Refusals come before the stream, as JSON. ${PRACTICE_STREAM_DESCRIPTION}`,
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'The reply as Server-Sent Events', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: the text is empty or too long' })
  @ApiConflictResponse({
    description:
      'PRACTICE_REPLY_PENDING: a reply is still being written, or the last one failed (retry it); PRACTICE_ATTEMPT_ENDED; PRACTICE_WRONG_MODE: a scenario',
  })
  @ApiTooManyRequestsResponse({ description: BUDGETS })
  @ApiServiceUnavailableResponse({ description: 'PRACTICE_AI_UNAVAILABLE: no model provider is configured' })
  async sendPracticeMessage(
    @CurrentUser() user: User,
    @Param('id', attemptId()) id: number,
    @Body() body: SendPracticeMessageDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const pending = await this.conversation.prepareMessage(user, id, body.text);
    await this.stream(reply, pending);
  }

  @Post('practice-attempts/:id/reply')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Retry the persona’s reply',
    description: `Writes the persona's reply to the last learner message again, after it failed or was lost; the learner does not retype. ${PRACTICE_STREAM_DESCRIPTION}`,
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'The reply as Server-Sent Events', schema: { type: 'string' } })
  @ApiConflictResponse({
    description:
      'PRACTICE_NOTHING_TO_RETRY: the last reply did not fail; PRACTICE_REPLY_PENDING: it is still being written; PRACTICE_ATTEMPT_ENDED; PRACTICE_WRONG_MODE',
  })
  @ApiTooManyRequestsResponse({ description: BUDGETS })
  @ApiServiceUnavailableResponse({ description: 'PRACTICE_AI_UNAVAILABLE: no model provider is configured' })
  async retryPracticeReply(@CurrentUser() user: User, @Param('id', attemptId()) id: number, @Res() reply: FastifyReply): Promise<void> {
    const pending = await this.conversation.prepareRetry(user, id);
    await this.stream(reply, pending);
  }

  @Post('practice-attempts/:id/end')
  @HttpCode(200)
  @ApiOperation({
    summary: 'End an AI practice conversation',
    description:
      'Ends the conversation and has the model grade it against the rubric (structured output, checked on the server; the total is computed from the rubric’s weights). An invalid grading is asked for once more, then the attempt waits for a reviewer (`needs_review`). A provider error leaves the attempt in `grading` with a retryable error: call this again. An attempt already graded is returned as it is.',
  })
  @ApiOkResponse({ type: PracticeAttemptDto, description: 'The attempt, graded or needs_review' })
  @ApiConflictResponse({ description: 'PRACTICE_REPLY_PENDING: a reply is still being written; PRACTICE_WRONG_MODE: a scenario' })
  @ApiServiceUnavailableResponse({
    description: 'PRACTICE_AI_UNAVAILABLE: no model provider; MODEL_RATE_LIMITED: the provider is busy (retry)',
  })
  endPracticeAttempt(@CurrentUser() user: User, @Param('id', attemptId()) id: number): Promise<PracticeAttemptDto> {
    return this.conversation.end(user, id);
  }

  @Roles('admin')
  @Get('admin/practice/status')
  @ApiOperation({
    summary: 'Get the AI practice status',
    description:
      'Whether a model provider is configured (LLM_BASE_URL and LLM_MODEL), its model name, and why AI practice is off when it is.',
  })
  @ApiOkResponse({ type: PracticeAiStatusDto })
  getPracticeAiStatus(): PracticeAiStatusDto {
    return this.conversation.status();
  }

  @Roles('admin')
  @Get('admin/practice/usage')
  @ApiOperation({
    summary: 'Get model token usage',
    description: 'Tokens spent at the model provider (replies and grading) per course and UTC month, newest month first.',
  })
  @ApiOkResponse({ type: ModelUsageDto })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: months is not 1–24' })
  getModelUsage(@Query() query: ModelUsageQueryDto): Promise<ModelUsageDto> {
    return this.conversation.usage(query.months);
  }

  /**
   * Server-Sent Events written as they come, on the raw response (no compression, no buffering). The
   * reply is generated to its end even when the client goes away; events are then simply not written.
   */
  private async stream(reply: FastifyReply, pending: PendingReply): Promise<void> {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    const send = (event: string, data: unknown) => {
      if (!raw.destroyed && !raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    try {
      if (pending.learnerSeq !== null) send('learner', { seq: pending.learnerSeq });
      const outcome = await this.conversation.generate(pending, (text) => send('delta', { text }));
      if (outcome.ok) send('done', outcome.attempt);
      else send('error', { code: outcome.error.code, message: outcome.error.message, retryable: true });
    } catch (error) {
      // The attempt was deleted (with its learner's account) while the reply was written: nobody to tell.
      if (isAppError(error, ErrorCode.PRACTICE_ATTEMPT_NOT_FOUND)) return;
      // The response has started: the error cannot become a JSON answer any more.
      this.logger.error(error);
      send('error', {
        code: ErrorCode.INTERNAL_ERROR,
        message: 'Something went wrong. Reload the page to see the conversation.',
        retryable: true,
      });
    } finally {
      if (!raw.writableEnded) raw.end();
    }
  }
}
