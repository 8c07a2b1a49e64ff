import { ApiProperty } from '@nestjs/swagger';
import {
  DOWNLOAD_CATEGORIES,
  DOWNLOAD_FILE_TYPES,
  type Download,
  type DownloadCategory,
  type DownloadFileType,
} from '../entities/download.entity.js';

export class DownloadDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: DOWNLOAD_FILE_TYPES }) fileType!: DownloadFileType;
  @ApiProperty() fileUrl!: string;
  @ApiProperty() fileName!: string;
  @ApiProperty({ enum: DOWNLOAD_CATEGORIES }) category!: DownloadCategory;
  @ApiProperty({ type: Number, nullable: true, description: 'Bytes' }) fileSize!: number | null;

  static from(download: Download): DownloadDto {
    return {
      id: download.id,
      title: download.title,
      description: download.description,
      fileType: download.fileType,
      fileUrl: download.fileUrl,
      fileName: download.fileName,
      category: download.category,
      fileSize: download.fileSize ?? null,
    };
  }
}

export class UploadedDownloadFileDto {
  @ApiProperty({ description: "Use as the download's fileUrl" }) fileUrl!: string;
  @ApiProperty() fileName!: string;
  @ApiProperty({ description: 'Bytes' }) fileSize!: number;
}
