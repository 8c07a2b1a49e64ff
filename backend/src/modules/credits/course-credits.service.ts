import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { Viewer } from '../catalog/public/viewer.js';
import { CreditsRepository } from './credits.repository.js';
import { CourseCredit } from './entities/course-credit.entity.js';
import { PathCredit } from './entities/path-credit.entity.js';
import type { CourseCreditsDto } from './dto/course-credits.dto.js';
import type { CreditSummaryDto } from './dto/credit-summary.dto.js';
import { courseCreditLines, toCourseCredits, type StoredLine } from './public/course-credit-lines.js';
import { bodyCredits } from './public/credit-rules.js';

const toLine = (line: StoredLine) => ({
  body: line.body,
  category: line.category,
  hundredths: line.hundredths,
  activityId: line.activity_id,
  bodyName: line.body_name,
});

const PATH_NOT_FOUND = 'Path not found';

/**
 * What each course offers, and each learning path's certificate on top of its courses': the admin sets
 * it on the course or path; everyone who may see the course or path sees it before enrolling.
 */
@Injectable()
export class CourseCreditsService {
  constructor(
    private readonly em: EntityManager,
    private readonly credits: CreditsRepository,
  ) {}

  /** The credits a course offers ("Earn 3 SHRM PDCs"), for whoever may see the course; 404 otherwise. One statement. */
  async offered(viewer: Viewer, courseId: number): Promise<CreditSummaryDto[]> {
    const lines = await this.credits.visibleCourseCredits(viewer, courseId);
    if (!lines) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    return bodyCredits(lines.map(toLine));
  }

  async forAdmin(courseId: number): Promise<CourseCreditsDto> {
    const lines = await this.credits.courseCredits(courseId);
    if (!lines) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
    return toCourseCredits(lines);
  }

  /**
   * Replaces the course's credits. Certificates issued before keep the credits they earned (their
   * snapshot); certificates issued from now on earn these.
   */
  async replace(courseId: number, credits: CourseCreditsDto): Promise<CourseCreditsDto> {
    const lines = courseCreditLines(credits);
    // The repository's statements run in this transaction.
    await this.em.transactional(async (em) => {
      if (!(await this.credits.lockCourse(courseId))) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
      await em.nativeDelete(CourseCredit, { course: courseId });
      if (lines.length > 0)
        await em.insertMany(
          CourseCredit,
          lines.map((line) => ({ course: courseId, ...line })),
        );
    });
    return toCourseCredits(lines.map((line) => ({ ...line, activity_id: line.activityId, body_name: line.bodyName })));
  }

  /** The credits a path's certificate earns, for whoever may see the path; 404 otherwise. One statement. */
  async offeredByPath(viewer: Viewer, slug: string): Promise<CreditSummaryDto[]> {
    const lines = await this.credits.visiblePathCredits(viewer, slug);
    if (!lines) throw new AppError(ErrorCode.PATH_NOT_FOUND, PATH_NOT_FOUND);
    return bodyCredits(lines.map(toLine));
  }

  async forAdminPath(pathId: number): Promise<CourseCreditsDto> {
    const lines = await this.credits.pathCredits(pathId);
    if (!lines) throw new AppError(ErrorCode.PATH_NOT_FOUND, PATH_NOT_FOUND);
    return toCourseCredits(lines);
  }

  /** Replaces what the path's certificate earns, under the same rules as a course's; certificates issued before keep theirs. */
  async replacePath(pathId: number, credits: CourseCreditsDto): Promise<CourseCreditsDto> {
    const lines = courseCreditLines(credits);
    await this.em.transactional(async (em) => {
      if (!(await this.credits.lockPath(pathId))) throw new AppError(ErrorCode.PATH_NOT_FOUND, PATH_NOT_FOUND);
      await em.nativeDelete(PathCredit, { path: pathId });
      if (lines.length > 0)
        await em.insertMany(
          PathCredit,
          lines.map((line) => ({ path: pathId, ...line })),
        );
    });
    return toCourseCredits(lines.map((line) => ({ ...line, activity_id: line.activityId, body_name: line.bodyName })));
  }
}
