import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { sanitizePlainText } from '../../common/html/sanitize-html.js';
import { percent } from '../../common/percent.js';
import { RateLimiterService, type RateLimit } from '../../common/security/rate-limiter.service.js';
import { Course } from '../catalog/entities/course.entity.js';
import { ratingAverage } from '../catalog/public/rating.js';
import type { Viewer } from '../catalog/public/viewer.js';
import type { User } from '../users/entities/user.entity.js';
import { displayName } from '../users/public/display-name.js';
import { UsersService } from '../users/users.service.js';
import type {
  AdminReviewDto,
  AdminReviewPageDto,
  AdminReviewQueryDto,
  HelpfulVoteDto,
  OwnReviewDto,
  RatingSummaryDto,
  ReviewDto,
  ReviewEligibilityDto,
  ReviewInputDto,
  ReviewPageDto,
  ReviewPageQueryDto,
} from './dto/review.dto.js';
import { AcademySettings } from './entities/academy-settings.entity.js';
import { Review } from './entities/review.entity.js';
import { ReviewsRepository } from './reviews.repository.js';

/** Writing and editing reviews: per learner, per hour. */
export const REVIEW_WRITES_PER_HOUR = 10;
/** Marking reviews helpful (and taking it back): per learner, per hour. */
export const HELPFUL_VOTES_PER_HOUR = 60;

type ReviewRow = Awaited<ReturnType<ReviewsRepository['visibleReviews']>>[number];
type AdminRow = Awaited<ReturnType<ReviewsRepository['adminReviews']>>[number];
type ReviewerState = NonNullable<Awaited<ReturnType<ReviewsRepository['reviewerState']>>>;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** How a review's author is named to other learners: first name and last initial, never the e-mail address. */
export function publicAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return initial ? `${initial}.` : 'Learner';
  return initial ? `${first} ${initial}.` : first;
}

