import { defineEntity, p } from '@mikro-orm/core';

export const DOWNLOAD_FILE_TYPES = ['PDF', 'Template', 'Checklist', 'Guide', 'Other'] as const;
export type DownloadFileType = (typeof DOWNLOAD_FILE_TYPES)[number];
export const DOWNLOAD_CATEGORIES = [
  'recruitment-process',
  'interview-techniques',
  'candidate-sourcing',
  'employer-branding',
  'compliance-legal',
  'analytics-reporting',
] as const;
export type DownloadCategory = (typeof DOWNLOAD_CATEGORIES)[number];

const DownloadSchema = defineEntity({
  name: 'Download',
  tableName: 'downloads',
  indexes: [
    { name: 'downloads_file_url_index', expression: 'create index "downloads_file_url_index" on "downloads" ("file_url")' },
    {
      name: 'downloads_title_trgm_index',
      expression: 'create index "downloads_title_trgm_index" on "downloads" using gin ("title" gin_trgm_ops)',
    },
  ],
  properties: {
    id: p.integer().primary(),
    title: p.string().length(200),
    description: p.text().default(''),
    fileType: p.enum(DOWNLOAD_FILE_TYPES),
    fileUrl: p.string().length(2048),
    fileName: p.string().length(255),
    category: p.enum(DOWNLOAD_CATEGORIES).default('recruitment-process').index(),
    /** Bytes, when known. */
    fileSize: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Download extends DownloadSchema.class {}
DownloadSchema.setClass(Download);
export { DownloadSchema };
