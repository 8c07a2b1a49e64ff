import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JsonText, objectJson } from '../../common/cache/cached-json.js';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { percent } from '../../common/percent.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { lessonsInOrder } from '../catalog/public/outline-lessons.js';
import { lockedUntil, moduleLockedMessage } from '../cohorts/public/drip.js';
import { CertificatesService } from '../certificates/certificates.service.js';
import { PracticeEventsService } from '../practice/practice-events.service.js';
import { QuizEventsService } from '../quizzes/quiz-events.service.js';
import { ScormEventsService } from '../scorm/scorm-events.service.js';
import type { SignedInUser } from '../users/public/signed-in-user.js';
import { webhookUser } from '../webhooks/public/webhook-events.js';
import type { WebhookEventInput } from '../webhooks/public/webhook-event-types.js';
import { WebhookEvents } from '../webhooks/public/webhook-events-now.js';
import type { DashboardDto, RecentProgressDto } from './dto/dashboard.dto.js';
import type { CompletionResultDto, EnrollmentResultDto, ModuleLockDto } from './dto/learning.dto.js';
import { LearningRepository } from './learning.repository.js';
import { activateEnrollment } from './public/enrollments.js';
import { resumeLesson } from './resume.js';

const MY_COURSES_LIMIT = 6;
const DAY_MS = 24 * 60 * 60 * 1000;
const RECENT_ACTIVITY_LIMIT = 5;
/** A learner is greeted as returning a day after signing up, or once they opened a lesson. */
const RETURNING_AFTER_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class LearningService implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: LearningRepository,
    private readonly catalog: CatalogService,
    private readonly certificates: CertificatesService,
    private readonly quizEvents: QuizEventsService,
    private readonly practiceEvents: PracticeEventsService,
    private readonly scormEvents: ScormEventsService,
    private readonly clock: Clock,
    private readonly webhookEvents: WebhookEvents,
  ) {}

  /**
   * A passed quiz or practice conversation, or a SCORM package reporting the learner done, completes
   * its lesson, through the same path as the learner's own completion; passing one again may renew a
   * certificate whose refresher it is.
   */
  onModuleInit(): void {
    this.quizEvents.onQuizPassed((learner, lessonId) => this.completeLesson(learner, lessonId, true));
    this.practiceEvents.onPracticePassed((learner, lessonId) => this.completeLesson(learner, lessonId, true));
    this.scormEvents.onScormDone((learner, lessonId) => this.completeLesson(learner, lessonId, true));
  }

  /** Free enrolment; idempotent. Paid courses need a purchase unless the user was given specific access. */
  async enroll(user: SignedInUser, courseId: number): Promise<EnrollmentResultDto> {
    const course = await this.repository.enrollableCourse(user, courseId);
    if (!course) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    if (course.is_paid && !course.has_specific_access) {
      throw new AppError(ErrorCode.PAYMENT_REQUIRED, 'This course requires payment. Please purchase it to enroll.');
    }
    // In a transaction, so that a new enrolment and its webhook event are written together.
    const enrolledAt = await this.em.transactional((em) => activateEnrollment(em, user.id, courseId, course.is_paid ? 'grant' : 'free'));
    return { courseId, isEnrolled: true, enrolledAt: enrolledAt.toISOString() };
  }

  /**
   * Marks a lesson complete for an enrolled learner; completing twice is not an error and never
   * duplicates. `passed`: its quiz or practice conversation was just passed.
   */
  async completeLesson(user: SignedInUser, lessonId: number, passed = false): Promise<CompletionResultDto> {
    const lesson = await this.repository.lessonToComplete(user, lessonId);
    if (!lesson) throw new AppError(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found');
    if (!lesson.is_enrolled) throw new AppError(ErrorCode.NOT_ENROLLED, 'Enroll in this course to track your progress');
    const locked = lockedUntil(lesson.unlocks_at, this.clock.now(), user.role);
    if (locked) throw new AppError(ErrorCode.MODULE_LOCKED, moduleLockedMessage(locked));
    // A quiz with a pass mark is completed by passing it (a passed quiz calls this, see onModuleInit).
    if (lesson.quiz_not_passed) throw new AppError(ErrorCode.QUIZ_NOT_PASSED, 'Pass the quiz to complete this lesson.');
    if (lesson.practice_not_passed)
      throw new AppError(ErrorCode.PRACTICE_NOT_PASSED, 'Pass the practice conversation to complete this lesson.');
    // docs/product-rules.md#scorm-lessons: the package completes its lesson (a commit calls this, see onModuleInit).
    if (lesson.scorm_not_done)
      throw new AppError(ErrorCode.SCORM_NOT_COMPLETED, 'This lesson is completed by finishing its SCORM content.');
    // One statement: record the completion once, and count it on the enrolment (reports read that counter).
    // `completed` is null only if the enrolment went in the meantime. The first completion of the
    // lesson, and the one that completes the course, are webhook events written in its transaction
    // with their deliveries (one statement).
    const { progress, recorded } = await this.em.transactional(async (em) => {
      const counted = await this.repository.recordCompletion(user.id, lessonId, lesson.course_id);
      const done = { completed: counted.completed ?? 0, total: counted.total };
      const isNew = counted.recorded && counted.completed !== null;
      if (isNew) {
        const learner = webhookUser(user);
        const course = { id: lesson.course_id, title: lesson.course_title };
        const events: WebhookEventInput[] = [
          {
            type: 'lesson.completed',
            data: { user: learner, course, lesson: { id: lessonId, title: lesson.lesson_title }, progress: done },
          },
        ];
        if (done.completed === done.total) events.push({ type: 'course.completed', data: { user: learner, course, lessons: done.total } });
        await this.webhookEvents.record(em, events);
      }
      return { progress: done, recorded: isNew };
    });
    // The transaction above has committed: of racing completions, the one that counted the last lesson sees the full count.
    const full = progress.total > 0 && progress.completed >= progress.total;
    const issued = full ? await this.certificates.issueIfEligible(user.id, lesson.course_id) : null;
    // docs/product-rules.md#certificate-validity-and-renewal: this completion may be the refresher of an expiring certificate.
    // Only the completion that finishes the course completes it: repeating one of a finished course renews nothing.
    if (lesson.is_refresher)
      await this.certificates.renewWithRefresher(user.id, {
        lessonId,
        courseId: lesson.course_id,
        recorded,
        courseCompleted: recorded && full,
        passed,
        issuedCode: issued?.code ?? null,
      });
    // docs/product-rules.md#learning-paths: the course's certificate, or this lesson, may be a path's last required step.
    if (recorded && lesson.is_path_step) await this.certificates.certifyPaths(user.id, { courseId: lesson.course_id, lessonId });
    return { lessonId, isCompleted: true, progress };
  }

  /**
   * The learning page (LearnViewDto) as JSON: for enrolled learners and admins. One query (the course
   * and the learner's side of it); the outline comes from the catalogue cache, its JSON spliced in.
   */
  async learnViewJson(user: SignedInUser, courseId: number): Promise<string> {
    const course = await this.repository.learnCourse(user, courseId);
    if (!course) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    if (!course.is_enrolled && user.role !== 'admin') {
      throw new AppError(ErrorCode.NOT_ENROLLED, 'Enroll in this course to start learning');
    }
    const completed = new Set(course.completed_lesson_ids);
    const outline = await this.catalog.outlineJson(courseId, completed);
    const lockedModules = this.lockedModules(await this.catalog.outline(courseId), course.drip_start, user.role);
    return objectJson({
      id: course.id,
      title: course.title,
      description: course.description,
      modules: new JsonText(outline.modules),
      totalProgress: { completed: completed.size, total: outline.completion.length },
      resumeLessonId: resumeLesson(outline.completion, (lesson) => lesson.isCompleted, course.last_lesson_id)?.id ?? null,
      lockedModules,
    });
  }

  /** The drip modules not open yet for a learner who started at `start` (docs/product-rules.md#cohorts-drip-and-live-sessions). */
  private lockedModules(
    outline: Awaited<ReturnType<CatalogService['outline']>>,
    start: Date | string | null,
    role: string,
  ): ModuleLockDto[] {
    if (start === null) return [];
    const now = this.clock.now();
    const locks: ModuleLockDto[] = [];
    for (const module of outline) {
      if (module.unlockAfterDays === null) continue;
      const opens = lockedUntil(new Date(new Date(start).getTime() + module.unlockAfterDays * DAY_MS), now, role);
      if (opens) locks.push({ moduleId: module.id, unlocksAt: opens.toISOString() });
    }
    return locks;
  }

  /** Remembers the lesson the learner is viewing, to resume the course there on any device. Admins who are not enrolled leave no trace. */
  async recordLessonView(user: SignedInUser, lessonId: number): Promise<void> {
    const lesson = await this.repository.recordLessonView(user, lessonId);
    if (!lesson) throw new AppError(ErrorCode.LESSON_NOT_FOUND, 'Lesson not found');
    if (!lesson.recorded && user.role !== 'admin')
      throw new AppError(ErrorCode.NOT_ENROLLED, 'Enroll in this course to track your progress');
  }

  async dashboard(user: SignedInUser): Promise<DashboardDto> {
    const [courses, totals, recent] = await Promise.all([
      this.repository.enrolledCourses(user.id),
      this.repository.learningTotals(user.id),
      this.repository.recentCompletions(user.id, RECENT_ACTIVITY_LIMIT),
    ]);
    const myCourses = courses.slice(0, MY_COURSES_LIMIT);
    // Where to resume each course: its outline (catalogue cache) and the learner's completions.
    const outlines = await this.catalog.outlines(myCourses.map((course) => course.id));
    const completedCourses = courses.filter(
      (course) => course.lesson_count > 0 && percent({ completed: course.completed_count, total: course.lesson_count }) === 100,
    ).length;
    const recentProgress: RecentProgressDto[] = recent.map((row) => ({
      lessonId: row.lesson_id,
      lessonTitle: row.lesson_title,
      courseId: row.course_id,
      courseTitle: row.course_title,
      completedAt: new Date(row.completed_at).toISOString(),
    }));
    const returning =
      recent.length > 0 ||
      courses.some((course) => course.last_lesson_id !== null) ||
      Date.now() - user.createdAt.getTime() > RETURNING_AFTER_MS;
    return {
      returning,
      stats: {
        completedCourses,
        activeCourses: courses.length - completedCourses,
        totalHours: Math.round((totals.minutes / 60) * 10) / 10,
        totalMinutes: totals.minutes,
        certificates: totals.certificates,
      },
      recentProgress,
      myCourses: myCourses.map((row) => {
        const completed = new Set(row.completed_lesson_ids);
        const resume = resumeLesson(lessonsInOrder(outlines.get(row.id)!), (lesson) => completed.has(lesson.id), row.last_lesson_id);
        return Object.assign(this.catalog.listItem(row), { resumeLesson: resume ? { id: resume.id, title: resume.title } : null });
      }),
    };
  }
}
