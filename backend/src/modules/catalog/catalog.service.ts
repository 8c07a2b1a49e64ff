import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { lockedUntil } from '../cohorts/public/drip.js';
import { cachedJson, JsonText, objectJson, openJsonObject } from '../../common/cache/cached-json.js';
import { jsonDocument, type JsonDocument } from '../../common/cache/json-document.js';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { sanitizeLessonHtml } from '../../common/html/sanitize-html.js';
import { percent } from '../../common/percent.js';
import type { CourseDetailDto, CourseListItemDto, LessonOutlineDto, ModuleOutlineDto, PublicCourseDto } from './dto/course.dto.js';
import type { LessonDto } from './dto/lesson.dto.js';
import { CatalogChanges } from './catalog-changes.js';
import { CatalogCache, type CatalogueCourses, type CourseOutline } from './catalog-cache.js';
import { positionIn } from './public/outline-lessons.js';
import { CatalogRepository } from './catalog.repository.js';
import { courseImageUrls } from './public/course-image.js';
import type { InstructorDto } from './dto/instructor.dto.js';
import { PREVIEW_LESSON_TYPES, type LessonType } from './entities/lesson.entity.js';
import { toInstructorDto } from './instructor-view.js';
import { InstructorsRepository } from './instructors.repository.js';
import { mayView, type Viewer } from './public/viewer.js';
import { ratingAverage } from './public/rating.js';

/** A course row with the viewer's enrolment, progress and certificate (the columns of `courseColumns`). */
type CourseRow = Awaited<ReturnType<CatalogRepository['courses']>>[number];
/** A course row as every viewer sees it (the columns of `catalogueColumns`). */
type CatalogueRow = Awaited<ReturnType<CatalogRepository['catalogue']>>[number];
type OutlineRow = Awaited<ReturnType<CatalogRepository['lessonOutline']>>[number];
type LessonRow = Awaited<ReturnType<CatalogRepository['courseLessons']>>[number];
type ModuleOfOutline = CourseOutline[number];
/** The viewer's own side of a course. */
type ViewerCourse = NonNullable<Awaited<ReturnType<CatalogRepository['viewerCourse']>>>;

const NO_LESSONS: ReadonlySet<number> = new Set();

/** A lesson of an outline in course order, and whether the viewer completed it. */
export interface LessonCompletion {
  id: number;
  isCompleted: boolean;
}

/** A course's outline with the viewer's completions, as JSON (see `CatalogService.outlineJson`). */
export interface OutlineJson {
  /** ModuleOutlineDto[] */
  modules: string;
  /** LessonOutlineDto[]: every lesson in course order. */
  lessons: string;
  completion: LessonCompletion[];
}

/** A cached module's own fields, without its lessons (its JSON is made once, the lessons' appended per viewer). */
const moduleFields = ({ lessons: _lessons, ...fields }: ModuleOfOutline) => fields;

/**
 * Read side of the catalogue: every view is a constant number of queries, whatever the course size.
 * What is the same for every viewer (courses, outlines, the visitor's answers) comes from the
 * catalogue cache; the viewer's own side (specific access, enrolment, progress, certificate) is read
 * per request, and who may see what is decided per request.
 */
