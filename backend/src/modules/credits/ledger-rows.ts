import type { CreditsRepository } from './credits.repository.js';
import type { AddedCredit, EarnedCredit } from './ledger.js';

type EarnedRow = Awaited<ReturnType<CreditsRepository['earnedCredits']>>[number];
export type EntryRow = Awaited<ReturnType<CreditsRepository['entries']>>[number];

export function toEarnedCredit(row: EarnedRow): EarnedCredit {
  return {
    certificateCode: row.code,
    courseTitle: row.course_title,
    issuedAt: row.issued_at,
    body: row.body,
    category: row.category,
    hundredths: row.hundredths,
    activityId: row.activity_id,
  };
}

export function toAddedCredit(row: EntryRow): AddedCredit {
  return {
    id: row.id,
    earnedOn: row.earned_on,
    provider: row.provider,
    activityTitle: row.activity_title,
    body: row.body,
    category: row.category,
    hundredths: row.hundredths,
    activityId: row.activity_id,
  };
}
