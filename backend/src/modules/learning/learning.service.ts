import { ConflictException, ForbiddenException, HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { percent, toListItem } from '../catalog/catalog.service.js';
import type { EnrollmentResultDto } from '../catalog/dto/course.dto.js';
import type { CompletionResultDto } from '../catalog/dto/lesson.dto.js';
import { isRowId } from '../catalog/row-id.js';
import { CertificatesService } from '../certificates/certificates.service.js';
import type { User } from '../users/entities/user.entity.js';
import type { DashboardDto, RecentProgressDto } from './dto/dashboard.dto.js';
import { LearningRepository } from './learning.repository.js';

const MY_COURSES_LIMIT = 6;
const RECENT_ACTIVITY_LIMIT = 5;

@Injectable()
export class LearningService {
  constructor(
    private readonly repository: LearningRepository,
    private readonly certificates: CertificatesService,
  ) {}

  /** Free enrolment; idempotent. Paid courses need a purchase unless the user was given specific access. */
  async enroll(user: User, courseId: number): Promise<EnrollmentResultDto> {
    const course = isRowId(courseId) ? await this.repository.enrollableCourse(user, courseId) : undefined;
    if (!course) throw new NotFoundException('Course not found');
    if (course.is_paid && !course.has_specific_access) {
      throw new HttpException(
        { statusCode: 402, error: 'Payment Required', message: 'This course requires payment. Please purchase it to enroll.' },
        HttpStatus.PAYMENT_REQUIRED,
      );
    }
    const enrolledAt = await this.repository.activateEnrollment(user.id, courseId, course.is_paid ? 'grant' : 'free');
    if (!enrolledAt) throw new NotFoundException('Course not found');
    return { courseId, isEnrolled: true, enrolledAt: enrolledAt.toISOString() };
  }

  /** Marks a lesson complete for an enrolled learner; completing twice is not an error and never duplicates. */
  async completeLesson(user: User, lessonId: number): Promise<CompletionResultDto> {
    const lesson = isRowId(lessonId) ? await this.repository.lessonToComplete(user, lessonId) : undefined;
    if (!lesson) throw new NotFoundException('Lesson not found');
    if (!lesson.is_enrolled) throw new ForbiddenException('Enroll in this course to track your progress');
    // A quiz with a pass mark is completed by passing it (the quizzes module calls this once it is passed).
    if (lesson.quiz_not_passed) throw new ConflictException('Pass the quiz to complete this lesson.');
    // One statement: record the completion once, and count it on the enrolment (reports read that counter).
    // `completed` is null only if the enrolment went in the meantime.
    const counted = await this.repository.recordCompletion(user.id, lessonId, lesson.course_id);
    const progress = { completed: counted.completed ?? 0, total: counted.total };
    // The statement above has committed: of racing completions, the one that counted the last lesson sees the full count.
    if (progress.total > 0 && progress.completed >= progress.total) await this.certificates.issueIfEligible(user.id, lesson.course_id);
    return { lessonId, isCompleted: true, progress };
  }

  async dashboard(user: User): Promise<DashboardDto> {
    const [courses, totals, recent] = await Promise.all([
      this.repository.enrolledCourses(user.id),
      this.repository.learningTotals(user.id),
      this.repository.recentCompletions(user.id, RECENT_ACTIVITY_LIMIT),
    ]);
    const completedCourses = courses.filter((course) => course.lesson_count > 0 && percent({ completed: course.completed_count, total: course.lesson_count }) === 100).length;
    const recentProgress: RecentProgressDto[] = recent.map((row) => ({
      lessonId: row.lesson_id,
      lessonTitle: row.lesson_title,
      courseId: row.course_id,
      courseTitle: row.course_title,
      completedAt: new Date(row.completed_at).toISOString(),
    }));
    return {
      stats: {
        completedCourses,
        activeCourses: courses.length - completedCourses,
        totalHours: Math.round((totals.minutes / 60) * 10) / 10,
        certificates: totals.certificates,
      },
      recentProgress,
      myCourses: courses.slice(0, MY_COURSES_LIMIT).map((row) => toListItem(row)),
    };
  }
}
