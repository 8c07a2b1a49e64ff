import { daysBetween, dateOf, longDate } from './cycle-dates.js';
import type { CertificationLedgerDto, CycleStatus, LedgerLineDto, RequirementFiguresDto } from './dto/my-credits.dto.js';
import {
  ACADEMY_PROVIDER,
  CERTIFICATION_BODY,
  CERTIFICATION_LABELS,
  creditAmount,
  ONE_CREDIT,
  type Certification,
  type CreditBody,
  type CreditCategory,
} from './public/credit-rules.js';

/** The cycle warning and the reminders start this many days before a cycle ends (docs/product-rules.md#continuing-education-credits). */
export const WARNING_DAYS = 90;
export const REMINDER_DAYS = [90, 30] as const;

export interface CertificationRow {
  id: number;
  certification: Certification;
  bodyName: string | null;
  cycleStart: string;
  cycleEnd: string;
}

export interface RequirementRow {
  totalHundredths: number | null;
  ethicsHundredths: number;
  businessHundredths: number;
  globalHundredths: number;
}

/** A credit line of one of the learner's valid certificates. */
export interface EarnedCredit {
  certificateCode: string;
  courseTitle: string;
  issuedAt: Date | string;
  body: CreditBody;
  category: CreditCategory;
  hundredths: number;
  activityId: string | null;
}

/** A credit line the learner added. */
export interface AddedCredit {
  id: number;
  earnedOn: string;
  provider: string;
  activityTitle: string;
  body: CreditBody;
  category: CreditCategory;
  hundredths: number;
  activityId: string | null;
}

/** "PHR", or "CPD (CIPD)". */
export function certificationLabel(certification: Certification, bodyName: string | null): string {
  const label = CERTIFICATION_LABELS[certification];
  return certification === 'cpd' && bodyName ? `${label} (${bodyName})` : label;
}

/** Every credit as a ledger line, oldest first (certificates on the UTC date they were issued). */
export function ledgerLines(earned: readonly EarnedCredit[], added: readonly AddedCredit[]): (LedgerLineDto & { body: CreditBody })[] {
  const lines = [
    ...earned.map((credit) => ({
      date: dateOf(credit.issuedAt),
      source: 'academy' as const,
      activityTitle: credit.courseTitle,
      provider: ACADEMY_PROVIDER,
      body: credit.body,
      category: credit.category,
      hundredths: credit.hundredths,
      activityId: credit.activityId,
      certificateCode: credit.certificateCode,
      entryId: null,
    })),
    ...added.map((credit) => ({
      date: credit.earnedOn,
      source: 'elsewhere' as const,
      activityTitle: credit.activityTitle,
      provider: credit.provider,
      body: credit.body,
      category: credit.category,
      hundredths: credit.hundredths,
      activityId: credit.activityId,
      certificateCode: null,
      entryId: credit.id,
    })),
  ];
  return lines.sort((a, b) => a.date.localeCompare(b.date) || a.activityTitle.localeCompare(b.activityTitle));
}

/** Whether a line counts toward the certification's cycle: the certification's body, dated within the cycle (both days included). */
export function countsToward(line: { body: CreditBody; date: string }, certification: CertificationRow): boolean {
  return (
    line.body === CERTIFICATION_BODY[certification.certification] &&
    line.date >= certification.cycleStart &&
    line.date <= certification.cycleEnd
  );
}

const amountOf = (lines: readonly LedgerLineDto[], category?: CreditCategory) =>
  lines.filter((line) => category === undefined || line.category === category).reduce((sum, line) => sum + line.hundredths, 0);

/** The unit a body counts in: "PDCs", "credits", "CPD hours". */
function unit(body: CreditBody, hundredths: number): string {
  const one = hundredths === ONE_CREDIT;
  if (body === 'shrm') return one ? 'PDC' : 'PDCs';
  if (body === 'cpd') return one ? 'CPD hour' : 'CPD hours';
  return one ? 'credit' : 'credits';
}

/**
 * What is still needed, in words: "27.5 more credits, including 1 ethics credit", "1 ethics credit",
 * "12 more PDCs"; null when nothing is missing.
 */
export function missingText(body: CreditBody, missing: RequirementFiguresDto): string | null {
  const categories = (['ethics', 'business', 'global'] as const)
    .filter((category) => missing[category] > 0)
    .map((category) => `${creditAmount(missing[category])} ${category} ${missing[category] === ONE_CREDIT ? 'credit' : 'credits'}`);
  const categorySum = missing.ethics + missing.business + missing.global;
  if (missing.total > categorySum) {
    const total = `${creditAmount(missing.total)} more ${unit(body, missing.total)}`;
    return categories.length > 0 ? `${total}, including ${categories.join(' and ')}` : total;
  }
  return categories.length > 0 ? categories.join(' and ') : null;
}

function statusOf(certification: CertificationRow, today: string): CycleStatus {
  if (today < certification.cycleStart) return 'upcoming';
  if (today > certification.cycleEnd) return 'ended';
  return 'active';
}

/**
 * The certification's ledger for its cycle on `today`: the lines that count, the totals, what the
 * academy's requirement asks and what is still missing, and the warning the page shows when the cycle
 * ends within WARNING_DAYS (or has ended) with credits missing.
 */
export function certificationLedger(
  certification: CertificationRow,
  requirement: RequirementRow | null,
  lines: readonly (LedgerLineDto & { body: CreditBody })[],
  today: string,
): CertificationLedgerDto {
  const body = CERTIFICATION_BODY[certification.certification];
  const counted = lines.filter((line) => countsToward(line, certification));
  const earned = {
    total: amountOf(counted),
    ethics: amountOf(counted, 'ethics'),
    business: amountOf(counted, 'business'),
    global: amountOf(counted, 'global'),
  };
  const required =
    requirement && requirement.totalHundredths !== null
      ? {
          total: requirement.totalHundredths,
          ethics: requirement.ethicsHundredths,
          business: requirement.businessHundredths,
          global: requirement.globalHundredths,
        }
      : null;
  const missing = required
    ? {
        total: Math.max(0, required.total - earned.total),
        ethics: Math.max(0, required.ethics - earned.ethics),
        business: Math.max(0, required.business - earned.business),
        global: Math.max(0, required.global - earned.global),
      }
    : null;
  const stillNeeded = missing ? missingText(body, missing) : null;
  const status = statusOf(certification, today);
  const daysLeft = daysBetween(today, certification.cycleEnd);
  const label = certificationLabel(certification.certification, certification.bodyName);
  let warning: string | null = null;
  if (stillNeeded && status === 'active' && daysLeft <= WARNING_DAYS) {
    const when = daysLeft === 0 ? 'ends today' : `ends in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
    warning = `Your ${label} cycle ${when} and you still need ${stillNeeded}.`;
  } else if (stillNeeded && status === 'ended') {
    warning = `Your ${label} cycle ended on ${longDate(certification.cycleEnd)} with credits missing (${stillNeeded}). Enter the dates of your next cycle when it starts.`;
  }
  return {
    id: certification.id,
    certification: certification.certification,
    label,
    body,
    bodyName: certification.bodyName,
    cycleStart: certification.cycleStart,
    cycleEnd: certification.cycleEnd,
    status,
    daysLeft,
    required,
    earned,
    missing,
    complete: stillNeeded === null && required !== null,
    warning,
    lines: counted.map(({ body: _body, ...line }) => line),
  };
}
