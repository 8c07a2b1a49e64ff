/**
 * Continuing-education credits (docs/product-rules.md#continuing-education-credits): the bodies, the
 * HRCI credit categories, the certifications a learner keeps, and how amounts are written. Amounts are
 * integer hundredths everywhere (300 = 3 credits, 125 = 1.25).
 */

export const CREDIT_BODIES = ['shrm', 'hrci', 'cpd'] as const;
export type CreditBody = (typeof CREDIT_BODIES)[number];

/** HRCI's recertification credit categories; SHRM PDCs and CPD hours are always `general`. */
export const CREDIT_CATEGORIES = ['general', 'business', 'global', 'ethics'] as const;
export type CreditCategory = (typeof CREDIT_CATEGORIES)[number];

export const CERTIFICATIONS = ['shrm-cp', 'shrm-scp', 'aphr', 'phr', 'sphr', 'gphr', 'cpd'] as const;
export type Certification = (typeof CERTIFICATIONS)[number];

/** The body whose credits count toward each certification. */
export const CERTIFICATION_BODY: Record<Certification, CreditBody> = {
  'shrm-cp': 'shrm',
  'shrm-scp': 'shrm',
  aphr: 'hrci',
  phr: 'hrci',
  sphr: 'hrci',
  gphr: 'hrci',
  cpd: 'cpd',
};

export const CERTIFICATION_LABELS: Record<Certification, string> = {
  'shrm-cp': 'SHRM-CP',
  'shrm-scp': 'SHRM-SCP',
  aphr: 'aPHR',
  phr: 'PHR',
  sphr: 'SPHR',
  gphr: 'GPHR',
  cpd: 'CPD',
};

/** The provider of the credits the academy records (certificates, live sessions attended). */
export const ACADEMY_PROVIDER = 'Recruiting Academy';

export const BODY_LABELS: Record<CreditBody, string> = { shrm: 'SHRM', hrci: 'HRCI', cpd: 'CPD' };

/** One credit in hundredths; course credits come in quarters, at most 100 per body. */
export const ONE_CREDIT = 100;
export const CREDIT_STEP = 25;
export const MAX_COURSE_CREDITS = 100 * ONE_CREDIT;
/** Credits a learner adds from elsewhere: hundredths, at least 0.01 and at most 1000 per entry. */
export const MAX_ENTRY_CREDITS = 1000 * ONE_CREDIT;

/** SHRM writes its activity IDs as the year's two digits, a hyphen and five letters or digits: 26-AB3CD. */
export const SHRM_ACTIVITY_ID = /^\d{2}-[A-Z0-9]{5}$/;
/** HRCI's activity (program) IDs are numbers of 6 to 8 digits. */
export const HRCI_ACTIVITY_ID = /^\d{6,8}$/;

/** 300 → "3", 125 → "1.25", 250 → "2.5". */
export function creditAmount(hundredths: number): string {
  const whole = Math.trunc(hundredths / ONE_CREDIT);
  const rest = Math.abs(hundredths % ONE_CREDIT);
  if (rest === 0) return String(whole);
  const fraction = String(rest).padStart(2, '0').replace(/0$/, '');
  return `${hundredths < 0 && whole === 0 ? '-' : ''}${whole}.${fraction}`;
}

const plural = (hundredths: number, one: string, many: string) => (hundredths === ONE_CREDIT ? one : many);

/** "3 SHRM PDCs", "1 SHRM PDC", "2.5 HRCI credits", "3 CPD hours (CIPD)". */
export function creditLabel(body: CreditBody, hundredths: number, bodyName: string | null): string {
  const amount = creditAmount(hundredths);
  switch (body) {
    case 'shrm':
      return `${amount} ${plural(hundredths, 'SHRM PDC', 'SHRM PDCs')}`;
    case 'hrci':
      return `${amount} ${plural(hundredths, 'HRCI credit', 'HRCI credits')}`;
    case 'cpd':
      return `${amount} ${plural(hundredths, 'CPD hour', 'CPD hours')}${bodyName ? ` (${bodyName})` : ''}`;
  }
}

/** "1.5 general, 1 ethics": an HRCI amount split by category, categories in the order HRCI lists them. */
export function categoriesLabel(parts: readonly { category: CreditCategory; hundredths: number }[]): string {
  return CREDIT_CATEGORIES.flatMap((category) => {
    const hundredths = parts.filter((part) => part.category === category).reduce((sum, part) => sum + part.hundredths, 0);
    return hundredths > 0 ? [`${creditAmount(hundredths)} ${category}`] : [];
  }).join(', ');
}

/** A credit line as stored (a course's, or a certificate's snapshot of it). */
export interface CreditLine {
  body: CreditBody;
  category: CreditCategory;
  hundredths: number;
  activityId: string | null;
  bodyName: string | null;
}

/** A body's credits together: the total, its categories (HRCI), the activity ID and what a person reads. */
export interface BodyCredits {
  body: CreditBody;
  hundredths: number;
  categories: { category: CreditCategory; hundredths: number }[];
  activityId: string | null;
  bodyName: string | null;
  /** "2.5 HRCI credits" */
  label: string;
  /** "1.5 general, 1 ethics" for HRCI credits in more than the general category; null otherwise. */
  detail: string | null;
}

/** The lines grouped by body, in the order SHRM, HRCI, CPD. */
export function bodyCredits(lines: readonly CreditLine[]): BodyCredits[] {
  return CREDIT_BODIES.flatMap((body) => {
    const mine = lines.filter((line) => line.body === body && line.hundredths > 0);
    if (mine.length === 0) return [];
    const hundredths = mine.reduce((sum, line) => sum + line.hundredths, 0);
    const categories = CREDIT_CATEGORIES.flatMap((category) => {
      const amount = mine.filter((line) => line.category === category).reduce((sum, line) => sum + line.hundredths, 0);
      return amount > 0 ? [{ category, hundredths: amount }] : [];
    });
    const bodyName = mine.find((line) => line.bodyName)?.bodyName ?? null;
    return [
      {
        body,
        hundredths,
        categories,
        activityId: mine.find((line) => line.activityId)?.activityId ?? null,
        bodyName,
        label: creditLabel(body, hundredths, bodyName),
        detail: body === 'hrci' && categories.some((part) => part.category !== 'general') ? categoriesLabel(categories) : null,
      },
    ];
  });
}

/** "3 SHRM PDCs (activity ID 26-AB3CD)", "2.5 HRCI credits: 1.5 general, 1 ethics (activity ID 612345)": one line of a certificate. */
export function certificateCreditLine(credits: BodyCredits): string {
  const detail = credits.detail ? `: ${credits.detail}` : '';
  const activity = credits.activityId ? ` (${BODY_LABELS[credits.body]} activity ID ${credits.activityId})` : '';
  return `${credits.label}${detail}${activity}`;
}