/**
 * Course reviews (docs/product-rules.md#reviews-and-ratings): an enrolled learner who completed the
 * academy's share of a course rates it once and may edit it; other learners mark reviews helpful;
 * admins hide and unhide them. The course row keeps the count and rating total of its visible reviews,
 * changed with the course row locked in the transaction of every change, so the catalogue shows
 * averages without reading reviews.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: ReviewsRepository,
    private readonly rateLimiter: RateLimiterService,
    users: UsersService,
  ) {
    users.onUserRemoval((em, userId) => this.forgetUser(em, userId));
  }

  /** A removed user's reviews leave their courses' ratings, and their helpful votes leave the counts. */
  private async forgetUser(em: EntityManager, userId: number): Promise<void> {
    const courseIds = await this.repository.removeUserReviewsAndVotes(userId);
    // A learner reviews a handful of courses at most: each is recounted under its own lock, as a review change is.
    for (const courseId of new Set(courseIds)) {
      const course = await lockCourse(em, courseId);
      if (course) await this.refreshRating(em, course);
    }
  }

  /** GET /api/courses/:id/reviews: a page of the visible reviews and the course's rating summary. */
  async page(viewer: Viewer, courseId: number, query: ReviewPageQueryDto): Promise<ReviewPageDto> {
    const { page, pageSize, sort } = query;
    const [course, rows] = await Promise.all([
      this.repository.visibleCourseRating(viewer, courseId),
      this.repository.visibleReviews(courseId, viewer?.id ?? null, sort, { limit: pageSize, offset: (page - 1) * pageSize }),
    ]);
    if (!course) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    return {
      items: rows.map((row) => toReview(row, viewer?.id ?? null)),
      total: course.rating_count,
      page,
      pageSize,
      summary: summaryOf(course.rating_count, course.rating_sum),
    };
  }

  /** Whether the learner may review the course now, and their review (hidden or not). */
  async eligibility(user: User, courseId: number): Promise<ReviewEligibilityDto> {
    const state = await this.repository.reviewerState(viewerOfUser(user), courseId);
    if (!state) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    const refusal = refusalOf(state);
    return {
      canReview: refusal === null,
      reason: refusal?.message ?? null,
      requiredProgress: state.review_min_progress,
      progress: progressOf(state),
      review: state.review_id === null ? null : toOwnReview(state),
    };
  }

  async create(user: User, courseId: number, input: ReviewInputDto): Promise<OwnReviewDto> {
    await this.rateLimiter.consume(reviewWrites(user), 'review changes');
    return this.em.transactional(async (em) => {
      const course = await lockCourse(em, courseId);
      const state = await this.repository.reviewerState(viewerOfUser(user), courseId);
      if (!course || !state) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
      const refusal = refusalOf(state);
      if (refusal) throw refusal;
      if (state.review_id !== null)
        throw new AppError(ErrorCode.REVIEW_EXISTS, 'You have already reviewed this course. Edit your review instead.');
      const review = em.create(Review, { user: user.id, course: courseId, rating: input.rating, body: sanitizePlainText(input.body) });
      await em.flush();
      await this.refreshRating(em, course);
      return ownReview(review);
    });
  }

  /** The author changes their rating and text; a hidden review stays hidden until an admin unhides it. */
  async update(user: User, reviewId: number, input: ReviewInputDto): Promise<OwnReviewDto> {
    await this.rateLimiter.consume(reviewWrites(user), 'review changes');
    return this.em.transactional(async (em) => {
      const review = await this.ownReviewFor(user, reviewId);
      const course = await lockCourse(em, review.course_id);
      if (!course) throw new AppError(ErrorCode.REVIEW_NOT_FOUND, 'Review not found');
      const entity = await em.findOneOrFail(Review, reviewId);
      entity.rating = input.rating;
      entity.body = sanitizePlainText(input.body);
      entity.editedAt = new Date();
      await em.flush();
      await this.refreshRating(em, course);
      return ownReview(entity);
    });
  }

  async markHelpful(user: User, reviewId: number, helpful: boolean): Promise<HelpfulVoteDto> {
    await this.rateLimiter.consume({ key: `review-helpful:user:${user.id}`, limit: HELPFUL_VOTES_PER_HOUR, windowSeconds: 3600 }, 'votes');
    const review = await this.repository.reviewForViewer(viewerOfUser(user), reviewId);
    if (!review || review.hidden_at !== null) throw new AppError(ErrorCode.REVIEW_NOT_FOUND, 'Review not found');
    if (review.user_id === user.id) throw new AppError(ErrorCode.REVIEW_OWN_HELPFUL, 'You cannot mark your own review as helpful.');
    const count = helpful
      ? await this.repository.addHelpfulVote(reviewId, user.id)
      : await this.repository.removeHelpfulVote(reviewId, user.id);
    // No count back: the vote was already as asked (marked twice, or taken back without one).
    return { helpfulCount: count ?? review.helpful_count, votedHelpful: helpful };
  }

  async adminPage(query: AdminReviewQueryDto): Promise<AdminReviewPageDto> {
    const { page, pageSize } = query;
    const filter = { courseId: query.courseId ?? null, hidden: query.hidden === undefined ? null : query.hidden === 'true' };
    const [rows, total] = await Promise.all([
      this.repository.adminReviews(filter, { limit: pageSize, offset: (page - 1) * pageSize }),
      this.repository.countAdminReviews(filter),
    ]);
    return { items: rows.map(toAdminReview), total, page, pageSize };
  }

  /** Hides a review (or changes the reason of a hidden one): it leaves the course page and the average; its author sees why. */
  hide(reviewId: number, reason: string): Promise<AdminReviewDto> {
    return this.moderate(reviewId, (review) => {
      review.hiddenAt ??= new Date();
      review.hiddenReason = reason;
    });
  }

  unhide(reviewId: number): Promise<AdminReviewDto> {
    return this.moderate(reviewId, (review) => {
      review.hiddenAt = null;
      review.hiddenReason = null;
    });
  }

  async settings(): Promise<{ reviewMinProgress: number }> {
    const row = await this.repository.settings();
    return { reviewMinProgress: row.review_min_progress };
  }

  async updateSettings(reviewMinProgress: number): Promise<{ reviewMinProgress: number }> {
    const settings = await this.em.findOneOrFail(AcademySettings, 1);
    settings.reviewMinProgress = reviewMinProgress;
    await this.em.flush();
    return { reviewMinProgress: settings.reviewMinProgress };
  }

  private async moderate(reviewId: number, change: (review: Review) => void): Promise<AdminReviewDto> {
    await this.em.transactional(async (em) => {
      const found = await em.findOne(Review, reviewId, { fields: ['course'] });
      if (!found) throw new AppError(ErrorCode.REVIEW_NOT_FOUND, 'Review not found');
      const course = await em.findOneOrFail(Course, found.course.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const review = await em.findOneOrFail(Review, reviewId, { refresh: true });
      change(review);
      await em.flush();
      await this.refreshRating(em, course);
    });
    const [row] = await this.repository.adminReviewById(reviewId);
    return toAdminReview(row);
  }

  /** The learner's own review (else 404 when there is none they may see, 403 when it is another's). */
  private async ownReviewFor(user: User, reviewId: number) {
    const review = await this.repository.reviewForViewer(viewerOfUser(user), reviewId);
    if (!review) throw new AppError(ErrorCode.REVIEW_NOT_FOUND, 'Review not found');
    if (review.user_id !== user.id) throw new AppError(ErrorCode.REVIEW_NOT_YOURS, 'You can only edit your own review.');
    return review;
  }

  /** Sets the locked course's rating count and total from its visible reviews; the catalogue hears of it on commit. */
  private async refreshRating(em: EntityManager, course: Course): Promise<void> {
    const totals = await this.repository.visibleRatingTotals(course.id);
    if (course.ratingCount === totals.count && course.ratingSum === totals.sum) return;
    course.ratingCount = totals.count;
    course.ratingSum = totals.sum;
    await em.flush();
  }
}

