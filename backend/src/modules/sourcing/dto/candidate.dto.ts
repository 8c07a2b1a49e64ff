import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { QUERY_MAX_LENGTH, SEARCH_FIELDS, type SearchField } from '../public/search-language.js';

/** Cards a page of results holds: learners' searches and the admins' previews. */
export const SEARCH_PAGE_SIZE = 20;
/** An author's preview lists every hit's id up to this many: the most targets an exercise may have. */
export const PREVIEW_HIT_IDS_MAX = 1000;
const QUERY_MESSAGE = `The search string must be at most ${QUERY_MAX_LENGTH} characters`;

/** Where a matched word is in a card's value as written. */
export class HighlightRangeDto {
  @ApiProperty({ enum: ['title', 'company', 'location', 'skills', 'summary'] })
  field!: 'title' | 'company' | 'location' | 'skills' | 'summary';
  @ApiProperty({ description: 'Which skill (from 0) for skills, else 0' }) index!: number;
  @ApiProperty({ description: 'Offset of the first character, from 0' }) start!: number;
  @ApiProperty({ description: 'Offset after the last character' }) end!: number;
}

/** A candidate as a search result shows them. */
export class CandidateCardDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() title!: string;
  @ApiProperty() company!: string;
  @ApiProperty() location!: string;
  @ApiProperty() industry!: string;
  @ApiProperty({ type: [String] }) skills!: string[];
  @ApiProperty({ type: [String] }) languages!: string[];
  @ApiProperty() yearsExperience!: number;
  @ApiProperty() openToWork!: boolean;
  @ApiProperty({ description: 'The first 300 characters of the summary' }) summary!: string;
  @ApiProperty() profileUrl!: string;
  @ApiProperty({ type: [HighlightRangeDto], description: 'The words the search matched, outside any NOT' })
  highlights!: HighlightRangeDto[];
}

export class SearchResultsDto {
  @ApiProperty({ description: 'How many candidates the search string finds' }) total!: number;
  @ApiProperty({ type: [CandidateCardDto], description: 'A page of them, in profile order' }) results!: CandidateCardDto[];
  @ApiProperty({ type: [String], description: 'Notes on the string, e.g. a lowercase "and" taken as an operator' })
  warnings!: string[];
}

/** An author's preview: the results, and every hit's id so the page can count the targets as saving would. */
export class PoolSearchResultsDto extends SearchResultsDto {
  @ApiProperty({
    type: [Number],
    nullable: true,
    description: `Every hit’s id in profile order when there are at most ${PREVIEW_HIT_IDS_MAX} hits (the most targets an exercise may have), else null`,
  })
  hitIds!: number[] | null;
}

/** A search string as a learner runs it. */
export class SearchQueryDto {
  @ApiProperty({ maxLength: QUERY_MAX_LENGTH, example: 'title:"backend engineer" AND (go OR rust) -company:acme' })
  @IsString({ message: 'Type a search string' })
  @MaxLength(QUERY_MAX_LENGTH, { message: QUERY_MESSAGE })
  query!: string;
}

/** The author's preview of a reference query, or a search for profiles to add by hand. */
export class PoolSearchDto extends SearchQueryDto {
  @ApiProperty({ enum: SEARCH_FIELDS, isArray: true, description: 'The fields a term without a field name searches' })
  @IsArray({ message: 'Choose the fields to search' })
  @ArrayMinSize(1, { message: 'Choose at least one field to search' })
  @ArrayUnique({ message: 'Each field may be chosen once' })
  @IsIn(SEARCH_FIELDS, { each: true, message: `Fields must be among ${SEARCH_FIELDS.join(', ')}` })
  fields!: SearchField[];

  @ApiPropertyOptional({ minimum: 0, maximum: 200_000, default: 0, description: `Results to skip (pages of ${SEARCH_PAGE_SIZE})` })
  @IsOptional()
  @IsInt({ message: 'offset must be a whole number from 0 to 200000' })
  @Min(0, { message: 'offset must be a whole number from 0 to 200000' })
  @Max(200_000, { message: 'offset must be a whole number from 0 to 200000' })
  offset?: number;
}

/** `?ids=1,2,3` (at most 100). */
export class ProfileIdsQueryDto {
  @ApiProperty({ type: String, example: '1,2,3', description: 'Up to 100 profile ids, separated by commas' })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',').map((part) => (/^\s*\d{1,10}\s*$/.test(part) ? Number(part) : NaN)) : value,
  )
  @IsArray({ message: 'ids must be profile ids separated by commas' })
  @ArrayMinSize(1, { message: 'Give at least one profile id' })
  @ArrayMaxSize(100, { message: 'Give at most 100 profile ids' })
  @IsInt({ each: true, message: 'ids must be profile ids separated by commas' })
  @Min(1, { each: true, message: 'ids must be profile ids separated by commas' })
  @Max(2_147_483_647, { each: true, message: 'ids must be profile ids separated by commas' })
  ids!: number[];
}
