import { percent } from '../../common/percent.js';

/**
 * The rules of a learning path's steps that need no database (docs/product-rules.md#learning-paths):
 * the prerequisite graph has no cycles, a step unlocks when all its prerequisites are complete, and
 * the path's progress counts its required steps.
 */

export type StepState = 'done' | 'available' | 'locked';

/** Where a step of a path stands for one learner. */
export interface StepProgress {
  state: StepState;
  /** The step's prerequisites the learner has not completed yet, in path order: what unlocks it. */
  waitingFor: number[];
}

export interface PathStepFacts {
  id: number;
  isRequired: boolean;
  /** The learner holds the course's certificate (course step) or completed the lesson (lesson step). */
  done: boolean;
  prerequisiteIds: number[];
}

/**
 * Each step's state. A completed step is done even if its prerequisites are not: locks guide the order
 * in which to take the steps, and do not take away what the learner has already completed.
 */
export function stepProgress(steps: readonly PathStepFacts[]): Map<number, StepProgress> {
  const done = new Set(steps.filter((step) => step.done).map((step) => step.id));
  const order = new Map(steps.map((step, index) => [step.id, index]));
  return new Map(
    steps.map((step) => {
      const waitingFor = step.prerequisiteIds.filter((id) => order.has(id) && !done.has(id)).sort((a, b) => order.get(a)! - order.get(b)!);
      const state: StepState = step.done ? 'done' : waitingFor.length > 0 ? 'locked' : 'available';
      return [step.id, { state, waitingFor }];
    }),
  );
}

export interface PathProgress {
  requiredTotal: number;
  requiredDone: number;
  /** Steps done, optional ones included. */
  stepsDone: number;
  /** Required steps done over required steps, in whole percent. */
  percent: number;
  /** Every required step is done. */
  isComplete: boolean;
}

export function pathProgress(steps: readonly PathStepFacts[]): PathProgress {
  const required = steps.filter((step) => step.isRequired);
  const requiredDone = required.filter((step) => step.done).length;
  return {
    requiredTotal: required.length,
    requiredDone,
    stepsDone: steps.filter((step) => step.done).length,
    percent: percent({ completed: requiredDone, total: required.length }),
    isComplete: required.length > 0 && requiredDone === required.length,
  };
}

/**
 * A cycle in the prerequisite graph, as the indexes along it with the first one repeated at the end
 * (`[0, 2, 0]`: step 0 requires step 2, which requires step 0); null when there is none.
 * `requires[i]` lists the indexes step `i` requires; indexes out of range are ignored.
 */
export function findCycle(requires: readonly (readonly number[])[]): number[] | null {
  const UNSEEN = 0;
  const ON_PATH = 1;
  const FINISHED = 2;
  const mark = requires.map(() => UNSEEN);
  const trail: number[] = [];

  const visit = (index: number): number[] | null => {
    mark[index] = ON_PATH;
    trail.push(index);
    for (const next of requires[index]) {
      if (next < 0 || next >= requires.length) continue;
      if (mark[next] === ON_PATH) return [...trail.slice(trail.indexOf(next)), next];
      if (mark[next] === UNSEEN) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    trail.pop();
    mark[index] = FINISHED;
    return null;
  };

  for (let index = 0; index < requires.length; index++) {
    if (mark[index] !== UNSEEN) continue;
    const cycle = visit(index);
    if (cycle) return cycle;
  }
  return null;
}

/** A step as the admin submits it, with what the database knows of its course or lesson. */
export interface SubmittedStep {
  /** The step's course or lesson as a person names it; null when it does not exist. */
  title: string | null;
  /** 'course' or 'lesson', for the messages. */
  target: 'course' | 'lesson';
  /** Identifies the course or lesson, to find the same one twice. */
  key: string;
  /** A lesson that cannot be a step (not a practice conversation or a sourcing exercise). */
  unsuitableLesson: boolean;
  prerequisiteIndexes: number[];
}

/**
 * Why a path's new list of steps cannot be saved, one sentence per problem (empty: it can). Steps are
 * named by their number (1 first) and, where it exists, their title.
 */
export function stepListProblems(steps: readonly SubmittedStep[]): string[] {
  const problems: string[] = [];
  const firstIndexOf = new Map<string, number>();
  steps.forEach((step, index) => {
    const number = index + 1;
    if (step.title === null) {
      problems.push(`Step ${number}: the ${step.target} does not exist.`);
      return;
    }
    if (step.unsuitableLesson)
      problems.push(`Step ${number}: “${step.title}” is not a practice conversation or a sourcing exercise, so it cannot be a step.`);
    const first = firstIndexOf.get(step.key);
    if (first === undefined) firstIndexOf.set(step.key, index);
    else problems.push(`Step ${number}: “${step.title}” is already step ${first + 1} of this path.`);
  });
  steps.forEach((step, index) => {
    for (const required of step.prerequisiteIndexes) {
      if (required === index) problems.push(`Step ${index + 1} cannot require itself.`);
      else if (required >= steps.length)
        problems.push(`Step ${index + 1} requires step ${required + 1}, but the path has ${steps.length} steps.`);
    }
  });
  const cycle = findCycle(steps.map((step, index) => step.prerequisiteIndexes.filter((required) => required !== index)));
  if (cycle) {
    const [first, ...rest] = cycle.map((index) => steps[index].title ?? `step ${index + 1}`);
    problems.push(`Steps cannot require each other in a circle: ${first} requires ${rest.join(', which requires ')}.`);
  }
  return problems;
}
