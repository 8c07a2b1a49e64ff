import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { DownloadFilesService } from './download-files.service.js';
import type { DownloadInputDto } from './dto/download-input.dto.js';
import { Download } from './entities/download.entity.js';

@Injectable()
export class DownloadsService {
  constructor(
    private readonly em: EntityManager,
    private readonly files: DownloadFilesService,
  ) {}

  list(): Promise<Download[]> {
    return this.em.find(Download, {}, { orderBy: { category: 'asc', title: 'asc', id: 'asc' } });
  }

  async create(input: DownloadInputDto): Promise<Download> {
    const download = this.em.create(Download, { ...fields(input) });
    await this.em.flush();
    return download;
  }

  async update(id: number, input: DownloadInputDto): Promise<Download> {
    const download = await this.get(id);
    const previousFile = download.fileUrl;
    this.em.assign(download, fields(input));
    await this.em.flush();
    if (previousFile !== download.fileUrl) await this.files.removeIfUnused(previousFile);
    return download;
  }

  async delete(id: number): Promise<void> {
    const download = await this.get(id);
    await this.em.remove(download).flush();
    await this.files.removeIfUnused(download.fileUrl);
  }

  private async get(id: number): Promise<Download> {
    const download = await this.em.findOne(Download, { id });
    if (!download) throw new AppError(ErrorCode.DOWNLOAD_NOT_FOUND, 'Download not found');
    return download;
  }
}

function fields(input: DownloadInputDto): Omit<Download, 'id' | 'createdAt'> {
  return {
    title: input.title,
    description: input.description ?? '',
    fileType: input.fileType,
    fileUrl: input.fileUrl,
    fileName: input.fileName,
    category: input.category ?? 'recruitment-process',
    fileSize: input.fileSize ?? null,
  };
}
