import { Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AdminScormLessonDto, ScormCourseResultsDto, ScormPackageDto } from './dto/scorm.dto.js';
import { ScormStorage } from './scorm-storage.service.js';
import { ScormRepository } from './scorm.repository.js';

type PackageRow = NonNullable<Awaited<ReturnType<ScormRepository['adminLesson']>>>;

function toPackageDto(row: PackageRow): ScormPackageDto | null {
  if (!row.storage_id || !row.version) return null;
  return {
    packageId: row.storage_id,
    version: row.version,
    title: row.title ?? '',
    launchPath: row.launch_path ?? '',
    fileName: row.file_name ?? '',
    sizeBytes: row.size_bytes ?? 0,
    fileCount: row.file_count ?? 0,
    uploadedAt: new Date(row.uploaded_at ?? 0).toISOString(),
  };
}

/** The admins' side of SCORM lessons: uploading (and replacing) a lesson's package, and the course's results. */
@Injectable()
export class ScormAdminService {
  private readonly logger = new Logger(ScormAdminService.name);

  constructor(
    private readonly repository: ScormRepository,
    private readonly storage: ScormStorage,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async lessonPackage(lessonId: number): Promise<AdminScormLessonDto> {
    const row = await this.scormLesson(lessonId);
    return { lessonId, package: toPackageDto(row), maxBytes: this.config.scorm.maxBytes };
  }

  /**
   * Stores an uploaded package for a SCORM lesson: the zip is streamed to disk, its entries and
   * manifest checked before anything is unpacked, then unpacked into a new directory; the lesson points
   * at it only once it is whole, and the package it replaces is removed after that.
   */
  async upload(lessonId: number, request: FastifyRequest): Promise<AdminScormLessonDto> {
    await this.scormLesson(lessonId);
    const received = await this.storage.receive(request);
    let storageId: string | null = null;
    try {
      const installed = await this.storage.install(received);
      storageId = installed.storageId;
      const saved = await this.repository.savePackage({ lessonId, ...installed, uploadedAt: this.clock.now() });
      // The lesson went while the package was unpacked: nothing points at the new files.
      if (!saved.saved) throw new AppError(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found');
      storageId = null;
      if (saved.previousStorageId) await this.removeQuietly(saved.previousStorageId);
    } finally {
      await this.storage.discard(received.path);
      if (storageId) await this.removeQuietly(storageId);
    }
    return this.lessonPackage(lessonId);
  }

  async courseResults(courseId: number): Promise<ScormCourseResultsDto> {
    const rows = await this.repository.courseResults(courseId);
    return {
      lessons: rows.map((row) => ({
        lessonId: row.lesson_id,
        title: row.title,
        version: row.version,
        attempts: Number(row.attempts),
        completed: Number(row.completed),
        passed: Number(row.passed),
        averageScore: row.mean_score_scaled === null ? null : Math.round(Number(row.mean_score_scaled) * 100),
        averageMinutes: row.mean_seconds === null ? null : Math.round(Number(row.mean_seconds) / 60),
      })),
    };
  }

  private async scormLesson(lessonId: number): Promise<PackageRow> {
    const row = await this.repository.adminLesson(lessonId);
    if (!row) throw new AppError(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found');
    if (row.type !== 'scorm')
      throw new AppError(
        ErrorCode.SCORM_WRONG_LESSON_TYPE,
        'Only a SCORM lesson takes a SCORM package. Create a lesson of type "SCORM package".',
      );
    return row;
  }

  /** A package's files are gone from disk whatever happens: a failure here leaves only an unused directory, never a broken lesson. */
  private async removeQuietly(storageId: string): Promise<void> {
    try {
      await this.storage.remove(storageId);
    } catch (error) {
      this.logger.warn(`Could not remove SCORM package ${storageId}: ${(error as Error).message}`);
    }
  }
}
