import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { percent } from '../../common/percent.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { displayName } from '../users/public/display-name.js';
import { AnalyticsRepository } from './analytics.repository.js';
import type { AnalyticsDto, AnalyticsFigures, StudentProgressDto } from './dto/admin.dto.js';

const RECENT_STUDENTS = 10;
const STUDENT_ROWS = 100;
const ACTIVE_DAYS = 14;

/** Who asked for a refresh: its statements are logged under this label. */
export type RefreshTrigger = 'analytics-refresh' | 'analytics-recompute';

/**
 * The academy analytics, read from a stored summary so that an admin's request is one cheap
 * statement whatever the data size. The process that runs jobs refreshes the summary every
 * `ANALYTICS_REFRESH_MS`; a request that finds it late refreshes it in the background, and one that
 * finds it older than `ANALYTICS_MAX_AGE_MS` (no worker running, first start) waits for a refresh,
 * so no response carries figures older than that.
 */
@Injectable()
export class AnalyticsService {
  private readonly logger = new Logger(AnalyticsService.name);
  /** The refresh this process is running. */
  private refreshing: Promise<AnalyticsDto> | undefined;
  /** The figures this process last read: while the stored ones are the same, they are not read again. */
  private held: AnalyticsDto | undefined;

  constructor(
    private readonly analytics: AnalyticsRepository,
    private readonly em: EntityManager,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The analytics of `GET /api/admin/analytics`, at most `ANALYTICS_MAX_AGE_MS` old. */
  async current(): Promise<AnalyticsDto> {
    const held = this.held;
    const stored = await this.analytics.summary(held ? new Date(held.generatedAt) : null);
    if (!stored.generated_at) return this.refresh('analytics-recompute');
    const age = Date.now() - new Date(stored.generated_at).getTime();
    if (age > this.config.analytics.maxAgeMs) return this.refresh('analytics-recompute');
    if (age > this.lateAfterMs) {
      this.refresh('analytics-recompute').catch((error: Error) => this.logger.error(`Refreshing the analytics failed: ${error.message}`));
    }
    if (stored.figures) this.held = { ...stored.figures, generatedAt: new Date(stored.generated_at).toISOString() };
    return this.held!;
  }

  /**
   * Figures computed at `newerThan` (epoch ms) or later, recomputed and stored unless there are such
   * figures already. By default, figures from the last half refresh interval will do. Calls in this
   * process wait for the refresh that is running and take its figures when they are new enough;
   * across processes, the summary row's lock lets one compute at a time while the others wait and
   * keep what it stored.
   */
  async refresh(trigger: RefreshTrigger, newerThan = Date.now() - this.config.analytics.refreshMs / 2): Promise<AnalyticsDto> {
    for (let running = this.refreshing; running; running = this.refreshing) {
      const figures = await running;
      if (Date.parse(figures.generatedAt) >= newerThan) return figures;
    }
    const result = this.recompute(trigger, newerThan);
    this.refreshing = result;
    const settled = () => {
      if (this.refreshing === result) this.refreshing = undefined;
    };
    result.then(settled, settled);
    return result;
  }

  /**
   * Past the refresh interval by half the margin to the maximum age, the scheduled refresh is late
   * (no worker running, or Redis away): requests then refresh in the background.
   */
  private get lateAfterMs(): number {
    const { refreshMs, maxAgeMs } = this.config.analytics;
    return refreshMs + (maxAgeMs - refreshMs) / 2;
  }

  private async recompute(trigger: RefreshTrigger, newerThan: number): Promise<AnalyticsDto> {
    const logged = { loggerContext: { label: trigger } };
    return this.em.fork(logged).transactional(async () => {
      const locked = await this.analytics.lockSummary();
      if (locked.figures && locked.generated_at && new Date(locked.generated_at).getTime() >= newerThan) {
        return { ...locked.figures, generatedAt: new Date(locked.generated_at).toISOString() };
      }
      const generatedAt = new Date();
      const figures = await this.compute(generatedAt);
      await this.analytics.storeSummary(figures, generatedAt);
      return { ...figures, generatedAt: generatedAt.toISOString() };
    }, logged);
  }

  /** The figures from the live tables, as of `now`. */
  private async compute(now: Date): Promise<AnalyticsFigures> {
    const courses = await this.analytics.courseCompletions();
    const students = await this.analytics.learnerActivity(STUDENT_ROWS);
    const recent = students.filter((student) => student.last_activity).slice(0, RECENT_STUDENTS);
    const progress = recent.length ? await this.analytics.enrollmentProgressOf(recent.map((student) => student.id)) : [];
    const activeSince = now.getTime() - ACTIVE_DAYS * 24 * 60 * 60 * 1000;
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
      studentProgress: students.map((student): StudentProgressDto => ({
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
      })),
    };
  }
}
