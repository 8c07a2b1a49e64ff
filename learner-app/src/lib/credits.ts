import type { CertificationLedgerDto, Certification, CreditBody, CreditCategory, CreditSummaryDto } from '@academy/api';
import { parseCredits } from '@academy/ui';
import type { FieldErrors } from '../pages/auth/validation';

/** Continuing-education credits as My credits and the course page show them (docs/product-rules.md#continuing-education-credits). */

export const BODY_OPTIONS: { value: CreditBody; label: string }[] = [
  { value: 'shrm', label: 'SHRM (PDCs)' },
  { value: 'hrci', label: 'HRCI (recertification credits)' },
  { value: 'cpd', label: 'CPD (hours)' },
];

export const CATEGORY_OPTIONS: { value: CreditCategory; label: string }[] = [
  { value: 'general', label: 'General' },
  { value: 'business', label: 'Business' },
  { value: 'global', label: 'Global' },
  { value: 'ethics', label: 'Ethics' },
];

/** "Earn 3 SHRM PDCs", "Earn 2.5 HRCI credits (1.5 general, 1 ethics)": the course page's lines, one per body. */
export function courseCreditFacts(credits: readonly CreditSummaryDto[]): string[] {
  return credits.map((credit) => `Earn ${credit.label}${credit.detail ? ` (${credit.detail})` : ''}`);
}

/**
 * What a learning path's certificate earns, in one sentence: "Completing the path earns 1 SHRM PDC and
 * 2 HRCI credits (2 general), on top of its courses' credits."; null when it earns none.
 */
export function pathCreditsSentence(credits: readonly CreditSummaryDto[]): string | null {
  if (credits.length === 0) return null;
  const parts = credits.map((credit) => `${credit.label}${credit.detail ? ` (${credit.detail})` : ''}`);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Completing the path earns ${list}, on top of its courses' credits.`;
}

/** A certificate's credit line with its activity ID: "3 SHRM PDCs · activity ID 26-AB3CD". */
export function certificateCreditText(credit: CreditSummaryDto): string {
  const detail = credit.detail ? ` (${credit.detail})` : '';
  return `${credit.label}${detail}${credit.activityId ? ` · activity ID ${credit.activityId}` : ''}`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real date written YYYY-MM-DD (what a date input gives). */
export function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** `date` plus whole years (29 February becomes 28 February in other years). */
function addYears(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year + years, month - 1, day));
  if (target.getUTCMonth() !== month - 1) return new Date(Date.UTC(year + years, month, 0)).toISOString().slice(0, 10);
  return target.toISOString().slice(0, 10);
}

/** A cycle of `years` starting on `start` ends the day before the same date `years` later: 2025-01-01 → 2027-12-31. */
export function suggestedCycleEnd(start: string, years: number): string {
  return isDate(start) ? addYears(addDays(start, -1), years) : '';
}

export interface CertificationValues {
  certification: Certification | '';
  bodyName: string;
  cycleStart: string;
  cycleEnd: string;
}

/** The certification form's messages; the server checks the same rules. */
export function validateCertification(values: CertificationValues): FieldErrors<keyof CertificationValues> {
  const errors: FieldErrors<keyof CertificationValues> = {};
  if (!values.certification) errors.certification = 'Choose a certification';
  if (values.certification === 'cpd' && !values.bodyName.trim()) errors.bodyName = 'Name the CPD body you report to, such as CIPD';
  if (values.bodyName.trim().length > 100) errors.bodyName = 'CPD body name must be at most 100 characters';
  if (!isDate(values.cycleStart)) errors.cycleStart = 'Enter the date your cycle started';
  if (!isDate(values.cycleEnd)) errors.cycleEnd = 'Enter the date your cycle ends';
  else if (isDate(values.cycleStart) && values.cycleEnd <= values.cycleStart) errors.cycleEnd = 'The cycle must end after it starts';
  else if (isDate(values.cycleStart) && values.cycleEnd > addYears(values.cycleStart, 10))
    errors.cycleEnd = 'A cycle lasts at most 10 years';
  return errors;
}

export interface EntryValues {
  earnedOn: string;
  provider: string;
  activityTitle: string;
  body: CreditBody;
  category: CreditCategory;
  bodyName: string;
  activityId: string;
  credits: string;
}

/** The entry form's messages; the server checks the same rules. */
export function validateEntry(values: EntryValues, today: string): FieldErrors<keyof EntryValues> {
  const errors: FieldErrors<keyof EntryValues> = {};
  if (!isDate(values.earnedOn)) errors.earnedOn = 'Enter the date you earned the credits';
  else if (values.earnedOn > addDays(today, 1)) errors.earnedOn = 'The date earned cannot be in the future';
  if (!values.provider.trim()) errors.provider = 'Provider is required';
  else if (values.provider.trim().length > 200) errors.provider = 'Provider must be at most 200 characters';
  if (!values.activityTitle.trim()) errors.activityTitle = 'Activity title is required';
  else if (values.activityTitle.trim().length > 200) errors.activityTitle = 'Activity title must be at most 200 characters';
  const hundredths = parseCredits(values.credits);
  if (hundredths === null || hundredths < 1 || hundredths > 100_000)
    errors.credits = 'Credits must be from 0.01 to 1000, with at most two decimals';
  if (values.activityId.trim().length > 40) errors.activityId = 'Activity ID must be at most 40 characters';
  if (values.bodyName.trim().length > 100) errors.bodyName = 'CPD body name must be at most 100 characters';
  return errors;
}

/** What the entry form sends: HRCI keeps its category, the others are general; a CPD body only for CPD hours. */
export function entryInput(values: EntryValues) {
  return {
    earnedOn: values.earnedOn,
    provider: values.provider.trim(),
    activityTitle: values.activityTitle.trim(),
    body: values.body,
    category: values.body === 'hrci' ? values.category : ('general' as const),
    bodyName: values.body === 'cpd' && values.bodyName.trim() ? values.bodyName.trim() : null,
    activityId: values.activityId.trim() || null,
    hundredths: parseCredits(values.credits) ?? 0,
  };
}

/** Percent of the required total earned, whole, at most 100; null without a requirement. */
export function progressOf(ledger: Pick<CertificationLedgerDto, 'earned' | 'required'>): number | null {
  if (!ledger.required) return null;
  return Math.min(100, Math.floor((ledger.earned.total / ledger.required.total) * 100));
}

/** The words a body counts in: "PDCs", "credits", "CPD hours". */
export function unitOf(body: CreditBody): string {
  if (body === 'shrm') return 'PDCs';
  if (body === 'cpd') return 'CPD hours';
  return 'credits';
}
