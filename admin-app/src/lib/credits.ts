import type { CourseCreditsDto } from '@academy/api/admin';

/**
 * A course's credits in the admin's form (decimals, each body switched on or off) and the rules the
 * server applies to them, with its messages (docs/product-rules.md#continuing-education-credits).
 */
export interface CourseCreditsForm {
  shrmOn: boolean;
  shrmCredits: number | null;
  shrmActivityId: string;
  hrciOn: boolean;
  hrciActivityId: string;
  hrciGeneral: number | null;
  hrciBusiness: number | null;
  hrciGlobal: number | null;
  hrciEthics: number | null;
  cpdOn: boolean;
  cpdHours: number | null;
  cpdBodyName: string;
}

export const HRCI_CATEGORY_FIELDS = [
  { field: 'hrciGeneral', category: 'general', label: 'General' },
  { field: 'hrciBusiness', category: 'business', label: 'Business' },
  { field: 'hrciGlobal', category: 'global', label: 'Global' },
  { field: 'hrciEthics', category: 'ethics', label: 'Ethics' },
] as const;

const SHRM_ACTIVITY_ID = /^\d{2}-[A-Z0-9]{5}$/;
const HRCI_ACTIVITY_ID = /^\d{6,8}$/;

/** Credits as hundredths, when they are a whole number of quarters. */
const hundredthsOf = (credits: number) => Math.round(credits * 100);
const isQuarters = (credits: number) => Math.abs(credits * 4 - Math.round(credits * 4)) < 1e-9;

/** Why an amount of credits is refused (0.25 to 100 in quarters; 0 allowed where `zeroAllowed`), or null. */
export function amountProblem(credits: number | null, label: string, zeroAllowed = false): string | null {
  const message = `${label} must be from ${zeroAllowed ? 0 : 0.25} to 100, in steps of 0.25`;
  if (credits === null) return zeroAllowed ? null : message;
  if (!isQuarters(credits) || credits > 100 || credits < (zeroAllowed ? 0 : 0.25)) return message;
  return null;
}

export function shrmActivityIdProblem(text: string): string | null {
  const id = text.trim().toUpperCase();
  return id === '' || SHRM_ACTIVITY_ID.test(id)
    ? null
    : 'SHRM activity ID must be written as SHRM issued it: the two digits of the year, a hyphen and 5 letters or digits, such as 26-AB3CD';
}

export function hrciActivityIdProblem(text: string): string | null {
  const id = text.replace(/\s+/g, '');
  if (id === '') return 'HRCI activity ID is required with HRCI credits';
  return HRCI_ACTIVITY_ID.test(id) ? null : 'HRCI activity ID must be the number HRCI issued: 6 to 8 digits, such as 612345';
}

/** The HRCI categories together: more than 0 and at most 100. */
export function hrciTotalProblem(
  values: Pick<CourseCreditsForm, 'hrciGeneral' | 'hrciBusiness' | 'hrciGlobal' | 'hrciEthics'>,
): string | null {
  const total = HRCI_CATEGORY_FIELDS.reduce((sum, { field }) => sum + (values[field] ?? 0), 0);
  if (total <= 0) return 'HRCI credits must add up to more than 0: set credits in at least one category, or remove the HRCI credits';
  if (total > 100) return 'HRCI credits must add up to at most 100';
  return null;
}

export function cpdBodyNameProblem(text: string): string | null {
  const name = text.trim();
  return name.length >= 1 && name.length <= 100
    ? null
    : "CPD body name is required with CPD hours: the body's name, 1 to 100 characters, such as CIPD";
}

/** Every broken rule of the form, by field (only the bodies switched on are checked). */
export function courseCreditsProblems(values: CourseCreditsForm): Partial<Record<keyof CourseCreditsForm | 'hrciTotal', string>> {
  const problems: Partial<Record<keyof CourseCreditsForm | 'hrciTotal', string>> = {};
  const add = (field: keyof CourseCreditsForm | 'hrciTotal', problem: string | null) => {
    if (problem) problems[field] = problem;
  };
  if (values.shrmOn) {
    add('shrmCredits', amountProblem(values.shrmCredits, 'SHRM PDCs'));
    add('shrmActivityId', shrmActivityIdProblem(values.shrmActivityId));
  }
  if (values.hrciOn) {
    add('hrciActivityId', hrciActivityIdProblem(values.hrciActivityId));
    for (const { field, label } of HRCI_CATEGORY_FIELDS)
      add(field, amountProblem(values[field], `HRCI ${label.toLowerCase()} credits`, true));
    add('hrciTotal', hrciTotalProblem(values));
  }
  if (values.cpdOn) {
    add('cpdHours', amountProblem(values.cpdHours, 'CPD hours'));
    add('cpdBodyName', cpdBodyNameProblem(values.cpdBodyName));
  }
  return problems;
}

/** The saved credits as the form shows them. */
export function creditsForm(saved: CourseCreditsDto): CourseCreditsForm {
  return {
    shrmOn: saved.shrm !== null,
    shrmCredits: saved.shrm ? saved.shrm.hundredths / 100 : null,
    shrmActivityId: saved.shrm?.activityId ?? '',
    hrciOn: saved.hrci !== null,
    hrciActivityId: saved.hrci?.activityId ?? '',
    hrciGeneral: saved.hrci ? saved.hrci.general / 100 : null,
    hrciBusiness: saved.hrci ? saved.hrci.business / 100 : null,
    hrciGlobal: saved.hrci ? saved.hrci.global / 100 : null,
    hrciEthics: saved.hrci ? saved.hrci.ethics / 100 : null,
    cpdOn: saved.cpd !== null,
    cpdHours: saved.cpd ? saved.cpd.hundredths / 100 : null,
    cpdBodyName: saved.cpd?.bodyName ?? '',
  };
}

/** What the form sends: hundredths, null for a body switched off. */
export function courseCreditsInput(values: CourseCreditsForm): CourseCreditsDto {
  return {
    shrm: values.shrmOn
      ? { hundredths: hundredthsOf(values.shrmCredits ?? 0), activityId: values.shrmActivityId.trim().toUpperCase() || null }
      : null,
    hrci: values.hrciOn
      ? {
          activityId: values.hrciActivityId.replace(/\s+/g, ''),
          general: hundredthsOf(values.hrciGeneral ?? 0),
          business: hundredthsOf(values.hrciBusiness ?? 0),
          global: hundredthsOf(values.hrciGlobal ?? 0),
          ethics: hundredthsOf(values.hrciEthics ?? 0),
        }
      : null,
    cpd: values.cpdOn ? { hundredths: hundredthsOf(values.cpdHours ?? 0), bodyName: values.cpdBodyName.trim() } : null,
  };
}
