import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsString, Length, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { trimmed } from '../../../common/transforms.js';
import { IsOptionalNotNull, MAX_INTEGER } from '../../../common/validation.js';

export const MAX_CREDENTIALS = 12;
export const MAX_LINKS = 8;
export const MAX_COURSE_INSTRUCTORS = 10;
/** An absolute http(s) address with a host: no javascript:, data: or relative links on a public page. */
const HTTP_URL = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#][^\s]*)?$/i;
const HTTP_URL_MESSAGE = 'Each link must be a web address starting with http:// or https://';

export class InstructorLinkDto {
  @ApiProperty({ example: 'LinkedIn' })
  @Transform(trimmed)
  @IsString({ message: 'Each link needs a label' })
  @Length(1, 60, { message: ({ value }) => (value ? 'A link label must be at most 60 characters' : 'Each link needs a label') })
  label!: string;

  @ApiProperty({ example: 'https://www.linkedin.com/in/dana-whitfield' })
  @Transform(trimmed)
  @IsString({ message: HTTP_URL_MESSAGE })
  @MaxLength(500, { message: 'A link must be at most 500 characters' })
  @Matches(HTTP_URL, { message: HTTP_URL_MESSAGE })
  url!: string;
}

/** An instructor as everyone sees them on a course page. */
export class InstructorDto {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'Dana Whitfield' }) name!: string;
  @ApiProperty({ example: 'Head of Talent Acquisition', description: 'Empty when not given' }) title!: string;
  @ApiProperty({ example: 'Dana has hired for fast-growing teams for fifteen years.', description: 'Plain text' }) bio!: string;
  @ApiProperty({ type: [String], example: ['SHRM-SCP'] }) credentials!: string[];
  @ApiProperty({ type: [InstructorLinkDto] }) links!: InstructorLinkDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A 400×400 WebP; null: none',
    example: '/api/instructor-photos/5e0c7a1f9b3d42e8a6c1d0f7b2e9a4c3.webp',
  })
  photoUrl!: string | null;
}

/** The optional fields of an instructor, for creating and changing one. */
class InstructorFieldsDto {
  @ApiPropertyOptional({ example: 'Head of Talent Acquisition' })
  @IsOptionalNotNull()
  @Transform(trimmed)
  @IsString({ message: 'Title must be text' })
  @MaxLength(160, { message: 'Title must be at most 160 characters' })
  title?: string;

  @ApiPropertyOptional({ description: 'Plain text' })
  @IsOptionalNotNull()
  @Transform(trimmed)
  @IsString({ message: 'Bio must be text' })
  @MaxLength(5000, { message: 'Bio must be at most 5000 characters' })
  bio?: string;

  @ApiPropertyOptional({ type: [String], maxItems: MAX_CREDENTIALS, example: ['SHRM-SCP', 'PHR'] })
  @IsOptionalNotNull()
  @IsArray({ message: 'Credentials must be a list' })
  @ArrayMaxSize(MAX_CREDENTIALS, { message: `At most ${MAX_CREDENTIALS} credentials` })
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value,
  )
  @IsString({ each: true, message: 'Each credential must be text' })
  @Length(1, 60, { each: true, message: 'Each credential must be 1 to 60 characters' })
  credentials?: string[];

  @ApiPropertyOptional({ type: [InstructorLinkDto], maxItems: MAX_LINKS })
  @IsOptionalNotNull()
  @IsArray({ message: 'Links must be a list' })
  @ArrayMaxSize(MAX_LINKS, { message: `At most ${MAX_LINKS} links` })
  @ValidateNested({ each: true })
  @Type(() => InstructorLinkDto)
  links?: InstructorLinkDto[];
}

/** POST /api/instructors */
export class CreateInstructorDto extends InstructorFieldsDto {
  @ApiProperty({ example: 'Dana Whitfield' })
  @Transform(trimmed)
  @IsString({ message: 'Name is required' })
  @Length(1, 120, { message: ({ value }) => (value ? 'Name must be at most 120 characters' : 'Name is required') })
  name!: string;
}

/** PATCH /api/instructors/{id}: the fields given change. */
export class UpdateInstructorDto extends InstructorFieldsDto {
  @ApiPropertyOptional({ example: 'Dana Whitfield' })
  @IsOptionalNotNull()
  @Transform(trimmed)
  @IsString({ message: 'Name is required' })
  @Length(1, 120, { message: ({ value }) => (value ? 'Name must be at most 120 characters' : 'Name is required') })
  name?: string;
}

/** PUT /api/courses/{id}/instructors */
export class CourseInstructorsDto {
  @ApiProperty({
    type: [Number],
    maxItems: MAX_COURSE_INSTRUCTORS,
    description: "The course's instructors in the order shown (an empty list removes them)",
  })
  @IsArray({ message: 'instructorIds must be a list' })
  @ArrayMaxSize(MAX_COURSE_INSTRUCTORS, { message: `A course can have at most ${MAX_COURSE_INSTRUCTORS} instructors` })
  @IsInt({ each: true, message: 'instructorIds must be whole numbers' })
  @Min(1, { each: true, message: 'instructorIds must be whole numbers' })
  @Max(MAX_INTEGER, { each: true, message: 'instructorIds must be whole numbers' })
  instructorIds!: number[];
}
