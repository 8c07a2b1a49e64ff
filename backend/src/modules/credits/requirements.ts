import type { CreditsRepository } from './credits.repository.js';
import type { CertificationRequirementDto } from './dto/my-credits.dto.js';
import { CERTIFICATION_BODY, CERTIFICATION_LABELS } from './public/credit-rules.js';

type RequirementRow = Awaited<ReturnType<CreditsRepository['requirements']>>[number];

export function requirementOf(row: RequirementRow): CertificationRequirementDto {
  return {
    certification: row.certification,
    label: CERTIFICATION_LABELS[row.certification],
    body: CERTIFICATION_BODY[row.certification],
    totalHundredths: row.total_hundredths,
    ethicsHundredths: row.ethics_hundredths,
    businessHundredths: row.business_hundredths,
    globalHundredths: row.global_hundredths,
    cycleYears: row.cycle_years,
  };
}