function viewerOfUser(user: User): NonNullable<Viewer> {
  return { id: user.id, role: user.role };
}

function lockCourse(em: EntityManager, courseId: number): Promise<Course | null> {
  return em.findOne(Course, { id: courseId, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

function reviewWrites(user: User): RateLimit {
  return { key: `review-write:user:${user.id}`, limit: REVIEW_WRITES_PER_HOUR, windowSeconds: 3600 };
}

function progressOf(state: ReviewerState): number {
  return percent({ completed: state.completed_lessons, total: state.lesson_count });
}

/** Why the learner may not review the course (null: they may); an existing review may always be edited. */
function refusalOf(state: ReviewerState): AppError | null {
  if (state.review_id !== null) return null;
  if (!state.is_enrolled) return new AppError(ErrorCode.REVIEW_NOT_ENROLLED, 'Enrol in this course to review it.');
  const progress = progressOf(state);
  if (progress < state.review_min_progress)
    return new AppError(
      ErrorCode.REVIEW_PROGRESS_TOO_LOW,
      `Complete at least ${state.review_min_progress}% of this course to review it. You have completed ${progress}%.`,
    );
  return null;
}

function summaryOf(count: number, sum: number): RatingSummaryDto {
  return { count, average: ratingAverage(count, sum) };
}

function toReview(row: ReviewRow, viewerId: number | null): ReviewDto {
  return {
    id: row.id,
    courseId: row.course_id,
    rating: row.rating,
    body: row.body,
    authorName: publicAuthorName(row.first_name, row.last_name),
    createdAt: iso(row.created_at),
    editedAt: isoOrNull(row.edited_at),
    helpfulCount: row.helpful_count,
    votedHelpful: row.voted_helpful,
    isOwn: row.user_id === viewerId,
  };
}

function toOwnReview(state: ReviewerState): OwnReviewDto {
  return {
    id: state.review_id!,
    rating: state.rating!,
    body: state.body!,
    createdAt: iso(state.created_at!),
    editedAt: isoOrNull(state.edited_at),
    helpfulCount: state.helpful_count!,
    isHidden: state.hidden_at !== null,
    hiddenReason: state.hidden_reason,
  };
}

function ownReview(review: Review): OwnReviewDto {
  return {
    id: review.id,
    rating: review.rating,
    body: review.body,
    createdAt: iso(review.createdAt),
    editedAt: isoOrNull(review.editedAt ?? null),
    helpfulCount: review.helpfulCount,
    isHidden: review.hiddenAt != null,
    hiddenReason: review.hiddenReason ?? null,
  };
}

function toAdminReview(row: AdminRow): AdminReviewDto {
  return {
    id: row.id,
    courseId: row.course_id,
    courseTitle: row.course_title,
    userId: row.user_id,
    authorName: displayName({ firstName: row.first_name, lastName: row.last_name, email: row.email }),
    authorEmail: row.email,
    rating: row.rating,
    body: row.body,
    helpfulCount: row.helpful_count,
    createdAt: iso(row.created_at),
    editedAt: isoOrNull(row.edited_at),
    hiddenAt: isoOrNull(row.hidden_at),
    hiddenReason: row.hidden_reason,
  };
}
