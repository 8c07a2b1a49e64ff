import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { FileReader } from '../../common/uploads/multipart-file.js';
import { checkUpload } from '../../common/uploads/upload-policy.js';
import { kysely, type AcademyDb } from '../../database/kysely.js';
import { enrolledInCourse, visibleCourse, type Viewer } from '../catalog/public/viewer.js';
import type { UploadedDownloadFileDto } from './dto/download.dto.js';

export const DOWNLOAD_FILE_PATH = '/api/download-files/';
/** An upload the admin never saved into a download (a cancelled dialog) is removed after a day. */
const ORPHAN_HOURS = 24;
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A stored file's address inside lesson text (a download lesson's URL, a link in its HTML), with its id captured. */
const FILE_ID_IN_TEXT = '/api/download-files/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})';

export interface StoredFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** Files uploaded for the download library, stored in PostgreSQL and served to the signed-in users who may have them. */
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

  /**
   * The file, if `viewer` may have it; 404 otherwise, so nobody learns that a file they may not have
   * exists. A file behind lessons goes to whoever may open one of those lessons' content (enrolled with
   * active access in a course they can see, or admins), unless the library or a free course open to
   * everyone offers it too; a file no lesson uses stays open to every signed-in user. One query decides
   * and reads, however many lessons use the file.
   */
  async read(viewer: NonNullable<Viewer>, id: string): Promise<StoredFile> {
    const row = FILE_ID.test(id)
      ? await kysely(this.em)
          .selectFrom('download_files as f')
          .select(['f.file_name', 'f.content_type', 'f.data'])
          .where('f.id', '=', id)
          .$if(viewer.role !== 'admin', (query) => query.where((eb) => mayHaveFile(eb, viewer, `%${DOWNLOAD_FILE_PATH}${id}%`)))
          .executeTakeFirst()
      : undefined;
    if (!row) throw new AppError(ErrorCode.FILE_NOT_FOUND, 'File not found');
    return { fileName: row.file_name, contentType: row.content_type, data: Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data) };
  }

  /** A stored file nothing points at any more (a download replaced or deleted, and no lesson uses it) goes at once. */
  async removeIfUnused(fileUrl: string | null | undefined): Promise<void> {
    if (!fileUrl?.startsWith(DOWNLOAD_FILE_PATH)) return;
    const id = fileUrl.slice(DOWNLOAD_FILE_PATH.length).toLowerCase();
    if (!FILE_ID.test(id)) return;
    const pattern = `%${DOWNLOAD_FILE_PATH}${id}%`;
    await kysely(this.em)
      .deleteFrom('download_files as f')
      .where('f.id', '=', id)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('downloads as d').select('d.id').where('d.file_url', 'ilike', pattern))))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('lessons as l')
              .select('l.id')
              .where((lesson) => usesFile(lesson, pattern)),
          ),
        ),
      )
      .execute();
  }

  /** Uploads older than a day that no download and no lesson points at (one pass over the lessons for all of them). */
  private async removeOrphans(): Promise<void> {
    const db = kysely(this.em);
    const usedByLessons = db
      .selectFrom('lessons as l')
      .select((eb) =>
        eb
          .fn<string>('lower', [
            eb.fn('unnest', [
              eb.fn('regexp_matches', [
                eb.fn('concat_ws', [eb.val(' '), 'l.content_url', 'l.content', 'l.description']),
                eb.val(FILE_ID_IN_TEXT),
                eb.val('g'),
              ]),
            ]),
          ])
          .as('id'),
      );
    await db
      .deleteFrom('download_files as f')
      .where('f.created_at', '<', new Date(Date.now() - ORPHAN_HOURS * 60 * 60 * 1000))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('downloads as d')
              .select('d.id')
              .where((d) =>
                d(
                  'd.file_url',
                  'ilike',
                  d.fn<string>('concat', [
                    d.cast(d.val(`%${DOWNLOAD_FILE_PATH}`), 'text'),
                    d.cast('f.id', 'text'),
                    d.cast(d.val('%'), 'text'),
                  ]),
                ),
              ),
          ),
        ),
      )
      .where((eb) => eb(eb.cast<string>('f.id', 'text'), 'not in', usedByLessons))
      .execute();
  }

  private connection() {
    return this.em.getConnection();
  }
}

/** Lesson `l` points at the file (`pattern`: `%/api/download-files/{id}%`): as a download lesson's URL, or a link in its text or description. */
function usesFile(eb: ExpressionBuilder<AcademyDb & { l: AcademyDb['lessons'] }, 'l'>, pattern: string) {
  return eb.or([eb('l.content_url', 'ilike', pattern), eb('l.content', 'ilike', pattern), eb('l.description', 'ilike', pattern)]);
}

/**
 * Whether a (non-admin) viewer may have the file: the library offers it (the library is open to every
 * signed-in user), or no lesson uses it, or one of the lessons using it is open to the viewer (its
 * course is free and open to everyone, or the viewer may open its content: the catalogue's rule).
 */
function mayHaveFile(
  eb: ExpressionBuilder<AcademyDb & { f: AcademyDb['download_files'] }, 'f'>,
  viewer: NonNullable<Viewer>,
  pattern: string,
) {
  const inLibrary = eb.exists(eb.selectFrom('downloads as d').select('d.id').where('d.file_url', 'ilike', pattern));
  const lessonsOpen = eb
    .selectFrom('lessons as l')
    .innerJoin('courses as c', 'c.id', 'l.course_id')
    .where((lesson) => usesFile(lesson, pattern))
    .select((lesson) =>
      lesson.fn
        .agg<boolean>('bool_or', [
          lesson.or([
            lesson.and([lesson('c.deleted_at', 'is', null), lesson('c.is_paid', '=', false), lesson('c.access_level', '=', 'all')]),
            lesson.and([visibleCourse(lesson, viewer), enrolledInCourse(lesson, viewer.id)]),
          ]),
        ])
        .as('open'),
    );
  // No lesson uses it: bool_or over no rows is null.
  return eb.or([inLibrary, eb(eb.fn.coalesce(lessonsOpen, eb.lit(true)), '=', eb.lit(true))]);
}
