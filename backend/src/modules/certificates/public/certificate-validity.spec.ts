import { addMonths, certificateStatus, expiryReminders, isRenewable, renewalOpensAt } from './certificate-validity.js';

const DAY = 24 * 60 * 60_000;
const validUntil = new Date('2028-03-09T16:45:00.000Z');
const at = (offsetMs: number) => new Date(validUntil.getTime() + offsetMs);

describe('certificate validity rules', () => {
  it('a certificate is valid before its expiry instant, expired from it, and revoked whatever its dates', () => {
    expect(certificateStatus({ revoked_at: null, valid_until: null }, at(10 * 365 * DAY))).toBe('valid');
    expect(certificateStatus({ revoked_at: null, valid_until: validUntil }, at(-1))).toBe('valid');
    expect(certificateStatus({ revoked_at: null, valid_until: validUntil.toISOString() }, at(0))).toBe('expired');
    expect(certificateStatus({ revoked_at: at(-DAY), valid_until: validUntil }, at(DAY))).toBe('revoked');
    expect(certificateStatus({ revoked_at: at(-DAY), valid_until: null }, at(-2 * DAY))).toBe('revoked');
  });

  it('opens the renewal 60 days before the expiry, and keeps it open after', () => {
    expect(renewalOpensAt(validUntil)).toEqual(at(-60 * DAY));
    const row = { revoked_at: null, valid_until: validUntil };
    expect(isRenewable(row, at(-60 * DAY - 1))).toBe(false);
    expect(isRenewable(row, at(-60 * DAY))).toBe(true);
    expect(isRenewable(row, at(400 * DAY))).toBe(true);
    expect(isRenewable({ revoked_at: null, valid_until: null }, at(0))).toBe(false);
    expect(isRenewable({ ...row, revoked_at: at(-DAY) }, at(0))).toBe(false);
  });

  it('schedules the 60- and 14-day reminders that fall after the issue', () => {
    expect(expiryReminders(addMonths(validUntil, -24), validUntil)).toEqual([
      { days: 60, runAt: at(-60 * DAY) },
      { days: 14, runAt: at(-14 * DAY) },
    ]);
    expect(expiryReminders(addMonths(validUntil, -1), validUntil)).toEqual([{ days: 14, runAt: at(-14 * DAY) }]);
    expect(expiryReminders(at(-14 * DAY), validUntil)).toEqual([]);
  });
});
