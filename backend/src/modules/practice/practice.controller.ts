import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { ChoosePracticeReplyDto, LearnerPracticeDto, PracticeAttemptDto } from './dto/practice.dto.js';
import { PracticeService } from './practice.service.js';

@ApiTags('practice')
@ApiForbiddenResponse({
  description: 'NOT_ENROLLED: not enrolled in the course (or no longer: a refund, a cancelled subscription or access taken away)',
})
@Controller()
export class PracticeController {
  constructor(private readonly practice: PracticeService) {}

  @Get('lessons/:id/practice')
  @ApiOperation({
    summary: "Get a lesson's practice conversation",
    description:
      'The persona, objective, rubric and attempts of a practice lesson, with the attempt in progress and the latest ended one. Never the hidden facts, what the persona wants, or the scenario graph. For enrolled learners and admins.',
  })
  @ApiOkResponse({ type: LearnerPracticeDto })
  @ApiNotFoundResponse({ description: 'PRACTICE_NOT_FOUND: no such lesson, its course is not visible, or it has no practice set up' })
  getLessonPractice(
    @CurrentUser() user: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.PRACTICE_NOT_FOUND, 'This lesson has no practice conversation')) id: number,
  ): Promise<LearnerPracticeDto> {
    return this.practice.lessonPractice(user, id);
  }

  @Post('lessons/:id/practice/attempts')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start a practice attempt',
    description:
      'Resumes the attempt in progress, or starts the next one with the persona’s opening line. The attempt limit holds however requests race.',
  })
  @ApiOkResponse({ type: PracticeAttemptDto, description: 'The attempt in progress (resumed) or a new one' })
  @ApiNotFoundResponse({ description: 'PRACTICE_NOT_FOUND: no such lesson, or it has no practice set up' })
  @ApiConflictResponse({ description: 'PRACTICE_NO_ATTEMPTS_LEFT: every attempt allowed is used' })
  @ApiServiceUnavailableResponse({ description: 'PRACTICE_AI_UNAVAILABLE: an AI lesson while the academy has no model provider' })
  startPracticeAttempt(
    @CurrentUser() user: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.PRACTICE_NOT_FOUND, 'This lesson has no practice conversation')) id: number,
  ): Promise<PracticeAttemptDto> {
    return this.practice.start(user, id);
  }

  @Get('practice-attempts/:id')
  @ApiOperation({
    summary: 'Get a practice attempt',
    description:
      'The transcript, the replies to choose from (scenario) and the result once graded. For the learner who made it and admins.',
  })
  @ApiOkResponse({ type: PracticeAttemptDto })
  @ApiNotFoundResponse({ description: 'PRACTICE_ATTEMPT_NOT_FOUND: no such attempt, or not yours' })
  getPracticeAttempt(
    @CurrentUser() user: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.PRACTICE_ATTEMPT_NOT_FOUND, 'Practice attempt not found')) id: number,
  ): Promise<PracticeAttemptDto> {
    return this.practice.attempt(user, id);
  }

  @Post('practice-attempts/:id/choices')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Choose a reply',
    description:
      'Scenario mode: says one of the replies at the current node; the persona answers with the next node’s line. Reaching an end node grades the attempt at once (a pass completes the lesson). Two clicks at once advance once.',
  })
  @ApiOkResponse({ type: PracticeAttemptDto })
  @ApiBadRequestResponse({ description: 'PRACTICE_REPLY_NOT_FOUND: no such reply at the current node; VALIDATION_FAILED: no replyId' })
  @ApiNotFoundResponse({ description: 'PRACTICE_ATTEMPT_NOT_FOUND: no such attempt, or not yours' })
  @ApiConflictResponse({ description: 'PRACTICE_WRONG_MODE: an AI conversation; PRACTICE_ATTEMPT_ENDED: the attempt has ended' })
  choosePracticeReply(
    @CurrentUser() user: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.PRACTICE_ATTEMPT_NOT_FOUND, 'Practice attempt not found')) id: number,
    @Body() body: ChoosePracticeReplyDto,
  ): Promise<PracticeAttemptDto> {
    return this.practice.choose(user, id, body.replyId);
  }
}
