import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsDivisibleBy,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { trimmed } from '../../../common/transforms.js';
import { CREDIT_STEP, HRCI_ACTIVITY_ID, MAX_COURSE_CREDITS, SHRM_ACTIVITY_ID } from '../public/credit-rules.js';

const SHRM_AMOUNT = 'SHRM PDCs must be from 0.25 to 100, in steps of 0.25';
const SHRM_ID =
  'SHRM activity ID must be written as SHRM issued it: the two digits of the year, a hyphen and 5 letters or digits, such as 26-AB3CD';
const HRCI_ID_REQUIRED = 'HRCI activity ID is required with HRCI credits';
const HRCI_ID = 'HRCI activity ID must be the number HRCI issued: 6 to 8 digits, such as 612345';
const CPD_AMOUNT = 'CPD hours must be from 0.25 to 100, in steps of 0.25';
const CPD_BODY = "CPD body name is required with CPD hours: the body's name, 1 to 100 characters, such as CIPD";
const hrciAmount = (category: string) => `HRCI ${category} credits must be from 0 to 100, in steps of 0.25`;

const upperTrimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
/** Digits only: HRCI IDs are sometimes written with spaces. */
const digits = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value);
/** An empty optional ID is no ID. */
const emptyToNull = (value: unknown) => (value === '' ? null : value);

/** A course amount in hundredths: 0.25 to 100 credits in quarters (0 allowed for an HRCI category). */
function Amount(message: string, min: number): PropertyDecorator {
  return applyDecorators(
    IsInt({ message }),
    Min(min, { message }),
    Max(MAX_COURSE_CREDITS, { message }),
    IsDivisibleBy(CREDIT_STEP, { message }),
  );
}

/** The HRCI activity ID: one message, "required" when missing, the format otherwise. */
function HrciActivityId(): PropertyDecorator {
  return ValidateBy({
    name: 'hrciActivityId',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && HRCI_ACTIVITY_ID.test(value),
      defaultMessage: (args) => (typeof args?.value === 'string' ? HRCI_ID : HRCI_ID_REQUIRED),
    },
  });
}

/** A body's credits: an object, or null for none. */
function BodyCredits(type: () => new () => object, body: string): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsObject({ message: `${body} must be an object, or null for no ${body} credits` }),
    ValidateNested(),
    Type(type),
  );
}

export class ShrmCreditsDto {
  @ApiProperty({ description: 'SHRM PDCs in hundredths: 25 to 10000 in steps of 25 (0.25 to 100 PDCs)', example: 300 })
  @Amount(SHRM_AMOUNT, CREDIT_STEP)
  hundredths!: number;

  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    description: "SHRM's activity ID, optional; stored in capitals",
    example: '26-AB3CD',
  })
  @Transform((params) => emptyToNull(upperTrimmed(params)))
  @IsOptional()
  @IsString({ message: SHRM_ID })
  @Matches(SHRM_ACTIVITY_ID, { message: SHRM_ID })
  activityId: string | null = null;
}

export class HrciCreditsDto {
  @ApiProperty({ description: "HRCI's activity ID: 6 to 8 digits", example: '612345' })
  @Transform((params) => emptyToNull(digits(params)))
  @HrciActivityId()
  activityId!: string;

  @ApiProperty({ description: 'General credits in hundredths (0 to 10000, steps of 25)', example: 150 })
  @Amount(hrciAmount('general'), 0)
  general: number = 0;

  @ApiProperty({ description: 'Business credits in hundredths (0 to 10000, steps of 25)', example: 0 })
  @Amount(hrciAmount('business'), 0)
  business: number = 0;

  @ApiProperty({ description: 'Global credits in hundredths (0 to 10000, steps of 25)', example: 0 })
  @Amount(hrciAmount('global'), 0)
  global: number = 0;

  @ApiProperty({ description: 'Ethics credits in hundredths (0 to 10000, steps of 25)', example: 100 })
  @Amount(hrciAmount('ethics'), 0)
  ethics: number = 0;
}

export class CpdCreditsDto {
  @ApiProperty({ description: 'CPD hours in hundredths: 25 to 10000 in steps of 25 (0.25 to 100 hours)', example: 300 })
  @Amount(CPD_AMOUNT, CREDIT_STEP)
  hundredths!: number;

  @ApiProperty({ description: "The CPD body's name", example: 'CIPD', minLength: 1, maxLength: 100 })
  @Transform(trimmed)
  @IsString({ message: CPD_BODY })
  @MinLength(1, { message: CPD_BODY })
  @MaxLength(100, { message: CPD_BODY })
  bodyName!: string;
}

/**
 * A course's continuing-education credits, per body; null for a body the course earns nothing from
 * (docs/product-rules.md#continuing-education-credits). Saving replaces all of them.
 */
export class CourseCreditsDto {
  @ApiProperty({ type: ShrmCreditsDto, nullable: true })
  @BodyCredits(() => ShrmCreditsDto, 'shrm')
  shrm: ShrmCreditsDto | null = null;

  @ApiProperty({ type: HrciCreditsDto, nullable: true, description: 'Credits by HRCI category; together more than 0 and at most 100' })
  @BodyCredits(() => HrciCreditsDto, 'hrci')
  hrci: HrciCreditsDto | null = null;

  @ApiProperty({ type: CpdCreditsDto, nullable: true })
  @BodyCredits(() => CpdCreditsDto, 'cpd')
  cpd: CpdCreditsDto | null = null;
}
