import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { FileReader } from '../../common/uploads/multipart-file.js';
import { checkImageUpload } from '../../common/uploads/upload-policy.js';
import { CatalogService } from './catalog.service.js';
import type { CourseDetailDto } from './dto/course.dto.js';
import { CourseImage } from './entities/course-image.entity.js';
import { Course } from './entities/course.entity.js';
import { renderCourseImage, storeCourseImage } from './public/course-image.js';

const ADMIN = { id: 0, role: 'admin' as const };
const FILE_NAME = /^([0-9a-f]{32}-(?:card|hero))\.webp$/;

/** Course images: uploaded by admins, re-encoded into a card and a hero size, served to everyone. */
@Injectable()
export class CourseImagesService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
  ) {}

  async replace(courseId: number, read: FileReader): Promise<CourseDetailDto> {
    await this.course(this.em, courseId);
    const file = await read();
    checkImageUpload(file.fileName, file.mimeType, file.data);
    const rendered = await renderCourseImage(file.data).catch(() => {
      throw new AppError(ErrorCode.INVALID_COURSE_IMAGE, 'This image could not be read. Choose another JPEG, PNG or WebP file.');
    });
    await this.em.transactional(async (em) => {
      const course = await this.course(em, courseId, true);
      await storeCourseImage(em, course, rendered);
    });
    return this.catalog.detail(ADMIN, courseId);
  }

  async remove(courseId: number): Promise<CourseDetailDto> {
    await this.em.transactional(async (em) => {
      const course = await this.course(em, courseId, true);
      await em.nativeDelete(CourseImage, { course: courseId });
      course.imageKey = null;
    });
    return this.catalog.detail(ADMIN, courseId);
  }

  async read(fileName: string): Promise<Buffer> {
    const id = FILE_NAME.exec(fileName)?.[1];
    const image = id ? await this.em.findOne(CourseImage, { id }, { populate: ['data'] }) : null;
    if (!image) throw new AppError(ErrorCode.COURSE_IMAGE_NOT_FOUND, 'Image not found');
    return Buffer.from(image.data);
  }

  /** A course not deleted; locked for the rest of the transaction when `lock`, so concurrent uploads replace each other in turn. */
  private async course(em: EntityManager, id: number, lock = false): Promise<Course> {
    const course = await em.findOne(Course, { id, deletedAt: null }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!course) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    return course;
  }
}
