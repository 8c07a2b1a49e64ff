import { Module } from '@nestjs/common';
import { DownloadFilesController } from './download-files.controller.js';
import { DownloadFilesService } from './download-files.service.js';
import { DownloadsController } from './downloads.controller.js';
import { DownloadsService } from './downloads.service.js';

@Module({
  controllers: [DownloadsController, DownloadFilesController],
  providers: [DownloadsService, DownloadFilesService],
  exports: [DownloadsService],
})
export class DownloadsModule {}
