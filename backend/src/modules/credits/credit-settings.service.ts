import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { CreditsRepository } from './credits.repository.js';
import type { CreditSettingsDto, RequirementInputDto, UpdateCreditSettingsDto } from './dto/credit-settings.dto.js';
import { CertificationRequirement } from './entities/certification-requirement.entity.js';
import { CreditSettings } from './entities/credit-settings.entity.js';
import { CERTIFICATION_BODY, CERTIFICATION_LABELS, creditAmount } from './public/credit-rules.js';
import { requirementOf } from './requirements.js';

/** Why a requirement cannot be saved, naming the certification; null when it can. */
function requirementProblem(requirement: RequirementInputDto): string | null {
  const label = CERTIFICATION_LABELS[requirement.certification];
  const minimums = requirement.ethicsHundredths + requirement.businessHundredths + requirement.globalHundredths;
  if (CERTIFICATION_BODY[requirement.certification] !== 'hrci' && minimums > 0)
    return `${label}: only HRCI certifications have ethics, business or global minimums`;
  if (requirement.totalHundredths === null && minimums > 0) return `${label}: set a total before its ethics, business or global minimums`;
  if (requirement.totalHundredths !== null && minimums > requirement.totalHundredths)
    return `${label}: the ethics, business and global minimums (${creditAmount(minimums)}) add up to more than the total (${creditAmount(requirement.totalHundredths)})`;
  return null;
}

/** The academy's credit settings: what each certification requires per cycle, and how long provider records are kept. */
@Injectable()
export class CreditSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly credits: CreditsRepository,
  ) {}

  async get(): Promise<CreditSettingsDto> {
    const [requirements, recordRetentionYears] = await Promise.all([this.credits.requirements(), this.credits.retentionYears()]);
    return { requirements: requirements.map(requirementOf), recordRetentionYears };
  }

  /** Saves the requirements given (the others stay) and the retention; learners' progress and reminders follow at once. */
  async update(input: UpdateCreditSettingsDto): Promise<CreditSettingsDto> {
    const seen = new Set<string>();
    for (const requirement of input.requirements) {
      if (seen.has(requirement.certification))
        throw new AppError(ErrorCode.CREDIT_SETTINGS_INVALID, `${CERTIFICATION_LABELS[requirement.certification]} is listed twice`);
      seen.add(requirement.certification);
      const problem = requirementProblem(requirement);
      if (problem) throw new AppError(ErrorCode.CREDIT_SETTINGS_INVALID, problem);
    }
    await this.em.transactional(async (em) => {
      for (const requirement of input.requirements) {
        const { certification, ...figures } = requirement;
        await em.nativeUpdate(CertificationRequirement, { certification }, { ...figures, updatedAt: new Date() });
      }
      await em.nativeUpdate(CreditSettings, { id: 1 }, { recordRetentionYears: input.recordRetentionYears, updatedAt: new Date() });
    });
    return this.get();
  }
}
