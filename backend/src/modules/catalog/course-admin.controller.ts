import { Body, Controller, Delete, HttpCode, Param, ParseIntPipe, Patch, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { CourseAdminService } from './course-admin.service.js';
import { CreateCourseDto, UpdateCourseDto } from './dto/course-input.dto.js';
import { CourseDetailDto, ModuleOutlineDto } from './dto/course.dto.js';
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

@ApiTags('course-admin')
@ApiForbiddenResponse({ description: 'Admins only' })
@ApiBadRequestResponse({ description: 'Invalid input, with a message' })
@Roles('admin')
@Controller()
export class CourseAdminController {
  constructor(private readonly admin: CourseAdminService) {}

  @Post('courses')
  @ApiOkResponse({ type: CourseDetailDto })
  createCourse(@Body() body: CreateCourseDto): Promise<CourseDetailDto> {
    return this.admin.createCourse(body);
  }

  @Patch('courses/:id')
  @ApiOkResponse({ type: CourseDetailDto })
  updateCourse(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateCourseDto): Promise<CourseDetailDto> {
    return this.admin.updateCourse(id, body);
  }

  @Delete('courses/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed from the catalogue; enrolments, progress and payments are kept' })
  deleteCourse(@Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.admin.deleteCourse(id);
  }

  @Put('courses/:id/specific-access')
  @ApiOkResponse({ type: CourseDetailDto })
  setCourseSpecificAccess(@Param('id', ParseIntPipe) id: number, @Body() body: SpecificAccessDto): Promise<CourseDetailDto> {
    return this.admin.setSpecificUserAccess(id, body.userIds);
  }

  @Post('courses/:id/modules')
  @ApiOkResponse({ type: ModuleOutlineDto })
  createModule(@Param('id', ParseIntPipe) id: number, @Body() body: CreateModuleDto): Promise<ModuleOutlineDto> {
    return this.admin.createModule(id, body);
  }

  @Put('courses/:id/modules/order')
  @ApiOkResponse({ type: [ModuleOutlineDto] })
  reorderModules(@Param('id', ParseIntPipe) id: number, @Body() body: ReorderDto): Promise<ModuleOutlineDto[]> {
    return this.admin.reorderModules(id, body.ids);
  }

  @Patch('modules/:moduleId')
  @ApiOkResponse({ type: ModuleOutlineDto })
  updateModule(@Param('moduleId', ParseIntPipe) moduleId: number, @Body() body: UpdateModuleDto): Promise<ModuleOutlineDto> {
    return this.admin.updateModule(moduleId, body);
  }

  @Delete('modules/:moduleId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The module and its lessons are deleted' })
  deleteModule(@Param('moduleId', ParseIntPipe) moduleId: number): Promise<void> {
    return this.admin.deleteModule(moduleId);
  }

  @Post('modules/:moduleId/lessons')
  @ApiOkResponse({ type: LessonDto })
  createModuleLesson(@Param('moduleId', ParseIntPipe) moduleId: number, @Body() body: CreateModuleLessonDto): Promise<LessonDto> {
    return this.admin.createModuleLesson(moduleId, body);
  }

  @Put('modules/:moduleId/lessons/order')
  @ApiOkResponse({ type: ModuleOutlineDto })
  reorderLessons(@Param('moduleId', ParseIntPipe) moduleId: number, @Body() body: ReorderDto): Promise<ModuleOutlineDto> {
    return this.admin.reorderLessons(moduleId, body.ids);
  }

  @Put('lessons/:id/position')
  @ApiOkResponse({ type: [ModuleOutlineDto], description: "The course's modules with their lessons, in their new order" })
  @ApiNotFoundResponse({ description: 'No such lesson or module' })
  moveLesson(@Param('id', new ParseRowIdPipe(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found')) id: number, @Body() body: MoveLessonDto): Promise<ModuleOutlineDto[]> {
    return this.admin.moveLesson(id, body);
  }

  @Post('lessons')
  @ApiOkResponse({ type: LessonDto })
  createLesson(@Body() body: CreateLessonDto): Promise<LessonDto> {
    return this.admin.createLesson(body);
  }

  @Patch('lessons/:id')
  @ApiOkResponse({ type: LessonDto })
  updateLesson(@Param('id', ParseIntPipe) id: number, @Body() body: UpdateLessonDto): Promise<LessonDto> {
    return this.admin.updateLesson(id, body);
  }

  @Delete('lessons/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted with its progress rows' })
  deleteLesson(@Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.admin.deleteLesson(id);
  }
}
