import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { rowWindow, substringPattern } from '../../common/table-query.js';
import { DownloadFilesService } from './download-files.service.js';
import type { DownloadPageDto, DownloadTableQueryDto } from './dto/download-table.dto.js';
import { DownloadsRepository } from './downloads.repository.js';
import type { DownloadInputDto } from './dto/download-input.dto.js';
import { Download } from './entities/download.entity.js';

@Injectable()
export class DownloadsService {
  constructor(
    private readonly em: EntityManager,
    private readonly files: DownloadFilesService,
    private readonly repository: DownloadsRepository,
  ) {}

  /** A page of the admin's Downloads table: two statements at most, whatever the page. */
  async tablePage(query: DownloadTableQueryDto): Promise<DownloadPageDto> {
    const filter = { pattern: substringPattern(query.q), category: query.category, fileType: query.fileType };
    const sort = query.sort ?? 'createdAt';
    const order = query.order ?? (sort === 'createdAt' || sort === 'fileSize' ? 'desc' : 'asc');
    const rows = await this.repository.tablePage(filter, sort, order, rowWindow(query));
    const total = rows[0]?.matching ?? (query.page > 1 ? await this.repository.countMatching(filter) : 0);
    const items = rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      fileType: row.file_type,
      fileUrl: row.file_url,
      fileName: row.file_name,
      category: row.category,
      fileSize: row.file_size,
    }));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

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
