import { EntityManager } from '@mikro-orm/postgresql';
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
import type { AccessLevel, PaymentType } from './entities/course.entity.js';
import type { LessonType, VideoProvider } from './entities/lesson.entity.js';
import { visibleCourseCondition, type Viewer } from './viewer.js';

interface CourseRow {
  id: number;
  title: string;
  description: string;
  slug: string;
  thumbnail_url: string | null;
  access_level: AccessLevel;
  is_paid: boolean;
  price: number;
  payment_type: PaymentType;
  estimated_duration: number | null;
  created_at: Date;
  lesson_count: number;
  is_enrolled: boolean;
  completed_count: number;
  certificate_code: string | null;
}

interface OutlineRow {
  id: number;
  module_id: number;
  title: string;
  type: LessonType;
  duration: number;
  order: number;
  is_completed: boolean;
}

interface ModuleRow {
  id: number;
  title: string;
  description: string | null;
  order: number;
}

export function percent({ completed, total }: ProgressDto): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}

/** Columns of a course row with the viewer's enrolment, progress and certificate (each `?` = viewer id, may be null). */
export const COURSE_COLUMNS = `
  c.id, c.title, c.description, c.slug, c.thumbnail_url, c.access_level, c.is_paid, c.price, c.payment_type,
  c.estimated_duration, c.created_at,
  (select count(*) from lessons l where l.course_id = c.id)::int as lesson_count,
  exists (select 1 from enrollments e where e.course_id = c.id and e.user_id = ? and e.status = 'active') as is_enrolled,
  (select count(*) from lesson_progress lp where lp.course_id = c.id and lp.user_id = ?)::int as completed_count,
  (select cert.code from certificates cert where cert.course_id = c.id and cert.user_id = ?) as certificate_code`;

/** Read side of the catalogue: every view is a constant number of queries, whatever the course size. */
@Injectable()
export class CatalogService {
  constructor(private readonly em: EntityManager) {}

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
    const visible = visibleCourseCondition(viewer);
    const [module] = await this.connection().execute<{ course_id: number }[]>(
      `select m.course_id from modules m join courses c on c.id = m.course_id where m.id = ? and ${visible.sql}`,
      [moduleId, ...visible.params],
    );
    if (!module) throw new NotFoundException('Module not found');
    const lessons = await this.lessonRows(viewer, module.course_id, moduleId);
    return lessons.map(toLessonOutline);
  }

  async learnView(viewer: Viewer, courseId: number): Promise<LearnViewDto> {
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
    const visible = visibleCourseCondition(viewer);
    const viewerId = viewer?.id ?? null;
    const [row] = await this.connection().execute<LessonRow[]>(
      `select l.id, l.course_id, c.title as course_title, l.module_id, l.title, l.description, l.type, l.video_provider,
              l.video_id, l.content, l.content_url, l.duration, l."order", ranked.position, ranked.lesson_count,
              exists (select 1 from lesson_progress lp where lp.lesson_id = l.id and lp.user_id = ?) as is_completed,
              exists (select 1 from enrollments e where e.course_id = c.id and e.user_id = ? and e.status = 'active') as is_enrolled,
              exists (select 1 from quizzes q join quiz_questions qq on qq.quiz_id = q.id where q.lesson_id = l.id) as has_quiz
       from lessons l
       join courses c on c.id = l.course_id
       join (select l2.id, row_number() over (order by m2."order", m2.id, l2."order", l2.id)::int as position,
                    count(*) over ()::int as lesson_count
             from lessons l2 join modules m2 on m2.id = l2.module_id
             where l2.course_id = (select course_id from lessons where id = ?)) ranked on ranked.id = l.id
       where l.id = ? and ${visible.sql}`,
      [viewerId, viewerId, lessonId, lessonId, ...visible.params],
    );
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
    const visible = visibleCourseCondition(viewer);
    const rows = await this.connection().execute(`select 1 from courses c where c.id = ? and ${visible.sql}`, [courseId, ...visible.params]);
    if (rows.length === 0) throw new NotFoundException('Course not found');
  }

  private courseRows(viewer: Viewer, id?: number): Promise<CourseRow[]> {
    const visible = visibleCourseCondition(viewer);
    const viewerId = viewer?.id ?? null;
    return this.connection().execute<CourseRow[]>(
      `select ${COURSE_COLUMNS} from courses c where ${visible.sql} ${id === undefined ? '' : 'and c.id = ?'} order by c.created_at, c.id`,
      [viewerId, viewerId, viewerId, ...visible.params, ...(id === undefined ? [] : [id])],
    );
  }

  /** Modules with their lessons in course order: two queries. */
  private async outline(viewer: Viewer, courseId: number): Promise<ModuleOutlineDto[]> {
    const [modules, lessons] = await Promise.all([
      this.connection().execute<ModuleRow[]>(
        `select id, title, description, "order" from modules where course_id = ? order by "order", id`,
        [courseId],
      ),
      this.lessonRows(viewer, courseId),
    ]);
    return modules.map((module) => ({
      id: module.id,
      title: module.title,
      description: module.description,
      order: module.order,
      lessons: lessons.filter((lesson) => lesson.module_id === module.id).map(toLessonOutline),
    }));
  }

  private lessonRows(viewer: Viewer, courseId: number, moduleId?: number): Promise<OutlineRow[]> {
    return this.connection().execute<OutlineRow[]>(
      `select l.id, l.module_id, l.title, l.type, l.duration, l."order", (lp.id is not null) as is_completed
       from lessons l
       left join lesson_progress lp on lp.lesson_id = l.id and lp.user_id = ?
       where l.course_id = ? ${moduleId === undefined ? '' : 'and l.module_id = ?'}
       order by l."order", l.id`,
      [viewer?.id ?? null, courseId, ...(moduleId === undefined ? [] : [moduleId])],
    );
  }

  private async specificUserAccess(courseId: number): Promise<number[]> {
    const rows = await this.connection().execute<{ user_id: number }[]>(
      'select user_id from course_user_access where course_id = ? order by user_id',
      [courseId],
    );
    return rows.map((row) => row.user_id);
  }

  private connection() {
    return this.em.getConnection();
  }
}

interface LessonRow {
  id: number;
  course_id: number;
  course_title: string;
  module_id: number;
  title: string;
  description: string;
  type: LessonType;
  video_provider: VideoProvider | null;
  video_id: string | null;
  content: string | null;
  content_url: string | null;
  duration: number;
  order: number;
  position: number;
  lesson_count: number;
  is_completed: boolean;
  is_enrolled: boolean;
  has_quiz: boolean;
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

export type { CourseRow };
