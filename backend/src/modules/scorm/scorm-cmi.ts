import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import type { ScormCmi, ScormCompletionStatus, ScormSuccessStatus, ScormVersion } from './public/scorm-types.js';

/** What one commit reports, read from the package's run-time data. */
export interface ScormReport {
  completionStatus: ScormCompletionStatus;
  successStatus: ScormSuccessStatus;
  scoreRaw: number | null;
  scoreMin: number | null;
  scoreMax: number | null;
  scoreScaled: number | null;
  totalSeconds: number;
  /** The elements kept to resume the next launch. */
  resume: ScormCmi;
  /** The package says the lesson is done: completed, and not failed. */
  done: boolean;
}

/**
 * The standards' limits: SCORM 1.2 keeps 4,096 characters of suspend data and 255 of location;
 * SCORM 2004 (4th edition) 64,000 and 1,000.
 */
export const SCORM_LIMITS = {
  '1.2': { suspendData: 4096, location: 255 },
  '2004': { suspendData: 64000, location: 1000 },
} as const satisfies Record<ScormVersion, { suspendData: number; location: number }>;

const LESSON_STATUSES_12 = ['passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted'] as const;
const COMPLETION_STATUSES_2004 = ['completed', 'incomplete', 'not attempted', 'unknown'] as const;
const SUCCESS_STATUSES_2004 = ['passed', 'failed', 'unknown'] as const;

function invalid(detail: string): AppError {
  return new AppError(ErrorCode.SCORM_DATA_INVALID, `The lesson's progress could not be saved: ${detail}`);
}

function object(value: unknown, name: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(`${name} must be an object.`);
  return value as Record<string, unknown>;
}

function string(value: unknown, name: string, max: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(`${name} must be text.`);
  const text = String(value);
  if (text.length > max) throw invalid(`${name} is longer than ${max} characters.`);
  return text;
}

function oneOf<T extends string>(value: unknown, name: string, allowed: readonly T[]): T | '' {
  const text = string(value, name, 32);
  if (text === '') return '';
  if (!(allowed as readonly string[]).includes(text)) throw invalid(`${name} must be one of ${allowed.join(', ')}.`);
  return text as T;
}

function score(value: unknown, name: string, range?: [number, number]): number | null {
  const text = string(value, name, 32).trim();
  if (text === '') return null;
  const number = Number(text);
  if (!Number.isFinite(number)) throw invalid(`${name} must be a number.`);
  if (range && (number < range[0] || number > range[1])) throw invalid(`${name} must be between ${range[0]} and ${range[1]}.`);
  return number;
}

/** SCORM 1.2's CMITimespan, HHHH:MM:SS.SS, in whole seconds. */
export function seconds12(value: string): number {
  const match = /^(\d{2,4}):(\d{2}):(\d{2})(\.\d{1,2})?$/.exec(value.trim());
  if (!match) return 0;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** SCORM 2004's timeinterval (ISO 8601 duration, PnYnMnDTnHnMnS), in whole seconds. */
export function seconds2004(value: string): number {
  const match = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value.trim());
  if (!match) return 0;
  const [years, months, days, hours, minutes, secs] = match.slice(1).map((part) => Number(part ?? 0));
  return Math.floor(((years * 365 + months * 30 + days) * 24 + hours) * 3600 + minutes * 60 + secs);
}

function numberOrEmpty(value: number | null): string {
  return value === null ? '' : String(value);
}

/**
 * Reads a commit of SCORM 1.2 run-time data (`{ core: {...}, suspend_data }`, the `cmi` object
 * scorm-again commits): checks the elements the academy keeps against the standard's vocabularies
 * and limits, and maps `lesson_status` onto completion and success.
 */
