import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsSortField, TableQueryDto } from '../../../common/table-query.js';
import { DOWNLOAD_CATEGORIES, DOWNLOAD_FILE_TYPES, type DownloadCategory, type DownloadFileType } from '../entities/download.entity.js';
import { DownloadDto } from './download.dto.js';

export const DOWNLOAD_SORT_FIELDS = ['title', 'category', 'fileType', 'fileSize', 'createdAt'] as const;
export type DownloadSortField = (typeof DOWNLOAD_SORT_FIELDS)[number];

/** The admin's Downloads table: search in titles, filter by category and file type, sort, page. */
export class DownloadTableQueryDto extends TableQueryDto {
  @ApiPropertyOptional({ enum: DOWNLOAD_SORT_FIELDS, default: 'createdAt', description: 'The column to sort by (newest first by default)' })
  @IsOptional()
  @IsSortField(DOWNLOAD_SORT_FIELDS)
  sort?: DownloadSortField;

  @ApiPropertyOptional({ enum: DOWNLOAD_CATEGORIES, description: 'Only downloads of this category' })
  @IsOptional()
  @IsIn(DOWNLOAD_CATEGORIES, { message: `category must be one of: ${DOWNLOAD_CATEGORIES.join(', ')}` })
  category?: DownloadCategory;

  @ApiPropertyOptional({ enum: DOWNLOAD_FILE_TYPES, description: 'Only downloads of this file type' })
  @IsOptional()
  @IsIn(DOWNLOAD_FILE_TYPES, { message: `fileType must be one of: ${DOWNLOAD_FILE_TYPES.join(', ')}` })
  fileType?: DownloadFileType;
}

export class DownloadPageDto {
  @ApiProperty({ type: [DownloadDto] }) items!: DownloadDto[];
  @ApiProperty({ description: 'Downloads matching the search and filters, on every page', example: 9 }) total!: number;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) pageSize!: number;
}
