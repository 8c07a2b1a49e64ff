import { describe, expect, it } from '@jest/globals';
import type { CertificationRequirementDto } from '@academy/api';
import { requirementInput, requirementProblem, requirementRow } from './creditSettings';

const sphr: CertificationRequirementDto = {
  certification: 'sphr',
  label: 'SPHR',
  body: 'hrci',
  totalHundredths: 6000,
  ethicsHundredths: 100,
  businessHundredths: 1500,
  globalHundredths: 0,
  cycleYears: 3,
};
const shrmCp: CertificationRequirementDto = {
  ...sphr,
  certification: 'shrm-cp',
  label: 'SHRM-CP',
  body: 'shrm',
  ethicsHundredths: 0,
  businessHundredths: 0,
};

describe('a certification requirement in the settings form', () => {
  it('is shown in credits and sent in hundredths, an empty total for none', () => {
    const row = requirementRow(sphr);
    expect(row).toEqual({ certification: 'sphr', total: 60, ethics: 1, business: 15, global: 0, cycleYears: 3 });
    expect(requirementInput(row)).toEqual({
      certification: 'sphr',
      totalHundredths: 6000,
      ethicsHundredths: 100,
      businessHundredths: 1500,
      globalHundredths: 0,
      cycleYears: 3,
    });
    expect(requirementInput({ ...row, total: null, ethics: 0, business: 0 }).totalHundredths).toBeNull();
  });

  it('names the certification in what it refuses', () => {
    expect(requirementProblem(requirementRow(sphr), sphr)).toBeNull();
    expect(requirementProblem({ ...requirementRow(sphr), total: 10 }, sphr)).toBe(
      'SPHR: the ethics, business and global minimums add up to more than the total',
    );
    expect(requirementProblem({ ...requirementRow(shrmCp), ethics: 1 }, shrmCp)).toBe(
      'SHRM-CP: only HRCI certifications have ethics, business or global minimums',
    );
    expect(requirementProblem({ ...requirementRow(sphr), total: null }, sphr)).toBe(
      'SPHR: set a total before its ethics, business or global minimums',
    );
    expect(requirementProblem({ ...requirementRow(sphr), cycleYears: 0 }, sphr)).toBe('SPHR: a cycle lasts 1 to 10 whole years');
  });
});
