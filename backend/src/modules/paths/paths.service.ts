import { ForeignKeyConstraintViolationException, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { sanitizePlainText } from '../../common/html/sanitize-html.js';
import { percent } from '../../common/percent.js';
import { slugify } from '../catalog/course-admin.service.js';
import type { Viewer } from '../catalog/public/viewer.js';
import type { User } from '../users/entities/user.entity.js';
import type { CreatePathDto, PathStepInputDto, PathStepsInputDto, UpdatePathDto } from './dto/path-input.dto.js';
import type {
  AdminPathDto,
  AdminPathSummaryDto,
  CoursePathDto,
  PathDetailDto,
  PathStepDto,
  PathStepOptionsDto,
  PathSummaryDto,
  StepKind,
} from './dto/path.dto.js';
import { LearningPathStepPrerequisite } from './entities/learning-path-step-prerequisite.entity.js';
import { LearningPathStep } from './entities/learning-path-step.entity.js';
import { LearningPath } from './entities/learning-path.entity.js';
import { PathEventsService } from './path-events.service.js';
import { pathProgress, stepListProblems, stepProgress, type SubmittedStep } from './path-rules.js';
import { PathsRepository, type PathFilter } from './paths.repository.js';

type PathRow = Awaited<ReturnType<PathsRepository['paths']>>[number];
type StepRow = Awaited<ReturnType<PathsRepository['steps']>>[number];
type AdminPathRow = Awaited<ReturnType<PathsRepository['adminPaths']>>[number];

const PATH_NOT_FOUND = 'Path not found';
const NEEDS_A_REQUIRED_STEP = 'Add at least one required step before publishing the path.';
const PUBLISHED_NEEDS_A_REQUIRED_STEP = 'A published path needs at least one required step. Unpublish the path first to remove them all.';

const iso = (value: Date | string) => new Date(value).toISOString();

const stepKey = (step: { lessonId?: number | null; courseId?: number | null }) =>
  step.lessonId != null ? `lesson:${step.lessonId}` : `course:${step.courseId}`;

function kindOf(row: { lesson_id: number | null; lesson_kind: 'practice' | 'sourcing' | null }): StepKind {
  if (row.lesson_id === null) return 'course';
  // A quiz that lost its last Boolean search question is still the exercise the admin chose.
  return row.lesson_kind ?? 'sourcing';
}

/**
 * Learning paths (docs/product-rules.md#learning-paths): admins build them from courses and
 * capstone lessons with prerequisites between the steps, and publish them; learners and visitors see
 * the published ones with each step done, available or locked.
 *
 * Locks are guidance, not gates: a locked step's course can be enrolled in and its lessons taken as
 * the course's own rules allow (a course may belong to several paths, or be bought alone), and a step
 * completed while locked counts as done. What the server alone decides is each step's state and the
 * path's progress, from the certificates and completions it holds.
 */
@Injectable()
export class PathsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: PathsRepository,
    private readonly events: PathEventsService,
  ) {}

  /** GET /api/paths: the published paths the viewer may see, with their progress for a signed-in learner. Two statements. */
  async catalogue(viewer: Viewer): Promise<PathSummaryDto[]> {
    const { paths } = await this.withSteps(viewer, { published: true });
    return paths.map(({ summary }) => summary);
  }

  /** GET /api/paths/:slug: a path with its steps; admins may also open one that is not published. Two statements. */
  async detail(viewer: Viewer, slug: string): Promise<PathDetailDto> {
    const { paths } = await this.withSteps(viewer, { slug });
    if (paths.length === 0) throw new AppError(ErrorCode.PATH_NOT_FOUND, PATH_NOT_FOUND);
    return paths[0].detail;
  }

  /** GET /api/user/paths: the published paths in which the learner has started a step, with their steps. Two statements. */
  async mine(user: User): Promise<PathDetailDto[]> {
    const { paths } = await this.withSteps({ id: user.id, role: user.role }, { startedBy: user.id });
    return paths.map(({ detail }) => detail);
  }

  /** GET /api/courses/:id/paths: the published paths the course is a step of (or has a capstone lesson in). One statement. */
  async coursePaths(viewer: Viewer, courseId: number): Promise<CoursePathDto[]> {
    const rows = await this.repository.paths(viewer, { courseId });
    return rows.map((row) => ({ id: row.id, slug: row.slug, title: row.title, levelLabel: row.level_label }));
  }

  /** The published paths a visitor may see and when each last changed: the sitemap's entries. */
  async publicPathDates(): Promise<{ slug: string; updatedAt: Date }[]> {
    const rows = await this.repository.publicPathDates();
    return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updated_at) }));
  }

  private async withSteps(viewer: Viewer, filter: PathFilter) {
    const rows = await this.repository.paths(viewer, filter);
    const steps = await this.repository.steps(
      rows.map((row) => row.id),
      viewer?.id ?? null,
    );
    const stepsOf = new Map<number, StepRow[]>();
    for (const step of steps) stepsOf.set(step.path_id, [...(stepsOf.get(step.path_id) ?? []), step]);
    return {
      paths: rows.map((row) => {
        const detail = toDetail(row, stepsOf.get(row.id) ?? [], viewer !== null);
        return { detail, summary: summaryOf(detail) };
      }),
    };
  }

  // Admin

  async adminList(): Promise<AdminPathSummaryDto[]> {
    const rows = await this.repository.adminPaths();
    return rows.map(toAdminSummary);
  }

  async adminDetail(id: number): Promise<AdminPathDto> {
    const [row, steps] = await Promise.all([this.repository.adminPath(id), this.repository.adminSteps(id)]);
    if (!row) throw new AppError(ErrorCode.PATH_NOT_FOUND, PATH_NOT_FOUND);
    return {
      ...toAdminSummary(row),
      description: row.description,
      steps: steps.map((step) => ({
        id: step.id,
        position: step.position,
        kind: kindOf(step),
        isRequired: step.is_required,
        courseId: step.course_id,
        courseTitle: step.course_title,
        lessonId: step.lesson_id,
        lessonTitle: step.lesson_title,
        prerequisiteStepIds: step.prerequisite_ids,
        courseDeleted: step.course_deleted,
      })),
    };
  }

  async stepOptions(): Promise<PathStepOptionsDto> {
    const [courses, lessons] = await Promise.all([this.repository.courseOptions(), this.repository.lessonOptions()]);
    return {
      courses: courses.map((course) => ({ id: course.id, title: course.title, accessLevel: course.access_level })),
      lessons: lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        kind: lesson.kind ?? 'practice',
        courseId: lesson.course_id,
        courseTitle: lesson.course_title,
      })),
    };
  }

  /** A new path: unpublished, without steps, last in the catalogue. Its slug comes from the title, made unique. */
  async create(input: CreatePathDto): Promise<AdminPathDto> {
    const base = slugify(input.title);
    for (let attempt = 1; ; attempt++) {
      try {
        const path = this.em.create(LearningPath, {
          title: input.title,
          slug: await this.uniqueSlug(base),
          description: sanitizePlainText(input.description),
          levelLabel: input.levelLabel,
          certificateTitle: input.certificateTitle,
          position: await this.repository.nextPosition(),
        });
        await this.em.flush();
        return await this.adminDetail(path.id);
      } catch (error) {
        // Two paths with the same title created at once: the second takes the next free slug.
        if (!(error instanceof UniqueConstraintViolationException) || attempt === 3) throw error;
        this.em.clear();
      }
    }
  }

  async update(id: number, input: UpdatePathDto): Promise<AdminPathDto> {
    const path = await this.livePath(this.em, id);
    if (input.title !== undefined) path.title = input.title;
    if (input.description !== undefined) path.description = sanitizePlainText(input.description);
    if (input.levelLabel !== undefined) path.levelLabel = input.levelLabel;
    if (input.certificateTitle !== undefined) path.certificateTitle = input.certificateTitle;
    await this.em.flush();
    return this.adminDetail(id);
  }

  /**
   * Replaces the path's steps with `input.steps`, in that order. A course or lesson that stays a step
   * keeps its step (and id); prerequisites are given as places in the new list. Every problem with
   * the list is refused at once, one sentence each.
   */
  async setSteps(id: number, input: PathStepsInputDto): Promise<AdminPathDto> {
    const submitted = input.steps;
    // The lessons as the check read them: a lesson deleted since has no course to look up (a second read would find none).
    const { problems, lessonCourses } = await this.stepProblems(submitted);
    if (problems.length > 0) throw new AppError(ErrorCode.PATH_STEPS_INVALID, problems);
    try {
      await this.replaceSteps(id, submitted, lessonCourses);
    } catch (error) {
      // A lesson deleted after the check: its foreign key refuses the step, and the check now says which.
      if (!(error instanceof ForeignKeyConstraintViolationException)) throw error;
      const late = (await this.stepProblems(submitted)).problems;
      if (late.length > 0) throw new AppError(ErrorCode.PATH_STEPS_INVALID, late);
      throw error;
    }
    return this.adminDetail(id);
  }

  private async replaceSteps(id: number, submitted: PathStepInputDto[], lessonCourses: Map<number, number>): Promise<void> {
    await this.em.transactional(async (em) => {
      const path = await this.livePath(em, id, LockMode.PESSIMISTIC_WRITE);
      if (path.isPublished && !submitted.some((step) => step.isRequired ?? true))
        throw new AppError(ErrorCode.PATH_NOT_PUBLISHABLE, PUBLISHED_NEEDS_A_REQUIRED_STEP);
      const existing = await em.find(LearningPathStep, { path: id });
      const existingLinks = await em.find(LearningPathStepPrerequisite, { step: { path: id } });
      const byKey = new Map(existing.map((step) => [stepKey({ courseId: step.course.id, lessonId: step.lesson?.id }), step]));

      const steps = submitted.map((input, position) => {
        const kept = byKey.get(stepKey(input));
        byKey.delete(stepKey(input));
        const isRequired = input.isRequired ?? true;
        if (kept) {
          kept.position = position;
          kept.isRequired = isRequired;
          return kept;
        }
        const courseId = input.lessonId === undefined ? input.courseId! : lessonCourses.get(input.lessonId)!;
        return em.create(LearningPathStep, { path: id, course: courseId, lesson: input.lessonId ?? null, position, isRequired });
      });
      const removed = new Set(byKey.values());
      for (const link of existingLinks) if (removed.has(link.step) || removed.has(link.prerequisite)) em.remove(link);
      for (const step of removed) em.remove(step);
      await em.flush();

      const wanted = new Map<string, [LearningPathStep, LearningPathStep]>();
      submitted.forEach((input, index) => {
        for (const required of input.prerequisiteIndexes ?? [])
          wanted.set(`${steps[index].id}:${steps[required].id}`, [steps[index], steps[required]]);
      });
      for (const link of existingLinks) {
        if (removed.has(link.step) || removed.has(link.prerequisite)) continue;
        const key = `${link.step.id}:${link.prerequisite.id}`;
        if (wanted.has(key)) wanted.delete(key);
        else em.remove(link);
      }
      for (const [step, prerequisite] of wanted.values()) em.create(LearningPathStepPrerequisite, { step, prerequisite });
      path.updatedAt = new Date();
      await em.flush();
      await this.events.stepsChanged(em, id);
    });
  }

  async publish(id: number): Promise<AdminPathDto> {
    await this.em.transactional(async (em) => {
      const path = await this.livePath(em, id, LockMode.PESSIMISTIC_WRITE);
      const steps = await this.repository.steps([id], null);
      if (!steps.some((step) => step.is_required)) throw new AppError(ErrorCode.PATH_NOT_PUBLISHABLE, NEEDS_A_REQUIRED_STEP);
      path.isPublished = true;
      await em.flush();
      await this.events.completionChanged(em, id);
    });
    return this.adminDetail(id);
  }

  async unpublish(id: number): Promise<AdminPathDto> {
    const path = await this.livePath(this.em, id);
    path.isPublished = false;
    await this.em.flush();
    return this.adminDetail(id);
  }

  /** The path leaves the catalogue and the admin's list; its row stays for what may refer to it. */
  async remove(id: number): Promise<void> {
    const path = await this.livePath(this.em, id);
    path.deletedAt = new Date();
    path.isPublished = false;
    await this.em.flush();
  }

  /** The catalogue's order of paths: `pathIds` lists every path once. */
  async reorder(pathIds: number[]): Promise<AdminPathSummaryDto[]> {
    await this.em.transactional(async (em) => {
      const paths = await em.find(LearningPath, { deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const byId = new Map(paths.map((path) => [path.id, path]));
      if (pathIds.length !== paths.length || pathIds.some((id) => !byId.has(id)))
        throw new AppError(ErrorCode.INVALID_ORDER, 'List every path once, in the new order.');
      pathIds.forEach((id, position) => {
        byId.get(id)!.position = position;
      });
      await em.flush();
    });
    return this.adminList();
  }

  /** What is wrong with a new list of steps, one sentence per problem, and the course of each lesson step as read for the check. */
  private async stepProblems(submitted: PathStepInputDto[]): Promise<{ problems: string[]; lessonCourses: Map<number, number> }> {
    const both = submitted.flatMap((step, index) =>
      step.courseId !== undefined && step.lessonId !== undefined ? [`Step ${index + 1}: choose a course or a lesson, not both.`] : [],
    );
    if (both.length > 0) return { problems: both, lessonCourses: new Map() };
    const courseIds = submitted.flatMap((step) => (step.lessonId === undefined && step.courseId !== undefined ? [step.courseId] : []));
    const lessonIds = submitted.flatMap((step) => (step.lessonId === undefined ? [] : [step.lessonId]));
    const [courses, lessons] = await Promise.all([this.repository.liveCourses(courseIds), this.repository.liveLessons(lessonIds)]);
    const courseTitles = new Map(courses.map((course) => [course.id, course.title]));
    const lessonsById = new Map(lessons.map((lesson) => [lesson.id, lesson]));
    const steps: SubmittedStep[] = submitted.map((step) => {
      const prerequisiteIndexes = step.prerequisiteIndexes ?? [];
      if (step.lessonId === undefined) {
        const title = courseTitles.get(step.courseId!) ?? null;
        return { title, target: 'course', key: stepKey(step), unsuitableLesson: false, prerequisiteIndexes };
      }
      const lesson = lessonsById.get(step.lessonId);
      return {
        title: lesson?.title ?? null,
        target: 'lesson',
        key: stepKey(step),
        unsuitableLesson: !!lesson && lesson.kind === null,
        prerequisiteIndexes,
      };
    });
    return { problems: stepListProblems(steps), lessonCourses: new Map(lessons.map((lesson) => [lesson.id, lesson.course_id])) };
  }

  private async livePath(em: EntityManager, id: number, lockMode?: LockMode): Promise<LearningPath> {
    const path = await em.findOne(LearningPath, { id, deletedAt: null }, lockMode ? { lockMode, refresh: true } : {});
    if (!path) throw new AppError(ErrorCode.PATH_NOT_FOUND, PATH_NOT_FOUND);
    return path;
  }

  private async uniqueSlug(base: string): Promise<string> {
    const used = new Set(await this.repository.slugsLike(base));
    if (!used.has(base)) return base;
    for (let suffix = 2; ; suffix++) if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
  }
}

function summaryOf(detail: PathDetailDto): PathSummaryDto {
  const { id, slug, title, description, levelLabel, certificateTitle, stepCount, requiredStepCount, minutes, progress, certificate } =
    detail;
  return { id, slug, title, description, levelLabel, certificateTitle, stepCount, requiredStepCount, minutes, progress, certificate };
}

function toAdminSummary(row: AdminPathRow): AdminPathSummaryDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    levelLabel: row.level_label,
    certificateTitle: row.certificate_title,
    isPublished: row.is_published,
    position: row.position,
    stepCount: row.step_count,
    requiredStepCount: row.required_step_count,
    updatedAt: iso(row.updated_at),
  };
}

