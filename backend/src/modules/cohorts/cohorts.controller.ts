import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put, StreamableFile } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../common/decorators/public.decorator.js';
import { SignedIn } from '../../common/decorators/current-user.decorator.js';
import { PathSlugPipe } from '../paths/public/path-slug.pipe.js';
import type { SignedInUser } from '../users/public/signed-in-user.js';
import { CalendarService } from './calendar.service.js';
import { cohortId, courseId, seatId, sessionId, teamId } from './cohort-params.js';
import { CohortsService } from './cohorts.service.js';
import {
  CalendarFeedDto,
  CourseCohortsDto,
  JoinLinkDto,
  LearnerCohortDto,
  LiveSessionDto,
  SeatCohortDto,
  TeamCohortsDto,
} from './dto/cohort.dto.js';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

@ApiTags('cohorts')
@Controller()
export class CohortsController {
  constructor(
    private readonly cohorts: CohortsService,
    private readonly calendar: CalendarService,
  ) {}

  @Get('courses/:id/cohorts')
  @ApiOperation({
    summary: "List a course's cohorts",
    description:
      "The course's cohorts that have not ended, and the viewer's own, soonest first, with places left and whether the viewer is a member.",
  })
  @ApiOkResponse({ type: CourseCohortsDto })
  @ApiNotFoundResponse({ description: 'No such course, or not visible to this user' })
  listCourseCohorts(@SignedIn() user: SignedInUser, @Param('id', courseId()) id: number): Promise<CourseCohortsDto> {
    return this.cohorts.courseCohorts(user, id);
  }

