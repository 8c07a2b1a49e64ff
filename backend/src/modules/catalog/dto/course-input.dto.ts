import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IsOptionalNotNull, MAX_INTEGER } from '../../../common/validation.js';
import { ACCESS_LEVELS, PAYMENT_TYPES, type AccessLevel, type PaymentType } from '../entities/course.entity.js';
import { trimmed } from '../../../common/transforms.js';

const MISSING = 'Please fill in course title and access level.';

/** POST /api/courses. Price is integer cents and only meaningful for paid courses. */
export class CreateCourseDto {
  @ApiProperty()
  @Transform(trimmed)
  @IsString({ message: MISSING })
  @Length(1, 200, { message: ({ value }) => (value ? 'Title must be at most 200 characters' : MISSING) })
  title!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Description must be text' })
  @MaxLength(20000, { message: 'Description must be at most 20000 characters' })
  description?: string;

  @ApiProperty({ enum: ACCESS_LEVELS })
  @IsIn(ACCESS_LEVELS, { message: MISSING })
  accessLevel!: AccessLevel;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'isPaid must be true or false' })
  isPaid?: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Integer cents; required when isPaid' })
  @ValidateIf((course: CreateCourseDto) => course.isPaid === true || (course.price !== null && course.price !== undefined))
  @IsInt({ message: 'Price must be a whole number of cents' })
  @Min(0, { message: 'Price must be greater than or equal to 0' })
  @Max(10_000_000, { message: 'Price must be at most $100,000.00' })
  price?: number | null;

  @ApiPropertyOptional({ enum: PAYMENT_TYPES, default: 'one_time' })
  @IsOptional()
  @IsIn(PAYMENT_TYPES, { message: `Payment type must be one of: ${PAYMENT_TYPES.join(', ')}` })
  paymentType?: PaymentType;

  @ApiPropertyOptional({ description: 'Derived from the title when absent; made unique with a suffix' })
  @IsOptional()
  @IsString({ message: 'Slug must be text' })
  @MaxLength(200, { message: 'Slug must be at most 200 characters' })
  slug?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Minutes' })
  @IsOptional()
  @IsInt({ message: 'Estimated duration must be a whole number of minutes' })
  @Min(0, { message: 'Estimated duration must be greater than or equal to 0' })
  @Max(100_000, { message: 'Estimated duration must be at most 100000 minutes' })
  estimatedDuration?: number | null;

  @ApiPropertyOptional({ type: [Number], description: 'Non-admin users who get access whatever the access level' })
  @IsOptional()
  @IsArray({ message: 'specificUserAccess must be a list of user ids' })
  @ArrayMaxSize(10000)
  @IsInt({ each: true, message: 'specificUserAccess must be a list of user ids' })
  @Max(MAX_INTEGER, { each: true, message: 'specificUserAccess must be a list of user ids' })
  specificUserAccess?: number[];
}

/** PATCH /api/courses/{id}: any subset of the course fields. */
export class UpdateCourseDto {
  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @Transform(trimmed)
  @IsString({ message: 'Title is required' })
  @Length(1, 200, { message: ({ value }) => (value ? 'Title must be at most 200 characters' : 'Title is required') })
  title?: string;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @IsString({ message: 'Description must be text' })
  @MaxLength(20000, { message: 'Description must be at most 20000 characters' })
  description?: string;

  @ApiPropertyOptional({ enum: ACCESS_LEVELS })
  @IsOptionalNotNull()
  @IsIn(ACCESS_LEVELS, { message: `Access level must be one of: ${ACCESS_LEVELS.join(', ')}` })
  accessLevel?: AccessLevel;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @IsBoolean({ message: 'isPaid must be true or false' })
  isPaid?: boolean;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Integer cents' })
  @IsOptional()
  @IsInt({ message: 'Price must be a whole number of cents' })
  @Min(0, { message: 'Price must be greater than or equal to 0' })
  @Max(10_000_000, { message: 'Price must be at most $100,000.00' })
  price?: number | null;

  @ApiPropertyOptional({ enum: PAYMENT_TYPES })
  @IsOptionalNotNull()
  @IsIn(PAYMENT_TYPES, { message: `Payment type must be one of: ${PAYMENT_TYPES.join(', ')}` })
  paymentType?: PaymentType;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Minutes' })
  @IsOptional()
  @IsInt({ message: 'Estimated duration must be a whole number of minutes' })
  @Min(0, { message: 'Estimated duration must be greater than or equal to 0' })
  @Max(100_000, { message: 'Estimated duration must be at most 100000 minutes' })
  estimatedDuration?: number | null;
}
