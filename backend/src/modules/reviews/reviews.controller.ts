import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Public } from '../../common/decorators/public.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import { viewerOf } from '../catalog/public/viewer.js';
import type { User } from '../users/entities/user.entity.js';
import {
  AcademySettingsDto,
  AdminReviewDto,
  AdminReviewPageDto,
  AdminReviewQueryDto,
  HelpfulVoteDto,
  HideReviewDto,
  OwnReviewDto,
  ReviewEligibilityDto,
  ReviewInputDto,
  ReviewPageDto,
  ReviewPageQueryDto,
  UpdateAcademySettingsDto,
} from './dto/review.dto.js';
import { HELPFUL_VOTES_PER_HOUR, REVIEW_WRITES_PER_HOUR, ReviewsService } from './reviews.service.js';

const courseId = () => new ParseRowIdPipe(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
const reviewId = () => new ParseRowIdPipe(ErrorCode.REVIEW_NOT_FOUND, 'Review not found');

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Public()
  @Get('courses/:id/reviews')
  @ApiOperation({
    summary: "List a course's reviews",
    description:
      'The visible reviews of a course the viewer may see (visitors: courses open to everyone), newest first or most helpful first, ' +
      "a page at a time, with the course's review count and average rating. Hidden reviews are left out.",
  })
  @ApiOkResponse({ type: ReviewPageDto })
  @ApiBadRequestResponse({ description: 'A page, page size or sort out of range' })
  @ApiNotFoundResponse({ description: 'No such course, or not visible to this viewer' })
  listReviews(
    @CurrentUser() user: User | undefined,
    @Param('id', courseId()) id: number,
    @Query() query: ReviewPageQueryDto,
  ): Promise<ReviewPageDto> {
    return this.reviews.page(viewerOf(user), id, query);
  }

  @Get('courses/:id/reviews/mine')
  @ApiOperation({
    summary: 'Get my review of a course',
    description:
      'Whether the signed-in learner may review the course (an active enrolment and the academy’s share of its lessons completed), ' +
      'and their review if they wrote one, with the reason when an admin hid it.',
  })
  @ApiOkResponse({ type: ReviewEligibilityDto })
  @ApiNotFoundResponse({ description: 'No such course, or not visible to this user' })
  getMyReview(@CurrentUser() user: User, @Param('id', courseId()) id: number): Promise<ReviewEligibilityDto> {
    return this.reviews.eligibility(user, id);
  }

  @Post('courses/:id/reviews')
  @ApiOperation({
    summary: 'Review a course',
    description:
      'Rates the course 1–5 with an optional plain-text review (markup is removed). Only for learners with an active enrolment who completed ' +
      `the academy's share of its lessons; one review per learner and course. At most ${REVIEW_WRITES_PER_HOUR} review writes an hour.`,
  })
  @ApiCreatedResponse({ type: OwnReviewDto })
  @ApiBadRequestResponse({ description: 'A rating outside 1–5, or a text over the limit' })
  @ApiForbiddenResponse({ description: 'Not enrolled, or not enough of the course completed yet' })
  @ApiNotFoundResponse({ description: 'No such course, or not visible to this user' })
  @ApiConflictResponse({ description: 'The learner already reviewed the course' })
  @ApiTooManyRequestsResponse({ description: 'Too many review writes; see Retry-After' })
  createReview(@CurrentUser() user: User, @Param('id', courseId()) id: number, @Body() body: ReviewInputDto): Promise<OwnReviewDto> {
    return this.reviews.create(user, id, body);
  }

  @Put('reviews/:id')
  @ApiOperation({
    summary: 'Edit my review',
    description:
      "Replaces the rating and text of the learner's own review and marks it edited. A hidden review stays hidden. " +
      `At most ${REVIEW_WRITES_PER_HOUR} review writes an hour.`,
  })
  @ApiOkResponse({ type: OwnReviewDto })
  @ApiBadRequestResponse({ description: 'A rating outside 1–5, or a text over the limit' })
  @ApiForbiddenResponse({ description: "Another learner's review" })
  @ApiNotFoundResponse({ description: 'No such review, or its course is not visible' })
  @ApiTooManyRequestsResponse({ description: 'Too many review writes; see Retry-After' })
  updateReview(@CurrentUser() user: User, @Param('id', reviewId()) id: number, @Body() body: ReviewInputDto): Promise<OwnReviewDto> {
    return this.reviews.update(user, id, body);
  }

  @Put('reviews/:id/helpful')
  @ApiOperation({
    summary: 'Mark a review helpful',
    description: `One vote per learner and review, never on their own. Marking it again changes nothing. At most ${HELPFUL_VOTES_PER_HOUR} votes an hour.`,
  })
  @ApiOkResponse({ type: HelpfulVoteDto })
  @ApiForbiddenResponse({ description: 'The learner’s own review' })
  @ApiNotFoundResponse({ description: 'No such visible review, or its course is not visible' })
  @ApiTooManyRequestsResponse({ description: 'Too many votes; see Retry-After' })
  markReviewHelpful(@CurrentUser() user: User, @Param('id', reviewId()) id: number): Promise<HelpfulVoteDto> {
    return this.reviews.markHelpful(user, id, true);
  }

  @Delete('reviews/:id/helpful')
  @ApiOperation({ summary: 'Take back a helpful vote', description: 'Removes the learner’s vote; without one it changes nothing.' })
  @ApiOkResponse({ type: HelpfulVoteDto })
  @ApiForbiddenResponse({ description: 'The learner’s own review' })
  @ApiNotFoundResponse({ description: 'No such visible review, or its course is not visible' })
  @ApiTooManyRequestsResponse({ description: 'Too many votes; see Retry-After' })
  unmarkReviewHelpful(@CurrentUser() user: User, @Param('id', reviewId()) id: number): Promise<HelpfulVoteDto> {
    return this.reviews.markHelpful(user, id, false);
  }
}

