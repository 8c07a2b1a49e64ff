import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { viewerOf } from '../catalog/public/viewer.js';
import type { User } from '../users/entities/user.entity.js';
import { CreatePathDto, PathStepsInputDto, ReorderPathsDto, UpdatePathDto } from './dto/path-input.dto.js';
import { AdminPathDto, AdminPathSummaryDto, CoursePathDto, PathDetailDto, PathStepOptionsDto, PathSummaryDto } from './dto/path.dto.js';
import { PathsService } from './paths.service.js';
import { PathSlugPipe } from './public/path-slug.pipe.js';

const pathId = () => new ParseRowIdPipe(ErrorCode.PATH_NOT_FOUND, 'Path not found');
@ApiTags('paths')
@Controller()
export class PathsController {
  constructor(private readonly paths: PathsService) {}

  @Public()
  @Get('paths')
  @ApiOperation({
    summary: 'List the learning paths',
    description:
      'The published learning paths the viewer may see (every course in them visible to the viewer), in catalogue order, ' +
      'with their step counts and, for a signed-in learner, their progress.',
  })
  @ApiOkResponse({ type: [PathSummaryDto] })
  listPaths(@CurrentUser() user: User | undefined): Promise<PathSummaryDto[]> {
    return this.paths.catalogue(viewerOf(user));
  }

  @Public()
  @Get('paths/:slug')
  @ApiOperation({
    summary: 'Get a learning path',
    description:
      'A published path with its steps in order, each done, available or locked for the viewer (a step unlocks when all its ' +
      'prerequisite steps are complete; locks guide the order and do not bar a course). Admins may also open a path not published yet.',
  })
  @ApiOkResponse({ type: PathDetailDto })
  @ApiNotFoundResponse({ description: 'No such path, not published, or one of its courses not visible to this viewer' })
  getPath(@CurrentUser() user: User | undefined, @Param('slug', new PathSlugPipe()) slug: string): Promise<PathDetailDto> {
    return this.paths.detail(viewerOf(user), slug);
  }

  @Public()
  @Get('courses/:id/paths')
  @ApiOperation({
    summary: "List a course's learning paths",
    description: 'The published paths the viewer may see that have the course, or one of its lessons, as a step.',
  })
  @ApiOkResponse({ type: [CoursePathDto] })
  @ApiNotFoundResponse({ description: 'Not a course id' })
  listCoursePaths(
    @CurrentUser() user: User | undefined,
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
  ): Promise<CoursePathDto[]> {
    return this.paths.coursePaths(viewerOf(user), id);
  }

  @Get('user/paths')
  @ApiOperation({
    summary: 'List my learning paths',
    description:
      'The published paths in which the signed-in learner has started a step (enrolled in its course, or completed its lesson), ' +
      'with every step’s state and the progress: what the dashboard shows.',
  })
  @ApiOkResponse({ type: [PathDetailDto] })
  listMyPaths(@CurrentUser() user: User): Promise<PathDetailDto[]> {
    return this.paths.mine(user);
  }
}

@ApiTags('path-admin')
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@Controller('admin/paths')
export class PathsAdminController {
  constructor(private readonly paths: PathsService) {}

  @Get()
  @TokenScope('catalog:read')
  @ApiOperation({ summary: 'List learning paths for editing', description: 'Every path, published or not, in catalogue order.' })
  @ApiOkResponse({ type: [AdminPathSummaryDto] })
  listAdminPaths(): Promise<AdminPathSummaryDto[]> {
    return this.paths.adminList();
  }

  @Post()
  @TokenScope('catalog:write')
  @ApiOperation({
    summary: 'Create a learning path',
    description:
      'A new path, not published and without steps, last in the catalogue. Its slug comes from the title, made unique, and stays.',
  })
  @ApiCreatedResponse({ type: AdminPathDto })
  @ApiBadRequestResponse({ description: 'A missing or too long title, level or certificate title' })
  createPath(@Body() body: CreatePathDto): Promise<AdminPathDto> {
    return this.paths.create(body);
  }

