import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { percent } from '../../common/percent.js';
import { toStudentCertificate } from '../certificates/public/student-certificate.js';
import { AdminRepository } from './admin.repository.js';
import type { CourseAnalyticsDto, StudentDto, StudentPageDto, StudentPageQueryDto } from './dto/admin.dto.js';

/** Admin reports, each a fixed number of SQL queries over indexed columns. */
@Injectable()
export class AdminService {
  constructor(
    private readonly reports: AdminRepository,
    private readonly clock: Clock,
  ) {}

  /** Every active student of a course, newest first (docs/product-rules.md#admin-students-and-invites). */
  async students(courseId: number): Promise<StudentDto[]> {
    return (await this.studentRows(courseId, {})).items;
  }

  /** One page of a course's students, optionally filtered by name or e-mail, with the total for the pager. */
  async studentPage(courseId: number, query: StudentPageQueryDto): Promise<StudentPageDto> {
    const { items, total } = await this.studentRows(courseId, query);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  private async studentRows(
    courseId: number,
    { page, pageSize, search }: Partial<StudentPageQueryDto>,
  ): Promise<{ items: StudentDto[]; total: number }> {
    const course = await this.reports.courseLessonTotal(courseId);
    if (!course) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    const pattern = search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
    const paged = page !== undefined && pageSize !== undefined;
    const rows = await this.reports.students(courseId, pattern, paged ? { limit: pageSize, offset: (page - 1) * pageSize } : undefined);
    const now = this.clock.now();
    const total = rows[0]?.matching ?? (paged && page > 1 ? await this.reports.countStudents(courseId, pattern) : 0);
    const items = rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      role: row.role,
      enrolledAt: new Date(row.enrolled_at).toISOString(),
      grantedAccess: row.source === 'grant',
      progress: percent({ completed: row.done, total: course.total }),
      certificate: row.certificate_code
        ? toStudentCertificate(
            {
              code: row.certificate_code,
              issued_at: row.certificate_issued_at!,
              valid_until: row.certificate_valid_until,
              revoked_at: row.certificate_revoked_at,
              revoke_reason: row.certificate_revoke_reason,
            },
            now,
          )
        : null,
    }));
    return { items, total };
  }

  /** The course management page's Analytics tab. */
  async courseAnalytics(courseId: number): Promise<CourseAnalyticsDto> {
    const [summary, weeks, funnel, revenue, quizzes] = await Promise.all([
      this.reports.courseSummary(courseId),
      this.reports.enrollmentsByWeek(courseId),
      this.reports.lessonFunnel(courseId),
      this.reports.revenue(courseId),
      this.reports.quizResults(courseId),
    ]);
    if (!summary) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    return {
      enrolledCount: summary.enrolled,
      completionRate: percent({ completed: summary.completed, total: summary.enrolled }),
      enrollmentsByWeek: weeks.map((week) => ({ weekStart: week.week_start, count: week.count })),
      lessonFunnel: funnel.map((lesson) => ({ lessonId: lesson.id, title: lesson.title, completedCount: lesson.completed })),
      revenue: {
        oneTimeRevenue: Number(revenue.one_time),
        purchases: revenue.purchases,
        activeSubscriptions: revenue.subscriptions,
        monthlyRecurringRevenue: Number(revenue.monthly),
        refunded: Number(revenue.refunded),
        discounts: Number(revenue.discounts),
      },
      quizzes: quizzes.map((quiz) => ({
        lessonId: quiz.lesson_id,
        title: quiz.title,
        passMark: quiz.pass_mark,
        attemptedCount: quiz.attempted,
        passedCount: quiz.passed,
        passRate: percent({ completed: quiz.passed, total: quiz.attempted }),
        averageScore: quiz.average_score,
      })),
    };
  }
}
