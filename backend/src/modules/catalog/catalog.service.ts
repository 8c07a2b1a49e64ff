import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { sanitizeLessonHtml } from '../../common/html/sanitize-html.js';
import type {
  CourseDetailDto,
  CourseListItemDto,
  LearnViewDto,
  LessonOutlineDto,
  ModuleOutlineDto,
  ProgressDto,
  PublicCourseDto,
} from './dto/course.dto.js';
import type { LessonDto } from './dto/lesson.dto.js';
import { CatalogRepository } from './catalog.repository.js';
import { isRowId } from './row-id.js';
import type { Viewer } from './viewer.js';

/** A course row with the viewer's enrolment, progress and certificate. */
export type CourseRow = Awaited<ReturnType<CatalogRepository['courses']>>[number];
type OutlineRow = Awaited<ReturnType<CatalogRepository['lessonOutline']>>[number];

export function percent({ completed, total }: ProgressDto): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}

/** Read side of the catalogue: every view is a constant number of queries, whatever the course size. */
@Injectable()
export class CatalogService {
  constructor(private readonly repository: CatalogRepository) {}

  async listPublic(): Promise<PublicCourseDto[]> {
    const rows = await this.courseRows(null);
    return rows.map(toPublicCourse);
  }

  async list(viewer: Viewer): Promise<CourseListItemDto[]> {
    const rows = await this.courseRows(viewer);
    return rows.map((row) => toListItem(row));
  }

  async getPublic(id: number): Promise<CourseDetailDto> {
    return this.detail(null, id);
  }

  async detail(viewer: Viewer, id: number): Promise<CourseDetailDto> {
    if (!isRowId(id)) throw new NotFoundException('Course not found');
    const [row] = await this.courseRows(viewer, id);
    if (!row) throw new NotFoundException('Course not found');
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
    const courseId = isRowId(moduleId) ? await this.repository.courseIdOfModule(viewer, moduleId) : undefined;
    if (courseId === undefined) throw new NotFoundException('Module not found');
    const lessons = await this.repository.lessonOutline(viewer?.id ?? null, courseId, moduleId);
    return lessons.map(toLessonOutline);
  }

  async learnView(viewer: Viewer, courseId: number): Promise<LearnViewDto> {
    if (!isRowId(courseId)) throw new NotFoundException('Course not found');
    const [row] = await this.courseRows(viewer, courseId);
    if (!row) throw new NotFoundException('Course not found');
    if (!row.is_enrolled && viewer?.role !== 'admin') {
      throw new ForbiddenException('Enroll in this course to start learning');
    }
    const modules = await this.outline(viewer, courseId);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      modules,
      totalProgress: { completed: row.completed_count, total: row.lesson_count },
    };
  }

  async lesson(viewer: Viewer, lessonId: number): Promise<LessonDto> {
    const row = isRowId(lessonId) ? await this.repository.lesson(viewer, lessonId) : undefined;
    if (!row) throw new NotFoundException('Lesson not found');
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

  /** 404 unless the viewer may see the course. */
  async assertVisible(viewer: Viewer, courseId: number): Promise<void> {
    if (!isRowId(courseId) || !(await this.repository.isVisible(viewer, courseId))) throw new NotFoundException('Course not found');
  }

  private courseRows(viewer: Viewer, id?: number): Promise<CourseRow[]> {
    return this.repository.courses(viewer, id);
  }

  /** Modules with their lessons in course order: two queries. */
  private async outline(viewer: Viewer, courseId: number): Promise<ModuleOutlineDto[]> {
    const [modules, lessons] = await Promise.all([this.repository.modules(courseId), this.repository.lessonOutline(viewer?.id ?? null, courseId)]);
    return modules.map((module) => ({
      id: module.id,
      title: module.title,
      description: module.description,
      order: module.order,
      lessons: lessons.filter((lesson) => lesson.module_id === module.id).map(toLessonOutline),
    }));
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
    thumbnailUrl: row.thumbnail_url,
    accessLevel: row.access_level,
    isPaid: row.is_paid,
    price: row.price,
    paymentType: row.payment_type,
    estimatedDuration: row.estimated_duration,
    lessonCount: row.lesson_count,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function toListItem(row: CourseRow): CourseListItemDto {
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
