import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { FileReader } from '../../common/uploads/multipart-file.js';
import { checkUpload } from '../../common/uploads/upload-policy.js';
import type { UploadedDownloadFileDto } from './dto/download.dto.js';

export const DOWNLOAD_FILE_PATH = '/api/download-files/';
/** An upload the admin never saved into a download (a cancelled dialog) is removed after a day. */
const ORPHAN_HOURS = 24;

export interface StoredFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** Files uploaded for the download library, stored in PostgreSQL and served to signed-in users. */
@Injectable()
export class DownloadFilesService {
  constructor(private readonly em: EntityManager) {}

  async store(read: FileReader): Promise<UploadedDownloadFileDto> {
    const file = await read();
    const accepted = checkUpload(file.fileName, file.mimeType, file.data);
    const id = randomUUID();
    await this.connection().execute(
      `insert into download_files (id, file_name, content_type, size, data, created_at) values (?, ?, ?, ?, ?, now())`,
      [id, accepted.fileName, accepted.contentType, file.data.length, file.data],
    );
    await this.removeOrphans();
    return { fileUrl: `${DOWNLOAD_FILE_PATH}${id}`, fileName: accepted.fileName, fileSize: file.data.length };
  }

  async read(id: string): Promise<StoredFile> {
    const [row] = /^[0-9a-f-]{36}$/i.test(id)
      ? await this.connection().execute<{ file_name: string; content_type: string; data: Buffer }[]>(
          `select file_name, content_type, data from download_files where id = ?`,
          [id],
        )
      : [];
    if (!row) throw new NotFoundException('File not found');
    return { fileName: row.file_name, contentType: row.content_type, data: row.data };
  }

  /** A stored file no download points at any more (replaced or deleted) goes at once. */
  async removeIfUnused(fileUrl: string | null | undefined): Promise<void> {
    if (!fileUrl?.startsWith(DOWNLOAD_FILE_PATH)) return;
    await this.connection().execute(
      `delete from download_files f where f.id::text = ? and not exists (select 1 from downloads d where d.file_url = ?)`,
      [fileUrl.slice(DOWNLOAD_FILE_PATH.length).toLowerCase(), fileUrl],
    );
  }

  private async removeOrphans(): Promise<void> {
    await this.connection().execute(
      `delete from download_files f
       where f.created_at < now() - make_interval(hours => ?)
         and not exists (select 1 from downloads d where d.file_url = ? || f.id::text)`,
      [ORPHAN_HOURS, DOWNLOAD_FILE_PATH],
    );
  }

  private connection() {
    return this.em.getConnection();
  }
}
