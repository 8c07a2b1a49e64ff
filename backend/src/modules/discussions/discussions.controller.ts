import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
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
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { SignedIn } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { PageQueryDto } from '../../common/page-query.dto.js';
import type { SignedInUser } from '../users/public/signed-in-user.js';
import { courseId, lessonId, notificationId, postId, threadId } from './discussion-params.js';
import { DiscussionNotifications } from './discussion-notifications.service.js';
import { DiscussionsService, POSTS_PER_WINDOW, REPORTS_PER_HOUR, UPVOTES_PER_HOUR } from './discussions.service.js';
import {
  CreateThreadDto,
  EmailSettingDto,
  LatestQuestionDto,
  MarkAnsweredDto,
  NotificationPageDto,
  PostBodyDto,
  PostDto,
  ReasonDto,
  ReplyDto,
  ThreadDetailDto,
  ThreadListQueryDto,
  ThreadPageDto,
  UnreadCountDto,
  UnsubscribeInfoDto,
  UnsubscribeQueryDto,
  UpvoteDto,
} from './dto/discussion.dto.js';

const WHO = "For the course's enrolled learners (any access: free, bought, granted, a team seat or a learning path) and admins.";
const RATE = `At most ${POSTS_PER_WINDOW} posts and edits per 10 minutes.`;
const RICH_TEXT =
  'The body is rich text sanitised like lessons (scripts, event handlers, styles and javascript: links removed); links get rel="nofollow ugc noopener".';

@ApiTags('discussions')
@Controller()
export class DiscussionsController {
  constructor(
    private readonly discussions: DiscussionsService,
    private readonly notifications: DiscussionNotifications,
  ) {}

  @Get('lessons/:id/discussions')
  @ApiOperation({
    summary: "List a lesson's questions",
    description: `The lesson's Q&A threads, most recently active first, a page at a time; \`q\` searches them. ${WHO}`,
  })
  @ApiOkResponse({ type: ThreadPageDto })
  @ApiBadRequestResponse({ description: 'A page, page size or search out of range' })
  @ApiForbiddenResponse({ description: 'Not enrolled in the course' })
  @ApiNotFoundResponse({ description: 'No such lesson, or its course is not visible' })
  listLessonThreads(
    @SignedIn() user: SignedInUser,
    @Param('id', lessonId()) id: number,
    @Query() query: ThreadListQueryDto,
  ): Promise<ThreadPageDto> {
    return this.discussions.lessonThreads(user, id, query);
  }

  @Post('lessons/:id/discussions')
  @ApiOperation({
    summary: 'Ask a question on a lesson',
    description: `Starts a Q&A thread with its opening post. ${RICH_TEXT} ${WHO} ${RATE}`,
  })
  @ApiCreatedResponse({ type: ThreadDetailDto })
  @ApiBadRequestResponse({ description: 'No title, or an empty or too long body' })
  @ApiForbiddenResponse({ description: 'Not enrolled, or suspended from posting in the course' })
  @ApiNotFoundResponse({ description: 'No such lesson, or its course is not visible' })
  @ApiTooManyRequestsResponse({ description: 'Too many posts; see Retry-After' })
  askLessonQuestion(
    @SignedIn() user: SignedInUser,
    @Param('id', lessonId()) id: number,
    @Body() body: CreateThreadDto,
  ): Promise<ThreadDetailDto> {
    return this.discussions.askOnLesson(user, id, body);
  }

  @Get('courses/:id/discussions')
  @ApiOperation({
    summary: "List a course's community threads",
    description: `The course's community space, most recently active first. With \`q\`: a search over every thread of the course, its lessons' Q&A included. ${WHO}`,
  })
  @ApiOkResponse({ type: ThreadPageDto })
  @ApiBadRequestResponse({ description: 'A page, page size or search out of range' })
  @ApiForbiddenResponse({ description: 'Not enrolled in the course' })
  @ApiNotFoundResponse({ description: 'No such course, or not visible' })
  listCourseThreads(
    @SignedIn() user: SignedInUser,
    @Param('id', courseId()) id: number,
    @Query() query: ThreadListQueryDto,
  ): Promise<ThreadPageDto> {
    return this.discussions.courseThreads(user, id, query);
  }