@Injectable()
export class CatalogService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: CatalogRepository,
    private readonly cache: CatalogCache,
    private readonly changes: CatalogChanges,
    private readonly clock: Clock,
  ) {}

  /** A course's instructors in the order shown: from the catalogue cache (one statement to load). */
  instructors(courseId: number): Promise<readonly InstructorDto[]> {
    return this.cache.instructors(courseId, async () => {
      const rows = await new InstructorsRepository(this.em.fork()).courseInstructors([courseId]);
      return Object.freeze(rows.map((row) => Object.freeze(toInstructorDto(row))));
    });
  }

  /**
   * Another module changed what a course's outline shows (a quiz's time limit is its lesson's
   * duration): every replica drops the course's cached entries once `em`'s transaction commits.
   */
  courseShownChanged(em: EntityManager, courseId: number): Promise<void> {
    return this.changes.changed(em, [courseId]);
  }

  /** GET /api/courses/public: the courses open to everyone, ready to send. */
  async publicCatalogue(): Promise<JsonDocument> {
    return (await this.catalogue()).visitorCatalogue;
  }

  /** Every course a visitor may see, with when its page last changed. */
  async publicCourseDates(): Promise<{ id: number; updatedAt: Date }[]> {
    const rows = await this.repository.publicCourseDates();
    return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at) }));
  }

  /**
   * GET /api/courses as JSON: the courses the viewer may see (CourseListItemDto[]), each cached
   * course's JSON with the viewer's enrolment, progress and certificate appended.
   */
  async listJson(viewer: Viewer): Promise<string> {
    const [{ courses }, own] = await Promise.all([this.catalogue(), viewer ? this.repository.viewerCourses(viewer.id) : []]);
    const ownById = new Map(own.map((row) => [row.id, row]));
    const items: string[] = [];
    for (const course of courses) {
      const mine = ownById.get(course.id);
      if (!mayView(viewer, course.accessLevel, mine?.has_specific_access ?? false)) continue;
      const progress = percent({ completed: mine?.completed_count ?? 0, total: course.lessonCount });
      items.push(
        `${openJsonObject(course)},"isEnrolled":${mine?.is_enrolled ?? false},"progress":${progress},"certificateCode":${JSON.stringify(mine?.certificate_code ?? null)}}`,
      );
    }
    return `[${items.join(',')}]`;
  }

  /** A course a visitor may see, without its outline (one statement). */
  async publicCourse(id: number): Promise<PublicCourseDto> {
    const [row] = await this.repository.courses(null, id);
    if (!row) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    return toPublicCourse(row);
  }

  /** GET /api/courses/public/:id: a course open to everyone as a visitor sees it, ready to send. */
  async publicCourseDetail(id: number): Promise<JsonDocument> {
    const { course } = await this.visibleCourse(null, id);
    return this.cache.visitorCourse(id, async () => {
      const [modules, instructors] = await Promise.all([this.outlineWith(id, NO_LESSONS), this.instructors(id)]);
      return jsonDocument(courseDetail(course, undefined, modules, instructors));
    });
  }

  async detail(viewer: Viewer, id: number): Promise<CourseDetailDto> {
    const { course, mine } = await this.visibleCourse(viewer, id);
    const [modules, instructors] = await Promise.all([this.outlineWith(id, new Set(mine?.completed_lesson_ids)), this.instructors(id)]);
    const detail = courseDetail(course, mine, modules, instructors);
    if (viewer?.role === 'admin') detail.specificUserAccess = await this.specificUserAccess(id);
    return detail;
  }

  /** GET /api/courses/:id as JSON: `detail`'s answer, the cached course, outline and instructors spliced in. */
  async detailJson(viewer: Viewer, id: number): Promise<string> {
    const { course, mine } = await this.visibleCourse(viewer, id);
    const [outline, instructors, specificUserAccess] = await Promise.all([
      this.outlineJson(id, new Set(mine?.completed_lesson_ids)),
      this.instructors(id),
      viewer?.role === 'admin' ? this.specificUserAccess(id) : undefined,
    ]);
    return objectJson(
      {
        isEnrolled: mine?.is_enrolled ?? false,
        progress: { completed: mine?.completed_lesson_ids.length ?? 0, total: course.lessonCount },
        certificateCode: mine?.certificate_code ?? null,
        modules: new JsonText(outline.modules),
        lessons: new JsonText(outline.lessons),
        instructors: new JsonText(cachedJson(instructors)),
        specificUserAccess,
      },
      course,
    );
  }

  async modules(viewer: Viewer, courseId: number): Promise<ModuleOutlineDto[]> {
    const { mine } = await this.visibleCourse(viewer, courseId);
    return this.outlineWith(courseId, new Set(mine?.completed_lesson_ids));
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
    const { position, lessonCount } = positionIn(await this.outline(row.course_id), lessonId);
    // docs/product-rules.md#cohorts-drip-and-live-sessions: a drip module's lessons show their title until it opens.
    const locked = viewer ? lockedUntil(row.unlocks_at, this.clock.now(), viewer.role) : null;
    const canAccessContent = !locked && (row.is_enrolled || viewer?.role === 'admin' || isOpenPreview(row));
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
      position,
      lessonCount,
      isCompleted: row.is_completed,
      hasQuiz: row.has_quiz,
      canAccessContent,
      isPreview: row.is_preview,
      unlocksAt: locked ? locked.toISOString() : null,
    };
  }

  /**
   * GET /api/lessons/:id/preview: a free preview of a course open to everyone, with its content, for
   * anyone; every other lesson is refused (its content stays for enrolled learners and admins).
   */
  async previewLesson(lessonId: number): Promise<LessonDto> {
    const lesson = await this.lesson(null, lessonId);
    if (!lesson.canAccessContent)
      throw new AppError(ErrorCode.PREVIEW_NOT_AVAILABLE, 'This lesson is not a free preview. Enroll in the course to open it.');
    return lesson;
  }

  /** A course row (from `courseColumns`) as a catalogue entry for a signed-in learner. */
  listItem(row: CourseRow): CourseListItemDto {
    return toListItem(row);
  }

  /**
   * Modules with their lessons in course order, each lesson marked completed when its id is in
   * `completedLessonIds`: from the catalogue cache. The caller checks the course is visible.
   */
  private async outlineWith(courseId: number, completedLessonIds: ReadonlySet<number>): Promise<ModuleOutlineDto[]> {
    const outline = await this.outline(courseId);
    return outline.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) => ({ ...lesson, isCompleted: completedLessonIds.has(lesson.id) })),
    }));
  }

  /**
   * `outlineWith` as JSON, the cached outline's JSON spliced in: the modules with their lessons, and
   * every lesson in course order; with the lessons in order and whether the viewer completed each.
   */
  async outlineJson(courseId: number, completedLessonIds: ReadonlySet<number>): Promise<OutlineJson> {
    const modules: string[] = [];
    const lessons: string[] = [];
    const completion: LessonCompletion[] = [];
    for (const module of await this.outline(courseId)) {
      const ofModule = module.lessons.map((lesson) => {
        const isCompleted = completedLessonIds.has(lesson.id);
        completion.push({ id: lesson.id, isCompleted });
        return `${openJsonObject(lesson)},"isCompleted":${isCompleted}}`;
      });
      modules.push(`${openJsonObject(module, moduleFields)},"lessons":[${ofModule.join(',')}]}`);
      lessons.push(...ofModule);
    }
    return { modules: `[${modules.join(',')}]`, lessons: `[${lessons.join(',')}]`, completion };
  }

  /** A course's modules and lessons in course order, without anyone's completions: from the catalogue cache. The caller checks the course is visible. */
  outline(courseId: number): Promise<CourseOutline> {
    return this.cache.outline(courseId, async () => (await this.loadOutlines([courseId])).get(courseId)!);
  }

  /** `outline` of several courses, the ones the cache does not hold loaded together. */
  outlines(courseIds: readonly number[]): Promise<Map<number, CourseOutline>> {
    return this.cache.outlines(courseIds, (missing) => this.loadOutlines(missing));
  }

  /** A live course the viewer may see (else 404), with the viewer's own side of it (none for a visitor). */
  private async visibleCourse(viewer: Viewer, courseId: number): Promise<{ course: PublicCourseDto; mine: ViewerCourse | undefined }> {
    const [{ byId }, mine] = await Promise.all([this.catalogue(), viewer ? this.repository.viewerCourse(viewer.id, courseId) : undefined]);
    const course = byId.get(courseId);
    if (!course || !mayView(viewer, course.accessLevel, mine?.has_specific_access ?? false))
      throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    return { course, mine };
  }

  private catalogue(): Promise<CatalogueCourses> {
    return this.cache.courses(async () => {
      const courses = (await this.fresh().catalogue()).map((row) => Object.freeze(toPublicCourse(row)));
      return {
        courses,
        byId: new Map(courses.map((course) => [course.id, course])),
        visitorCatalogue: jsonDocument(courses.filter((course) => mayView(null, course.accessLevel, false))),
      };
    });
  }

  /** Courses' outlines in two statements however many courses: every course asked for has one (empty without modules). */
  private async loadOutlines(courseIds: readonly number[]): Promise<Map<number, CourseOutline>> {
    const repository = this.fresh();
    const [modules, lessons] = await Promise.all([repository.courseModules(courseIds), repository.courseLessons(courseIds)]);
    const lessonsOf = new Map<number, LessonRow[]>();
    for (const lesson of lessons) lessonsOf.set(lesson.module_id, [...(lessonsOf.get(lesson.module_id) ?? []), lesson]);
    const outlines = new Map<number, CourseOutline>(courseIds.map((courseId) => [courseId, []]));
    for (const module of modules) {
      (outlines.get(module.course_id) as ModuleOfOutline[]).push(
        Object.freeze({
          id: module.id,
          title: module.title,
          description: module.description,
          order: module.order,
          unlockAfterDays: module.unlock_after_days,
          lessons: Object.freeze((lessonsOf.get(module.id) ?? []).map((lesson) => Object.freeze(toCachedLesson(lesson)))),
        }),
      );
    }
    for (const outline of outlines.values()) Object.freeze(outline);
    return outlines;
  }

  /**
   * The repository on a connection of its own, outside any transaction the caller is in: what the
   * cache keeps must be committed.
   */
  private fresh(): CatalogRepository {
    return new CatalogRepository(this.em.fork());
  }

  private specificUserAccess(courseId: number): Promise<number[]> {
    return this.repository.specificUserIds(courseId);
  }
}

