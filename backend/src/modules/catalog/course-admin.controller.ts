import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { CourseAdminService } from './course-admin.service.js';
import { CreateCourseDto, UpdateCourseDto } from './dto/course-input.dto.js';
import { CourseDetailDto, ModuleOutlineDto } from './dto/course.dto.js';
import { AdminCoursePageDto, CourseTableQueryDto } from './dto/course-table.dto.js';
import { LessonDto } from './dto/lesson.dto.js';
import {
  CreateLessonDto,
  CreateModuleDto,
  CreateModuleLessonDto,
  MoveLessonDto,
  ReorderDto,
  SpecificAccessDto,
  UpdateLessonDto,
  UpdateModuleDto,
} from './dto/structure-input.dto.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';

@ApiTags('course-admin')
@ApiForbiddenResponse({ description: 'Admins only' })
@ApiBadRequestResponse({ description: 'Invalid input, with a message' })
@Roles('admin')
@Controller()
export class CourseAdminController {
  constructor(private readonly admin: CourseAdminService) {}

  @TokenScope('catalog:read')
  @Get('admin/courses/search')
  @ApiOperation({
    summary: 'Search courses (a page)',
    description:
      "A page of the courses table (live courses) with each course's active enrolments: `q` finds part of a title (case-insensitive), `accessLevel` and `pricing` filter, `sort` and `order` sort (newest first by default), with the total for the pager.",
  })
  @ApiOkResponse({ type: AdminCoursePageDto })
  searchCourses(@Query() query: CourseTableQueryDto): Promise<AdminCoursePageDto> {
    return this.admin.tablePage(query);
  }

  @TokenScope('catalog:write')
  @Post('courses')
  @ApiOperation({
    summary: 'Create a course',
    description: 'Creates a course. The slug comes from `slug` or the title, made unique; a paid course needs a price.',
  })
  @ApiOkResponse({ type: CourseDetailDto })
  createCourse(@Body() body: CreateCourseDto): Promise<CourseDetailDto> {
    return this.admin.createCourse(body);
  }

  @TokenScope('catalog:write')
  @Patch('courses/:id')
  @ApiOperation({ summary: 'Update a course', description: 'Changes the fields sent; a course made free loses its price.' })
  @ApiOkResponse({ type: CourseDetailDto })
  updateCourse(
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
    @Body() body: UpdateCourseDto,
  ): Promise<CourseDetailDto> {
    return this.admin.updateCourse(id, body);
  }

