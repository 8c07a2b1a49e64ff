import { Module } from '@nestjs/common';
import { AdminDownloadsController } from './admin-downloads.controller.js';
import { DownloadFilesController } from './download-files.controller.js';
import { DownloadFilesService } from './download-files.service.js';
import { DownloadsController } from './downloads.controller.js';
import { DownloadsRepository } from './downloads.repository.js';
import { DownloadsService } from './downloads.service.js';

@Module({
  controllers: [DownloadsController, AdminDownloadsController, DownloadFilesController],
  providers: [DownloadsService, DownloadsRepository, DownloadFilesService],
  exports: [DownloadsService],
})
export class DownloadsModule {}
