import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from './page-query.dto.js';
import { trimmed } from './transforms.js';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * `?q=&order=&page=&pageSize=` of an admin table: a search text, a sort direction and the page.
 * Each table adds its own `sort` (with `sortField`) and filters.
 */
export class TableQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the text to find (case-insensitive substring)', maxLength: 200 })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'q must be text' })
  @MaxLength(200, { message: 'q must be at most 200 characters' })
  q?: string;

  @ApiPropertyOptional({ enum: SORT_ORDERS, description: 'Sort direction; each table has its own default' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'order must be asc or desc' })
  order?: SortOrder;
}

/** Validates a table's `sort` parameter against its columns, with a message that lists them. */
export function IsSortField(fields: readonly string[]): PropertyDecorator {
  return IsIn(fields, { message: `sort must be one of: ${fields.join(', ')}` });
}

/** `?verified=true|false`: the two words become booleans; anything else is left for the validator to refuse. */
export const booleanWord = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** An ILIKE pattern matching `text` anywhere (its `%`, `_` and `\` taken literally); null for no or blank text. */
export function substringPattern(text: string | undefined): string | null {
  const trimmedText = text?.trim();
  return trimmedText ? `%${trimmedText.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
}

/** A page of rows: `limit` rows after skipping `offset`. */
export interface RowWindow {
  limit: number;
  offset: number;
}

export function rowWindow({ page, pageSize }: { page: number; pageSize: number }): RowWindow {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
