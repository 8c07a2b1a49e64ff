import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { GrantResultDto, InviteCheckDto, InviteEmailDto, InviteUrlDto } from './dto/invite.dto.js';
import { InvitesService } from './invites.service.js';
import { MailQueueStatusDto } from '../mail/dto/mail-queue.dto.js';
import { MailService } from '../mail/mail.service.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { AdminService } from './admin.service.js';
import { AnalyticsService } from './analytics.service.js';
import { AnalyticsDto, CourseAnalyticsDto, StudentDto, StudentPageDto, StudentPageQueryDto } from './dto/admin.dto.js';
import { TokenScope } from '../../common/decorators/token-scope.decorator.js';

@ApiTags('admin')
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@Controller()
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly analytics: AnalyticsService,
    private readonly invites: InvitesService,
    private readonly mail: MailService,
  ) {}

  @Get('admin/mail-queue')
  @ApiOperation({
    summary: 'Get the mail queue status',
    description: 'How many e-mails wait in the outbox and in each queue state, and the latest e-mails that gave up.',
  })
  @ApiOkResponse({ type: MailQueueStatusDto })
  getMailQueueStatus(): Promise<MailQueueStatusDto> {
    return this.mail.status();
  }

  @TokenScope('enrolments:write')
  @Post('courses/:id/grant-access')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Grant access to a course',
    description:
      'Enrols an existing learner at once; an account that has not confirmed its address gets access when it does; an unknown address gets an invite by e-mail. Admins already have access to every course.',
  })
  @ApiBadRequestResponse({ description: 'Invalid e-mail, an admin, or a learner whose role cannot see the course' })
  @ApiNotFoundResponse({ description: 'Course not found' })
  @ApiOkResponse({ type: GrantResultDto })
  grantAccess(
    @CurrentUser() admin: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
    @Body() body: InviteEmailDto,
  ): Promise<GrantResultDto> {
    return this.invites.grantAccess(admin, id, body.email);
  }

  @TokenScope('enrolments:write')
  @Post('courses/:id/invite')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Invite someone to buy a course',
    description: "E-mails a single-use link that leads through sign-up or sign-in to the course's checkout, and returns the link.",
  })
  @ApiBadRequestResponse({
    description: 'Invalid e-mail, an admin, a learner whose role cannot see the course, or a free course (COURSE_IS_FREE)',
  })
  @ApiNotFoundResponse({ description: 'Course not found' })
  @ApiOkResponse({ type: InviteUrlDto })
  inviteToPurchase(
    @CurrentUser() admin: User,
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
    @Body() body: InviteEmailDto,
  ): Promise<InviteUrlDto> {
    return this.invites.inviteToPurchase(admin, id, body.email);
  }

  @Public()
  @Roles()
  @Get('invite/:token')
  @ApiOperation({
    summary: 'Check an invite',
    description: "The invite's e-mail, course and kind, for the sign-up page an invite link opens.",
  })
  @ApiOkResponse({ type: InviteCheckDto })
  @ApiNotFoundResponse({ description: 'Invalid invite token' })
  @ApiGoneResponse({ description: 'Used or expired' })
  checkInvite(@Param('token') token: string): Promise<InviteCheckDto> {
    return this.invites.check(token);
  }

  @TokenScope('progress:read')
  @Get('courses/:id/students')
  @ApiOperation({
    summary: "List a course's students",
    description: 'Every active student of the course, newest first, with progress, whether access was granted, and their certificate.',
  })
  @ApiNotFoundResponse({ description: 'Course not found' })
  @ApiOkResponse({ type: [StudentDto] })
  listCourseStudents(@Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number): Promise<StudentDto[]> {
    return this.admin.students(id);
  }

  @TokenScope('progress:read')
  @Get('admin/courses/:id/students')
  @ApiOperation({
    summary: "List a page of a course's students",
    description:
      "A page of the course's active students, newest first, optionally filtered by a search in name or e-mail, with the total for the pager.",
  })
  @ApiBadRequestResponse({ description: 'Invalid page, page size or search' })
  @ApiNotFoundResponse({ description: 'Course not found' })
  @ApiOkResponse({ type: StudentPageDto, description: "A page of the course's students, newest first; search matches name or e-mail" })
  listCourseStudentPage(
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
    @Query() query: StudentPageQueryDto,
  ): Promise<StudentPageDto> {
    return this.admin.studentPage(id, query);
  }

  @TokenScope('progress:read')
  @Get('admin/analytics')
  @ApiOperation({
    summary: 'Get academy analytics',
    description:
      'Enrolments and completion rate per course, the most recently active students with their progress, and the activity of up to 100 students, from a summary refreshed in the background (generatedAt says when it was computed).',
  })
  @ApiOkResponse({ type: AnalyticsDto })
  getAnalytics(): Promise<AnalyticsDto> {
    return this.analytics.current();
  }

  @TokenScope('progress:read')
  @Get('admin/courses/:id/analytics')
  @ApiOperation({
    summary: 'Get course analytics',
    description: "A course's enrolments by week, completion rate, lesson funnel, revenue and quiz results.",
  })
  @ApiNotFoundResponse({ description: 'Course not found' })
  @ApiOkResponse({ type: CourseAnalyticsDto })
  getCourseAnalytics(
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
  ): Promise<CourseAnalyticsDto> {
    return this.admin.courseAnalytics(id);
  }
}
