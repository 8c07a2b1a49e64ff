import { describe, expect, it } from '@jest/globals';
import {
  amountProblem,
  courseCreditsInput,
  courseCreditsProblems,
  cpdBodyNameProblem,
  creditsForm,
  hrciActivityIdProblem,
  hrciTotalProblem,
  shrmActivityIdProblem,
} from './credits';

describe("a course's credits in the admin form", () => {
  it('come in quarters from 0.25 to 100 (0 allowed for an HRCI category)', () => {
    expect([0.25, 1.5, 3, 100].map((credits) => amountProblem(credits, 'SHRM PDCs'))).toEqual([null, null, null, null]);
    for (const credits of [0, 0.1, 1.3, 100.25, null]) {
      expect(amountProblem(credits, 'SHRM PDCs')).toBe('SHRM PDCs must be from 0.25 to 100, in steps of 0.25');
    }
    expect(amountProblem(0, 'HRCI ethics credits', true)).toBeNull();
    expect(amountProblem(null, 'HRCI ethics credits', true)).toBeNull();
    expect(amountProblem(0.3, 'HRCI ethics credits', true)).toBe('HRCI ethics credits must be from 0 to 100, in steps of 0.25');
  });

  it('take activity IDs as the bodies issue them', () => {
    expect(shrmActivityIdProblem('')).toBeNull();
    expect(shrmActivityIdProblem(' 26-ab3cd ')).toBeNull();
    expect(shrmActivityIdProblem('2026-AB3CD')).toMatch(/^SHRM activity ID must be written as SHRM issued it/);
    expect(hrciActivityIdProblem('612 345')).toBeNull();
    expect(hrciActivityIdProblem('')).toBe('HRCI activity ID is required with HRCI credits');
    expect(hrciActivityIdProblem('12345')).toMatch(/^HRCI activity ID must be the number HRCI issued/);
    expect(cpdBodyNameProblem(' ')).toMatch(/^CPD body name is required with CPD hours/);
  });

  it('need HRCI categories adding up to more than 0 and at most 100', () => {
    expect(hrciTotalProblem({ hrciGeneral: null, hrciBusiness: 0, hrciGlobal: null, hrciEthics: 0 })).toMatch(/must add up to more than 0/);
    expect(hrciTotalProblem({ hrciGeneral: 100, hrciBusiness: 0, hrciGlobal: 0, hrciEthics: 0.25 })).toBe(
      'HRCI credits must add up to at most 100',
    );
    expect(hrciTotalProblem({ hrciGeneral: 1.5, hrciBusiness: 0, hrciGlobal: 0, hrciEthics: 1 })).toBeNull();
  });

  it('are sent in hundredths, null for a body switched off, and read back the same', () => {
    const saved = {
      shrm: { hundredths: 300, activityId: '26-AB3CD' },
      hrci: { activityId: '612345', general: 150, business: 0, global: 0, ethics: 100 },
      cpd: null,
    };
    const form = creditsForm(saved);
    expect(form).toMatchObject({ shrmOn: true, shrmCredits: 3, hrciGeneral: 1.5, hrciEthics: 1, cpdOn: false });
    expect(courseCreditsInput(form)).toEqual(saved);
    expect(courseCreditsInput({ ...form, shrmActivityId: ' 26-ab3cd ', hrciOn: false })).toEqual({
      shrm: { hundredths: 300, activityId: '26-AB3CD' },
      hrci: null,
      cpd: null,
    });
    expect(courseCreditsInput({ ...form, shrmActivityId: '' }).shrm).toEqual({ hundredths: 300, activityId: null });
  });

  it('are checked only for the bodies switched on, each broken rule by its field', () => {
    const form = creditsForm({ shrm: null, hrci: null, cpd: null });
    expect(courseCreditsProblems(form)).toEqual({});
    expect(
      courseCreditsProblems({ ...form, shrmOn: true, hrciOn: true, hrciEthics: 0.3, cpdOn: true, cpdHours: 2, cpdBodyName: 'CIPD' }),
    ).toEqual({
      shrmCredits: 'SHRM PDCs must be from 0.25 to 100, in steps of 0.25',
      hrciActivityId: 'HRCI activity ID is required with HRCI credits',
      hrciEthics: 'HRCI ethics credits must be from 0 to 100, in steps of 0.25',
    });
  });
});
