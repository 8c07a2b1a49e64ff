import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { sanitizeLessonHtml } from '../../common/html/sanitize-html.js';
import { endSpecificAccess } from '../learning/public/enrollments.js';
import { User } from '../users/entities/user.entity.js';
import { CatalogChanges } from './catalog-changes.js';
import { CatalogRepository } from './catalog.repository.js';
import { CatalogService, toPublicCourse } from './catalog.service.js';
import type { AdminCoursePageDto, CourseTableQueryDto } from './dto/course-table.dto.js';
import { rowWindow, substringPattern } from '../../common/table-query.js';
import type { CreateCourseDto, UpdateCourseDto } from './dto/course-input.dto.js';
import type { CourseDetailDto, ModuleOutlineDto } from './dto/course.dto.js';
import type { LessonDto } from './dto/lesson.dto.js';
import type {
  CreateLessonDto,
  CreateModuleDto,
  CreateModuleLessonDto,
  MoveLessonDto,
  UpdateLessonDto,
  UpdateModuleDto,
} from './dto/structure-input.dto.js';
import { Course } from './entities/course.entity.js';
import { Lesson, PREVIEW_LESSON_TYPES, type LessonType } from './entities/lesson.entity.js';
import { CourseModule } from './entities/module.entity.js';
import { reduceVideoId } from './video-id.js';

const ADMIN = { id: 0, role: 'admin' as const };

/** Slug rule (docs/product-rules.md#course-catalogue): the title lowercased with spaces turned into hyphens (other characters dropped). */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-');
  return slug.slice(0, 200) || 'course';
}

