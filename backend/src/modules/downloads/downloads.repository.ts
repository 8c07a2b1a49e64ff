import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ExpressionBuilder } from 'kysely';
import type { RowWindow, SortOrder } from '../../common/table-query.js';
import { GenerateSql } from '../../database/generate-sql.js';
import { kysely, type AcademyDb } from '../../database/kysely.js';
import type { DownloadSortField } from './dto/download-table.dto.js';
import type { DownloadCategory, DownloadFileType } from './entities/download.entity.js';

/** What the admin's Downloads table is narrowed to; `pattern` is an ILIKE pattern for the title. */
export interface DownloadFilter {
  pattern: string | null;
  category?: DownloadCategory;
  fileType?: DownloadFileType;
}

const SORT_COLUMNS = {
  title: 'd.title',
  category: 'd.category',
  fileType: 'd.file_type',
  fileSize: 'd.file_size',
  createdAt: 'd.created_at',
} as const;

const SEARCH: DownloadFilter = { pattern: '%checklist%', category: 'recruitment-process', fileType: 'PDF' };

/** The download library's queries the ORM does not express. */
@Injectable()
export class DownloadsRepository {
  constructor(private readonly em: EntityManager) {}

  private get db() {
    return kysely(this.em);
  }

  /** A page of the admin's Downloads table, each row carrying how many downloads match in all (`matching`). */
  @GenerateSql(
    { name: 'by title', params: [{ pattern: null }, 'title', 'asc', { limit: 20, offset: 0 }] },
    { name: 'a search', params: [SEARCH, 'fileSize', 'desc', { limit: 20, offset: 20 }] },
  )
  tablePage(filter: DownloadFilter, sort: DownloadSortField, order: SortOrder, window: RowWindow) {
    return this.db
      .selectFrom('downloads as d')
      .select((eb) => [
        'd.id',
        'd.title',
        'd.description',
        'd.file_type',
        'd.file_url',
        'd.file_name',
        'd.category',
        'd.file_size',
        eb.cast<number>(eb.fn.countAll().over(), 'integer').as('matching'),
      ])
      .where((eb) => downloadFilter(eb, filter))
      .orderBy(SORT_COLUMNS[sort], (ob) => (order === 'asc' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy('d.id', order)
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  }

  /** How many downloads match (for a page past the last one, which has no row to carry the count). */
  @GenerateSql({ params: [SEARCH] })
  async countMatching(filter: DownloadFilter): Promise<number> {
    const row = await this.db
      .selectFrom('downloads as d')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
      .where((eb) => downloadFilter(eb, filter))
      .executeTakeFirstOrThrow();
    return row.total;
  }
}

function downloadFilter(
  eb: ExpressionBuilder<AcademyDb & { d: AcademyDb['downloads'] }, 'd'>,
  { pattern, category, fileType }: DownloadFilter,
) {
  return eb.and([
    ...(pattern === null ? [] : [eb('d.title', 'ilike', pattern)]),
    ...(category === undefined ? [] : [eb('d.category', '=', category)]),
    ...(fileType === undefined ? [] : [eb('d.file_type', '=', fileType)]),
  ]);
}
