import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { trimmed } from '../../../common/transforms.js';
import { IsOptionalNotNull, MAX_INTEGER } from '../../../common/validation.js';
import { PATH_DESCRIPTION_MAX, PATH_LEVEL_MAX, PATH_TITLE_MAX } from '../entities/learning-path.entity.js';

/** The most steps a path may have. */
export const MAX_PATH_STEPS = 30;
const TITLE = 'Title is required';
const LEVEL = 'Level is required, for example Foundation, Practitioner or Expert';
const CERTIFICATE = 'Certificate title is required';
const DESCRIPTION = `Description must be at most ${PATH_DESCRIPTION_MAX} characters`;
const STEP_TARGET = 'Each step needs a course or a lesson (one of them, not both)';
const ID = 'must be a whole number';

const TextLength = (min: number, max: number, required: string, label: string) =>
  Length(min, max, {
    message: ({ value }) => (typeof value === 'string' && value.length > 0 ? `${label} must be at most ${max} characters` : required),
  });

/** The text fields of a path, all optional: for changing a path. */
export class UpdatePathDto {
  @ApiPropertyOptional({ maxLength: PATH_TITLE_MAX, example: 'Certified Recruiter: Practitioner' })
  @IsOptionalNotNull()
  @Transform(trimmed)
  @IsString({ message: TITLE })
  @TextLength(1, PATH_TITLE_MAX, TITLE, 'Title')
  title?: string;

  @ApiPropertyOptional({ maxLength: PATH_DESCRIPTION_MAX, description: 'Plain text: any markup is removed' })
  @IsOptionalNotNull()
  @Transform(trimmed)
  @IsString({ message: DESCRIPTION })
  @MaxLength(PATH_DESCRIPTION_MAX, { message: DESCRIPTION })
  description?: string;

  @ApiPropertyOptional({ maxLength: PATH_LEVEL_MAX, example: 'Practitioner' })
  @IsOptionalNotNull()
  @Transform(trimmed)
  @IsString({ message: LEVEL })
  @TextLength(1, PATH_LEVEL_MAX, LEVEL, 'Level')
  levelLabel?: string;

  @ApiPropertyOptional({ maxLength: PATH_TITLE_MAX, example: 'Certified Recruiter — Practitioner' })
  @IsOptionalNotNull()
  @Transform(trimmed)
  @IsString({ message: CERTIFICATE })
  @TextLength(1, PATH_TITLE_MAX, CERTIFICATE, 'Certificate title')
  certificateTitle?: string;
}

/** POST /api/admin/paths: a new path, unpublished and without steps. */
export class CreatePathDto {
  @ApiProperty({ maxLength: PATH_TITLE_MAX, example: 'Certified Recruiter: Practitioner' })
  @Transform(trimmed)
  @IsString({ message: TITLE })
  @TextLength(1, PATH_TITLE_MAX, TITLE, 'Title')
  title!: string;

  @ApiPropertyOptional({ maxLength: PATH_DESCRIPTION_MAX, description: 'Plain text: any markup is removed' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: DESCRIPTION })
  @MaxLength(PATH_DESCRIPTION_MAX, { message: DESCRIPTION })
  description?: string;

  @ApiProperty({ maxLength: PATH_LEVEL_MAX, example: 'Practitioner' })
  @Transform(trimmed)
  @IsString({ message: LEVEL })
  @TextLength(1, PATH_LEVEL_MAX, LEVEL, 'Level')
  levelLabel!: string;

  @ApiProperty({ maxLength: PATH_TITLE_MAX, example: 'Certified Recruiter — Practitioner' })
  @Transform(trimmed)
  @IsString({ message: CERTIFICATE })
  @TextLength(1, PATH_TITLE_MAX, CERTIFICATE, 'Certificate title')
  certificateTitle!: string;
}

/** One step of a path's new list: a course, or a practice or sourcing lesson. */
export class PathStepInputDto {
  @ApiPropertyOptional({ description: 'A course step: the course. Give either courseId or lessonId.', example: 3 })
  @ValidateIf((step: PathStepInputDto) => step.courseId !== undefined || step.lessonId === undefined)
  @IsInt({ message: STEP_TARGET })
  @Min(1, { message: `courseId ${ID}` })
  @Max(MAX_INTEGER, { message: `courseId ${ID}` })
  courseId?: number;

  @ApiPropertyOptional({
    description: 'A lesson step: a practice conversation or a sourcing (Boolean search) quiz lesson. Give either courseId or lessonId.',
    example: 41,
  })
  @ValidateIf((step: PathStepInputDto) => step.lessonId !== undefined || step.courseId === undefined)
  @IsInt({ message: STEP_TARGET })
  @Min(1, { message: `lessonId ${ID}` })
  @Max(MAX_INTEGER, { message: `lessonId ${ID}` })
  lessonId?: number;

  @ApiPropertyOptional({ default: true, description: 'Completing the path waits for a required step' })
  @IsOptional()
  @IsBoolean({ message: 'isRequired must be true or false' })
  isRequired?: boolean;

  @ApiPropertyOptional({
    type: [Number],
    maxItems: MAX_PATH_STEPS,
    description: 'The steps (their places in this list, 0 first) that must be complete before this one unlocks',
    example: [0],
  })
  @IsOptional()
  @IsArray({ message: 'prerequisiteIndexes must be a list' })
  @ArrayMaxSize(MAX_PATH_STEPS, { message: `A step can have at most ${MAX_PATH_STEPS} prerequisites` })
  @ArrayUnique({ message: 'A step lists each prerequisite once' })
  @IsInt({ each: true, message: `prerequisiteIndexes ${ID}s from 0` })
  @Min(0, { each: true, message: `prerequisiteIndexes ${ID}s from 0` })
  @Max(MAX_INTEGER, { each: true, message: `prerequisiteIndexes ${ID}s from 0` })
  prerequisiteIndexes?: number[];
}

/** PUT /api/admin/paths/{id}/steps: the path's whole list of steps, in order. */
export class PathStepsInputDto {
  @ApiProperty({ type: [PathStepInputDto], maxItems: MAX_PATH_STEPS })
  @IsArray({ message: 'steps must be a list' })
  @ArrayMaxSize(MAX_PATH_STEPS, { message: `A path can have at most ${MAX_PATH_STEPS} steps` })
  @ValidateNested({ each: true })
  @Type(() => PathStepInputDto)
  steps!: PathStepInputDto[];
}

/** PUT /api/admin/paths/order: every path, in the catalogue's new order. */
export class ReorderPathsDto {
  @ApiProperty({ type: [Number], description: 'Every path’s id, each once, first shown first', example: [2, 1, 3] })
  @IsArray({ message: 'pathIds must be a list' })
  @ArrayMaxSize(1000, { message: 'pathIds lists too many paths' })
  @ArrayUnique({ message: 'pathIds lists a path twice' })
  @IsInt({ each: true, message: `pathIds ${ID}s` })
  @Min(1, { each: true, message: `pathIds ${ID}s` })
  @Max(MAX_INTEGER, { each: true, message: `pathIds ${ID}s` })
  pathIds!: number[];
}
