import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { Viewer } from '../catalog/public/viewer.js';
import { CreditsRepository } from './credits.repository.js';
import { CourseCredit } from './entities/course-credit.entity.js';
import type { CourseCreditsDto } from './dto/course-credits.dto.js';
import type { CreditSummaryDto } from './dto/credit-summary.dto.js';
import { bodyCredits, MAX_COURSE_CREDITS, type CreditBody, type CreditCategory } from './public/credit-rules.js';

/** A course credit line as it is written. */
interface CourseCreditInsert {
  body: CreditBody;
  category: CreditCategory;
  hundredths: number;
  activityId: string | null;
  bodyName: string | null;
}

interface StoredLine {
  body: CreditBody;
  category: CreditCategory;
  hundredths: number;
  activity_id: string | null;
  body_name: string | null;
}

const HRCI_CATEGORIES = ['general', 'business', 'global', 'ethics'] as const;

/** The stored lines as the admin's form reads them: one object per body, null when the course earns nothing from it. */
function toCourseCredits(lines: readonly StoredLine[]): CourseCreditsDto {
  const shrm = lines.find((line) => line.body === 'shrm');
  const hrci = lines.filter((line) => line.body === 'hrci');
  const cpd = lines.find((line) => line.body === 'cpd');
  const hrciAmount = (category: CreditCategory) => hrci.find((line) => line.category === category)?.hundredths ?? 0;
  return {
    shrm: shrm ? { hundredths: shrm.hundredths, activityId: shrm.activity_id } : null,
    hrci:
      hrci.length > 0
        ? {
            activityId: hrci[0].activity_id ?? '',
            general: hrciAmount('general'),
            business: hrciAmount('business'),
            global: hrciAmount('global'),
            ethics: hrciAmount('ethics'),
          }
        : null,
    cpd: cpd ? { hundredths: cpd.hundredths, bodyName: cpd.body_name ?? '' } : null,
  };
}

/** The form's objects as stored lines: HRCI gets a line per category with credits, each with the activity ID. */
function toLines(credits: CourseCreditsDto): CourseCreditInsert[] {
  const lines: CourseCreditInsert[] = [];
  if (credits.shrm) {
    lines.push({ body: 'shrm', category: 'general', hundredths: credits.shrm.hundredths, activityId: credits.shrm.activityId, bodyName: null });
  }
  if (credits.hrci) {
    const hrci = credits.hrci;
    const total = HRCI_CATEGORIES.reduce((sum, category) => sum + hrci[category], 0);
    if (total === 0)
      throw new AppError(
        ErrorCode.COURSE_CREDITS_INVALID,
        'HRCI credits must add up to more than 0: set credits in at least one category, or remove the HRCI credits',
      );
    if (total > MAX_COURSE_CREDITS) throw new AppError(ErrorCode.COURSE_CREDITS_INVALID, 'HRCI credits must add up to at most 100');
    for (const category of HRCI_CATEGORIES) {
      if (hrci[category] > 0) lines.push({ body: 'hrci', category, hundredths: hrci[category], activityId: hrci.activityId, bodyName: null });
    }
  }
  if (credits.cpd) {
    lines.push({ body: 'cpd', category: 'general', hundredths: credits.cpd.hundredths, activityId: null, bodyName: credits.cpd.bodyName });
  }
  return lines;
}

const toLine = (line: StoredLine) => ({
  body: line.body,
  category: line.category,
  hundredths: line.hundredths,
  activityId: line.activity_id,
  bodyName: line.body_name,
});

/** What each course offers: the admin sets it on the course; everyone who may see the course sees it before enrolling. */
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
    const lines = toLines(credits);
    // The repository's statements run in this transaction.
    await this.em.transactional(async (em) => {
      if (!(await this.credits.lockCourse(courseId))) throw new AppError(ErrorCode.COURSE_NOT_FOUND, 'Course not found');
      await em.nativeDelete(CourseCredit, { course: courseId });
      for (const line of lines) em.create(CourseCredit, { course: courseId, ...line });
    });
    return toCourseCredits(lines.map((line) => ({ ...line, activity_id: line.activityId, body_name: line.bodyName })));
  }
}