/** A path with its live steps in order, each step's state computed from what the viewer has done. */
function toDetail(row: PathRow, rows: StepRow[], signedIn: boolean): PathDetailDto {
  const live = new Set(rows.map((step) => step.id));
  const facts = rows.map((step) => ({
    id: step.id,
    isRequired: step.is_required,
    done: step.done,
    // A prerequisite whose course was deleted left the path: it no longer holds anything back.
    prerequisiteIds: step.prerequisite_ids.filter((prerequisite) => live.has(prerequisite)),
  }));
  const states = stepProgress(facts);
  const steps: PathStepDto[] = rows.map((step, index) => ({
    id: step.id,
    position: index,
    kind: kindOf(step),
    isRequired: step.is_required,
    courseId: step.course_id,
    courseTitle: step.course_title,
    lessonId: step.lesson_id,
    lessonTitle: step.lesson_title,
    minutes: step.minutes,
    prerequisiteStepIds: facts[index].prerequisiteIds,
    state: states.get(step.id)!.state,
    waitingFor: states.get(step.id)!.waitingFor,
    isEnrolled: step.is_enrolled,
    courseProgress: percent({ completed: step.completed_lessons, total: step.lesson_count }),
  }));
  const progress = pathProgress(facts);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    levelLabel: row.level_label,
    certificateTitle: row.certificate_title,
    stepCount: steps.length,
    requiredStepCount: progress.requiredTotal,
    minutes: steps.filter((step) => step.isRequired).reduce((sum, step) => sum + step.minutes, 0),
    progress: signedIn ? progress : null,
    certificate: row.certificate
      ? {
          code: row.certificate.code,
          issuedAt: iso(row.certificate.issued_at),
          validUntil: row.certificate.valid_until && iso(row.certificate.valid_until),
        }
      : null,
    isPublished: row.is_published,
    updatedAt: iso(row.updated_at),
    steps,
  };
}
