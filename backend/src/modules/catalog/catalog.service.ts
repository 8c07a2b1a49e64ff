import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { sanitizeLessonHtml } from '../../common/html/sanitize-html.js';
import { percent } from '../../common/percent.js';
import type { CourseDetailDto, CourseListItemDto, LessonOutlineDto, ModuleOutlineDto, PublicCourseDto } from './dto/course.dto.js';
import type { LessonDto } from './dto/lesson.dto.js';
import { CatalogRepository } from './catalog.repository.js';
import { courseImageUrls } from './public/course-image.js';
import type { Viewer } from './public/viewer.js';

/** A course row with the viewer's enrolment, progress and certificate (the columns of `courseColumns`). */
type CourseRow = Awaited<ReturnType<CatalogRepository['courses']>>[number];
type OutlineRow = Awaited<ReturnType<CatalogRepository['lessonOutline']>>[number];

/** Read side of the catalogue: every view is a constant number of queries, whatever the course size. */
@Injectable()
export class CatalogService {
  constructor(private readonly repository: CatalogRepository) {}

  async listPublic(): Promise<PublicCourseDto[]> {
    const rows = await this.repository.courses(null);
    return rows.map(toPublicCourse);
  }

  /** Every course a visitor may see, with when its page last changed. */
  async publicCourseDates(): Promise<{ id: number; updatedAt: Date }[]> {
    const rows = await this.repository.publicCourseDates();
    return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at) }));
  }

  async list(viewer: Viewer): Promise<CourseListItemDto[]> {
    const rows = await this.repository.courses(viewer);
    return rows.map(toListItem);
  }

  /** A course a visitor may see, without its outline (one statement). */
  async publicCourse(id: number): Promise<PublicCourseDto> {
    const [row] = await this.repository.courses(null, id);
    if (!row) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    return toPublicCourse(row);
  }

  async getPublic(id: number): Promise<CourseDetailDto> {
    return this.detail(null, id);
  }

  async detail(viewer: Viewer, id: number): Promise<CourseDetailDto> {
    const [row] = await this.repository.courses(viewer, id);
    if (!row) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    const modules = await this.outline(viewer, id);
    const detail: CourseDetailDto = {
      ...toPublicCourse(row),
      isEnrolled: row.is_enrolled,
      progress: { completed: row.completed_count, total: row.lesson_count },
      certificateCode: row.certificate_code,
      modules,
      lessons: modules.flatMap((module) => module.lessons),
    };
    if (viewer?.role === 'admin') detail.specificUserAccess = await this.specificUserAccess(id);
    return detail;
  }

  async modules(viewer: Viewer, courseId: number): Promise<ModuleOutlineDto[]> {
    await this.assertVisible(viewer, courseId);
    return this.outline(viewer, courseId);
  }

  async moduleLessons(viewer: Viewer, moduleId: number): Promise<LessonOutlineDto[]> {
    const courseId = await this.repository.courseIdOfModule(viewer, moduleId);
    if (courseId === undefined) throw new AppError(ErrorCode.MODULE_NOT_FOUND, 'Module not found');
    const lessons = await this.repository.lessonOutline(viewer?.id ?? null, courseId, moduleId);
    return lessons.map(toLessonOutline);
  }

  async lesson(viewer: Viewer, lessonId: number): Promise<LessonDto> {
    const row = await this.repository.lesson(viewer, lessonId);
    if (!row) throw new AppError(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found');
    const canAccessContent = row.is_enrolled || viewer?.role === 'admin';
    return {
      id: row.id,
      courseId: row.course_id,
      courseTitle: row.course_title,
      moduleId: row.module_id,
      title: row.title,
      description: sanitizeLessonHtml(row.description),
      type: row.type,
      videoProvider: canAccessContent ? row.video_provider : null,
      videoId: canAccessContent ? row.video_id : null,
      content: canAccessContent && row.content ? sanitizeLessonHtml(row.content) : null,
      contentUrl: canAccessContent ? row.content_url : null,
      duration: row.duration,
      order: row.order,
      position: row.position,
      lessonCount: row.lesson_count,
      isCompleted: row.is_completed,
      hasQuiz: row.has_quiz,
      canAccessContent,
    };
  }

  /** A course row (from `courseColumns`) as a catalogue entry for a signed-in learner. */
  listItem(row: CourseRow): CourseListItemDto {
    return toListItem(row);
  }

  /** Modules with their lessons in course order, with the viewer's completions: two queries. The caller checks the course is visible. */
  async outline(viewer: Viewer, courseId: number): Promise<ModuleOutlineDto[]> {
    const [modules, lessons] = await Promise.all([this.repository.modules(courseId), this.repository.lessonOutline(viewer?.id ?? null, courseId)]);
    return modules.map((module) => ({
      id: module.id,
      title: module.title,
      description: module.description,
      order: module.order,
      lessons: lessons.filter((lesson) => lesson.module_id === module.id).map(toLessonOutline),
    }));
  }

  /** 404 unless the viewer may see the course. */
  private async assertVisible(viewer: Viewer, courseId: number): Promise<void> {
    if (!(await this.repository.isVisible(viewer, courseId))) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
  }

  private specificUserAccess(courseId: number): Promise<number[]> {
    return this.repository.specificUserIds(courseId);
  }
}

function toPublicCourse(row: CourseRow): PublicCourseDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    slug: row.slug,
    ...courseImageUrls(row.image_key),
    accessLevel: row.access_level,
    isPaid: row.is_paid,
    price: row.price,
    paymentType: row.payment_type,
    estimatedDuration: row.estimated_duration,
    lessonCount: row.lesson_count,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function toListItem(row: CourseRow): CourseListItemDto {
  return {
    ...toPublicCourse(row),
    isEnrolled: row.is_enrolled,
    progress: percent({ completed: row.completed_count, total: row.lesson_count }),
    certificateCode: row.certificate_code,
  };
}

function toLessonOutline(row: OutlineRow): LessonOutlineDto {
  return {
    id: row.id,
    moduleId: row.module_id,
    title: row.title,
    type: row.type,
    duration: row.duration,
    order: row.order,
    isCompleted: row.is_completed,
  };
}
