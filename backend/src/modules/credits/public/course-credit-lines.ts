import { AppError } from '../../../common/errors/app-error.js';
import { ErrorCode } from '../../../common/errors/error-codes.js';
import type { CourseCreditsDto } from '../dto/course-credits.dto.js';
import { MAX_COURSE_CREDITS, type CreditBody, type CreditCategory, type CreditLine } from './credit-rules.js';

const HRCI_CATEGORIES = ['general', 'business', 'global', 'ethics'] as const;

/** The form's objects as stored lines: HRCI gets a line per category with credits, each with the activity ID. */
export function courseCreditLines(credits: CourseCreditsDto): CreditLine[] {
  const lines: CreditLine[] = [];
  if (credits.shrm) {
    lines.push({
      body: 'shrm',
      category: 'general',
      hundredths: credits.shrm.hundredths,
      activityId: credits.shrm.activityId,
      bodyName: null,
    });
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
      if (hrci[category] > 0)
        lines.push({ body: 'hrci', category, hundredths: hrci[category], activityId: hrci.activityId, bodyName: null });
    }
  }
  if (credits.cpd) {
    lines.push({ body: 'cpd', category: 'general', hundredths: credits.cpd.hundredths, activityId: null, bodyName: credits.cpd.bodyName });
  }
  return lines;
}

/** A credit line as its table stores it. */
export interface StoredLine {
  body: CreditBody;
  category: CreditCategory;
  hundredths: number;
  activity_id: string | null;
  body_name: string | null;
}

/** The stored lines as the admin's form reads them: one object per body, null when the course earns nothing from it. */
export function toCourseCredits(lines: readonly StoredLine[]): CourseCreditsDto {
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
