import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { PageQueryDto } from '../../common/page-query.dto.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import {
  AdminPracticeAttemptDto,
  OverridePracticeScoreDto,
  PracticeAnalyticsDto,
  PracticeAttemptPageDto,
  PracticeSettingsDto,
  PracticeSettingsInputDto,
} from './dto/practice-admin.dto.js';
import { PracticeAdminService } from './practice-admin.service.js';
import { CRITERION_ID_PATTERN } from './practice-settings.js';

@ApiTags('practice')
@ApiForbiddenResponse({ description: 'Admins only' })
@ApiBadRequestResponse({ description: 'VALIDATION_FAILED: invalid input, with a message' })
@Roles('admin')
@Controller('admin')
export class PracticeAdminController {
  constructor(private readonly admin: PracticeAdminService) {}

  @TokenScope('catalog:read')
  @Get('lessons/:lessonId/practice')
  @ApiOperation({
    summary: "Get a lesson's practice settings",
    description: 'Persona with hidden facts, scenario, rubric, pass mark, attempts, mode and the scenario graph, for the editor.',
  })
  @ApiOkResponse({ type: PracticeSettingsDto })
  @ApiNotFoundResponse({ description: 'LESSON_NOT_FOUND: no such lesson; PRACTICE_NOT_FOUND: not set up yet' })
  getPracticeSettings(
    @Param('lessonId', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) lessonId: number,
  ): Promise<PracticeSettingsDto> {
    return this.admin.settings(lessonId);
  }

  @TokenScope('catalog:write')
  @Put('lessons/:lessonId/practice')
  @ApiOperation({
    summary: 'Save practice settings',
    description:
      "Creates or replaces a practice lesson's conversation. In scenario mode the graph is validated and the opening line is the start node's line. Attempts already made keep their transcript and scores.",
  })
  @ApiOkResponse({ type: PracticeSettingsDto })
  @ApiBadRequestResponse({
    description:
      'PRACTICE_SETTINGS_INVALID: a field is missing or out of range (the message names it), or the lesson is not a practice lesson; PRACTICE_GRAPH_INVALID: the scenario graph breaks a rule (the message names the node, and the body carries `nodeId`)',
  })
  @ApiNotFoundResponse({ description: 'LESSON_NOT_FOUND: no such lesson' })
  savePracticeSettings(
    @Param('lessonId', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) lessonId: number,
    @Body() body: PracticeSettingsInputDto,
  ): Promise<PracticeSettingsDto> {
    return this.admin.saveSettings(lessonId, body);
  }

  @TokenScope('progress:read')
  @Get('lessons/:lessonId/practice/attempts')
  @ApiOperation({
    summary: "List a practice lesson's attempts",
    description: 'Attempts awaiting review first, then the latest first; paged.',
  })
  @ApiOkResponse({ type: PracticeAttemptPageDto })
  @ApiNotFoundResponse({ description: 'LESSON_NOT_FOUND: no such lesson' })
  listPracticeAttempts(
    @Param('lessonId', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) lessonId: number,
    @Query() query: PageQueryDto,
  ): Promise<PracticeAttemptPageDto> {
    return this.admin.attempts(lessonId, query.page, query.pageSize);
  }

  @TokenScope('progress:read')
  @Get('practice-attempts/:id')
  @ApiOperation({
    summary: 'Review a practice attempt',
    description: "The transcript with the persona's hidden facts, every criterion's score and evidence, and the tokens spent.",
  })
  @ApiOkResponse({ type: AdminPracticeAttemptDto })
  @ApiNotFoundResponse({ description: 'PRACTICE_ATTEMPT_NOT_FOUND: no such attempt' })
  getPracticeAttemptReview(
    @Param('id', new ParseRowIdPipe(ErrorCode.PRACTICE_ATTEMPT_NOT_FOUND, 'Practice attempt not found')) id: number,
  ): Promise<AdminPracticeAttemptDto> {
    return this.admin.attempt(id);
  }

  @Put('practice-attempts/:id/criteria/:criterionId')
  @ApiOperation({
    summary: "Override a criterion's score",
    description:
      'Sets the score (0–4) of one criterion with a comment and recomputes the total and pass on the server. An attempt awaiting review is graded once every criterion has a score. The learner is told by e-mail; a pass completes the lesson.',
  })
  @ApiOkResponse({ type: AdminPracticeAttemptDto })
  @ApiNotFoundResponse({
    description: 'PRACTICE_ATTEMPT_NOT_FOUND: no such attempt; PRACTICE_CRITERION_NOT_FOUND: no such criterion in the lesson’s rubric',
  })
  @ApiConflictResponse({ description: 'PRACTICE_NOT_GRADED: the attempt is still in progress or being graded' })
  overridePracticeScore(
    @CurrentUser() admin: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.PRACTICE_ATTEMPT_NOT_FOUND, 'Practice attempt not found')) id: number,
    @Param('criterionId') criterionId: string,
    @Body() body: OverridePracticeScoreDto,
  ): Promise<AdminPracticeAttemptDto> {
    return this.admin.override(admin, id, criterionIdParam(criterionId), body);
  }

  @TokenScope('progress:read')
  @Get('courses/:id/practice-analytics')
  @ApiOperation({
    summary: 'Practice analytics of a course',
    description:
      'For each practice lesson: attempts, graded attempts, pass rate, average total and the average score of each rubric criterion — which skills a cohort lacks.',
  })
  @ApiOkResponse({ type: PracticeAnalyticsDto })
  @ApiNotFoundResponse({ description: 'COURSE_NOT_FOUND: no such course' })
  getPracticeAnalytics(
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
  ): Promise<PracticeAnalyticsDto> {
    return this.admin.analytics(id);
  }
}

/** A criterion id from the path; anything that cannot be one is reported as a missing criterion. */
function criterionIdParam(value: string): string {
  return CRITERION_ID_PATTERN.test(value) ? value : '';
}
