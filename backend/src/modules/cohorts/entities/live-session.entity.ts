import { defineEntity, p } from '@mikro-orm/core';
import { Cohort } from './cohort.entity.js';

export const SESSION_TITLE_MAX = 200;
export const SESSION_DESCRIPTION_MAX = 2000;
export const SESSION_URL_MAX = 2000;

/**
 * A live session of a cohort (a Zoom, Meet or Teams call, or any meeting URL). `startsAt` is the
 * instant; `timeZone` (IANA) is the zone its organiser set it in, used for its calendar entry and its
 * e-mails. Reminders 24 hours and 1 hour before are scheduled work keyed by the session.
 */
const LiveSessionSchema = defineEntity({
  name: 'LiveSession',
  tableName: 'live_sessions',
  indexes: [
    { name: 'live_sessions_cohort_starts_index', properties: ['cohort', 'startsAt'] },
    { name: 'live_sessions_starts_index', properties: ['startsAt'] },
  ],
  checks: [{ name: 'live_sessions_duration_check', expression: '(duration_minutes >= 5) AND (duration_minutes <= 720)' }],
  properties: {
    id: p.integer().primary(),
    cohort: () => p.manyToOne(Cohort).deleteRule('cascade'),
    title: p.string().length(SESSION_TITLE_MAX),
    description: p.text().nullable(),
    startsAt: p.datetime(),
    timeZone: p.string().length(64),
    durationMinutes: p.integer(),
    joinUrl: p.string().length(SESSION_URL_MAX),
    recordingUrl: p.string().length(SESSION_URL_MAX).nullable(),
    /** Moves on every change: calendar clients replace an event whose sequence grew. */
    sequence: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class LiveSession extends LiveSessionSchema.class {}
LiveSessionSchema.setClass(LiveSession);
export { LiveSessionSchema };
