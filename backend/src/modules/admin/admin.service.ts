import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { percent } from '../catalog/catalog.service.js';
import { toStudentCertificate } from '../certificates/certificates.service.js';
import { displayName } from '../users/display-name.js';
import type { UserRole } from '../users/entities/user.entity.js';
import type { AnalyticsDto, CourseAnalyticsDto, StudentDto, StudentPageDto, StudentPageQueryDto, StudentProgressDto } from './dto/admin.dto.js';

const RECENT_STUDENTS = 10;
const STUDENT_ROWS = 100;
const ACTIVE_DAYS = 14;

interface StudentRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: UserRole;
  enrolled_at: Date;
  source: string;
  done: number;
  total: number;
  certificate_code: string | null;
  certificate_issued_at: Date | null;
  certificate_revoked_at: Date | null;
  certificate_revoke_reason: string | null;
}

/** Admin reports, each a fixed number of SQL queries over indexed columns. */
@Injectable()
export class AdminService {
  constructor(private readonly em: EntityManager) {}

  /** Every active student of a course, newest first (the spec's list). */
  async students(courseId: number): Promise<StudentDto[]> {
    return (await this.studentRows(courseId, {})).items;
  }

  /** One page of a course's students, optionally filtered by name or e-mail, with the total for the pager. */
  async studentPage(courseId: number, query: StudentPageQueryDto): Promise<StudentPageDto> {
    const { items, total } = await this.studentRows(courseId, query);
    return { items, total, page: query.page, pageSize: query.pageSize };
  }

