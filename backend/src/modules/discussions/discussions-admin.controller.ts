import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { SignedIn } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { PageQueryDto } from '../../common/page-query.dto.js';
import type { SignedInUser } from '../users/public/signed-in-user.js';
import { courseId, postId, threadId, userId } from './discussion-params.js';
import { DiscussionsService } from './discussions.service.js';
import { PostDto, PostReportPageDto, ReasonDto, SuspendDto, SuspensionDto, ThreadDetailDto } from './dto/discussion.dto.js';

@ApiTags('discussions')
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@Controller('admin')
export class DiscussionsAdminController {
  constructor(private readonly discussions: DiscussionsService) {}

  @Get('discussions/reports')
  @ApiOperation({
    summary: 'List open post reports',
    description: 'Reports nobody has settled yet, newest first, with the post (hidden ones too), its thread and course.',
  })
  @ApiOkResponse({ type: PostReportPageDto })
  @ApiBadRequestResponse({ description: 'A page or page size out of range' })
  listPostReports(@Query() query: PageQueryDto): Promise<PostReportPageDto> {
    return this.discussions.openReports(query.page, query.pageSize);
  }

  @Post('discussions/posts/:id/hide')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Hide a post',
    description:
      'Hides the post from everyone but admins, with a reason (hiding again changes the reason), and settles its reports. A thread whose opening post is hidden is hidden with it.',
  })
  @ApiOkResponse({ type: PostDto })
  @ApiBadRequestResponse({ description: 'No reason, or one over 500 characters' })
  @ApiNotFoundResponse({ description: 'No such post' })
  hidePost(@SignedIn() user: SignedInUser, @Param('id', postId()) id: number, @Body() body: ReasonDto): Promise<PostDto> {
    return this.discussions.hide(user, id, body.reason);
  }

  @Post('discussions/posts/:id/unhide')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unhide a post', description: 'Shows a hidden post to the course again.' })
  @ApiOkResponse({ type: PostDto })
  @ApiNotFoundResponse({ description: 'No such post' })
  unhidePost(@SignedIn() user: SignedInUser, @Param('id', postId()) id: number): Promise<PostDto> {
    return this.discussions.unhide(user, id);
  }

  @Post('discussions/posts/:id/dismiss-reports')
  @HttpCode(204)
  @ApiOperation({ summary: "Dismiss a post's reports", description: 'Settles the open reports of a post without hiding it.' })
  @ApiNoContentResponse({ description: 'Dismissed' })
  @ApiNotFoundResponse({ description: 'No such post' })
  async dismissPostReports(@SignedIn() user: SignedInUser, @Param('id', postId()) id: number): Promise<void> {
    await this.discussions.dismissReports(user, id);
  }

  @Post('discussions/threads/:id/lock')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lock a thread', description: 'Nobody but admins may reply in it or edit its posts until it is unlocked.' })
  @ApiOkResponse({ type: ThreadDetailDto })
  @ApiNotFoundResponse({ description: 'No such thread' })
  lockThread(@SignedIn() user: SignedInUser, @Param('id', threadId()) id: number): Promise<ThreadDetailDto> {
    return this.discussions.lock(user, id, true);
  }

  @Post('discussions/threads/:id/unlock')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unlock a thread', description: 'Replies and edits are open again.' })
  @ApiOkResponse({ type: ThreadDetailDto })
  @ApiNotFoundResponse({ description: 'No such thread' })
  unlockThread(@SignedIn() user: SignedInUser, @Param('id', threadId()) id: number): Promise<ThreadDetailDto> {
    return this.discussions.lock(user, id, false);
  }

  @Get('courses/:id/discussion-suspensions')
  @ApiOperation({
    summary: "List a course's posting suspensions",
    description: 'Who is (or was, until a date) suspended from posting in the course, newest first.',
  })
  @ApiOkResponse({ type: [SuspensionDto] })
  @ApiNotFoundResponse({ description: 'No such course' })
  listDiscussionSuspensions(@SignedIn() user: SignedInUser, @Param('id', courseId()) id: number): Promise<SuspensionDto[]> {
    return this.discussions.suspensions(user, id);
  }

  @Put('courses/:id/discussion-suspensions/:userId')
  @ApiOperation({
    summary: 'Suspend a user from posting in a course',
    description:
      "The user may still read the course's discussions but not post, reply or edit, until `until` (or until lifted). Suspending again changes the reason and end.",
  })
  @ApiOkResponse({ type: [SuspensionDto] })
  @ApiBadRequestResponse({ description: 'No reason, an end in the past, or yourself' })
  @ApiNotFoundResponse({ description: 'No such course or user' })
  suspendFromDiscussions(
    @SignedIn() user: SignedInUser,
    @Param('id', courseId()) id: number,
    @Param('userId', userId()) target: number,
    @Body() body: SuspendDto,
  ): Promise<SuspensionDto[]> {
    return this.discussions.suspend(user, id, target, body.reason, body.until);
  }

  @Delete('courses/:id/discussion-suspensions/:userId')
  @ApiOperation({ summary: 'Lift a posting suspension', description: 'The user may post in the course again.' })
  @ApiOkResponse({ type: [SuspensionDto] })
  @ApiNotFoundResponse({ description: 'No such course' })
  liftDiscussionSuspension(
    @SignedIn() user: SignedInUser,
    @Param('id', courseId()) id: number,
    @Param('userId', userId()) target: number,
  ): Promise<SuspensionDto[]> {
    return this.discussions.unsuspend(user, id, target);
  }
}
