import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { PageQueryDto } from '../../../common/page-query.dto.js';
import { trimmed } from '../../../common/transforms.js';
import { HIDDEN_REASON_MAX, REVIEW_BODY_MAX } from '../entities/review.entity.js';

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
const RATING = 'Please choose a rating from 1 to 5 stars';
const BODY = `Your review must be at most ${REVIEW_BODY_MAX} characters`;
const REASON = 'Please give a reason for hiding this review';
const PERCENT = 'The share of a course must be a whole percent from 0 to 100';

/** A learner's rating and optional text, to write or change their review. */
export class ReviewInputDto {
  @ApiProperty({ minimum: 1, maximum: 5, example: 5 })
  @IsInt({ message: RATING })
  @Min(1, { message: RATING })
  @Max(5, { message: RATING })
  rating!: number;

  @ApiPropertyOptional({
    maxLength: REVIEW_BODY_MAX,
    description: 'Plain text: any markup is removed. Empty: a rating without a text.',
    example: 'The scorecard templates changed how our panel runs interviews.',
  })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: BODY })
  @MaxLength(REVIEW_BODY_MAX, { message: BODY })
  body?: string;
}

export class ReviewPageQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: REVIEW_SORTS, default: 'newest', description: '`helpful`: most helpful first, then newest' })
  @IsOptional()
  @IsIn(REVIEW_SORTS, { message: `sort must be one of: ${REVIEW_SORTS.join(', ')}` })
  sort: (typeof REVIEW_SORTS)[number] = 'newest';
}

export class AdminReviewQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Only the reviews of this course' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'courseId must be a whole number' })
  @Min(1, { message: 'courseId must be a whole number' })
  @Max(2_147_483_647, { message: 'courseId must be a whole number' })
  courseId?: number;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'true: only hidden reviews; false: only visible ones' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'hidden must be true or false' })
  hidden?: 'true' | 'false';
}

export class HideReviewDto {
  @ApiProperty({ minLength: 1, maxLength: HIDDEN_REASON_MAX, example: 'Shares another learner’s personal details.' })
  @Transform(trimmed)
  @IsString({ message: REASON })
  @MinLength(1, { message: REASON })
  @MaxLength(HIDDEN_REASON_MAX, { message: `The reason must be at most ${HIDDEN_REASON_MAX} characters` })
  reason!: string;
}

/** A review as the course page lists it. */
export class ReviewDto {
  @ApiProperty({ example: 41 }) id!: number;
  @ApiProperty({ example: 12 }) courseId!: number;
  @ApiProperty({ minimum: 1, maximum: 5, example: 5 }) rating!: number;
  @ApiProperty({ description: 'Plain text; show it as text', example: 'Clear, practical and short.' }) body!: string;
  @ApiProperty({ description: "The author's first name and last initial", example: 'Jordan R.' }) authorName!: string;
  @ApiProperty({ example: '2026-03-02T09:30:00.000Z' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, description: 'When the author last edited it; null: never', example: null })
  editedAt!: string | null;
  @ApiProperty({ example: 3 }) helpfulCount!: number;
  @ApiProperty({ description: 'The viewer marked it helpful' }) votedHelpful!: boolean;
  @ApiProperty({ description: "The viewer's own review" }) isOwn!: boolean;
}

export class RatingSummaryDto {
  @ApiProperty({ description: 'Visible reviews', example: 14 }) count!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Average rating to one decimal; null without reviews', example: 4.6 })
  average!: number | null;
}

export class ReviewPageDto {
  @ApiProperty({ type: [ReviewDto] }) items!: ReviewDto[];
  @ApiProperty({ description: 'Visible reviews on every page' }) total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty({ type: RatingSummaryDto }) summary!: RatingSummaryDto;
}

/** The signed-in learner's own review of a course, as only they see it (hidden or not). */
export class OwnReviewDto {
  @ApiProperty({ example: 41 }) id!: number;
  @ApiProperty({ minimum: 1, maximum: 5, example: 4 }) rating!: number;
  @ApiProperty({ example: 'Clear, practical and short.' }) body!: string;
  @ApiProperty({ example: '2026-03-02T09:30:00.000Z' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) editedAt!: string | null;
  @ApiProperty({ example: 0 }) helpfulCount!: number;
  @ApiProperty({ description: 'An admin hid it: it is left out of the course page and the average' }) isHidden!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why an admin hid it' }) hiddenReason!: string | null;
}

/** Whether the signed-in learner may review the course, and their review if they wrote one. */
export class ReviewEligibilityDto {
  @ApiProperty({ description: 'May write a review now (or edit theirs)' }) canReview!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why not, in a sentence; null when they may', example: null })
  reason!: string | null;
  @ApiProperty({ description: "The share of the course's lessons to complete first, 0–100", example: 30 }) requiredProgress!: number;
  @ApiProperty({ description: "The learner's completed share, 0–100", example: 45 }) progress!: number;
  @ApiProperty({ type: OwnReviewDto, nullable: true }) review!: OwnReviewDto | null;
}

export class HelpfulVoteDto {
  @ApiProperty({ example: 4 }) helpfulCount!: number;
  @ApiProperty() votedHelpful!: boolean;
}

/** A review as the admin's moderation list shows it. */
export class AdminReviewDto {
  @ApiProperty({ example: 41 }) id!: number;
  @ApiProperty({ example: 12 }) courseId!: number;
  @ApiProperty({ example: 'Structured Interviewing for Recruiters' }) courseTitle!: string;
  @ApiProperty({ example: 7 }) userId!: number;
  @ApiProperty({ example: 'Jordan Rivera' }) authorName!: string;
  @ApiProperty({ example: 'jordan.rivera@example.com' }) authorEmail!: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating!: number;
  @ApiProperty() body!: string;
  @ApiProperty() helpfulCount!: number;
  @ApiProperty() createdAt!: string;
  @ApiProperty({ type: String, nullable: true }) editedAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) hiddenAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) hiddenReason!: string | null;
}

export class AdminReviewPageDto {
  @ApiProperty({ type: [AdminReviewDto] }) items!: AdminReviewDto[];
  @ApiProperty({ description: 'Reviews matching the filter, on every page' }) total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}

export class AcademySettingsDto {
  @ApiProperty({
    minimum: 0,
    maximum: 100,
    description: "Percent of a course's lessons a learner completes before reviewing it",
    example: 30,
  })
  reviewMinProgress!: number;
}

export class UpdateAcademySettingsDto {
  @ApiProperty({ minimum: 0, maximum: 100, example: 30 })
  @IsInt({ message: PERCENT })
  @Min(0, { message: PERCENT })
  @Max(100, { message: PERCENT })
  reviewMinProgress!: number;
}
