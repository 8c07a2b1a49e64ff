import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { COURSE_COLUMNS, percent, toListItem, type CourseRow } from '../catalog/catalog.service.js';
import type { EnrollmentResultDto } from '../catalog/dto/course.dto.js';
import type { CompletionResultDto } from '../catalog/dto/lesson.dto.js';
import { visibleCourseCondition } from '../catalog/viewer.js';
import { activateEnrollment } from './enrollments.js';
import { CertificatesService } from '../certificates/certificates.service.js';
import type { User } from '../users/entities/user.entity.js';
import type { DashboardDto, RecentProgressDto } from './dto/dashboard.dto.js';

const MY_COURSES_LIMIT = 6;
const RECENT_ACTIVITY_LIMIT = 5;

@Injectable()
export class LearningService {
  constructor(
    private readonly em: EntityManager,
    private readonly certificates: CertificatesService,
  ) {}

  /** Free enrolment; idempotent. Paid courses need a purchase unless the user was given specific access. */
  async enroll(user: User, courseId: number): Promise<EnrollmentResultDto> {
    const visible = visibleCourseCondition(user);
    const [course] = await this.connection().execute<{ is_paid: boolean; has_specific_access: boolean }[]>(
      `select c.is_paid, exists (select 1 from course_user_access a where a.course_id = c.id and a.user_id = ?) as has_specific_access
       from courses c where c.id = ? and ${visible.sql}`,
      [user.id, courseId, ...visible.params],
    );
    if (!course) throw new NotFoundException('Course not found');
    if (course.is_paid && !course.has_specific_access) {
      throw new HttpException(
        { statusCode: 402, error: 'Payment Required', message: 'This course requires payment. Please purchase it to enroll.' },
        HttpStatus.PAYMENT_REQUIRED,
      );
    }
    const enrolledAt = await activateEnrollment(this.em, user.id, courseId, course.is_paid ? 'grant' : 'free');
    return { courseId, isEnrolled: true, enrolledAt: enrolledAt.toISOString() };
  }

  /** Marks a lesson complete for an enrolled learner; completing twice is not an error and never duplicates. */
  async completeLesson(user: User, lessonId: number): Promise<CompletionResultDto> {
    const visible = visibleCourseCondition(user);
    const [lesson] = await this.connection().execute<{ course_id: number; is_enrolled: boolean; quiz_not_passed: boolean }[]>(
      `select l.course_id,
              exists (select 1 from enrollments e where e.course_id = l.course_id and e.user_id = ? and e.status = 'active') as is_enrolled,
              (exists (select 1 from quizzes q where q.lesson_id = l.id and q.pass_mark is not null
                         and exists (select 1 from quiz_questions qq where qq.quiz_id = q.id)
                         and not exists (select 1 from quiz_attempts qa where qa.quiz_id = q.id and qa.user_id = ? and qa.passed))
               and not exists (select 1 from lesson_progress lp where lp.lesson_id = l.id and lp.user_id = ?)) as quiz_not_passed
       from lessons l join courses c on c.id = l.course_id where l.id = ? and ${visible.sql}`,
      [user.id, user.id, user.id, lessonId, ...visible.params],
    );
    if (!lesson) throw new NotFoundException('Lesson not found');
    if (!lesson.is_enrolled) throw new ForbiddenException('Enroll in this course to track your progress');
    // A quiz with a pass mark is completed by passing it (the quizzes module calls this once it is passed).
    if (lesson.quiz_not_passed) throw new ConflictException('Pass the quiz to complete this lesson.');
    // One statement: record the completion once, and count it on the enrolment (reports read that counter).
    const [progress] = await this.connection().execute<{ completed: number; total: number }[]>(
      `with inserted as (
         insert into lesson_progress (user_id, lesson_id, course_id, completed_at) values (?, ?, ?, now())
         on conflict (user_id, lesson_id) do nothing returning 1
       ), counted as (
         update enrollments set completed_lessons = completed_lessons + (select count(*) from inserted)
         where user_id = ? and course_id = ? returning completed_lessons
       )
       select (select completed_lessons from counted)::int as completed,
              (select count(*) from lessons where course_id = ?)::int as total`,
      [user.id, lessonId, lesson.course_id, user.id, lesson.course_id, lesson.course_id],
    );
    // The statement above has committed: of racing completions, the one that counted the last lesson sees the full count.
    if (progress.total > 0 && progress.completed >= progress.total) await this.certificates.issueIfEligible(user.id, lesson.course_id);
    return { lessonId, isCompleted: true, progress };
  }

  async dashboard(user: User): Promise<DashboardDto> {
    const [courses, hours, recent] = await Promise.all([
      this.connection().execute<(CourseRow & { last_activity: Date })[]>(
        `select ${COURSE_COLUMNS},
                greatest(e.enrolled_at, (select max(lp.completed_at) from lesson_progress lp where lp.course_id = c.id and lp.user_id = e.user_id)) as last_activity
         from courses c join enrollments e on e.course_id = c.id and e.user_id = ? and e.status = 'active'
         where c.deleted_at is null
         order by last_activity desc, c.id`,
        [user.id, user.id, user.id, user.id],
      ),
      this.connection().execute<{ minutes: number; certificates: number }[]>(
        `select coalesce(sum(l.duration), 0)::int as minutes,
                (select count(*) from certificates cert where cert.user_id = ? and cert.revoked_at is null)::int as certificates
         from lesson_progress lp join lessons l on l.id = lp.lesson_id where lp.user_id = ?`,
        [user.id, user.id],
      ),
      this.connection().execute<{ lesson_id: number; lesson_title: string; course_id: number; course_title: string; completed_at: Date }[]>(
        `select lp.lesson_id, l.title as lesson_title, c.id as course_id, c.title as course_title, lp.completed_at
         from lesson_progress lp join lessons l on l.id = lp.lesson_id join courses c on c.id = lp.course_id
         where lp.user_id = ? order by lp.completed_at desc, lp.id desc limit ${RECENT_ACTIVITY_LIMIT}`,
        [user.id],
      ),
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
        totalHours: Math.round((hours[0].minutes / 60) * 10) / 10,
        certificates: hours[0].certificates,
      },
      recentProgress,
      myCourses: courses.slice(0, MY_COURSES_LIMIT).map((row) => toListItem(row)),
    };
  }

  private connection() {
    return this.em.getConnection();
  }
}
