import { describe, expect, it } from '@jest/globals';
import type { PathStepDto } from '@academy/api';
import { nextStep, pathCertificateDates, pathFacts, progressLabel, stepLink, stepTitle, unlockMessage } from './paths';

function step(overrides: Partial<PathStepDto> & { id: number }): PathStepDto {
  return {
    position: 0,
    kind: 'course',
    isRequired: true,
    courseId: 10 + overrides.id,
    courseTitle: `Course ${overrides.id}`,
    lessonId: null,
    lessonTitle: null,
    minutes: 60,
    prerequisiteStepIds: [],
    state: 'available',
    waitingFor: [],
    isEnrolled: false,
    courseProgress: 0,
    ...overrides,
  };
}

describe('learning path steps', () => {
  const sourcing = step({ id: 1, courseTitle: 'Sourcing Fundamentals' });
  const boolean = step({ id: 2, courseTitle: 'Boolean Search' });
  const capstone = step({ id: 3, kind: 'practice', lessonId: 40, lessonTitle: 'Intake call', courseTitle: 'Boolean Search' });

  it('says what unlocks a locked step, naming the prerequisites not complete yet', () => {
    const steps = [sourcing, boolean, capstone];
    expect(unlockMessage({ ...boolean, state: 'locked', waitingFor: [1] }, steps)).toBe('Complete Sourcing Fundamentals first');
    expect(unlockMessage({ ...capstone, state: 'locked', waitingFor: [1, 2] }, steps)).toBe(
      'Complete Sourcing Fundamentals and Boolean Search first',
    );
    const fourth = step({ id: 4, state: 'locked', waitingFor: [1, 2, 3] });
    expect(unlockMessage(fourth, [...steps, fourth])).toBe('Complete Sourcing Fundamentals, Boolean Search and Intake call first');
    expect(unlockMessage(sourcing, steps)).toBeNull();
    expect(unlockMessage({ ...sourcing, state: 'done' }, steps)).toBeNull();
  });

  it('names a lesson step by its lesson, and leads there once the learner is enrolled in its course', () => {
    expect(stepTitle(capstone)).toBe('Intake call');
    expect(stepTitle(sourcing)).toBe('Sourcing Fundamentals');
    expect(stepLink(capstone)).toBe(`/courses/${capstone.courseId}`);
    expect(stepLink({ ...capstone, isEnrolled: true })).toBe('/lessons/40');
    expect(stepLink({ ...sourcing, isEnrolled: true })).toBe(`/courses/${sourcing.courseId}`);
  });

  it('picks the first available step that is not done as the next one, required steps first', () => {
    const optional = step({ id: 5, isRequired: false });
    expect(nextStep({ steps: [{ ...sourcing, state: 'done' }, optional, { ...boolean, state: 'available' }] })?.id).toBe(2);
    expect(nextStep({ steps: [{ ...sourcing, state: 'done' }, optional, { ...boolean, state: 'locked' }] })?.id).toBe(5);
    expect(nextStep({ steps: [{ ...sourcing, state: 'done' }] })).toBeUndefined();
  });
});

describe('learning path facts', () => {
  it('counts steps, the required ones when some are optional, and the hours', () => {
    expect(pathFacts({ stepCount: 4, requiredStepCount: 3, minutes: 540 })).toEqual(['4 steps', '3 required', '9h']);
    expect(pathFacts({ stepCount: 1, requiredStepCount: 1, minutes: 0 })).toEqual(['1 step']);
  });

  it('says how many required steps are done', () => {
    const progress = { requiredTotal: 3, requiredDone: 1, stepsDone: 2, percent: 33, isComplete: false };
    expect(progressLabel(progress)).toBe('1 of 3 required steps done');
    expect(progressLabel({ ...progress, requiredDone: 3, isComplete: true })).toBe('All 3 required steps done');
    expect(progressLabel({ requiredTotal: 1, requiredDone: 0, stepsDone: 0, percent: 0, isComplete: false })).toBe(
      '0 of 1 required step done',
    );
  });
});

describe('pathCertificateDates', () => {
  const certificate = { code: 'PATHPATHPATHPATHPATHPATHPA', issuedAt: '2026-12-01T10:00:00.000Z', validUntil: '2028-12-01T10:00:00.000Z' };
  const now = new Date('2027-06-01T00:00:00.000Z');

  it('says when it was issued and until when it is valid, or that it expired', () => {
    expect(pathCertificateDates(certificate, now)).toBe('Issued on December 1, 2026 · Valid until December 1, 2028');
    expect(pathCertificateDates(certificate, new Date('2028-12-02T00:00:00.000Z'))).toBe(
      'Issued on December 1, 2026 · Expired on December 1, 2028',
    );
    expect(pathCertificateDates({ ...certificate, validUntil: null }, now)).toBe('Issued on December 1, 2026');
  });
});
