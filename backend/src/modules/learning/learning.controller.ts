import { Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiPaymentRequiredResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { DashboardDto } from './dto/dashboard.dto.js';
import { CompletionResultDto, EnrollmentResultDto, LearnViewDto } from './dto/learning.dto.js';
import { LearningService } from './learning.service.js';

@ApiTags('learning')
@Controller()
export class LearningController {
  constructor(private readonly learning: LearningService) {}

  @Post('courses/:id/enroll')
  @HttpCode(200)
  @ApiOkResponse({ type: EnrollmentResultDto, description: 'Enrolled (or already enrolled)' })
  @ApiPaymentRequiredResponse({ description: 'A paid course: purchase it instead' })
  enrollInCourse(@CurrentUser() user: User, @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number): Promise<EnrollmentResultDto> {
    return this.learning.enroll(user, id);
  }

  @Get('courses/:id/learn')
  @ApiOkResponse({ type: LearnViewDto })
  @ApiForbiddenResponse({ description: 'Not enrolled' })
  getLearnView(@CurrentUser() user: User, @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number): Promise<LearnViewDto> {
    return this.learning.learnView(user, id);
  }

  @Post('lessons/:id/complete')
  @HttpCode(200)
  @ApiOkResponse({ type: CompletionResultDto })
  @ApiForbiddenResponse({ description: 'Not enrolled' })
  completeLesson(@CurrentUser() user: User, @Param('id', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) id: number): Promise<CompletionResultDto> {
    return this.learning.completeLesson(user, id);
  }

  @Put('lessons/:id/last-viewed')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Remembered as the lesson to resume the course at' })
  @ApiNotFoundResponse({ description: 'No such lesson, or its course is not visible' })
  @ApiForbiddenResponse({ description: 'Not enrolled' })
  async recordLessonView(@CurrentUser() user: User, @Param('id', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) id: number): Promise<void> {
    await this.learning.recordLessonView(user, id);
  }

  @Get('user/dashboard')
  @ApiOkResponse({ type: DashboardDto })
  getDashboard(@CurrentUser() user: User): Promise<DashboardDto> {
    return this.learning.dashboard(user);
  }
}
