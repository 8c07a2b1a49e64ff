import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query } from '@nestjs/common';
import { ApiForbiddenResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
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
import { AnalyticsDto, CourseAnalyticsDto, StudentDto, StudentPageDto, StudentPageQueryDto } from './dto/admin.dto.js';

@ApiTags('admin')
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@Controller()
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly invites: InvitesService,
    private readonly mail: MailService,
  ) {}

  @Get('admin/mail-queue')
  @ApiOkResponse({ type: MailQueueStatusDto })
  getMailQueueStatus(): Promise<MailQueueStatusDto> {
    return this.mail.status();
  }

  @Post('courses/:id/grant-access')
  @HttpCode(200)
  @ApiOkResponse({ type: GrantResultDto })
  grantAccess(@CurrentUser() admin: User, @Param('id', ParseIntPipe) id: number, @Body() body: InviteEmailDto): Promise<GrantResultDto> {
    return this.invites.grantAccess(admin, id, body.email);
  }

  @Post('courses/:id/invite')
  @HttpCode(200)
  @ApiOkResponse({ type: InviteUrlDto })
  inviteToPurchase(@CurrentUser() admin: User, @Param('id', ParseIntPipe) id: number, @Body() body: InviteEmailDto): Promise<InviteUrlDto> {
    return this.invites.inviteToPurchase(admin, id, body.email);
  }

  @Public()
  @Roles()
  @Get('invite/:token')
  @ApiOkResponse({ type: InviteCheckDto })
  @ApiNotFoundResponse({ description: 'Invalid invite token' })
  @ApiGoneResponse({ description: 'Used or expired' })
  checkInvite(@Param('token') token: string): Promise<InviteCheckDto> {
    return this.invites.check(token);
  }

  @Get('courses/:id/students')
  @ApiOkResponse({ type: [StudentDto] })
  listCourseStudents(@Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number): Promise<StudentDto[]> {
    return this.admin.students(id);
  }

  @Get('admin/courses/:id/students')
  @ApiOkResponse({ type: StudentPageDto, description: "A page of the course's students, newest first; search matches name or e-mail" })
  listCourseStudentPage(
    @Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number,
    @Query() query: StudentPageQueryDto,
  ): Promise<StudentPageDto> {
    return this.admin.studentPage(id, query);
  }

  @Get('admin/analytics')
  @ApiOkResponse({ type: AnalyticsDto })
  getAnalytics(): Promise<AnalyticsDto> {
    return this.admin.analytics();
  }

  @Get('admin/courses/:id/analytics')
  @ApiOkResponse({ type: CourseAnalyticsDto })
  getCourseAnalytics(@Param('id', new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found')) id: number): Promise<CourseAnalyticsDto> {
    return this.admin.courseAnalytics(id);
  }
}