  @TokenScope('catalog:write')
  @Delete('courses/:id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Remove a course',
    description: 'Takes the course out of the catalogue; enrolments, progress and payments are kept for the record.',
  })
  @ApiNoContentResponse({ description: 'Removed from the catalogue; enrolments, progress and payments are kept' })
  deleteCourse(@Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number): Promise<void> {
    return this.admin.deleteCourse(id);
  }

  @TokenScope('catalog:write')
  @Put('courses/:id/specific-access')
  @ApiOperation({
    summary: 'Set who may see a course',
    description:
      'Replaces the list of users given the course whatever its access level (not admins: they see every course). Users taken off lose the enrolment only that access gave them; a purchase stays.',
  })
  @ApiOkResponse({ type: CourseDetailDto })
  setCourseSpecificAccess(
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
    @Body() body: SpecificAccessDto,
  ): Promise<CourseDetailDto> {
    return this.admin.setSpecificUserAccess(id, body.userIds);
  }

  @TokenScope('catalog:write')
  @Post('courses/:id/modules')
  @ApiOperation({ summary: 'Add a module', description: 'Adds a module to the course, last unless `order` is given.' })
  @ApiOkResponse({ type: ModuleOutlineDto })
  createModule(
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
    @Body() body: CreateModuleDto,
  ): Promise<ModuleOutlineDto> {
    return this.admin.createModule(id, body);
  }

  @TokenScope('catalog:write')
  @Put('courses/:id/modules/order')
  @ApiOperation({
    summary: "Reorder a course's modules",
    description: "`ids` lists every module of the course once, in the new order; each module's order becomes its position.",
  })
  @ApiOkResponse({ type: [ModuleOutlineDto] })
  reorderModules(
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
    @Body() body: ReorderDto,
  ): Promise<ModuleOutlineDto[]> {
    return this.admin.reorderModules(id, body.ids);
  }

  @TokenScope('catalog:write')
  @Patch('modules/:moduleId')
  @ApiOperation({
    summary: 'Update a module',
    description: "Changes the module's title, description or drip (the days after a learner's start it opens).",
  })
  @ApiOkResponse({ type: ModuleOutlineDto })
  updateModule(
    @Param('moduleId', new ParseRowIdPipe(ErrorCode.MODULE_NOT_FOUND, 'Module not found')) moduleId: number,
    @Body() body: UpdateModuleDto,
  ): Promise<ModuleOutlineDto> {
    return this.admin.updateModule(moduleId, body);
  }

  @TokenScope('catalog:write')
  @Delete('modules/:moduleId')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a module',
    description: "Deletes the module with its lessons and their progress; the enrolments' completion counts follow.",
  })
  @ApiNoContentResponse({ description: 'The module and its lessons are deleted' })
  deleteModule(@Param('moduleId', new ParseRowIdPipe(ErrorCode.MODULE_NOT_FOUND, 'Module not found')) moduleId: number): Promise<void> {
    return this.admin.deleteModule(moduleId);
  }

  @TokenScope('catalog:write')
  @Post('modules/:moduleId/lessons')
  @ApiOperation({
    summary: 'Add a lesson to a module',
    description:
      'Adds a lesson to the module, last unless `order` is given. Only the content fields of its type are kept, and HTML is sanitised.',
  })
  @ApiOkResponse({ type: LessonDto })
  createModuleLesson(
    @Param('moduleId', new ParseRowIdPipe(ErrorCode.MODULE_NOT_FOUND, 'Module not found')) moduleId: number,
    @Body() body: CreateModuleLessonDto,
  ): Promise<LessonDto> {
    return this.admin.createModuleLesson(moduleId, body);
  }

  @TokenScope('catalog:write')
  @Put('modules/:moduleId/lessons/order')
  @ApiOperation({ summary: "Reorder a module's lessons", description: '`ids` lists every lesson of the module once, in the new order.' })
  @ApiOkResponse({ type: ModuleOutlineDto })
  reorderLessons(
    @Param('moduleId', new ParseRowIdPipe(ErrorCode.MODULE_NOT_FOUND, 'Module not found')) moduleId: number,
    @Body() body: ReorderDto,
  ): Promise<ModuleOutlineDto> {
    return this.admin.reorderLessons(moduleId, body.ids);
  }

  @TokenScope('catalog:write')
  @Put('lessons/:id/position')
  @ApiOperation({
    summary: 'Move a lesson',
    description: 'Moves a lesson to a position in any module of its own course; both modules are renumbered in one transaction.',
  })
  @ApiOkResponse({ type: [ModuleOutlineDto], description: "The course's modules with their lessons, in their new order" })
  @ApiNotFoundResponse({ description: 'No such lesson or module' })
  moveLesson(
    @Param('id', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) id: number,
    @Body() body: MoveLessonDto,
  ): Promise<ModuleOutlineDto[]> {
    return this.admin.moveLesson(id, body);
  }

  @TokenScope('catalog:write')
  @Post('lessons')
  @ApiOperation({
    summary: 'Add a lesson to a course',
    description:
      "Quick creation with a course id: the lesson goes into the course's last module (one named Course Content is made when there is none).",
  })
  @ApiOkResponse({ type: LessonDto })
  createLesson(@Body() body: CreateLessonDto): Promise<LessonDto> {
    return this.admin.createLesson(body);
  }

  @TokenScope('catalog:write')
  @Patch('lessons/:id')
  @ApiOperation({
    summary: 'Update a lesson',
    description:
      'Changes the fields sent; the lesson type cannot change after creation. Only the content fields of its type are kept, and HTML is sanitised.',
  })
  @ApiOkResponse({ type: LessonDto })
  updateLesson(
    @Param('id', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) id: number,
    @Body() body: UpdateLessonDto,
  ): Promise<LessonDto> {
    return this.admin.updateLesson(id, body);
  }

  @TokenScope('catalog:write')
  @Delete('lessons/:id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a lesson',
    description: "Deletes the lesson with its progress; the enrolments' completion counts follow.",
  })
  @ApiNoContentResponse({ description: 'Deleted with its progress rows' })
  deleteLesson(@Param('id', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) id: number): Promise<void> {
    return this.admin.deleteLesson(id);
  }
}