/** A lesson marked as a free preview whose type may be one (video and text): its content is open to anyone who may see the course. */
function isOpenPreview(row: { is_preview: boolean; type: LessonType }): boolean {
  return row.is_preview && PREVIEW_LESSON_TYPES.includes(row.type);
}

/** A catalogue row as the API shows the course. */
export function toPublicCourse(row: CatalogueRow): PublicCourseDto {
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
    ratingCount: row.rating_count,
    ratingAverage: ratingAverage(row.rating_count, row.rating_sum),
  };
}

function toListItem(row: CourseRow): CourseListItemDto {
  // The public course's own fields, then the viewer's, added to it rather than copied with it.
  return Object.assign(toPublicCourse(row), {
    isEnrolled: row.is_enrolled,
    progress: percent({ completed: row.completed_count, total: row.lesson_count }),
    certificateCode: row.certificate_code,
  });
}

function toLessonOutline(row: OutlineRow): LessonOutlineDto {
  return { ...toCachedLesson(row), isCompleted: row.is_completed };
}

function toCachedLesson(row: LessonRow | OutlineRow): Omit<LessonOutlineDto, 'isCompleted'> {
  return {
    id: row.id,
    moduleId: row.module_id,
    title: row.title,
    type: row.type,
    duration: row.duration,
    order: row.order,
    isPreview: isOpenPreview(row),
  };
}

/** The course page: the course, the viewer's side of it (none for a visitor) and the outline. */
function courseDetail(
  course: PublicCourseDto,
  mine: ViewerCourse | undefined,
  modules: ModuleOutlineDto[],
  instructors: readonly InstructorDto[],
): CourseDetailDto {
  return {
    ...course,
    isEnrolled: mine?.is_enrolled ?? false,
    progress: { completed: mine?.completed_lesson_ids.length ?? 0, total: course.lessonCount },
    certificateCode: mine?.certificate_code ?? null,
    modules,
    lessons: modules.flatMap((module) => module.lessons),
    instructors: [...instructors],
  };
}
