import { describe, expect, it } from '@jest/globals';
import type { CreditSummaryDto } from '@academy/api';
import {
  certificateCreditText,
  courseCreditFacts,
  entryInput,
  pathCreditsSentence,
  progressOf,
  suggestedCycleEnd,
  validateCertification,
  validateEntry,
  type EntryValues,
} from './credits';

const shrm: CreditSummaryDto = {
  body: 'shrm',
  hundredths: 300,
  categories: [{ category: 'general', hundredths: 300 }],
  activityId: '26-AB3CD',
  bodyName: null,
  label: '3 SHRM PDCs',
  detail: null,
};
const hrci: CreditSummaryDto = {
  body: 'hrci',
  hundredths: 250,
  categories: [],
  activityId: '612345',
  bodyName: null,
  label: '2.5 HRCI credits',
  detail: '1.5 general, 1 ethics',
};

describe('credits on the course page and the certificate', () => {
  it('say what completing the course earns, one line per body', () => {
    expect(courseCreditFacts([shrm, hrci])).toEqual(['Earn 3 SHRM PDCs', 'Earn 2.5 HRCI credits (1.5 general, 1 ethics)']);
    expect(courseCreditFacts([])).toEqual([]);
    expect(certificateCreditText(hrci)).toBe('2.5 HRCI credits (1.5 general, 1 ethics) · activity ID 612345');
    expect(certificateCreditText({ ...shrm, activityId: null })).toBe('3 SHRM PDCs');
  });
});

describe('a certification form', () => {
  it('suggests the cycle end the day before the start comes round again', () => {
    expect(suggestedCycleEnd('2025-01-01', 3)).toBe('2027-12-31');
    expect(suggestedCycleEnd('2024-02-29', 3)).toBe('2027-02-28');
    expect(suggestedCycleEnd('2024-03-01', 3)).toBe('2027-02-28');
    expect(suggestedCycleEnd('', 3)).toBe('');
  });

  it('asks for what is missing and refuses an end before the start or past 10 years', () => {
    expect(validateCertification({ certification: '', bodyName: '', cycleStart: '', cycleEnd: '' })).toEqual({
      certification: 'Choose a certification',
      cycleStart: 'Enter the date your cycle started',
      cycleEnd: 'Enter the date your cycle ends',
    });
    expect(validateCertification({ certification: 'cpd', bodyName: ' ', cycleStart: '2026-01-01', cycleEnd: '2026-01-01' })).toEqual({
      bodyName: 'Name the CPD body you report to, such as CIPD',
      cycleEnd: 'The cycle must end after it starts',
    });
    expect(validateCertification({ certification: 'phr', bodyName: '', cycleStart: '2026-01-01', cycleEnd: '2036-01-02' })).toEqual({
      cycleEnd: 'A cycle lasts at most 10 years',
    });
    expect(validateCertification({ certification: 'phr', bodyName: '', cycleStart: '2026-01-01', cycleEnd: '2028-12-31' })).toEqual({});
  });
});

describe('an entry form', () => {
  const values: EntryValues = {
    earnedOn: '2026-03-09',
    provider: ' HR Summit ',
    activityTitle: 'Keynote',
    body: 'hrci',
    category: 'ethics',
    bodyName: 'ignored',
    activityId: ' ',
    credits: '1,5',
  };

  it('reads credits with a point or a comma and sends HRCI categories only for HRCI', () => {
    expect(validateEntry(values, '2026-03-10')).toEqual({});
    expect(entryInput(values)).toEqual({
      earnedOn: '2026-03-09',
      provider: 'HR Summit',
      activityTitle: 'Keynote',
      body: 'hrci',
      category: 'ethics',
      bodyName: null,
      activityId: null,
      hundredths: 150,
    });
    expect(entryInput({ ...values, body: 'cpd', bodyName: ' CIPD ' })).toMatchObject({ category: 'general', bodyName: 'CIPD' });
  });

  it('refuses a future date, no provider or title, and credits that are not 0.01 to 1000 with two decimals', () => {
    expect(validateEntry({ ...values, earnedOn: '2026-03-12', provider: '', activityTitle: ' ', credits: '1.255' }, '2026-03-10')).toEqual({
      earnedOn: 'The date earned cannot be in the future',
      provider: 'Provider is required',
      activityTitle: 'Activity title is required',
      credits: 'Credits must be from 0.01 to 1000, with at most two decimals',
    });
    expect(validateEntry({ ...values, credits: '0' }, '2026-03-10').credits).toBeDefined();
    expect(validateEntry({ ...values, credits: '1000.01' }, '2026-03-10').credits).toBeDefined();
  });
});

describe('progress toward a requirement', () => {
  it('is whole percent of the total, at most 100, and none without a requirement', () => {
    const required = { total: 6000, ethics: 100, business: 0, global: 0 };
    expect(progressOf({ required, earned: { total: 1950, ethics: 0, business: 0, global: 0 } })).toBe(32);
    expect(progressOf({ required, earned: { total: 7000, ethics: 0, business: 0, global: 0 } })).toBe(100);
    expect(progressOf({ required: null, earned: { total: 7000, ethics: 0, business: 0, global: 0 } })).toBeNull();
  });
});

describe('pathCreditsSentence', () => {
  const credit = (label: string, detail: string | null = null): CreditSummaryDto => ({
    body: 'shrm',
    hundredths: 100,
    categories: [],
    activityId: null,
    bodyName: null,
    label,
    detail,
  });

  it("names what completing the path earns, on top of its courses' credits; nothing when it earns none", () => {
    expect(pathCreditsSentence([credit('1 SHRM PDC')])).toBe("Completing the path earns 1 SHRM PDC, on top of its courses' credits.");
    expect(pathCreditsSentence([credit('1 SHRM PDC'), credit('2 HRCI credits', '1 general, 1 ethics'), credit('3 CPD hours (CIPD)')])).toBe(
      "Completing the path earns 1 SHRM PDC, 2 HRCI credits (1 general, 1 ethics) and 3 CPD hours (CIPD), on top of its courses' credits.",
    );
    expect(pathCreditsSentence([])).toBeNull();
  });
});
