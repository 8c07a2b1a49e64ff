import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsOptionalNotNull, MAX_INTEGER } from '../../../common/validation.js';
import { LESSON_TYPES, VIDEO_PROVIDERS, type LessonType, type VideoProvider } from '../entities/lesson.entity.js';
import { trimmed } from '../../../common/transforms.js';

/** The most days a drip module may wait after a learner's start. */
export const MAX_UNLOCK_DAYS = 365;
const UNLOCK_DAYS = `Unlock after must be a whole number of days from 1 to ${MAX_UNLOCK_DAYS}, or empty`;

const LESSON_MISSING = 'Please fill in lesson title and type.';
/** Download links must be web addresses (or paths on this site), never javascript: or data: URLs. */
const WEB_ADDRESS = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;
const WEB_ADDRESS_MESSAGE = 'Download URL must start with http:// or https://';

export class CreateModuleDto {
  @ApiProperty()
  @Transform(trimmed)
  @IsString({ message: 'Module title is required' })
  @Length(1, 200, { message: ({ value }) => (value ? 'Module title must be at most 200 characters' : 'Module title is required') })
  title!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'Description must be text' })
  @MaxLength(5000, { message: 'Description must be at most 5000 characters' })
  description?: string | null;

  @ApiPropertyOptional({ description: 'Position; defaults to the end' })
  @IsOptional()
  @IsInt({ message: 'Order must be a whole number' })
  @Min(0, { message: 'Order must be greater than or equal to 0' })
  @Max(100_000, { message: 'Order must be at most 100000' })
  order?: number;
}

export class UpdateModuleDto {
  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @Transform(trimmed)
  @IsString({ message: 'Module title is required' })
  @Length(1, 200, { message: ({ value }) => (value ? 'Module title must be at most 200 characters' : 'Module title is required') })
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'Description must be text' })
  @MaxLength(5000, { message: 'Description must be at most 5000 characters' })
  description?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: MAX_UNLOCK_DAYS,
    description:
      "Drip: the module opens this many days after the learner's start (their cohort's start, else their enrolment); null: open from the start",
    example: 7,
  })
  @IsOptional()
  @IsInt({ message: UNLOCK_DAYS })
  @Min(1, { message: UNLOCK_DAYS })
  @Max(MAX_UNLOCK_DAYS, { message: UNLOCK_DAYS })
  unlockAfterDays?: number | null;
}

/** POST /api/modules/{moduleId}/lessons */
export class CreateModuleLessonDto {
  @ApiProperty()
  @Transform(trimmed)
  @IsString({ message: LESSON_MISSING })
  @Length(1, 200, { message: ({ value }) => (value ? 'Lesson title must be at most 200 characters' : LESSON_MISSING) })
  title!: string;

  @ApiPropertyOptional({ description: 'HTML; sanitized' })
  @IsOptional()
  @IsString({ message: 'Description must be text' })
  @MaxLength(100000, { message: 'Description is too long' })
  description?: string;

  @ApiProperty({ enum: LESSON_TYPES })
  @IsIn(LESSON_TYPES, { message: LESSON_MISSING })
  type!: LessonType;

  @ApiPropertyOptional({ description: 'Position; defaults to the end' })
  @IsOptional()
  @IsInt({ message: 'Order must be a whole number' })
  @Min(0, { message: 'Order must be greater than or equal to 0' })
  @Max(100_000, { message: 'Order must be at most 100000' })
  order?: number;

  @ApiPropertyOptional({
    description: 'A free preview that visitors and learners who are not enrolled may open; video and text lessons only',
  })
  @IsOptionalNotNull()
  @IsBoolean({ message: 'isPreview must be true or false' })
  isPreview?: boolean;
}

/** The content fields of a lesson; the server keeps only those of the lesson's type. */
export class LessonContentDto {
  @ApiPropertyOptional({ enum: VIDEO_PROVIDERS, nullable: true })
  @IsOptional()
  @IsIn([...VIDEO_PROVIDERS, null], { message: `Video provider must be one of: ${VIDEO_PROVIDERS.join(', ')}` })
  videoProvider?: VideoProvider | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'An id, or a full YouTube/Vimeo URL (reduced to its id)' })
  @IsOptional()
  @IsString({ message: 'Video ID must be text' })
  @MaxLength(500, { message: 'Video ID is too long' })
  videoId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'Download URL must be text' })
  @MaxLength(2048, { message: 'Download URL is too long' })
  @Matches(WEB_ADDRESS, { message: WEB_ADDRESS_MESSAGE })
  contentUrl?: string | null;
}