/** Admin changes to courses, modules and lessons (the controller is admin-only). */
@Injectable()
export class CourseAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    private readonly repository: CatalogRepository,
    private readonly changes: CatalogChanges,
  ) {}

  /** A page of the admin's Courses table: two statements at most, whatever the page. */
  async tablePage(query: CourseTableQueryDto): Promise<AdminCoursePageDto> {
    const filter = { pattern: substringPattern(query.q), accessLevel: query.accessLevel, pricing: query.pricing };
    const sort = query.sort ?? 'createdAt';
    const order = query.order ?? (sort === 'createdAt' ? 'desc' : 'asc');
    const rows = await this.repository.adminCoursePage(filter, sort, order, rowWindow(query));
    const total = rows[0]?.matching ?? (query.page > 1 ? await this.repository.countAdminCourses(filter) : 0);
    const items = rows.map((row) => ({ ...toPublicCourse(row), enrolledCount: row.enrolled_count }));
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  async createCourse(input: CreateCourseDto): Promise<CourseDetailDto> {
    const isPaid = input.isPaid ?? false;
    if (isPaid && (input.price === null || input.price === undefined))
      throw new AppError(ErrorCode.COURSE_PRICE_REQUIRED, 'Please enter a price for a paid course.');
    const course = this.em.create(Course, {
      title: input.title,
      description: input.description ?? '',
      slug: await this.uniqueSlug(slugify(input.slug || input.title)),
      accessLevel: input.accessLevel,
      isPaid,
      price: isPaid ? (input.price ?? 0) : 0,
      paymentType: input.paymentType ?? 'one_time',
      estimatedDuration: input.estimatedDuration ?? null,
    });
    course.specificUsers.set(await this.specificUsers(input.specificUserAccess ?? []));
    await this.em.flush();
    return this.catalog.detail(ADMIN, course.id);
  }

  async updateCourse(id: number, input: UpdateCourseDto): Promise<CourseDetailDto> {
    const course = await this.course(id);
    const { price, isPaid, ...rest } = input;
    this.em.assign(course, rest);
    if (isPaid !== undefined) course.isPaid = isPaid;
    if (price !== undefined) course.price = price ?? 0;
    if (!course.isPaid) course.price = 0;
    await this.em.flush();
    return this.catalog.detail(ADMIN, id);
  }

  /** Soft delete: the course leaves the catalogue; enrolments, progress and payments stay for the record. */
  async deleteCourse(id: number): Promise<void> {
    const course = await this.course(id);
    course.deletedAt = new Date();
    await this.em.flush();
  }

  /** The users given the course whatever its access level; those taken off the list lose what only that access gave them. */
  async setSpecificUserAccess(courseId: number, userIds: number[]): Promise<CourseDetailDto> {
    await this.em.transactional(async (em) => {
      const course = await this.course(courseId);
      const users = await this.specificUsers(userIds);
      await course.specificUsers.init();
      const kept = new Set(users.map((user) => user.id));
      const removed = course.specificUsers.getItems().filter((user) => !kept.has(user.id));
      course.specificUsers.set(users);
      await em.flush();
      await endSpecificAccess(em, course, removed);
    });
    return this.catalog.detail(ADMIN, courseId);
  }

  async createModule(courseId: number, input: CreateModuleDto): Promise<ModuleOutlineDto> {
    const course = await this.course(courseId);
    const order = input.order ?? (await this.repository.nextModuleOrder(courseId));
    const module = this.em.create(CourseModule, { course, title: input.title, description: input.description ?? null, order });
    await this.em.flush();
    return {
      id: module.id,
      title: module.title,
      description: module.description ?? null,
      order: module.order,
      unlockAfterDays: null,
      lessons: [],
    };
  }

  async updateModule(id: number, input: UpdateModuleDto): Promise<ModuleOutlineDto> {
    const module = await this.module(id);
    this.em.assign(module, input);
    await this.em.flush();
    const modules = await this.catalog.modules(ADMIN, module.course.id);
    return modules.find((candidate) => candidate.id === id)!;
  }

  async deleteModule(id: number): Promise<void> {
    const module = await this.module(id);
    const courseId = module.course.id;
    await this.em.remove(module).flush();
    // Deleting lessons deletes their progress rows; the enrolments' counters follow.
    await this.repository.recountCompletedLessons(courseId);
  }

  async reorderModules(courseId: number, ids: number[]): Promise<ModuleOutlineDto[]> {
    await this.course(courseId);
    this.checkOrder(await this.repository.moduleIds(courseId), ids);
    if (ids.length > 0) await this.repository.setModuleOrder(ids);
    await this.changes.changed(this.em, [courseId]);
    return this.catalog.modules(ADMIN, courseId);
  }

  async createModuleLesson(moduleId: number, input: CreateModuleLessonDto): Promise<LessonDto> {
    const module = await this.module(moduleId);
    return this.insertLesson(module, input, {});
  }

  /** Quick creation with a course id: the lesson goes into the course's last module (one is made if there is none). */
  async createLesson(input: CreateLessonDto): Promise<LessonDto> {
    const course = await this.course(input.courseId);
    let module = await this.em.findOne(CourseModule, { course }, { orderBy: { order: 'desc', id: 'desc' } });
    module ??= this.em.create(CourseModule, { course, title: 'Course Content', description: null, order: 0 });
    return this.insertLesson(module, input, input);
  }

  async updateLesson(id: number, input: UpdateLessonDto): Promise<LessonDto> {
    const lesson = await this.em.findOne(Lesson, { id, course: { deletedAt: null } });
    if (!lesson) throw new AppError(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found');
    if (input.type !== undefined && input.type !== lesson.type) {
      throw new AppError(ErrorCode.LESSON_TYPE_LOCKED, 'Lesson type cannot be changed after creation');
    }
    if (input.title !== undefined) lesson.title = input.title;
    if (input.description !== undefined) lesson.description = sanitizeLessonHtml(input.description);
    if (input.duration !== undefined) lesson.duration = input.duration;
    if (input.isPreview !== undefined) lesson.isPreview = previewFlag(lesson.type, input.isPreview);
    Object.assign(lesson, contentFields(lesson.type, { ...lesson, ...definedOnly(input) }));
    await this.em.flush();
    return this.catalog.lesson(ADMIN, id);
  }

  async deleteLesson(id: number): Promise<void> {
    const lesson = await this.em.findOne(Lesson, { id });
    if (!lesson) throw new AppError(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found');
    const courseId = lesson.course.id;
    await this.em.remove(lesson).flush();
    // Deleting lessons deletes their progress rows; the enrolments' counters follow.
    await this.repository.recountCompletedLessons(courseId);
  }

  async reorderLessons(moduleId: number, ids: number[]): Promise<ModuleOutlineDto> {
    const module = await this.module(moduleId);
    this.checkOrder(await this.repository.lessonIds(moduleId), ids);
    if (ids.length > 0) await this.repository.setLessonOrder(ids);
    await this.changes.changed(this.em, [module.course.id]);
    const modules = await this.catalog.modules(ADMIN, module.course.id);
    return modules.find((candidate) => candidate.id === moduleId)!;
  }

  /** Moves a lesson to a position in a module of its course (its own or another), renumbering both modules' lessons. */
  async moveLesson(id: number, input: MoveLessonDto): Promise<ModuleOutlineDto[]> {
    const courseId = await this.em.transactional(async (em) => {
      const lesson = await em.findOne(Lesson, { id, course: { deletedAt: null } });
      if (!lesson) throw new AppError(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found');
      const target = await em.findOne(CourseModule, { id: input.moduleId, course: { deletedAt: null } });
      if (!target) throw new AppError(ErrorCode.MODULE_NOT_FOUND, 'Module not found');
      if (target.course.id !== lesson.course.id)
        throw new AppError(ErrorCode.LESSON_MOVE_OUTSIDE_COURSE, 'A lesson can only move to a module of its own course.');

      const source = lesson.module.id;
      const rows = await this.repository.lessonsOfModulesForUpdate([...new Set([source, target.id])]);
      const idsIn = (moduleId: number) => rows.filter((row) => row.module_id === moduleId && row.id !== id).map((row) => row.id);
      const placed = idsIn(target.id);
      if (input.position > placed.length)
        throw new AppError(ErrorCode.INVALID_ORDER, `The position must be between 0 and ${placed.length}.`);
      placed.splice(input.position, 0, id);
      await this.repository.placeLessons(target.id, placed);
      const left = source === target.id ? [] : idsIn(source);
      if (left.length > 0) await this.repository.setLessonOrder(left);
      await this.changes.changed(em, [lesson.course.id]);
      return lesson.course.id;
    });
    return this.catalog.modules(ADMIN, courseId);
  }

  private async insertLesson(
    module: CourseModule,
    input: CreateModuleLessonDto,
    content: { videoProvider?: string | null; videoId?: string | null; contentUrl?: string | null },
  ): Promise<LessonDto> {
    const order = input.order ?? (module.id ? await this.repository.nextLessonOrder(module.id) : 0);
    const lesson = this.em.create(Lesson, {
      course: module.course,
      module,
      title: input.title,
      description: sanitizeLessonHtml(input.description),
      type: input.type,
      duration: 0,
      order,
      isPreview: previewFlag(input.type, input.isPreview ?? false),
      ...contentFields(input.type, { content: null, ...content }),
    });
    await this.em.flush();
    return this.catalog.lesson(ADMIN, lesson.id);
  }

  private async course(id: number): Promise<Course> {
    const course = await this.em.findOne(Course, { id, deletedAt: null });
    if (!course) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    return course;
  }

  private async module(id: number): Promise<CourseModule> {
    const module = await this.em.findOne(CourseModule, { id, course: { deletedAt: null } });
    if (!module) throw new AppError(ErrorCode.MODULE_NOT_FOUND, 'Module not found');
    return module;
  }

  private async uniqueSlug(base: string): Promise<string> {
    const used = new Set(await this.repository.slugsLike(base));
    if (!used.has(base)) return base;
    for (let suffix = 2; ; suffix++) if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
  }

  private async specificUsers(userIds: number[]): Promise<User[]> {
    const unique = [...new Set(userIds)];
    const users = unique.length ? await this.em.find(User, { id: { $in: unique } }) : [];
    if (users.length !== unique.length) throw new AppError(ErrorCode.UNKNOWN_USERS, 'Some of the chosen users do not exist');
    if (users.some((user) => user.role === 'admin'))
      throw new AppError(ErrorCode.ADMIN_ALREADY_HAS_ACCESS, 'Admins already see every course; choose non-admin users');
    return users;
  }

  /** A new order of a parent's children (each child's "order" becomes its position) must list every child exactly once. */
  private checkOrder(current: number[], ids: number[]): void {
    const children = new Set(current);
    if (ids.length !== children.size || new Set(ids).size !== ids.length || ids.some((id) => !children.has(id))) {
      throw new AppError(ErrorCode.INVALID_ORDER, 'The new order must list every item exactly once');
    }
  }
}

/** Quizzes and downloads cannot be free previews: marking one is refused rather than ignored. */
function previewFlag(type: LessonType, isPreview: boolean): boolean {
  if (isPreview && !PREVIEW_LESSON_TYPES.includes(type))
    throw new AppError(ErrorCode.LESSON_PREVIEW_NOT_ALLOWED, 'Only video and text lessons can be free previews.');
  return isPreview;
}

/** Only the fields of the lesson's own type are kept: video fields are null for non-video lessons, and so on. */
function contentFields(
  type: LessonType,
  input: { videoProvider?: string | null; videoId?: string | null; content?: string | null; contentUrl?: string | null },
): Pick<Lesson, 'videoProvider' | 'videoId' | 'content' | 'contentUrl'> {
  const videoProvider = type === 'video' ? ((input.videoProvider ?? 'youtube') as Lesson['videoProvider']) : null;
  return {
    videoProvider,
    videoId: type === 'video' ? reduceVideoId(videoProvider, input.videoId) : null,
    content: type === 'text' ? sanitizeLessonHtml(input.content) : null,
    contentUrl: type === 'download' ? input.contentUrl?.trim() || null : null,
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
