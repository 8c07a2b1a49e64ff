/**
 * Certificate validity and renewal (docs/product-rules.md#certificate-validity-and-renewal): plain
 * rules, the same for every kind of certificate (a course's today).
 */

/** A validity is a whole number of months from 1 to this. */
export const MAX_VALIDITY_MONTHS = 120;
/** A certificate may be renewed from this many days before it expires (and at any time after). */
export const RENEWAL_WINDOW_DAYS = 60;
/**
 * The shortest validity of a course that names a refresher: longer than the renewal window, so that a
 * certificate is never renewable from the moment it is issued (the completion that issues it would renew it).
 */
export const MIN_REFRESHER_VALIDITY_MONTHS = 3;
export const REFRESHER_VALIDITY_TOO_SHORT = `With a refresher, certificates must be valid for at least ${MIN_REFRESHER_VALIDITY_MONTHS} months: renewing opens ${RENEWAL_WINDOW_DAYS} days before a certificate expires.`;
/** The holder is reminded this many days before the certificate expires; the first reminder is sent as the renewal window opens. */
export const EXPIRY_REMINDER_DAYS = [60, 14] as const;
export type ExpiryReminderDays = (typeof EXPIRY_REMINDER_DAYS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export type CertificateStatus = 'valid' | 'expired' | 'revoked';

/** Revoked wins; otherwise expired from the `valid_until` instant on, valid before it (and always without one). */
export function certificateStatus(
  row: { revoked_at: Date | string | null; valid_until: Date | string | null },
  now: Date,
): CertificateStatus {
  if (row.revoked_at) return 'revoked';
  if (row.valid_until && new Date(row.valid_until).getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** When renewing becomes possible: RENEWAL_WINDOW_DAYS before the certificate expires. */
export function renewalOpensAt(validUntil: Date | string): Date {
  return new Date(new Date(validUntil).getTime() - RENEWAL_WINDOW_DAYS * DAY_MS);
}

/** Whether a certificate that is neither revoked nor renewed may be renewed at `now`: it expires, and its renewal window has opened. */
export function isRenewable(row: { revoked_at: Date | string | null; valid_until: Date | string | null }, now: Date): boolean {
  return !row.revoked_at && !!row.valid_until && renewalOpensAt(row.valid_until).getTime() <= now.getTime();
}

/** The reminders of a certificate issued at `issuedAt` that expires at `validUntil`: those that fall after the issue, earliest first. */
export function expiryReminders(issuedAt: Date, validUntil: Date): { days: ExpiryReminderDays; runAt: Date }[] {
  return EXPIRY_REMINDER_DAYS.map((days) => ({ days, runAt: new Date(validUntil.getTime() - days * DAY_MS) })).filter(
    (reminder) => reminder.runAt.getTime() > issuedAt.getTime(),
  );
}

/**
 * `date` plus `months` calendar months in UTC, as PostgreSQL adds an interval of months: the day of
 * the month is kept, or the month's last day when it has fewer days (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}
