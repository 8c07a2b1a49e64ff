import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;
const CODE_MESSAGE = 'code must be 3 to 40 letters, digits, hyphens or underscores';

export class CreateCouponDto {
  @ApiProperty({ description: 'What buyers type; stored in upper case and matched case-insensitively', example: 'SPRING25' })
  @IsString({ message: CODE_MESSAGE })
  @Matches(COUPON_CODE_PATTERN, { message: CODE_MESSAGE })
  code!: string;

  @ApiPropertyOptional({ description: 'Percent off the price, 1 to 99 (give this or amountOff)', example: 25 })
  @IsOptional()
  @IsInt({ message: 'percentOff must be a whole number from 1 to 99' })
  @Min(1, { message: 'percentOff must be a whole number from 1 to 99' })
  @Max(99, { message: 'percentOff must be a whole number from 1 to 99' })
  percentOff?: number;

  @ApiPropertyOptional({ description: 'Integer cents off the price (give this or percentOff)', example: 1000 })
  @IsOptional()
  @IsInt({ message: 'amountOff must be a whole number of cents from 1 to 99999999' })
  @Min(1, { message: 'amountOff must be a whole number of cents from 1 to 99999999' })
  @Max(99_999_999, { message: 'amountOff must be a whole number of cents from 1 to 99999999' })
  amountOff?: number;

  @ApiProperty({ description: 'True: every paid course; false: only the courses in courseIds', example: false })
  @IsBoolean({ message: 'allCourses must be true or false' })
  allCourses!: boolean;

  @ApiPropertyOptional({ type: [Number], description: 'The courses it applies to (1 to 100) when allCourses is false', example: [12] })
  @IsOptional()
  @IsArray({ message: 'courseIds must be a list of course ids' })
  @ArrayMaxSize(100, { message: 'courseIds can list at most 100 courses' })
  @ArrayUnique({ message: 'courseIds must not repeat a course' })
  @IsInt({ each: true, message: 'courseIds must be a list of course ids' })
  @Min(1, { each: true, message: 'courseIds must be a list of course ids' })
  @Max(2_147_483_647, { each: true, message: 'courseIds must be a list of course ids' })
  courseIds?: number[];

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'When it stops working (in the future)',
    example: '2026-12-31T23:59:59Z',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'expiresAt must be a date and time' })
  expiresAt?: string;

  @ApiPropertyOptional({ description: 'How many payments may use it in all', example: 100 })
  @IsOptional()
  @IsInt({ message: 'maxRedemptions must be a whole number from 1 to 1000000' })
  @Min(1, { message: 'maxRedemptions must be a whole number from 1 to 1000000' })
  @Max(1_000_000, { message: 'maxRedemptions must be a whole number from 1 to 1000000' })
  maxRedemptions?: number;
}

export class CouponCourseDto {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Offer Negotiation' }) title!: string;
}

export const COUPON_STATES = ['active', 'disabled', 'expired', 'used_up'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export class CouponDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'SPRING25' }) code!: string;
  @ApiProperty({ type: Number, nullable: true, example: 25 }) percentOff!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Integer cents', example: null }) amountOff!: number | null;
  @ApiProperty({ example: false }) allCourses!: boolean;
  @ApiProperty({ type: [CouponCourseDto], description: 'The courses it applies to; empty when allCourses' })
  courses!: CouponCourseDto[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 100 }) maxRedemptions!: number | null;
  @ApiProperty({ description: 'Payments with it that succeeded', example: 4 }) timesRedeemed!: number;
  @ApiProperty({ enum: COUPON_STATES, description: 'disabled by an admin, past its expiry, or its redemptions all used' })
  state!: CouponState;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: string;
}

export class CouponQuoteRequestDto {
  @ApiProperty({ example: 12 })
  @IsInt({ message: 'courseId must be a whole number' })
  @Min(1, { message: 'courseId must be a whole number' })
  @Type(() => Number)
  courseId!: number;

  @ApiProperty({ example: 'SPRING25' })
  @IsString({ message: 'Enter a code of 3 to 40 letters, digits, hyphens or underscores' })
  @Matches(COUPON_CODE_PATTERN, { message: 'Enter a code of 3 to 40 letters, digits, hyphens or underscores' })
  code!: string;
}

export class CouponQuoteDto {
  @ApiProperty({ description: 'The code, in upper case', example: 'SPRING25' }) code!: string;
  @ApiProperty({ description: "The course's price, integer cents", example: 4900 }) originalAmount!: number;
  @ApiProperty({ description: 'Integer cents off', example: 1225 }) discountAmount!: number;
  @ApiProperty({ description: 'What the buyer pays, integer cents', example: 3675 }) amount!: number;
  @ApiProperty({ description: 'The discount in words', example: '25% off' }) label!: string;
}