  @Post('courses/:id/discussions')
  @ApiOperation({
    summary: "Start a thread in a course's community",
    description: `A discussion (or a question) in the course's community space, with its opening post. ${RICH_TEXT} ${WHO} ${RATE}`,
  })
  @ApiCreatedResponse({ type: ThreadDetailDto })
  @ApiBadRequestResponse({ description: 'No title, or an empty or too long body' })
  @ApiForbiddenResponse({ description: 'Not enrolled, or suspended from posting in the course' })
  @ApiNotFoundResponse({ description: 'No such course, or not visible' })
  @ApiTooManyRequestsResponse({ description: 'Too many posts; see Retry-After' })
  startCourseThread(
    @SignedIn() user: SignedInUser,
    @Param('id', courseId()) id: number,
    @Body() body: CreateThreadDto,
  ): Promise<ThreadDetailDto> {
    return this.discussions.startInCourse(user, id, body);
  }

  @Get('courses/:id/discussions/latest-questions')
  @ApiOperation({
    summary: "Get a course's latest questions",
    description: `The five newest questions of the course, for the course page. ${WHO}`,
  })
  @ApiOkResponse({ type: [LatestQuestionDto] })
  @ApiForbiddenResponse({ description: 'Not enrolled in the course' })
  @ApiNotFoundResponse({ description: 'No such course, or not visible' })
  getLatestQuestions(@SignedIn() user: SignedInUser, @Param('id', courseId()) id: number): Promise<LatestQuestionDto[]> {
    return this.discussions.latestQuestions(user, id);
  }

  @Get('discussions/threads/:id')
  @ApiOperation({
    summary: 'Get a thread with its posts',
    description:
      `The thread and a page of its posts in the order they were written. A deleted post keeps its place with a notice instead of its body; ` +
      `hidden posts are left out, except for admins, who see them marked with the reason. ${WHO}`,
  })
  @ApiOkResponse({ type: ThreadDetailDto })
  @ApiBadRequestResponse({ description: 'A page or page size out of range' })
  @ApiForbiddenResponse({ description: 'Not enrolled in the course' })
  @ApiNotFoundResponse({ description: 'No such thread, or not visible' })
  getThread(@SignedIn() user: SignedInUser, @Param('id', threadId()) id: number, @Query() query: PageQueryDto): Promise<ThreadDetailDto> {
    return this.discussions.thread(user, id, query.page, query.pageSize);
  }

  @Post('discussions/threads/:id/posts')
  @ApiOperation({
    summary: 'Reply in a thread',
    description: `Replies to the opening post, or to \`parentId\`; the author of the post replied to is notified. Not in a locked thread (admins excepted). ${RICH_TEXT} ${RATE}`,
  })
  @ApiCreatedResponse({ type: PostDto })
  @ApiBadRequestResponse({ description: 'An empty or too long body' })
  @ApiForbiddenResponse({ description: 'Not enrolled, or suspended from posting in the course' })
  @ApiNotFoundResponse({ description: 'No such thread, or no such post in it' })
  @ApiConflictResponse({ description: 'The thread is locked, or the post replied to was deleted' })
  @ApiTooManyRequestsResponse({ description: 'Too many posts; see Retry-After' })
  replyInThread(@SignedIn() user: SignedInUser, @Param('id', threadId()) id: number, @Body() body: ReplyDto): Promise<PostDto> {
    return this.discussions.reply(user, id, body.body, body.parentId);
  }

  @Patch('discussions/posts/:id')
  @ApiOperation({
    summary: 'Edit my post',
    description: `Replaces the body of the author's own post and marks it edited. Not in a locked thread. ${RICH_TEXT} ${RATE}`,
  })
  @ApiOkResponse({ type: PostDto })
  @ApiBadRequestResponse({ description: 'An empty or too long body' })
  @ApiForbiddenResponse({ description: "Another person's post, or suspended" })
  @ApiNotFoundResponse({ description: 'No such post, or not visible' })
  @ApiConflictResponse({ description: 'The thread is locked, or the post was deleted' })
  @ApiTooManyRequestsResponse({ description: 'Too many posts; see Retry-After' })
  editPost(@SignedIn() user: SignedInUser, @Param('id', postId()) id: number, @Body() body: PostBodyDto): Promise<PostDto> {
    return this.discussions.edit(user, id, body.body);
  }