  @Get('step-options')
  @TokenScope('catalog:read')
  @ApiOperation({
    summary: 'List what can be a path step',
    description: 'Every live course, and every practice conversation and sourcing (Boolean search) exercise with its course.',
  })
  @ApiOkResponse({ type: PathStepOptionsDto })
  getPathStepOptions(): Promise<PathStepOptionsDto> {
    return this.paths.stepOptions();
  }

  @Put('order')
  @TokenScope('catalog:write')
  @ApiOperation({ summary: 'Reorder the learning paths', description: 'Sets the catalogue order: the list names every path once.' })
  @ApiOkResponse({ type: [AdminPathSummaryDto] })
  @ApiBadRequestResponse({ description: 'A path missing, unknown or listed twice' })
  reorderPaths(@Body() body: ReorderPathsDto): Promise<AdminPathSummaryDto[]> {
    return this.paths.reorder(body.pathIds);
  }

  @Get(':id')
  @TokenScope('catalog:read')
  @ApiOperation({ summary: 'Get a learning path for editing', description: 'The path with every step, those of deleted courses included.' })
  @ApiOkResponse({ type: AdminPathDto })
  @ApiNotFoundResponse({ description: 'No such path' })
  getAdminPath(@Param('id', pathId()) id: number): Promise<AdminPathDto> {
    return this.paths.adminDetail(id);
  }

  @Patch(':id')
  @TokenScope('catalog:write')
  @ApiOperation({
    summary: 'Change a learning path',
    description: 'Changes the fields given: title, description, level, certificate title.',
  })
  @ApiOkResponse({ type: AdminPathDto })
  @ApiBadRequestResponse({ description: 'An empty or too long field' })
  @ApiNotFoundResponse({ description: 'No such path' })
  updatePath(@Param('id', pathId()) id: number, @Body() body: UpdatePathDto): Promise<AdminPathDto> {
    return this.paths.update(id, body);
  }

  @Put(':id/steps')
  @TokenScope('catalog:write')
  @ApiOperation({
    summary: "Set a learning path's steps",
    description:
      'Replaces the steps with the list given, in order: each a course or a practice or sourcing lesson, required or optional, with its ' +
      'prerequisites as places in the list. A course or lesson appears once; prerequisites may not form a circle. A course or lesson ' +
      'that stays keeps its step. Every problem is answered at once, one message each.',
  })
  @ApiOkResponse({ type: AdminPathDto })
  @ApiBadRequestResponse({
    description: 'An unknown course or lesson, an unsuitable lesson, a step twice, a prerequisite out of range or a cycle',
  })
  @ApiNotFoundResponse({ description: 'No such path' })
  @ApiConflictResponse({ description: 'A published path would be left without a required step' })
  setPathSteps(@Param('id', pathId()) id: number, @Body() body: PathStepsInputDto): Promise<AdminPathDto> {
    return this.paths.setSteps(id, body);
  }

  @Post(':id/publish')
  @HttpCode(200)
  @TokenScope('catalog:write')
  @ApiOperation({
    summary: 'Publish a learning path',
    description: 'Shows the path in the catalogue. It needs at least one required step.',
  })
  @ApiOkResponse({ type: AdminPathDto })
  @ApiNotFoundResponse({ description: 'No such path' })
  @ApiConflictResponse({ description: 'The path has no required step' })
  publishPath(@Param('id', pathId()) id: number): Promise<AdminPathDto> {
    return this.paths.publish(id);
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @TokenScope('catalog:write')
  @ApiOperation({
    summary: 'Unpublish a learning path',
    description: 'Takes the path out of the catalogue; learners’ progress stays, as it comes from their courses.',
  })
  @ApiOkResponse({ type: AdminPathDto })
  @ApiNotFoundResponse({ description: 'No such path' })
  unpublishPath(@Param('id', pathId()) id: number): Promise<AdminPathDto> {
    return this.paths.unpublish(id);
  }

  @Delete(':id')
  @HttpCode(204)
  @TokenScope('catalog:write')
  @ApiOperation({
    summary: 'Delete a learning path',
    description: 'The path leaves the catalogue and this list. Its courses stay as they are.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'No such path' })
  deletePath(@Param('id', pathId()) id: number): Promise<void> {
    return this.paths.remove(id);
  }
}
