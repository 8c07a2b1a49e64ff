import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { QUERY_MAX_LENGTH, SEARCH_FIELDS, type SearchField } from '../../sourcing/public/search-language.js';
import { QUESTION_TYPES, type QuestionType } from '../entities/quiz-question.entity.js';
import { IsOptionalNotNull } from '../../../common/validation.js';
import { ANSWER_MAP_SCHEMA } from './quiz.dto.js';
import { trimmed } from '../../../common/transforms.js';

const EXPLANATION_MAX_LENGTH = 2000;

/** Trimmed plain text: line ends become \n and other control characters go (it is shown as text, never as HTML). */
const plainText = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .replace(/\r\n?/g, '\n')
        // eslint-disable-next-line no-control-regex -- removing control characters is the point
        .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
        .trim()
    : value;

const trimAll = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)) : value;

/** POST /api/quizzes/{id}/submit (docs/product-rules.md#quizzes). `score` is accepted for compatibility and ignored. */
export class SubmitQuizDto {
  @ApiPropertyOptional(ANSWER_MAP_SCHEMA)
  @IsOptionalNotNull()
  @IsObject({ message: 'Answers must be an object of question id to answer' })
  answers?: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'Ignored: the server grades the quiz itself' })
  @IsOptional()
  score?: unknown;
}

export class SaveAnswersDto {
  @ApiProperty(ANSWER_MAP_SCHEMA)
  @IsObject({ message: 'Answers must be an object of question id to answer' })
  answers!: Record<string, unknown>;
}

/** PUT /api/admin/lessons/{lessonId}/quiz */
export class QuizSettingsDto {
  @ApiProperty()
  @Transform(trimmed)
  @IsString({ message: 'Quiz title is required' })
  @Length(1, 200, { message: ({ value }) => (value ? 'Quiz title must be at most 200 characters' : 'Quiz title is required') })
  title!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Description must be text' })
  @MaxLength(5000, { message: 'Description must be at most 5000 characters' })
  description?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Minutes (1-600); null = no limit' })
  @IsOptional()
  @IsInt({ message: 'Time limit must be a whole number of minutes' })
  @Min(1, { message: 'Time limit must be at least 1 minute' })
  @Max(600, { message: 'Time limit must be at most 600 minutes' })
  timeLimit?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Percent (0-100); null = no pass mark' })
  @IsOptional()
  @IsInt({ message: 'Pass mark must be a whole percentage' })
  @Min(0, { message: 'Pass mark must be between 0 and 100' })
  @Max(100, { message: 'Pass mark must be between 0 and 100' })
  passMark?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: '1-100; null = unlimited' })
  @IsOptional()
  @IsInt({ message: 'Maximum attempts must be a whole number' })
  @Min(1, { message: 'Maximum attempts must be at least 1' })
  @Max(100, { message: 'Maximum attempts must be at most 100' })
  maxAttempts?: number | null;

  @ApiPropertyOptional({ description: 'After submitting, learners see the correct answers and explanations; default true' })
  @IsOptional()
  @IsBoolean({ message: 'Allow review must be true or false' })
  allowReview?: boolean;
}

/** A boolean search exercise: the targets are the reference query's hits plus `include`, less `exclude`. */
export class SearchExerciseInputDto {
  @ApiProperty({ description: 'The candidate pool searched' })
  @IsInt({ message: 'Choose a candidate pool' })
  @Min(1, { message: 'Choose a candidate pool' })
  poolId!: number;

  @ApiProperty({ description: `The author's search string (at most ${QUERY_MAX_LENGTH} characters); its hits are the targets` })
  @Transform(trimmed)
  @IsString({ message: 'The reference query is required' })
  @Length(1, QUERY_MAX_LENGTH, {
    message: ({ value }) =>
      value ? `The reference query must be at most ${QUERY_MAX_LENGTH} characters` : 'The reference query is required',
  })
  referenceQuery!: string;

  @ApiProperty({ enum: SEARCH_FIELDS, isArray: true, description: 'Fields a term without a field qualifier searches (at least one)' })
  @IsArray({ message: 'Fields must be a list' })
  @ArrayMinSize(1, { message: 'Choose at least one field to search' })
  @ArrayMaxSize(SEARCH_FIELDS.length, { message: 'Choose each field at most once' })
  @IsIn(SEARCH_FIELDS, { each: true, message: `Fields must be among: ${SEARCH_FIELDS.join(', ')}` })
  fields!: SearchField[];

  @ApiProperty({ description: 'Percent of F1 (1-100) a search string needs for the points' })
  @IsInt({ message: 'The pass threshold must be a whole percentage' })
  @Min(1, { message: 'The pass threshold must be between 1 and 100' })
  @Max(100, { message: 'The pass threshold must be between 1 and 100' })
  passF1!: number;

