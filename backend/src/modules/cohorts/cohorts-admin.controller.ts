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
import { SignedIn } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import type { SignedInUser } from '../users/public/signed-in-user.js';
import { cohortId, courseId, pathId, sessionId, userId } from './cohort-params.js';
import { CohortsAdminService } from './cohorts-admin.service.js';
import {
  AdminCohortDto,
  AdminLiveSessionDto,
  AttendanceDto,
  AttendanceInputDto,
  CohortDetailDto,
  CohortInputDto,
  SessionInputDto,
} from './dto/cohort.dto.js';

@ApiTags('cohorts')
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@Controller('admin')
export class CohortsAdminController {
  constructor(private readonly cohorts: CohortsAdminService) {}

  @Get('courses/:id/cohorts')
  @ApiOperation({
    summary: "List a course's cohorts",
    description: 'Every cohort of the course, newest start first, with members and sessions counted.',
  })
  @ApiOkResponse({ type: [AdminCohortDto] })
  @ApiNotFoundResponse({ description: 'No such course' })
  listCohorts(@Param('id', courseId()) id: number): Promise<AdminCohortDto[]> {
    return this.cohorts.list({ courseId: id });
  }

  @Post('courses/:id/cohorts')
  @ApiOperation({ summary: 'Create a cohort', description: 'A run of the course with its own dates and, optionally, a capacity.' })
  @ApiCreatedResponse({ type: AdminCohortDto })
  @ApiBadRequestResponse({ description: 'Invalid fields; COHORT_DATES_INVALID: the end is not after the start' })
  @ApiNotFoundResponse({ description: 'No such course' })
  createCohort(@Param('id', courseId()) id: number, @Body() body: CohortInputDto): Promise<AdminCohortDto> {
    return this.cohorts.create({ courseId: id }, body);
  }

  @Get('paths/:id/cohorts')
  @ApiOperation({
    summary: "List a learning path's cohorts",
    description: 'Every cohort of the path, newest start first, with members and sessions counted.',
  })
  @ApiOkResponse({ type: [AdminCohortDto] })
  @ApiNotFoundResponse({ description: 'No such path' })
  listAdminPathCohorts(@Param('id', pathId()) id: number): Promise<AdminCohortDto[]> {
    return this.cohorts.list({ pathId: id });
  }

  @Post('paths/:id/cohorts')
  @ApiOperation({
    summary: 'Create a cohort of a learning path',
    description: 'A run of the path with its own dates: drip modules of every course of the path count from its start.',
  })
  @ApiCreatedResponse({ type: AdminCohortDto })
  @ApiBadRequestResponse({ description: 'Invalid fields; COHORT_DATES_INVALID: the end is not after the start' })
  @ApiNotFoundResponse({ description: 'No such path' })
  createPathCohort(@Param('id', pathId()) id: number, @Body() body: CohortInputDto): Promise<AdminCohortDto> {
    return this.cohorts.create({ pathId: id }, body);
  }

  @Get('cohorts/:id')
  @ApiOperation({
    summary: 'Get a cohort',
    description: 'The cohort with its members (and their confirmed attendance) and its sessions, soonest first.',
  })
  @ApiOkResponse({ type: CohortDetailDto })
  @ApiNotFoundResponse({ description: 'No such cohort' })
  getCohort(@Param('id', cohortId()) id: number): Promise<CohortDetailDto> {
    return this.cohorts.detail(id);
  }

  @Patch('cohorts/:id')
  @ApiOperation({
    summary: 'Change a cohort',
    description:
      'Its name, dates and capacity; COHORT_CAPACITY_TOO_SMALL: fewer places than members. Moving the start moves its drip modules for its members.',
  })
  @ApiOkResponse({ type: AdminCohortDto })
  @ApiBadRequestResponse({ description: 'Invalid fields; COHORT_DATES_INVALID' })
  @ApiConflictResponse({ description: 'COHORT_CAPACITY_TOO_SMALL' })
  @ApiNotFoundResponse({ description: 'No such cohort' })
  updateCohort(@Param('id', cohortId()) id: number, @Body() body: CohortInputDto): Promise<AdminCohortDto> {
    return this.cohorts.update(id, body);
  }

