import type { PathCertificateDto, PathDetailDto, PathProgressDto, PathStepDto, PathStepKind } from '@academy/api';
import { certificateDate } from './certificate';
import { hoursAndMinutes } from './format';

/** The learner's wording of learning paths (docs/product-rules.md#learning-paths). */

export const STEP_KIND_LABELS: Record<PathStepKind, string> = {
  course: 'Course',
  practice: 'Practice conversation',
  sourcing: 'Sourcing exercise',
};

export const STEP_STATE_LABELS: Record<PathStepDto['state'], string> = {
  done: 'Done',
  available: 'Available',
  locked: 'Locked',
};

export const pathPath = (slug: string) => `/paths/${slug}`;

/** What a step is called: the course's title, or the lesson's. */
export function stepTitle(step: PathStepDto): string {
  return step.lessonTitle ?? step.courseTitle;
}

/** "A", "A and B", "A, B and C". */
function listOfNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** What unlocks a locked step: "Complete Sourcing Fundamentals first"; null for a step that is not locked. */
export function unlockMessage(step: PathStepDto, steps: readonly PathStepDto[]): string | null {
  if (step.state !== 'locked') return null;
  const byId = new Map(steps.map((other) => [other.id, other]));
  const names = step.waitingFor.flatMap((id) => {
    const prerequisite = byId.get(id);
    return prerequisite ? [stepTitle(prerequisite)] : [];
  });
  return names.length > 0 ? `Complete ${listOfNames(names)} first` : null;
}

/**
 * Where a step leads: a course step to its course page; a lesson step to the lesson once the learner
 * is enrolled in its course, else to the course page (where they enrol or buy it).
 */
export function stepLink(step: PathStepDto): string {
  if (step.lessonId !== null && step.isEnrolled) return `/lessons/${step.lessonId}`;
  return `/courses/${step.courseId}`;
}

/** "1 step", "4 steps". */
export const stepsLabel = (count: number) => `${count} ${count === 1 ? 'step' : 'steps'}`;

/** The facts under a path's title: "4 steps · 3 required · 9h". */
export function pathFacts(path: Pick<PathDetailDto, 'stepCount' | 'requiredStepCount' | 'minutes'>): string[] {
  return [
    stepsLabel(path.stepCount),
    ...(path.requiredStepCount < path.stepCount ? [`${path.requiredStepCount} required`] : []),
    ...(path.minutes > 0 ? [hoursAndMinutes(path.minutes)] : []),
  ];
}

/** "1 of 3 required steps done"; "All 3 required steps done" once the path is complete. */
export function progressLabel(progress: PathProgressDto): string {
  if (progress.isComplete) return `All ${progress.requiredTotal} required ${progress.requiredTotal === 1 ? 'step' : 'steps'} done`;
  return `${progress.requiredDone} of ${progress.requiredTotal} required ${progress.requiredTotal === 1 ? 'step' : 'steps'} done`;
}

/** The step to take next: the first available one that is not done, required steps first; none when nothing is available. */
export function nextStep(path: Pick<PathDetailDto, 'steps'>): PathStepDto | undefined {
  const available = path.steps.filter((step) => step.state === 'available');
  return available.find((step) => step.isRequired) ?? available[0];
}

/**
 * When the learner's path certificate was issued and how long it holds: "Issued on November 22, 2026 ·
 * Valid until November 22, 2028" ("Expired on …" once `now` is past it; nothing when it never expires).
 */
export function pathCertificateDates(certificate: PathCertificateDto, now = new Date()): string {
  const issued = `Issued on ${certificateDate(certificate.issuedAt)}`;
  if (!certificate.validUntil) return issued;
  const expired = new Date(certificate.validUntil).getTime() <= now.getTime();
  return `${issued} · ${expired ? 'Expired on' : 'Valid until'} ${certificateDate(certificate.validUntil)}`;
}