  @ApiPropertyOptional({ type: [Number], description: "Profiles of the pool added to the reference query's hits" })
  @IsOptional()
  @IsArray({ message: 'Included profiles must be a list of profile ids' })
  @ArrayMaxSize(1000, { message: 'At most 1000 profiles can be added by hand' })
  @IsInt({ each: true, message: 'Included profiles must be a list of profile ids' })
  include?: number[];

  @ApiPropertyOptional({ type: [Number], description: 'Hits of the reference query left out of the targets' })
  @IsOptional()
  @IsArray({ message: 'Excluded profiles must be a list of profile ids' })
  @ArrayMaxSize(1000, { message: 'At most 1000 profiles can be left out by hand' })
  @IsInt({ each: true, message: 'Excluded profiles must be a list of profile ids' })
  exclude?: number[];
}

/** A question. Which of options/correctOptions/acceptedAnswers apply depends on the type (checked by the service). */
export class QuestionInputDto {
  @ApiProperty({ enum: QUESTION_TYPES })
  @IsIn(QUESTION_TYPES, { message: `Question type must be one of: ${QUESTION_TYPES.join(', ')}` })
  type!: QuestionType;

  @ApiProperty()
  @Transform(trimmed)
  @IsString({ message: 'Question text is required' })
  @Length(1, 2000, { message: ({ value }) => (value ? 'Question text must be at most 2000 characters' : 'Question text is required') })
  question!: string;

  @ApiPropertyOptional({ type: [String], description: 'Multiple choice: 2-20 options' })
  @IsOptional()
  @Transform(trimAll)
  @IsArray({ message: 'Options must be a list' })
  @ArrayMaxSize(20, { message: 'A question can have at most 20 options' })
  @IsString({ each: true, message: 'Each option must be text' })
  @Length(1, 500, {
    each: true,
    message: ({ value }) => (value ? 'Each option must be at most 500 characters' : 'Options cannot be empty'),
  })
  options?: string[];

  @ApiPropertyOptional({ type: [Number], description: 'Multiple choice: zero-based indexes of the correct options' })
  @IsOptional()
  @IsArray({ message: 'Correct options must be a list' })
  @IsInt({ each: true, message: 'Correct options must be option numbers' })
  @Min(0, { each: true, message: 'Correct options must be option numbers' })
  correctOptions?: number[];

  @ApiPropertyOptional({ type: [String], description: 'Short answer: accepted answers (case and extra spaces ignored)' })
  @IsOptional()
  @Transform(trimAll)
  @IsArray({ message: 'Accepted answers must be a list' })
  @ArrayMaxSize(20, { message: 'A question can have at most 20 accepted answers' })
  @IsString({ each: true, message: 'Each accepted answer must be text' })
  @Length(1, 500, {
    each: true,
    message: ({ value }) => (value ? 'Each accepted answer must be at most 500 characters' : 'Accepted answers cannot be empty'),
  })
  acceptedAnswers?: string[];

  @ApiPropertyOptional({
    description: `Plain text (at most ${EXPLANATION_MAX_LENGTH} characters) shown with the correct answer after submitting, when the quiz allows review`,
  })
  @IsOptional()
  @Transform(plainText)
  @IsString({ message: 'Explanation must be text' })
  @MaxLength(EXPLANATION_MAX_LENGTH, { message: `Explanation must be at most ${EXPLANATION_MAX_LENGTH} characters` })
  explanation?: string;

  @ApiPropertyOptional({ description: 'Points (1-100); default 1' })
  @IsOptional()
  @IsInt({ message: 'Points must be a whole number' })
  @Min(1, { message: 'Points must be between 1 and 100' })
  @Max(100, { message: 'Points must be between 1 and 100' })
  points?: number;

  @ApiPropertyOptional({ type: SearchExerciseInputDto, description: 'Boolean search: the pool, reference query, fields and threshold' })
  @IsOptionalNotNull()
  @IsObject({ message: 'The search exercise must be an object' })
  @ValidateNested()
  @Type(() => SearchExerciseInputDto)
  search?: SearchExerciseInputDto;
}

export class UpdateQuestionDto extends PartialType(QuestionInputDto) {}

export class ReorderQuestionsDto {
  @ApiProperty({ type: [Number], description: 'Every question id of the quiz, in the new order' })
  @IsArray({ message: 'ids must be a list of question ids' })
  @ArrayMaxSize(500, { message: 'Too many ids' })
  @IsInt({ each: true, message: 'ids must be a list of question ids' })
  ids!: number[];
}

export class GradeAnswerDto {
  @ApiProperty({ description: "Between 0 and the question's points" })
  @IsInt({ message: 'Points must be a whole number' })
  @Min(0, { message: 'Points cannot be negative' })
  points!: number;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString({ message: 'Comment must be text' })
  @MaxLength(2000, { message: 'Comment must be at most 2000 characters' })
  comment?: string | null;
}
