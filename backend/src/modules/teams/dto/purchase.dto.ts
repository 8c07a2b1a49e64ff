import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsString, Length, Max, Min, ValidateNested } from 'class-validator';
import { PAYMENT_TYPES, type PaymentType } from '../../catalog/entities/course.entity.js';
import { MAX_SEAT_TIERS, MAX_SEATS_PER_PURCHASE } from '../seat-pricing.js';

const SEATS = `Choose between 1 and ${MAX_SEATS_PER_PURCHASE} seats`;
const MIN_SEATS = `A discount starts at 2 to ${MAX_SEATS_PER_PURCHASE} seats`;
const DISCOUNT = 'A discount is a whole percentage from 1 to 90';
const TEAM_NAME = 'Give the team a name of 1 to 100 characters';
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A number of seats, 1 to 500. */
function SeatsField(description: string, example: number): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ description, minimum: 1, maximum: MAX_SEATS_PER_PURCHASE, example }),
    IsInt({ message: SEATS }),
    Min(1, { message: SEATS }),
    Max(MAX_SEATS_PER_PURCHASE, { message: SEATS }),
  );
}

export class SeatTierDto {
  @ApiProperty({ description: 'The smallest purchase the discount applies to', minimum: 2, maximum: MAX_SEATS_PER_PURCHASE, example: 5 })
  @IsInt({ message: MIN_SEATS })
  @Min(2, { message: MIN_SEATS })
  @Max(MAX_SEATS_PER_PURCHASE, { message: MIN_SEATS })
  minSeats!: number;

  @ApiProperty({ description: 'Percentage taken off each seat', minimum: 1, maximum: 90, example: 10 })
  @IsInt({ message: DISCOUNT })
  @Min(1, { message: DISCOUNT })
  @Max(90, { message: DISCOUNT })
  discountPercent!: number;
}

export class SeatTiersDto {
  @ApiProperty({
    type: [SeatTierDto],
    maxItems: MAX_SEAT_TIERS,
    description:
      'Every discount of the course (an empty list removes them): each number of seats once, and larger purchases get larger discounts',
    example: [
      { minSeats: 5, discountPercent: 10 },
      { minSeats: 20, discountPercent: 20 },
    ],
  })
  @IsArray({ message: 'tiers must be a list of discounts' })
  @ArrayMaxSize(MAX_SEAT_TIERS, { message: `A course can have at most ${MAX_SEAT_TIERS} discounts` })
  @ValidateNested({ each: true })
  @Type(() => SeatTierDto)
  tiers!: SeatTierDto[];
}

export class SeatQuoteQueryDto {
  @SeatsField('How many seats to price', 5)
  @Type(() => Number)
  seats!: number;
}

export class SeatQuoteDto {
  @ApiProperty({ example: 12 }) courseId!: number;
  @ApiProperty({ example: 5 }) seats!: number;
  @ApiProperty({ description: 'Integer cents per seat, after the discount', example: 4410 })
  unitAmount!: number;
  @ApiProperty({ description: 'The discount this number of seats reaches (0 for none)', example: 10 })
  discountPercent!: number;
  @ApiProperty({ description: 'Integer cents for all the seats: seats × unitAmount (each month, for a monthly course)', example: 22_050 })
  totalAmount!: number;
  @ApiProperty({ example: 'usd' }) currency!: string;
  @ApiProperty({
    enum: PAYMENT_TYPES,
    enumName: 'PaymentType',
    description: 'one_time: paid once; subscription: paid each month',
    example: 'one_time',
  })
  paymentType!: PaymentType;
  @ApiProperty({ type: [SeatTierDto], description: "The course's volume discounts, fewest seats first" })
  tiers!: SeatTierDto[];
}

export class PathSeatQuoteDto {
  @ApiProperty({ example: 4 }) pathId!: number;
  @ApiProperty({ example: 5 }) seats!: number;
  @ApiProperty({ description: 'Integer cents per seat, after the discount', example: 17_910 })
  unitAmount!: number;
  @ApiProperty({ description: 'The discount this number of seats reaches (0 for none)', example: 10 })
  discountPercent!: number;
  @ApiProperty({ description: 'Integer cents for all the seats: seats × unitAmount (each month, for a monthly path)', example: 89_550 })
  totalAmount!: number;
  @ApiProperty({ example: 'usd' }) currency!: string;
  @ApiProperty({
    enum: PAYMENT_TYPES,
    enumName: 'PaymentType',
    description: 'one_time: paid once; subscription: paid each month',
    example: 'one_time',
  })
  paymentType!: PaymentType;
  @ApiProperty({ type: [SeatTierDto], description: "The path's volume discounts, fewest seats first" })
  tiers!: SeatTierDto[];
}

/** A team name of 1 to 100 characters, trimmed. */
function TeamNameField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      description: 'The name of a new team (a purchase for a team the buyer already has adds to it and keeps its name)',
      minLength: 1,
      maxLength: 100,
      example: 'Northwind sourcing team',
    }),
    Transform(trim),
    IsString({ message: TEAM_NAME }),
    Length(1, 100, { message: TEAM_NAME }),
  );
}

export class PathTeamCheckoutDto {
  @ApiProperty({ description: 'The path to buy seats of; the price always comes from the path and its discounts', example: 4 })
  @IsInt({ message: 'pathId must be a whole number' })
  @Min(1, { message: 'pathId must be a whole number' })
  pathId!: number;

  @SeatsField('How many seats to buy', 3)
  seats!: number;

  @TeamNameField()
  teamName!: string;
}

export class TeamCheckoutDto {
  @ApiProperty({ description: 'The course to buy seats of; the price always comes from the course and its discounts', example: 12 })
  @IsInt({ message: 'courseId must be a whole number' })
  @Min(1, { message: 'courseId must be a whole number' })
  courseId!: number;

  @SeatsField('How many seats to buy', 3)
  seats!: number;

  @TeamNameField()
  teamName!: string;
}

export class SubscriptionSeatsDto {
  @SeatsField('How many seats to add to the subscription', 2)
  seats!: number;
}
