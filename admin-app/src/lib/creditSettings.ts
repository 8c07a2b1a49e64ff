import type { CertificationRequirementDto } from '@academy/api';
import type { RequirementInputDto } from '@academy/api/admin';

/** A certification's requirement in the settings form: credits as decimals, null total for none. */
export interface RequirementRow {
  certification: CertificationRequirementDto['certification'];
  total: number | null;
  ethics: number;
  business: number;
  global: number;
  cycleYears: number | null;
}

const toCredits = (hundredths: number) => hundredths / 100;
const toHundredths = (credits: number) => Math.round(credits * 100);

export function requirementRow(requirement: CertificationRequirementDto): RequirementRow {
  return {
    certification: requirement.certification,
    total: requirement.totalHundredths === null ? null : toCredits(requirement.totalHundredths),
    ethics: toCredits(requirement.ethicsHundredths),
    business: toCredits(requirement.businessHundredths),
    global: toCredits(requirement.globalHundredths),
    cycleYears: requirement.cycleYears,
  };
}

/** Why the row cannot be saved, in the server's words (naming the certification), or null. */
export function requirementProblem(row: RequirementRow, requirement: CertificationRequirementDto): string | null {
  const label = requirement.label;
  if (row.cycleYears === null || !Number.isInteger(row.cycleYears) || row.cycleYears < 1 || row.cycleYears > 10)
    return `${label}: a cycle lasts 1 to 10 whole years`;
  if (row.total !== null && (row.total < 0.01 || row.total > 1000))
    return `${label}: a required total must be from 0.01 to 1000 credits, or empty for none`;
  const minimums = row.ethics + row.business + row.global;
  if (requirement.body !== 'hrci' && minimums > 0) return `${label}: only HRCI certifications have ethics, business or global minimums`;
  if (row.total === null && minimums > 0) return `${label}: set a total before its ethics, business or global minimums`;
  if (row.total !== null && minimums > row.total) return `${label}: the ethics, business and global minimums add up to more than the total`;
  return null;
}

export function requirementInput(row: RequirementRow): RequirementInputDto {
  return {
    certification: row.certification,
    totalHundredths: row.total === null ? null : toHundredths(row.total),
    ethicsHundredths: toHundredths(row.ethics),
    businessHundredths: toHundredths(row.business),
    globalHundredths: toHundredths(row.global),
    cycleYears: row.cycleYears ?? 3,
  };
}