function report12(cmi: Record<string, unknown>): ScormReport {
  const core = object(cmi.core, 'cmi.core');
  const status = oneOf(core.lesson_status, 'cmi.core.lesson_status', LESSON_STATUSES_12);
  const location = string(core.lesson_location, 'cmi.core.lesson_location', SCORM_LIMITS['1.2'].location);
  const suspendData = string(cmi.suspend_data, 'cmi.suspend_data', SCORM_LIMITS['1.2'].suspendData);
  const scores = object(core.score, 'cmi.core.score');
  const raw = score(scores.raw, 'cmi.core.score.raw', [0, 100]);
  const min = score(scores.min, 'cmi.core.score.min', [0, 100]);
  const max = score(scores.max, 'cmi.core.score.max', [0, 100]);
  const totalTime = string(core.total_time, 'cmi.core.total_time', 32);
  const completionStatus: ScormCompletionStatus =
    status === 'completed' || status === 'passed' || status === 'failed'
      ? 'completed'
      : status === 'incomplete' || status === 'browsed'
        ? 'incomplete'
        : 'not_attempted';
  const successStatus: ScormSuccessStatus = status === 'passed' ? 'passed' : status === 'failed' ? 'failed' : 'unknown';
  const range = (max ?? 100) - (min ?? 0);
  const scaled = raw !== null && range > 0 ? Math.max(0, Math.min(1, (raw - (min ?? 0)) / range)) : null;
  return {
    completionStatus,
    successStatus,
    scoreRaw: raw,
    scoreMin: min,
    scoreMax: max,
    scoreScaled: scaled,
    totalSeconds: seconds12(totalTime),
    resume: {
      core: {
        lesson_location: location,
        lesson_status: status || 'not attempted',
        score: { raw: numberOrEmpty(raw), min: numberOrEmpty(min), max: numberOrEmpty(max) },
        total_time: totalTime || '0000:00:00',
      },
      suspend_data: suspendData,
    },
    done: status === 'completed' || status === 'passed',
  };
}

/** The same for SCORM 2004: completion_status and success_status as they are, score.scaled in [-1, 1]. */
function report2004(cmi: Record<string, unknown>): ScormReport {
  const completion = oneOf(cmi.completion_status, 'cmi.completion_status', COMPLETION_STATUSES_2004);
  const success = oneOf(cmi.success_status, 'cmi.success_status', SUCCESS_STATUSES_2004);
  const location = string(cmi.location, 'cmi.location', SCORM_LIMITS['2004'].location);
  const suspendData = string(cmi.suspend_data, 'cmi.suspend_data', SCORM_LIMITS['2004'].suspendData);
  const scores = object(cmi.score, 'cmi.score');
  const scaled = score(scores.scaled, 'cmi.score.scaled', [-1, 1]);
  const raw = score(scores.raw, 'cmi.score.raw');
  const min = score(scores.min, 'cmi.score.min');
  const max = score(scores.max, 'cmi.score.max');
  const totalTime = string(cmi.total_time, 'cmi.total_time', 64);
  const completionStatus: ScormCompletionStatus =
    completion === 'not attempted' ? 'not_attempted' : completion === '' ? 'not_attempted' : completion;
  const successStatus: ScormSuccessStatus = success || 'unknown';
  return {
    completionStatus,
    successStatus,
    scoreRaw: raw,
    scoreMin: min,
    scoreMax: max,
    scoreScaled: scaled,
    totalSeconds: seconds2004(totalTime),
    resume: {
      location,
      suspend_data: suspendData,
      completion_status: completion || 'unknown',
      success_status: successStatus,
      score: { scaled: numberOrEmpty(scaled), raw: numberOrEmpty(raw), min: numberOrEmpty(min), max: numberOrEmpty(max) },
      total_time: totalTime || 'PT0S',
    },
    done: completionStatus === 'completed' && successStatus !== 'failed',
  };
}

/** Reads a commit's `cmi` for the package's edition; refuses data that breaks the standard's limits. */
export function readCommit(version: ScormVersion, cmi: unknown): ScormReport {
  const data = object(cmi, 'cmi');
  return version === '1.2' ? report12(data) : report2004(data);
}

/**
 * The run-time data a launch starts from: the kept elements of the last commit, with `entry` saying
 * whether the learner resumes, and who they are.
 */
export function launchCmi(version: ScormVersion, resume: ScormCmi | null, learner: { id: number; name: string }): ScormCmi {
  if (version === '1.2') {
    const core = (resume?.core ?? {}) as Record<string, unknown>;
    return {
      ...resume,
      core: { ...core, student_id: String(learner.id), student_name: learner.name, entry: resume ? 'resume' : 'ab-initio' },
    };
  }
  return { ...resume, learner_id: String(learner.id), learner_name: learner.name, entry: resume ? 'resume' : 'ab-initio' };
}

/** `{ core: { lesson_location: 'p2' } }` as `{ 'cmi.core.lesson_location': 'p2' }`: the keys the package's GetValue asks for. */
export function flattenCmi(cmi: ScormCmi, prefix = 'cmi'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(cmi).flatMap(([key, value]) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(flattenCmi(value as ScormCmi, `${prefix}.${key}`))
        : [[`${prefix}.${key}`, value === null || value === undefined ? '' : String(value)]],
    ),
  );
}
