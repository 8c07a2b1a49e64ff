import { defineEntity, p } from '@mikro-orm/core';

/**
 * A file uploaded for the download library, kept in PostgreSQL (like quiz answers) so backups and
 * replicas need nothing else. A download points at it with `fileUrl = /api/download-files/{id}`.
 */
const DownloadFileSchema = defineEntity({
  name: 'DownloadFile',
  tableName: 'download_files',
  properties: {
    id: p.uuid().primary(),
    fileName: p.string().length(255),
    contentType: p.string().length(120),
    size: p.integer(),
    data: p.blob().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class DownloadFile extends DownloadFileSchema.class {}
DownloadFileSchema.setClass(DownloadFile);
export { DownloadFileSchema };
