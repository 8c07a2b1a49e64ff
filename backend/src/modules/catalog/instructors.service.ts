import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { FileReader } from '../../common/uploads/multipart-file.js';
import { coverWebp } from '../../common/uploads/images.js';
import { checkImageUpload } from '../../common/uploads/upload-policy.js';
import { CatalogChanges } from './catalog-changes.js';
import { CatalogService } from './catalog.service.js';
import type { CourseDetailDto } from './dto/course.dto.js';
import type { CreateInstructorDto, InstructorDto, UpdateInstructorDto } from './dto/instructor.dto.js';
import { CourseInstructor } from './entities/course-instructor.entity.js';
import { Course } from './entities/course.entity.js';
import { InstructorPhoto } from './entities/instructor-photo.entity.js';
import { Instructor } from './entities/instructor.entity.js';
import { InstructorsRepository } from './instructors.repository.js';
import { toInstructorDto } from './instructor-view.js';

const ADMIN = { id: 0, role: 'admin' as const };
const PHOTO_SIZE = 400;
const FILE_NAME = /^([0-9a-f]{32})\.webp$/;

/** Instructor profiles (admins write them), their photos, and which instructors a course shows. */
@Injectable()
export class InstructorsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: InstructorsRepository,
    private readonly catalog: CatalogService,
    private readonly changes: CatalogChanges,
  ) {}

  async list(): Promise<InstructorDto[]> {
    return (await this.repository.instructors()).map(toInstructorDto);
  }

  async create(input: CreateInstructorDto): Promise<InstructorDto> {
    const instructor = this.em.create(Instructor, {
      name: input.name,
      title: input.title ?? '',
      bio: input.bio ?? '',
      credentials: input.credentials ?? [],
      links: (input.links ?? []).map(({ label, url }) => ({ label, url })),
      photoKey: null,
    });
    await this.em.flush();
    return dtoOf(instructor);
  }

  async update(id: number, input: UpdateInstructorDto): Promise<InstructorDto> {
    return this.em.transactional(async (em) => {
      const instructor = await this.instructor(em, id);
      if (input.name !== undefined) instructor.name = input.name;
      if (input.title !== undefined) instructor.title = input.title;
      if (input.bio !== undefined) instructor.bio = input.bio;
      if (input.credentials !== undefined) instructor.credentials = input.credentials;
      if (input.links !== undefined) instructor.links = input.links.map(({ label, url }) => ({ label, url }));
      await em.flush();
      await this.coursesShowing(em, id);
      return dtoOf(instructor);
    });
  }

  /** Removes the instructor from every course too. */
  async delete(id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const instructor = await this.instructor(em, id);
      await this.coursesShowing(em, id);
      await em.remove(instructor).flush();
    });
  }

  async replacePhoto(id: number, read: FileReader): Promise<InstructorDto> {
    await this.instructor(this.em, id);
    const file = await read();
    checkImageUpload(file.fileName, file.mimeType, file.data);
    const photo = await coverWebp(file.data, PHOTO_SIZE, PHOTO_SIZE, 82).catch(() => {
      throw new AppError(ErrorCode.INVALID_INSTRUCTOR_PHOTO, 'This image could not be read. Choose another JPEG, PNG or WebP file.');
    });
    return this.em.transactional(async (em) => {
      const instructor = await this.instructor(em, id, true);
      const key = createHash('sha256').update(`instructor-${id}:`).update(photo).digest('hex').slice(0, 32);
      await em.nativeDelete(InstructorPhoto, { instructor: id });
      em.create(InstructorPhoto, { id: key, instructor, contentType: 'image/webp', data: photo });
      instructor.photoKey = key;
      await em.flush();
      await this.coursesShowing(em, id);
      return dtoOf(instructor);
    });
  }

  async removePhoto(id: number): Promise<InstructorDto> {
    return this.em.transactional(async (em) => {
      const instructor = await this.instructor(em, id, true);
      await em.nativeDelete(InstructorPhoto, { instructor: id });
      instructor.photoKey = null;
      await em.flush();
      await this.coursesShowing(em, id);
      return dtoOf(instructor);
    });
  }

  async readPhoto(fileName: string): Promise<Buffer> {
    const id = FILE_NAME.exec(fileName)?.[1];
    const photo = id ? await this.em.findOne(InstructorPhoto, { id }, { populate: ['data'] }) : null;
    if (!photo) throw new AppError(ErrorCode.INSTRUCTOR_PHOTO_NOT_FOUND, 'Photo not found');
    return Buffer.from(photo.data);
  }

  /** Makes `instructorIds` the course's instructors, in that order. */
  async setCourseInstructors(courseId: number, instructorIds: number[]): Promise<CourseDetailDto> {
    const unique = [...new Set(instructorIds)];
    if (unique.length !== instructorIds.length) throw new AppError(ErrorCode.INVALID_ORDER, 'Each instructor can be listed only once');
    await this.em.transactional(async (em) => {
      const course = await em.findOne(Course, { id: courseId, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!course) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
      if (unique.length > 0 && (await this.repository.countExisting(unique)) !== unique.length)
        throw new AppError(ErrorCode.UNKNOWN_INSTRUCTORS, 'Some of the chosen instructors do not exist');
      await em.nativeDelete(CourseInstructor, { course: courseId });
      if (unique.length > 0)
        await em.insertMany(
          CourseInstructor,
          unique.map((instructorId, position) => ({ course: courseId, instructor: instructorId, position })),
        );
      await this.changes.changed(em, [courseId]);
    });
    return this.catalog.detail(ADMIN, courseId);
  }

  /** The courses that show the instructor change with it: their cached pages go when the transaction commits. */
  private async coursesShowing(em: EntityManager, instructorId: number): Promise<void> {
    const courseIds = await new InstructorsRepository(em).courseIdsOf(instructorId);
    if (courseIds.length > 0) await this.changes.changed(em, courseIds);
  }

  private async instructor(em: EntityManager, id: number, lock = false): Promise<Instructor> {
    const instructor = await em.findOne(Instructor, { id }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!instructor) throw new AppError(ErrorCode.INSTRUCTOR_NOT_FOUND, 'Instructor not found');
    return instructor;
  }
}

function dtoOf(instructor: Instructor): InstructorDto {
  return toInstructorDto({
    id: instructor.id,
    name: instructor.name,
    title: instructor.title,
    bio: instructor.bio,
    credentials: instructor.credentials,
    links: instructor.links,
    photo_key: instructor.photoKey ?? null,
  });
}
