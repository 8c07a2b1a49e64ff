import { addDays, addYears, daysBetween, isCalendarDate, longDate } from './cycle-dates.js';
import { certificationLedger, countsToward, ledgerLines, missingText } from './ledger.js';
import {
  bodyCredits,
  categoriesLabel,
  certificateCreditLine,
  creditAmount,
  creditLabel,
  HRCI_ACTIVITY_ID,
  SHRM_ACTIVITY_ID,
} from './public/credit-rules.js';

describe('credit amounts and labels', () => {
  it('write hundredths as people read them', () => {
    expect([300, 125, 250, 25, 5, 1, 100_000, 0].map(creditAmount)).toEqual(['3', '1.25', '2.5', '0.25', '0.05', '0.01', '1000', '0']);
  });

  it('name each body in its own words, one or many', () => {
    expect(creditLabel('shrm', 300, null)).toBe('3 SHRM PDCs');
    expect(creditLabel('shrm', 100, null)).toBe('1 SHRM PDC');
    expect(creditLabel('hrci', 250, null)).toBe('2.5 HRCI credits');
    expect(creditLabel('hrci', 100, null)).toBe('1 HRCI credit');
    expect(creditLabel('cpd', 300, 'CIPD')).toBe('3 CPD hours (CIPD)');
    expect(creditLabel('cpd', 75, null)).toBe('0.75 CPD hours');
    expect(
      categoriesLabel([
        { category: 'ethics', hundredths: 100 },
        { category: 'general', hundredths: 150 },
      ]),
    ).toBe('1.5 general, 1 ethics');
  });

  it("group a course's lines by body, SHRM first, with HRCI's categories and the activity IDs", () => {
    const credits = bodyCredits([
      { body: 'cpd', category: 'general', hundredths: 300, activityId: null, bodyName: 'CIPD' },
      { body: 'hrci', category: 'ethics', hundredths: 100, activityId: '612345', bodyName: null },
      { body: 'hrci', category: 'general', hundredths: 150, activityId: '612345', bodyName: null },
      { body: 'shrm', category: 'general', hundredths: 300, activityId: '26-AB3CD', bodyName: null },
    ]);
    expect(credits.map(certificateCreditLine)).toEqual([
      '3 SHRM PDCs (SHRM activity ID 26-AB3CD)',
      '2.5 HRCI credits: 1.5 general, 1 ethics (HRCI activity ID 612345)',
      '3 CPD hours (CIPD)',
    ]);
    expect(
      bodyCredits([{ body: 'hrci', category: 'general', hundredths: 200, activityId: '612345', bodyName: null }])[0].detail,
    ).toBeNull();
  });

  it('accept activity IDs as the bodies issue them', () => {
    for (const id of ['26-AB3CD', '24-12345']) expect(SHRM_ACTIVITY_ID.test(id)).toBe(true);
    for (const id of ['26AB3CD', '2026-AB3CD', '26-AB3C', '26-ab3cd', '26-AB3CD1']) expect(SHRM_ACTIVITY_ID.test(id)).toBe(false);
    for (const id of ['612345', '1234567', '12345678']) expect(HRCI_ACTIVITY_ID.test(id)).toBe(true);
    for (const id of ['12345', '123456789', '61234A']) expect(HRCI_ACTIVITY_ID.test(id)).toBe(false);
  });
});

describe('cycle dates', () => {
  it('are real calendar dates', () => {
    expect(['2026-02-28', '2028-02-29', '1999-12-31'].every(isCalendarDate)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '2026-1-1', '26-01-01', '1899-12-31', 20260101, null].some(isCalendarDate)).toBe(false);
  });

  it('move by days and years, 29 February landing on the 28th in a common year', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addYears('2025-01-01', 3)).toBe('2028-01-01');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(daysBetween('2026-01-01', '2026-03-02')).toBe(60);
    expect(daysBetween('2026-03-02', '2026-01-01')).toBe(-60);
    expect(longDate('2027-03-31')).toBe('March 31, 2027');
  });
});

describe('a certification ledger', () => {
  const phr = { id: 1, certification: 'phr' as const, bodyName: null, cycleStart: '2025-01-01', cycleEnd: '2027-12-31' };
  const requirement = { totalHundredths: 6000, ethicsHundredths: 100, businessHundredths: 0, globalHundredths: 0 };
  const lines = ledgerLines(
    [
      // Issued on the cycle's last day, late in the evening UTC: still that day.
      {
        certificateCode: 'A',
        courseTitle: 'Interviewing',
        issuedAt: '2027-12-31 23:59:00+00',
        body: 'hrci',
        category: 'ethics',
        hundredths: 100,
        activityId: '612345',
      },
      {
        certificateCode: 'B',
        courseTitle: 'Sourcing',
        issuedAt: '2028-01-01 00:00:00+00',
        body: 'hrci',
        category: 'general',
        hundredths: 300,
        activityId: '612346',
      },
      {
        certificateCode: 'C',
        courseTitle: 'Onboarding',
        issuedAt: '2026-06-01 10:00:00+00',
        body: 'shrm',
        category: 'general',
        hundredths: 200,
        activityId: null,
      },
    ],
    [
      {
        id: 7,
        earnedOn: '2025-01-01',
        provider: 'HR Summit',
        activityTitle: 'Keynote',
        body: 'hrci',
        category: 'general',
        hundredths: 5850,
        activityId: null,
      },
      {
        id: 8,
        earnedOn: '2024-12-31',
        provider: 'HR Summit',
        activityTitle: 'Too early',
        body: 'hrci',
        category: 'general',
        hundredths: 1000,
        activityId: null,
      },
    ],
  );

  it('counts both days of the cycle and only its own body', () => {
    expect(lines.filter((line) => countsToward(line, phr)).map((line) => line.activityTitle)).toEqual(['Keynote', 'Interviewing']);
  });

  it('is complete when the total and every category minimum are met', () => {
    const ledger = certificationLedger(phr, requirement, lines, '2027-10-01');
    expect(ledger).toMatchObject({
      earned: { total: 5950, ethics: 100 },
      missing: { total: 50, ethics: 0 },
      complete: false,
      daysLeft: 91,
      warning: null,
    });
    expect(certificationLedger(phr, requirement, lines, '2027-10-02').warning).toBe(
      'Your PHR cycle ends in 90 days and you still need 0.5 more credits.',
    );
    expect(certificationLedger(phr, requirement, lines, '2027-12-31').warning).toBe(
      'Your PHR cycle ends today and you still need 0.5 more credits.',
    );
    expect(certificationLedger(phr, { ...requirement, totalHundredths: 5950 }, lines, '2027-12-31')).toMatchObject({
      complete: true,
      warning: null,
    });
    expect(certificationLedger(phr, requirement, lines, '2024-06-01').status).toBe('upcoming');
  });

  it('says what is missing: the total with its categories, or the categories alone', () => {
    expect(missingText('hrci', { total: 2750, ethics: 100, business: 500, global: 0 })).toBe(
      '27.5 more credits, including 1 ethics credit and 5 business credits',
    );
    expect(missingText('hrci', { total: 50, ethics: 100, business: 0, global: 0 })).toBe('1 ethics credit');
    expect(missingText('shrm', { total: 100, ethics: 0, business: 0, global: 0 })).toBe('1 more PDC');
    expect(missingText('cpd', { total: 1200, ethics: 0, business: 0, global: 0 })).toBe('12 more CPD hours');
    expect(missingText('hrci', { total: 0, ethics: 0, business: 0, global: 0 })).toBeNull();
  });
});
