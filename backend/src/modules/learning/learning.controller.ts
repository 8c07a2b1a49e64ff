import { Controller, Get, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiPaymentRequiredResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { EnrollmentResultDto, LearnViewDto } from '../catalog/dto/course.dto.js';
import { CompletionResultDto } from '../catalog/dto/lesson.dto.js';
import { viewerOf } from '../catalog/viewer.js';
import type { User } from '../users/entities/user.entity.js';
import { DashboardDto } from './dto/dashboard.dto.js';
import { LearningService } from './learning.service.js';

@ApiTags('learning')
@Controller()
export class LearningController {
  constructor(
    private readonly learning: LearningService,
    private readonly catalog: CatalogService,
  ) {}

  @Post('courses/:id/enroll')
  @HttpCode(200)
  @ApiOkResponse({ type: EnrollmentResultDto, description: 'Enrolled (or already enrolled)' })
  @ApiPaymentRequiredResponse({ description: 'A paid course: purchase it instead' })
  enrollInCourse(@CurrentUser() user: User, @Param('id', ParseIntPipe) id: number): Promise<EnrollmentResultDto> {
    return this.learning.enroll(user, id);
  }

  @Get('courses/:id/learn')
  @ApiOkResponse({ type: LearnViewDto })
  @ApiForbiddenResponse({ description: 'Not enrolled' })
  getLearnView(@CurrentUser() user: User, @Param('id', ParseIntPipe) id: number): Promise<LearnViewDto> {
    return this.catalog.learnView(viewerOf(user), id);
  }

  @Post('lessons/:id/complete')
  @HttpCode(200)
  @ApiOkResponse({ type: CompletionResultDto })
  @ApiForbiddenResponse({ description: 'Not enrolled' })
  completeLesson(@CurrentUser() user: User, @Param('id', ParseIntPipe) id: number): Promise<CompletionResultDto> {
    return this.learning.completeLesson(user, id);
  }

  @Get('user/dashboard')
  @ApiOkResponse({ type: DashboardDto })
  getDashboard(@CurrentUser() user: User): Promise<DashboardDto> {
    return this.learning.dashboard(user);
  }
}