@ApiTags('reviews')
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@Controller('admin')
export class ReviewsAdminController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('reviews')
  @ApiOperation({
    summary: 'List reviews for moderation',
    description: 'Every review, hidden ones too, newest first, a page at a time; filter by course and by hidden or visible.',
  })
  @ApiOkResponse({ type: AdminReviewPageDto })
  @ApiBadRequestResponse({ description: 'A filter or page out of range' })
  listAdminReviews(@Query() query: AdminReviewQueryDto): Promise<AdminReviewPageDto> {
    return this.reviews.adminPage(query);
  }

  @Post('reviews/:id/hide')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Hide a review',
    description:
      "Hides the review with a reason (required): it leaves the course page, the course's average and count, and the public pages; its author sees it hidden, with the reason. " +
      'Hiding a hidden review changes its reason.',
  })
  @ApiOkResponse({ type: AdminReviewDto })
  @ApiBadRequestResponse({ description: 'No reason, or one over 500 characters' })
  @ApiNotFoundResponse({ description: 'No such review' })
  hideReview(@Param('id', reviewId()) id: number, @Body() body: HideReviewDto): Promise<AdminReviewDto> {
    return this.reviews.hide(id, body.reason);
  }

  @Post('reviews/:id/unhide')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unhide a review', description: 'Shows a hidden review again and counts it in the average.' })
  @ApiOkResponse({ type: AdminReviewDto })
  @ApiNotFoundResponse({ description: 'No such review' })
  unhideReview(@Param('id', reviewId()) id: number): Promise<AdminReviewDto> {
    return this.reviews.unhide(id);
  }

  @Get('settings')
  @ApiOperation({
    summary: 'Get the academy settings',
    description: "The academy's settings: the share of a course to complete before reviewing it.",
  })
  @ApiOkResponse({ type: AcademySettingsDto })
  getAcademySettings(): Promise<AcademySettingsDto> {
    return this.reviews.settings();
  }

  @Patch('settings')
  @ApiOperation({
    summary: 'Change the academy settings',
    description:
      "Sets the percent (0–100) of a course's lessons a learner must complete before reviewing it. Reviews already written stay.",
  })
  @ApiOkResponse({ type: AcademySettingsDto })
  @ApiBadRequestResponse({ description: 'A percent outside 0–100' })
  updateAcademySettings(@Body() body: UpdateAcademySettingsDto): Promise<AcademySettingsDto> {
    return this.reviews.updateSettings(body.reviewMinProgress);
  }
}
