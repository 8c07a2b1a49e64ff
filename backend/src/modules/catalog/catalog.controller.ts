import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { JSON_DOCUMENT_HEADERS, NOT_MODIFIED_RESPONSE, sendJson, sendJsonDocument } from '../../common/cache/json-document.js';
import { SignedIn } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { SignedInUser } from '../users/public/signed-in-user.js';
import { CatalogService } from './catalog.service.js';
import { CourseDetailDto, CourseListItemDto, LessonOutlineDto, ModuleOutlineDto, PublicCourseDto } from './dto/course.dto.js';
import { LessonDto } from './dto/lesson.dto.js';
import { viewerOf } from './public/viewer.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';
import { ReadsFromReplica } from '../../database/read-replicas/read-routing.js';

@ApiTags('catalog')
@ReadsFromReplica()
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Public()
  @Get('courses/public')
  @ApiOperation({
    summary: 'List public courses',
    description:
      'The courses open to everyone (access level `all`), for visitors and the landing page. With If-None-Match it answers 304 while the list is unchanged.',
  })
  @ApiOkResponse({ type: [PublicCourseDto], description: 'Courses open to everyone', headers: JSON_DOCUMENT_HEADERS })
  @ApiResponse(NOT_MODIFIED_RESPONSE)
  async listPublicCourses(
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | undefined> {
    return sendJsonDocument(reply, await this.catalog.publicCatalogue(), ifNoneMatch);
  }

  @Public()
  @Get('courses/public/:id')
  @ApiOperation({
    summary: 'Get a public course',
    description:
      'A course open to everyone, with its modules and lessons (titles and descriptions; lesson content is for enrolled learners). With If-None-Match it answers 304 while the course is unchanged.',
  })
  @ApiOkResponse({ type: CourseDetailDto, headers: JSON_DOCUMENT_HEADERS })
  @ApiResponse(NOT_MODIFIED_RESPONSE)
  @ApiNotFoundResponse({ description: 'No such public course' })
  async getPublicCourse(
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | undefined> {
    return sendJsonDocument(reply, await this.catalog.publicCourseDetail(id), ifNoneMatch);
  }

  @TokenScope('catalog:read')
  @Get('courses')
  @ApiOperation({
    summary: 'List courses',
    description:
      "The courses the signed-in user may see, with their enrolment, progress and certificate: those open to everyone, those of the user's role and those shared with them; admins see every course.",
  })
  @ApiOkResponse({ type: [CourseListItemDto], description: 'Courses the signed-in user may see, with enrolment and progress' })
  async listCourses(@SignedIn() user: SignedInUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return sendJson(reply, await this.catalog.listJson(viewerOf(user)));
  }

  @TokenScope('catalog:read')
  @Get('courses/:id')
  @ApiOperation({
    summary: 'Get a course',
    description:
      "A course with its modules and lessons and the viewer's enrolment and progress; admins also get the ids of the users given specific access. A course the user may not see answers 404.",
  })
  @ApiOkResponse({ type: CourseDetailDto })
  @ApiNotFoundResponse({ description: 'No such course, or not visible to this user' })
  async getCourse(
    @SignedIn() user: SignedInUser,
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    return sendJson(reply, await this.catalog.detailJson(viewerOf(user), id));
  }

  @TokenScope('catalog:read')
  @Get('courses/:id/modules')
  @ApiOperation({
    summary: "List a course's modules",
    description: "The course's modules in order, each with its lessons and the viewer's completions.",
  })
  @ApiNotFoundResponse({ description: 'No such course, or not visible to this user' })
  @ApiOkResponse({ type: [ModuleOutlineDto] })
  listCourseModules(
    @SignedIn() user: SignedInUser,
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
  ): Promise<ModuleOutlineDto[]> {
    return this.catalog.modules(viewerOf(user), id);
  }

  @TokenScope('catalog:read')
  @Get('modules/:moduleId/lessons')
  @ApiOperation({ summary: "List a module's lessons", description: "The module's lessons in order, with the viewer's completions." })
  @ApiNotFoundResponse({ description: 'No such module, or its course is not visible' })
  @ApiOkResponse({ type: [LessonOutlineDto] })
  listModuleLessons(
    @SignedIn() user: SignedInUser,
    @Param('moduleId', new ParseRowIdPipe(ErrorCode.MODULE_NOT_FOUND, 'Module not found')) moduleId: number,
  ): Promise<LessonOutlineDto[]> {
    return this.catalog.moduleLessons(viewerOf(user), moduleId);
  }

  @Public()
  @Get('lessons/:id/preview')
  @ApiOperation({
    summary: 'Get a free preview lesson',
    description:
      'A lesson its authors made a free preview (video and text lessons of a course open to everyone), with its content, for anyone, signed in or not. Any other lesson answers 403: its content is only for enrolled learners and admins.',
  })
  @ApiOkResponse({ type: LessonDto, description: 'The preview lesson with its content' })
  @ApiForbiddenResponse({ description: 'The lesson is not a free preview' })
  @ApiNotFoundResponse({ description: 'No such lesson, or its course is not open to everyone' })
  getPreviewLesson(@Param('id', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) id: number): Promise<LessonDto> {
    return this.catalog.previewLesson(id);
  }

  @TokenScope('catalog:read')
  @Get('lessons/:id')
  @ApiOperation({
    summary: 'Get a lesson',
    description:
      'A lesson with its place in the course. Its content (video, text, file) is only for enrolled learners and admins; others get its title and description.',
  })
  @ApiOkResponse({ type: LessonDto, description: 'Content fields only for enrolled learners and admins' })
  @ApiNotFoundResponse({ description: 'No such lesson, or its course is not visible' })
  getLesson(
    @SignedIn() user: SignedInUser,
    @Param('id', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) id: number,
  ): Promise<LessonDto> {
    return this.catalog.lesson(viewerOf(user), id);
  }
}