/** POST /api/lessons: quick creation from the admin dashboard; goes into the course's last module. */
export class CreateLessonDto extends IntersectionType(CreateModuleLessonDto, LessonContentDto) {
  @ApiProperty()
  @IsInt({ message: 'Course is required' })
  @Max(MAX_INTEGER, { message: 'Course not found' })
  courseId!: number;
}

function toMinutes({ value }: { value: unknown }): number {
  const minutes = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(minutes) && minutes >= 0 ? Math.min(minutes, 100000) : 0;
}

/** PATCH /api/lessons/{id}: the lesson editor's fields; the type cannot change. */
export class UpdateLessonDto extends LessonContentDto {
  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @Transform(trimmed)
  @IsString({ message: 'Title is required' })
  @Length(1, 200, { message: ({ value }) => (value ? 'Lesson title must be at most 200 characters' : 'Title is required') })
  title?: string;

  @ApiPropertyOptional({ description: 'HTML; sanitized' })
  @IsOptionalNotNull()
  @IsString({ message: 'Description must be text' })
  @MaxLength(100000, { message: 'Description is too long' })
  description?: string;

  @ApiPropertyOptional({ enum: LESSON_TYPES, description: 'Must equal the current type' })
  @IsOptionalNotNull()
  @IsIn(LESSON_TYPES, { message: `Lesson type must be one of: ${LESSON_TYPES.join(', ')}` })
  type?: LessonType;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'HTML of a text lesson; sanitized' })
  @IsOptional()
  @IsString({ message: 'Content must be text' })
  @MaxLength(500000, { message: 'Content is too long' })
  content?: string | null;

  @ApiPropertyOptional({ description: 'Minutes; anything that is not a whole number becomes 0' })
  @IsOptional()
  @Transform(toMinutes)
  duration?: number;

  @ApiPropertyOptional({ type: [Object], description: 'Ignored (quizzes are authored with the quiz API)' })
  @IsOptional()
  @IsArray()
  quizQuestions?: unknown[];

  @ApiPropertyOptional({
    description: 'A free preview that visitors and learners who are not enrolled may open; video and text lessons only',
  })
  @IsOptionalNotNull()
  @IsBoolean({ message: 'isPreview must be true or false' })
  isPreview?: boolean;
}

export class SpecificAccessDto {
  @ApiProperty({ type: [Number], description: 'Non-admin users who get access whatever the access level' })
  @IsArray({ message: 'userIds must be a list' })
  @ArrayMaxSize(10000)
  @IsInt({ each: true, message: 'userIds must be whole numbers' })
  @Max(MAX_INTEGER, { each: true, message: 'userIds must be whole numbers' })
  userIds!: number[];
}

export class ReorderDto {
  @ApiProperty({ type: [Number], description: 'Every id, in the new order' })
  @IsArray({ message: 'ids must be a list' })
  @ArrayMaxSize(1000)
  @IsInt({ each: true, message: 'ids must be whole numbers' })
  @Max(MAX_INTEGER, { each: true, message: 'ids must be whole numbers' })
  ids!: number[];
}

export class MoveLessonDto {
  @ApiProperty({ description: 'The module the lesson goes into: the same one or another of its course' })
  @IsInt({ message: 'moduleId must be a whole number' })
  @Min(1, { message: 'moduleId must be a whole number' })
  @Max(MAX_INTEGER, { message: 'moduleId must be a whole number' })
  moduleId!: number;

  @ApiProperty({ description: "The lesson's position among that module's lessons, from 0" })
  @IsInt({ message: 'position must be a whole number' })
  @Min(0, { message: 'position must be 0 or more' })
  @Max(MAX_INTEGER, { message: 'position must be a whole number' })
  position!: number;
}
