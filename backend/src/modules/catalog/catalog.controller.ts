import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { CatalogService } from './catalog.service.js';
import { CourseDetailDto, CourseListItemDto, LessonOutlineDto, ModuleOutlineDto, PublicCourseDto } from './dto/course.dto.js';
import { LessonDto } from './dto/lesson.dto.js';
import { viewerOf } from './public/viewer.js';

@ApiTags('catalog')
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Public()
  @Get('courses/public')
  @ApiOkResponse({ type: [PublicCourseDto], description: 'Courses open to everyone' })
  listPublicCourses(): Promise<PublicCourseDto[]> {
    return this.catalog.listPublic();
  }

  @Public()
  @Get('courses/public/:id')
  @ApiOkResponse({ type: CourseDetailDto })
  @ApiNotFoundResponse({ description: 'No such public course' })
  getPublicCourse(@Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number): Promise<CourseDetailDto> {
    return this.catalog.getPublic(id);
  }

  @Get('courses')
  @ApiOkResponse({ type: [CourseListItemDto], description: 'Courses the signed-in user may see, with enrolment and progress' })
  listCourses(@CurrentUser() user: User): Promise<CourseListItemDto[]> {
    return this.catalog.list(viewerOf(user));
  }

  @Get('courses/:id')
  @ApiOkResponse({ type: CourseDetailDto })
  @ApiNotFoundResponse({ description: 'No such course, or not visible to this user' })
  getCourse(@CurrentUser() user: User, @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number): Promise<CourseDetailDto> {
    return this.catalog.detail(viewerOf(user), id);
  }

  @Get('courses/:id/modules')
  @ApiOkResponse({ type: [ModuleOutlineDto] })
  listCourseModules(@CurrentUser() user: User, @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number): Promise<ModuleOutlineDto[]> {
    return this.catalog.modules(viewerOf(user), id);
  }

  @Get('modules/:moduleId/lessons')
  @ApiOkResponse({ type: [LessonOutlineDto] })
  listModuleLessons(
    @CurrentUser() user: User,
    @Param('moduleId', new ParseRowIdPipe(ErrorCode.MODULE_NOT_FOUND, 'Module not found')) moduleId: number,
  ): Promise<LessonOutlineDto[]> {
    return this.catalog.moduleLessons(viewerOf(user), moduleId);
  }

  @Get('lessons/:id')
  @ApiOkResponse({ type: LessonDto, description: 'Content fields only for enrolled learners and admins' })
  @ApiNotFoundResponse({ description: 'No such lesson, or its course is not visible' })
  getLesson(@CurrentUser() user: User, @Param('id', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) id: number): Promise<LessonDto> {
    return this.catalog.lesson(viewerOf(user), id);
  }
}