  @Delete('discussions/posts/:id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete my post',
    description: 'The post keeps its place, with its replies, and shows "This post was deleted." instead of its body.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse({ description: "Another person's post" })
  @ApiNotFoundResponse({ description: 'No such post, or not visible' })
  @ApiConflictResponse({ description: 'Already deleted' })
  async deletePost(@SignedIn() user: SignedInUser, @Param('id', postId()) id: number): Promise<void> {
    await this.discussions.remove(user, id);
  }

  @Put('discussions/posts/:id/upvote')
  @ApiOperation({
    summary: 'Upvote a post',
    description: `One upvote per person and post, never on their own. Upvoting again changes nothing. At most ${UPVOTES_PER_HOUR} an hour.`,
  })
  @ApiOkResponse({ type: UpvoteDto })
  @ApiForbiddenResponse({ description: 'Your own post, or not enrolled' })
  @ApiNotFoundResponse({ description: 'No such post, or not visible' })
  @ApiConflictResponse({ description: 'The post was deleted' })
  @ApiTooManyRequestsResponse({ description: 'Too many votes; see Retry-After' })
  upvotePost(@SignedIn() user: SignedInUser, @Param('id', postId()) id: number): Promise<UpvoteDto> {
    return this.discussions.upvote(user, id, true);
  }

  @Delete('discussions/posts/:id/upvote')
  @ApiOperation({ summary: 'Take back an upvote', description: 'Removes your upvote; without one it changes nothing.' })
  @ApiOkResponse({ type: UpvoteDto })
  @ApiForbiddenResponse({ description: 'Your own post, or not enrolled' })
  @ApiNotFoundResponse({ description: 'No such post, or not visible' })
  @ApiConflictResponse({ description: 'The post was deleted' })
  @ApiTooManyRequestsResponse({ description: 'Too many votes; see Retry-After' })
  removePostUpvote(@SignedIn() user: SignedInUser, @Param('id', postId()) id: number): Promise<UpvoteDto> {
    return this.discussions.upvote(user, id, false);
  }

  @Post('discussions/posts/:id/report')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Report a post',
    description: `Tells the admins why the post should be hidden. One open report per person and post. At most ${REPORTS_PER_HOUR} an hour.`,
  })
  @ApiNoContentResponse({ description: 'Reported' })
  @ApiBadRequestResponse({ description: 'No reason, or one over 500 characters' })
  @ApiForbiddenResponse({ description: 'Not enrolled in the course' })
  @ApiNotFoundResponse({ description: 'No such post, or not visible' })
  @ApiTooManyRequestsResponse({ description: 'Too many reports; see Retry-After' })
  async reportPost(@SignedIn() user: SignedInUser, @Param('id', postId()) id: number, @Body() body: ReasonDto): Promise<void> {
    await this.discussions.report(user, id, body.reason);
  }

  @Put('discussions/threads/:id/answer')
  @Roles('admin')
  @ApiOperation({
    summary: 'Mark the answer of a question',
    description: "Marks a reply as the question's answer; its author is notified (in the app, and by e-mail as they chose). Admins only.",
  })
  @ApiOkResponse({ type: ThreadDetailDto })
  @ApiBadRequestResponse({ description: 'No post id' })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'No such thread, or the post is not a reply in it' })
  @ApiConflictResponse({ description: 'Not a question, or the post was deleted or hidden' })
  markThreadAnswered(
    @SignedIn() user: SignedInUser,
    @Param('id', threadId()) id: number,
    @Body() body: MarkAnsweredDto,
  ): Promise<ThreadDetailDto> {
    return this.discussions.markAnswered(user, id, body.postId);
  }

  @Delete('discussions/threads/:id/answer')
  @Roles('admin')
  @ApiOperation({ summary: 'Unmark the answer of a question', description: 'The question is unanswered again. Admins only.' })
  @ApiOkResponse({ type: ThreadDetailDto })
  @ApiForbiddenResponse({ description: 'Admins only' })
  @ApiNotFoundResponse({ description: 'No such thread' })
  unmarkThreadAnswered(@SignedIn() user: SignedInUser, @Param('id', threadId()) id: number): Promise<ThreadDetailDto> {
    return this.discussions.unmarkAnswered(user, id);
  }

  @Get('notifications')
  @ApiOperation({
    summary: 'List my notifications',
    description: 'Replies to your posts and answers to your questions, newest first, with the unread count.',
  })
  @ApiOkResponse({ type: NotificationPageDto })
  @ApiBadRequestResponse({ description: 'A page or page size out of range' })
  listNotifications(@SignedIn() user: SignedInUser, @Query() query: PageQueryDto): Promise<NotificationPageDto> {
    return this.notifications.page(user.id, query.page, query.pageSize);
  }

  @Post('notifications/:id/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a notification read', description: 'Answers the unread count left.' })
  @ApiOkResponse({ type: UnreadCountDto })
  @ApiNotFoundResponse({ description: 'No such notification of yours' })
  markNotificationRead(@SignedIn() user: SignedInUser, @Param('id', notificationId()) id: number): Promise<UnreadCountDto> {
    return this.notifications.markRead(user.id, id);
  }

  @Post('notifications/read-all')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark all notifications read', description: 'Answers the unread count left (0).' })
  @ApiOkResponse({ type: UnreadCountDto })
  markAllNotificationsRead(@SignedIn() user: SignedInUser): Promise<UnreadCountDto> {
    return this.notifications.markRead(user.id, null);
  }

  @Get('discussions/email-setting')
  @ApiOperation({
    summary: 'Get my discussion e-mail setting',
    description: 'How you hear of replies and answers by e-mail: at once, a daily digest, or not at all.',
  })
  @ApiOkResponse({ type: EmailSettingDto })
  getDiscussionEmailSetting(@SignedIn() user: SignedInUser): Promise<EmailSettingDto> {
    return this.notifications.emailMode(user.id);
  }

  @Put('discussions/email-setting')
  @ApiOperation({
    summary: 'Change my discussion e-mail setting',
    description: '`immediately`, `daily` (one digest a day at 08:00 UTC) or `off`. The in-app notifications stay.',
  })
  @ApiOkResponse({ type: EmailSettingDto })
  @ApiBadRequestResponse({ description: 'An unknown mode' })
  updateDiscussionEmailSetting(@SignedIn() user: SignedInUser, @Body() body: EmailSettingDto): Promise<EmailSettingDto> {
    return this.notifications.setEmailMode(user.id, body.mode);
  }

  @Public()
  @Get('discussions/unsubscribe')
  @ApiOperation({
    summary: 'Check a discussion unsubscribe link',
    description:
      "What the link in a discussion e-mail unsubscribes: the address (masked) and its current setting. No sign-in needed: the link's signed token is the credential.",
  })
  @ApiOkResponse({ type: UnsubscribeInfoDto })
  @ApiBadRequestResponse({ description: 'A missing or invalid token' })
  getUnsubscribe(@Query() query: UnsubscribeQueryDto): Promise<UnsubscribeInfoDto> {
    return this.notifications.unsubscribeInfo(query.token);
  }

  @Public()
  @Post('discussions/unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Unsubscribe from discussion e-mails',
    description:
      "Turns discussion e-mail off for the link's user, without signing in (RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` as a form to the `List-Unsubscribe` address). Any body is ignored.",
  })
  @ApiOkResponse({ type: UnsubscribeInfoDto })
  @ApiBadRequestResponse({ description: 'A missing or invalid token' })
  unsubscribe(@Query() query: UnsubscribeQueryDto): Promise<UnsubscribeInfoDto> {
    return this.notifications.unsubscribe(query.token);
  }
}