  private async studentRows(courseId: number, { page, pageSize, search }: Partial<StudentPageQueryDto>): Promise<{ items: StudentDto[]; total: number }> {
    const [course] = await this.sql<{ total: number }>(
      `select (select count(*) from lessons l where l.course_id = c.id)::int as total from courses c where c.id = ? and c.deleted_at is null`,
      [courseId],
    );
    if (!course) throw new NotFoundException('Course not found');
    const pattern = search?.trim() ? `%${search.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
    const paged = page !== undefined && pageSize !== undefined;
    const rows = await this.sql<StudentRow & { matching: number }>(
      `select u.id, u.first_name, u.last_name, u.email, u.role, e.enrolled_at, e.source,
              e.completed_lessons as done,
              cert.code as certificate_code, cert.issued_at as certificate_issued_at,
              cert.revoked_at as certificate_revoked_at, cert.revoke_reason as certificate_revoke_reason,
              count(*) over ()::int as matching
       from enrollments e join users u on u.id = e.user_id
       left join certificates cert on cert.user_id = e.user_id and cert.course_id = e.course_id
       where e.course_id = ? and e.status = 'active'
         ${pattern ? `and (u.email ilike ? or (u.first_name || ' ' || u.last_name) ilike ?)` : ''}
       order by e.enrolled_at desc, u.id
       ${paged ? 'limit ? offset ?' : ''}`,
      [courseId, ...(pattern ? [pattern, pattern] : []), ...(paged ? [pageSize, (page - 1) * pageSize] : [])],
    );
    const total = rows[0]?.matching ?? (paged && page > 1 ? await this.countStudents(courseId, pattern) : 0);
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
        ? toStudentCertificate({
            code: row.certificate_code,
            issued_at: row.certificate_issued_at!,
            revoked_at: row.certificate_revoked_at,
            revoke_reason: row.certificate_revoke_reason,
          })
        : null,
    }));
    return { items, total };
  }

  /** Only for a page past the end, where the window count has no row to ride on. */
  private async countStudents(courseId: number, pattern: string | null): Promise<number> {
    const [row] = await this.sql<{ total: number }>(
      `select count(*)::int as total from enrollments e join users u on u.id = e.user_id
       where e.course_id = ? and e.status = 'active' ${pattern ? `and (u.email ilike ? or (u.first_name || ' ' || u.last_name) ilike ?)` : ''}`,
      [courseId, ...(pattern ? [pattern, pattern] : [])],
    );
    return row.total;
  }

  async analytics(): Promise<AnalyticsDto> {
    const [courses, students] = await Promise.all([
      this.sql<{ id: number; title: string; enrollment_count: number; completed_count: number }>(
        `with totals as (select course_id, count(*)::int as total from lessons group by course_id)
         select c.id, c.title, count(e.id)::int as enrollment_count,
                count(e.id) filter (where t.total > 0 and e.completed_lessons >= t.total)::int as completed_count
         from courses c
         left join totals t on t.course_id = c.id
         left join enrollments e on e.course_id = c.id and e.status = 'active'
         where c.deleted_at is null
         group by c.id, c.title, t.total
         order by c.created_at, c.id`,
      ),
      this.sql<{ id: number; first_name: string; last_name: string; email: string; last_activity: Date | null; enrolled_courses: number; completed_lessons: number }>(
        `select u.id, u.first_name, u.last_name, u.email,
                greatest(u.last_active_at, (select max(lp.completed_at) from lesson_progress lp where lp.user_id = u.id)) as last_activity,
                (select count(*) from enrollments e where e.user_id = u.id and e.status = 'active')::int as enrolled_courses,
                (select count(*) from lesson_progress lp where lp.user_id = u.id)::int as completed_lessons
         from users u
         where u.role <> 'admin'
         order by u.last_active_at desc nulls last, u.id desc
         limit ${STUDENT_ROWS}`,
      ),
    ]);
    const recent = students.filter((student) => student.last_activity).slice(0, RECENT_STUDENTS);
    const progress = recent.length
      ? await this.sql<{ user_id: number; course_title: string; done: number; total: number }>(
          `select e.user_id, c.title as course_title,
                  e.completed_lessons as done,
                  (select count(*) from lessons l where l.course_id = c.id)::int as total
           from enrollments e join courses c on c.id = e.course_id
           where e.user_id in (${recent.map(() => '?').join(', ')}) and e.status = 'active' and c.deleted_at is null
           order by e.enrolled_at`,
          recent.map((student) => student.id),
        )
      : [];
    const activeSince = Date.now() - ACTIVE_DAYS * 24 * 60 * 60 * 1000;
    const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
    const name = (row: { first_name: string; last_name: string; email: string }) =>
      displayName({ firstName: row.first_name, lastName: row.last_name, email: row.email });
    return {
      recentlyActiveStudents: recent.map((student) => ({
        name: name(student),
        email: student.email,
        lastActivityDate: iso(student.last_activity),
        enrollmentProgress: progress
          .filter((row) => row.user_id === student.id)
          .map((row) => ({ courseTitle: row.course_title, progress: percent({ completed: row.done, total: row.total }) })),
      })),
      courses: courses.map((course) => ({
        id: course.id,
        title: course.title,
        enrollmentCount: course.enrollment_count,
        completionRate: percent({ completed: course.completed_count, total: course.enrollment_count }),
      })),
      studentProgress: students.map(
        (student): StudentProgressDto => ({
          id: student.id,
          name: name(student),
          email: student.email,
          enrolledCourses: student.enrolled_courses,
          completedLessons: student.completed_lessons,
          lastActivity: iso(student.last_activity),
          status:
            student.completed_lessons === 0
              ? 'not_started'
              : student.last_activity && new Date(student.last_activity).getTime() >= activeSince
                ? 'active'
                : 'inactive',
        }),
      ),
    };
  }

  /** The course management page's Analytics tab. */
  async courseAnalytics(courseId: number): Promise<CourseAnalyticsDto> {
    const [summary, weeks, funnel, [revenue], quizzes] = await Promise.all([
      this.sql<{ enrolled: number; completed: number }>(
        `with total as (select count(*)::int as lessons from lessons where course_id = ?)
         select count(e.id)::int as enrolled,
                count(e.id) filter (where (select lessons from total) > 0 and e.completed_lessons >= (select lessons from total))::int as completed
         from courses c left join enrollments e on e.course_id = c.id and e.status = 'active'
         where c.id = ? and c.deleted_at is null
         group by c.id`,
        [courseId, courseId],
      ),
      this.sql<{ week_start: string; count: number }>(
        `select to_char(date_trunc('week', enrolled_at), 'YYYY-MM-DD') as week_start, count(*)::int as count
         from enrollments where course_id = ? and status = 'active' group by 1 order by 1`,
        [courseId],
      ),
      this.sql<{ id: number; title: string; completed: number }>(
        `select l.id, l.title, coalesce(done.completed, 0)::int as completed
         from lessons l
         join modules m on m.id = l.module_id
         left join (select lesson_id, count(*) as completed from lesson_progress where course_id = ? group by lesson_id) done on done.lesson_id = l.id
         where l.course_id = ? order by m."order", m.id, l."order", l.id`,
        [courseId, courseId],
      ),
      this.sql<{ one_time: string; purchases: number; subscriptions: number; monthly: string; refunded: string }>(
        `select coalesce(sum(amount) filter (where kind = 'one_time' and status = 'succeeded'), 0) as one_time,
                count(*) filter (where kind = 'one_time' and status = 'succeeded')::int as purchases,
                count(*) filter (where kind = 'subscription' and status = 'succeeded')::int as subscriptions,
                coalesce(sum(amount) filter (where kind = 'subscription' and status = 'succeeded'), 0) as monthly,
                coalesce(sum(amount) filter (where status = 'refunded'), 0) as refunded
         from payments where course_id = ?`,
        [courseId],
      ),
      this.sql<{ lesson_id: number; title: string; pass_mark: number | null; attempted: number; passed: number; average_score: number | null }>(
        `select l.id as lesson_id, l.title, q.pass_mark,
                count(distinct a.user_id) filter (where a.status <> 'in_progress')::int as attempted,
                count(distinct a.user_id) filter (where a.passed)::int as passed,
                round(avg(a.score) filter (where a.status <> 'in_progress'))::int as average_score
         from quizzes q
         join lessons l on l.id = q.lesson_id
         join modules m on m.id = l.module_id
         left join quiz_attempts a on a.quiz_id = q.id
         where l.course_id = ?
         group by l.id, l.title, q.pass_mark, m."order", m.id, l."order"
         order by m."order", m.id, l."order", l.id`,
        [courseId],
      ),
    ]);
    if (!summary[0]) throw new NotFoundException('Course not found');
    return {
      enrolledCount: summary[0].enrolled,
      completionRate: percent({ completed: summary[0].completed, total: summary[0].enrolled }),
      enrollmentsByWeek: weeks.map((week) => ({ weekStart: week.week_start, count: week.count })),
      lessonFunnel: funnel.map((lesson) => ({ lessonId: lesson.id, title: lesson.title, completedCount: lesson.completed })),
      revenue: {
        oneTimeRevenue: Number(revenue.one_time),
        purchases: revenue.purchases,
        activeSubscriptions: revenue.subscriptions,
        monthlyRecurringRevenue: Number(revenue.monthly),
        refunded: Number(revenue.refunded),
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

  private sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(query, params);
  }
}
