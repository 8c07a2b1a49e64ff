import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { MAX_INTEGER } from '../../../common/validation.js';
import { DOWNLOAD_CATEGORIES, DOWNLOAD_FILE_TYPES, type DownloadCategory, type DownloadFileType } from '../entities/download.entity.js';
import { trimmed } from '../../../common/transforms.js';

const REQUIRED = 'Please fill in all required fields.';
/** Elsewhere on the web, or a file stored by the academy (`/api/download-files/{uuid}`). */
const FILE_URL = /^(https?:\/\/\S+|\/api\/download-files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const required = (max: number, field: string) => ({
  message: ({ value }: { value?: unknown }) => (value ? `${field} must be at most ${max} characters` : REQUIRED),
});

/** POST /api/downloads and PUT /api/downloads/{id}: title, fileUrl, fileType and fileName are required. */
export class DownloadInputDto {
  @ApiProperty()
  @Transform(trimmed)
  @IsString({ message: REQUIRED })
  @Length(1, 200, required(200, 'Title'))
  title!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Description must be text' })
  @MaxLength(5000, { message: 'Description must be at most 5000 characters' })
  description?: string;

  @ApiProperty({ enum: DOWNLOAD_FILE_TYPES })
  @IsIn(DOWNLOAD_FILE_TYPES, { message: REQUIRED })
  fileType!: DownloadFileType;

  @ApiProperty({ description: 'An http(s) address, or the fileUrl of a file uploaded with POST /api/download-files' })
  @Transform(trimmed)
  @IsString({ message: REQUIRED })
  @Length(1, 2048, required(2048, 'File URL'))
  @Matches(FILE_URL, { message: 'File URL must start with http:// or https://, or be an uploaded file' })
  fileUrl!: string;

  @ApiProperty()
  @Transform(trimmed)
  @IsString({ message: REQUIRED })
  @Length(1, 255, required(255, 'File name'))
  fileName!: string;

  @ApiPropertyOptional({ enum: DOWNLOAD_CATEGORIES, default: 'recruitment-process' })
  @IsOptional()
  @IsIn(DOWNLOAD_CATEGORIES, { message: `Category must be one of: ${DOWNLOAD_CATEGORIES.join(', ')}` })
  category?: DownloadCategory;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Bytes' })
  @IsOptional()
  @IsInt({ message: 'File size must be a whole number of bytes' })
  @Min(0, { message: 'File size must be greater than or equal to 0' })
  @Max(MAX_INTEGER, { message: 'File size must be at most 2 GB' })
  fileSize?: number | null;
}