  @Post('cohorts/:id/join')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Join a cohort',
    description:
      'Puts the enrolled learner in the cohort (joining again is not an error). COHORT_NOT_ENROLLED: enrol in the course first; COHORT_FULL, COHORT_ENDED; IN_ANOTHER_COHORT: leave the other cohort of the course first; PLACED_BY_TEAM: their team manager placed them in another.',
  })
  @ApiOkResponse({ type: LearnerCohortDto })
  @ApiNotFoundResponse({ description: 'No such cohort, or its course is not visible' })
  @ApiForbiddenResponse({ description: 'COHORT_NOT_ENROLLED' })
  @ApiConflictResponse({ description: 'COHORT_FULL / COHORT_ENDED / IN_ANOTHER_COHORT / PLACED_BY_TEAM' })
  joinCohort(@SignedIn() user: SignedInUser, @Param('id', cohortId()) id: number): Promise<LearnerCohortDto> {
    return this.cohorts.join(user, id);
  }

  @Delete('cohorts/:id/membership')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Leave a cohort',
    description:
      'Takes the learner out of the cohort (not a member: nothing to do). Members their team placed are moved by their manager (PLACED_BY_TEAM).',
  })
  @ApiNoContentResponse({ description: 'Not a member any more' })
  @ApiNotFoundResponse({ description: 'No such cohort, or its course is not visible' })
  @ApiConflictResponse({ description: 'PLACED_BY_TEAM' })
  async leaveCohort(@SignedIn() user: SignedInUser, @Param('id', cohortId()) id: number): Promise<void> {
    await this.cohorts.leave(user, id);
  }

  @Get('courses/:id/sessions')
  @ApiOperation({
    summary: "List a course's live sessions",
    description:
      "The live sessions of the viewer's cohort in the course, soonest first (past ones too, with their recordings); for admins, every cohort's. Empty outside a cohort.",
  })
  @ApiOkResponse({ type: [LiveSessionDto] })
  @ApiNotFoundResponse({ description: 'No such course, or not visible to this user' })
  listCourseSessions(@SignedIn() user: SignedInUser, @Param('id', courseId()) id: number): Promise<LiveSessionDto[]> {
    return this.cohorts.courseSessions(user, id);
  }

  @Get('paths/:slug/cohorts')
  @ApiOperation({
    summary: "List a learning path's cohorts",
    description:
      "The path's cohorts that have not ended, and the viewer's own, soonest first. Learners enrolled in one of the path's courses may join one: drip modules of every course of the path then count from its start.",
  })
  @ApiOkResponse({ type: CourseCohortsDto })
  @ApiNotFoundResponse({ description: 'No such path, or not visible to this user' })
  listPathCohorts(@SignedIn() user: SignedInUser, @Param('slug', PathSlugPipe) slug: string): Promise<CourseCohortsDto> {
    return this.cohorts.pathCohorts(user, slug);
  }

  @Get('paths/:slug/sessions')
  @ApiOperation({
    summary: "List a learning path's live sessions",
    description:
      "The live sessions of the viewer's cohort of the path, soonest first (past ones too); for admins, every cohort's. Empty outside a cohort.",
  })
  @ApiOkResponse({ type: [LiveSessionDto] })
  @ApiNotFoundResponse({ description: 'No such path, or not visible to this user' })
  listPathSessions(@SignedIn() user: SignedInUser, @Param('slug', PathSlugPipe) slug: string): Promise<LiveSessionDto[]> {
    return this.cohorts.pathSessions(user, slug);
  }

  @Get('user/sessions/upcoming')
  @ApiOperation({
    summary: 'List my upcoming live sessions',
    description: "The next live sessions of the learner's cohorts (at most 10), the one under way first; for the dashboard.",
  })
  @ApiOkResponse({ type: [LiveSessionDto] })
  listUpcomingSessions(@SignedIn() user: SignedInUser): Promise<LiveSessionDto[]> {
    return this.cohorts.upcomingSessions(user);
  }

  @Post('sessions/:id/join')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Join a live session',
    description:
      "Records the learner's click (their attendance starts here; an admin confirms it) and answers the meeting's address to open. Members of the session's cohort only (SESSION_NOT_MEMBER), until the session ends (SESSION_ENDED).",
  })
  @ApiOkResponse({ type: JoinLinkDto })
  @ApiNotFoundResponse({ description: 'No such session, or its course is not visible' })
  @ApiForbiddenResponse({ description: 'SESSION_NOT_MEMBER' })
  @ApiConflictResponse({ description: 'SESSION_ENDED' })
  joinSession(@SignedIn() user: SignedInUser, @Param('id', sessionId()) id: number): Promise<JoinLinkDto> {
    return this.cohorts.joinSession(user, id);
  }

  @Get('sessions/:id/calendar.ics')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    summary: 'Download a live session as a calendar file',
    description: 'An iCalendar (.ics) file with the one event, in its time zone, for members of its cohort and admins.',
  })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The .ics file, as an attachment', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'No such session, or its course is not visible' })
  @ApiForbiddenResponse({ description: 'SESSION_NOT_MEMBER' })
  async downloadSessionCalendar(@SignedIn() user: SignedInUser, @Param('id', sessionId()) id: number): Promise<StreamableFile> {
    const { filename, text } = await this.calendar.sessionFile(user, id);
    return new StreamableFile(Buffer.from(text), { type: CALENDAR_TYPE, disposition: `attachment; filename="${filename}"` });
  }

  @Get('user/calendar-feed')
  @ApiOperation({
    summary: 'Get my calendar feed address',
    description: 'The private address of the feed of my live sessions; null when the feed is off.',
  })
  @ApiOkResponse({ type: CalendarFeedDto })
  getCalendarFeed(@SignedIn() user: SignedInUser): Promise<CalendarFeedDto> {
    return this.calendar.feed(user);
  }

  @Post('user/calendar-feed')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn on or reset my calendar feed',
    description: 'Turns the feed on, or gives it a new address: the old address stops working at once (for an address shared by mistake).',
  })
  @ApiOkResponse({ type: CalendarFeedDto })
  resetCalendarFeed(@SignedIn() user: SignedInUser): Promise<CalendarFeedDto> {
    return this.calendar.resetFeed(user);
  }

  @Delete('user/calendar-feed')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Turn off my calendar feed',
    description: 'Its address stops working; calendars subscribed to it keep what they fetched last.',
  })
  @ApiNoContentResponse({ description: 'The feed is off' })
  async deleteCalendarFeed(@SignedIn() user: SignedInUser): Promise<void> {
    await this.calendar.turnOffFeed(user);
  }

  @Public()
  @Get('calendar-feeds/:token/sessions.ics')
  @Header('Cache-Control', 'private, max-age=300')
  @ApiOperation({
    summary: 'Read a calendar feed',
    description:
      "The learner's live sessions from 30 days ago on, as an iCalendar feed that calendar apps subscribe to. No sign-in: the address's signed token is the credential; a reset or turned-off feed answers 404.",
  })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The feed', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'CALENDAR_FEED_NOT_FOUND: an unknown, reset or turned-off address' })
  async readCalendarFeed(@Param('token') token: string): Promise<StreamableFile> {
    const text = await this.calendar.feedText(token);
    return new StreamableFile(Buffer.from(text), { type: CALENDAR_TYPE, disposition: 'inline; filename="recruiting-academy.ics"' });
  }

  @Get('teams/:id/cohorts')
  @ApiOperation({
    summary: "Get a team's cohorts and attendance",
    description:
      "For the team's manager: the cohorts of the team's course, and each active seat's holder with their cohort and their attendance of its sessions so far. Teams of a learning path have none. For anyone else the team does not exist (404).",
  })
  @ApiOkResponse({ type: TeamCohortsDto })
  @ApiNotFoundResponse({ description: 'No such team, or the signed-in user does not manage it' })
  getTeamCohorts(@SignedIn() user: SignedInUser, @Param('id', teamId()) id: number): Promise<TeamCohortsDto> {
    return this.cohorts.teamCohorts(user, id);
  }

  @Put('teams/:id/seats/:seatId/cohort')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Place a team member in a cohort',
    description:
      "The manager places an active seat's holder in a cohort of the team's course (moving them from another), or takes them out (cohortId null). COHORT_FULL, COHORT_ENDED; SEAT_NOT_ACTIVE: the seat is not redeemed yet.",
  })
  @ApiNoContentResponse({ description: 'Placed' })
  @ApiNotFoundResponse({ description: 'No such team or seat, or not a cohort of its course' })
  @ApiConflictResponse({ description: 'COHORT_FULL / COHORT_ENDED / SEAT_NOT_ACTIVE' })
  async placeSeatInCohort(
    @SignedIn() user: SignedInUser,
    @Param('id', teamId()) id: number,
    @Param('seatId', seatId()) seat: number,
    @Body() body: SeatCohortDto,
  ): Promise<void> {
    await this.cohorts.placeSeat(user, id, seat, body.cohortId);
  }
}
