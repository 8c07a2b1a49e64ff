import { Controller, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { sendJson } from '../../common/cache/json-document.js';
import { SignedIn } from '../../common/decorators/current-user.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { SignedInUser } from '../users/public/signed-in-user.js';
import { DashboardDto } from './dto/dashboard.dto.js';
import { CompletionResultDto, EnrollmentResultDto, LearnViewDto } from './dto/learning.dto.js';
import { LearningService } from './learning.service.js';
import { ReadsFromReplica } from '../../database/read-replicas/read-routing.js';

@ApiTags('learning')
@ReadsFromReplica()
@Controller()
export class LearningController {
  constructor(private readonly learning: LearningService) {}

  @Post('courses/:id/enroll')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Enrol in a course',
    description:
      'Enrols the signed-in learner in a free course, or in a paid one they were given specific access to; enrolling twice is not an error. Other paid courses answer 402: buy them through checkout.',
  })
  @ApiNotFoundResponse({ description: 'No such course, or not visible to this user' })
  @ApiOkResponse({ type: EnrollmentResultDto, description: 'Enrolled (or already enrolled)' })
  @ApiPaymentRequiredResponse({ description: 'A paid course: purchase it instead' })
  enrollInCourse(
    @SignedIn() user: SignedInUser,
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
  ): Promise<EnrollmentResultDto> {
    return this.learning.enroll(user, id);
  }

  @Get('courses/:id/learn')
  @ApiOperation({
    summary: 'Get the learning page',
    description:
      "The course's outline with the learner's completions and the lesson to resume at: the last one viewed, else the first not completed. For enrolled learners and admins.",
  })
  @ApiNotFoundResponse({ description: 'No such course, or not visible to this user' })
  @ApiOkResponse({ type: LearnViewDto })
  @ApiForbiddenResponse({ description: 'Not enrolled' })
  async getLearnView(
    @SignedIn() user: SignedInUser,
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendJson(reply, await this.learning.learnViewJson(user, id));
  }

  @Post('lessons/:id/complete')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Complete a lesson',
    description:
      'Marks the lesson complete for an enrolled learner; twice is not an error and never counts twice. A quiz lesson with a pass mark is completed by passing its quiz, a practice lesson by passing its conversation, a SCORM lesson by its package reporting it done; completing the last lesson issues the certificate.',
  })
  @ApiNotFoundResponse({ description: 'No such lesson, or its course is not visible' })
  @ApiConflictResponse({
    description:
      'QUIZ_NOT_PASSED / PRACTICE_NOT_PASSED: a quiz or practice lesson not passed yet; SCORM_NOT_COMPLETED: a SCORM lesson its package has not reported done',
  })
  @ApiOkResponse({ type: CompletionResultDto })
  @ApiForbiddenResponse({ description: 'Not enrolled' })
  completeLesson(
    @SignedIn() user: SignedInUser,
    @Param('id', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) id: number,
  ): Promise<CompletionResultDto> {
    return this.learning.completeLesson(user, id);
  }

  @Put('lessons/:id/last-viewed')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Remember the lesson being viewed',
    description: 'Records the lesson as the place to resume the course at, on any device. Admins who are not enrolled leave no trace.',
  })
  @ApiNoContentResponse({ description: 'Remembered as the lesson to resume the course at' })
  @ApiNotFoundResponse({ description: 'No such lesson, or its course is not visible' })
  @ApiForbiddenResponse({ description: 'Not enrolled' })
  async recordLessonView(
    @SignedIn() user: SignedInUser,
    @Param('id', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) id: number,
  ): Promise<void> {
    await this.learning.recordLessonView(user, id);
  }

  @Get('user/dashboard')
  @ApiOperation({
    summary: 'Get the dashboard',
    description:
      "The learner's totals (completed and active courses, hours, certificates), recent completions, and up to six enrolled courses with the lesson to continue at.",
  })
  @ApiOkResponse({ type: DashboardDto })
  getDashboard(@SignedIn() user: SignedInUser): Promise<DashboardDto> {
    return this.learning.dashboard(user);
  }
}