  @Delete('cohorts/:id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a cohort',
    description:
      'With its sessions and memberships (learners keep the course); credits recorded for attended sessions are withdrawn with them.',
  })
  @ApiNoContentResponse({ description: 'Deleted (or already gone)' })
  async deleteCohort(@Param('id', cohortId()) id: number): Promise<void> {
    await this.cohorts.remove(id);
  }

  @Delete('cohorts/:id/members/:userId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Take a learner out of a cohort', description: 'They keep the course; not a member: nothing to do.' })
  @ApiNoContentResponse({ description: 'Not a member any more' })
  @ApiNotFoundResponse({ description: 'No such cohort' })
  async removeCohortMember(@Param('id', cohortId()) id: number, @Param('userId', userId()) user: number): Promise<void> {
    await this.cohorts.removeMember(id, user);
  }

  @Post('cohorts/:id/sessions')
  @ApiOperation({
    summary: 'Schedule a live session',
    description:
      'Members get e-mail reminders 24 hours and 1 hour before it, and see it on their dashboard, in the course and in their calendar feed.',
  })
  @ApiCreatedResponse({ type: AdminLiveSessionDto })
  @ApiBadRequestResponse({ description: 'Invalid fields' })
  @ApiNotFoundResponse({ description: 'No such cohort' })
  createSession(@Param('id', cohortId()) id: number, @Body() body: SessionInputDto): Promise<AdminLiveSessionDto> {
    return this.cohorts.createSession(id, body);
  }

  @Put('sessions/:id')
  @ApiOperation({
    summary: 'Change a live session',
    description:
      'Replaces its fields (a recording link is usually added afterwards); moving its start moves its reminders, and calendars pick up the change.',
  })
  @ApiOkResponse({ type: AdminLiveSessionDto })
  @ApiBadRequestResponse({ description: 'Invalid fields' })
  @ApiNotFoundResponse({ description: 'No such session' })
  updateSession(@Param('id', sessionId()) id: number, @Body() body: SessionInputDto): Promise<AdminLiveSessionDto> {
    return this.cohorts.updateSession(id, body);
  }

  @Delete('sessions/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Cancel a live session', description: 'Deletes it with its reminders; credits recorded for it are withdrawn.' })
  @ApiNoContentResponse({ description: 'Deleted (or already gone)' })
  async deleteSession(@Param('id', sessionId()) id: number): Promise<void> {
    await this.cohorts.removeSession(id);
  }

  @Get('sessions/:id/attendance')
  @ApiOperation({
    summary: "List a session's attendance",
    description:
      "The cohort's members, and anyone who joined or was confirmed, with their first click on the join link and the admin's confirmation.",
  })
  @ApiOkResponse({ type: [AttendanceDto] })
  @ApiNotFoundResponse({ description: 'No such session' })
  listAttendance(@Param('id', sessionId()) id: number): Promise<AttendanceDto[]> {
    return this.cohorts.attendance(id);
  }

  @Put('sessions/:id/attendance/:userId')
  @ApiOperation({
    summary: 'Confirm or withdraw attendance',
    description:
      "Confirming records the session's credits in the learner's credit ledger (once); withdrawing removes them. Members of the session's cohort, or people who joined it.",
  })
  @ApiOkResponse({ type: AttendanceDto })
  @ApiNotFoundResponse({ description: 'No such session, or the user is not in its cohort' })
  setAttendance(
    @SignedIn() admin: SignedInUser,
    @Param('id', sessionId()) id: number,
    @Param('userId', userId()) user: number,
    @Body() body: AttendanceInputDto,
  ): Promise<AttendanceDto> {
    return this.cohorts.setAttendance(admin, id, user, body.attended);
  }
}
