import { findCycle, pathProgress, stepListProblems, stepProgress, type SubmittedStep } from './path-rules.js';

const step = (id: number, done: boolean, prerequisiteIds: number[] = [], isRequired = true) => ({ id, done, prerequisiteIds, isRequired });

describe('stepProgress', () => {
  it('unlocks a step when every prerequisite is complete, and lists the missing ones in path order', () => {
    const states = stepProgress([step(1, true), step(2, false), step(3, false, [2, 1]), step(4, false, [3, 2])]);
    expect(Object.fromEntries(states)).toEqual({
      1: { state: 'done', waitingFor: [] },
      2: { state: 'available', waitingFor: [] },
      3: { state: 'locked', waitingFor: [2] },
      4: { state: 'locked', waitingFor: [2, 3] },
    });
  });

  it('keeps a step completed while locked done: locks guide the order, they do not take back what was completed', () => {
    expect(stepProgress([step(1, false), step(2, true, [1])]).get(2)).toEqual({ state: 'done', waitingFor: [1] });
  });

  it('ignores prerequisites that are not steps of the list (a deleted course’s step)', () => {
    expect(stepProgress([step(1, false, [99])]).get(1)).toEqual({ state: 'available', waitingFor: [] });
  });
});

describe('pathProgress', () => {
  it('counts required steps only, in whole percent, and is complete when all of them are done', () => {
    expect(pathProgress([step(1, true), step(2, false), step(3, true, [], false)])).toEqual({
      requiredTotal: 2,
      requiredDone: 1,
      stepsDone: 2,
      percent: 50,
      isComplete: false,
    });
    expect(pathProgress([step(1, true), step(2, true), step(3, false, [], false)])).toMatchObject({ percent: 100, isComplete: true });
    expect(pathProgress([step(1, false, [], false)])).toMatchObject({ requiredTotal: 0, percent: 0, isComplete: false });
    expect(pathProgress([step(1, true), step(2, true), step(3, false)])).toMatchObject({ percent: 67 });
  });
});

describe('findCycle', () => {
  it('finds none in a graph without cycles, however it branches', () => {
    expect(findCycle([[], [0], [0, 1], [2, 1]])).toBeNull();
    expect(findCycle([])).toBeNull();
  });

  it('returns the steps along a cycle, the first repeated at the end', () => {
    expect(findCycle([[1], [2], [0]])).toEqual([0, 1, 2, 0]);
    expect(findCycle([[], [2], [1]])).toEqual([1, 2, 1]);
    expect(findCycle([[0]])).toEqual([0, 0]);
  });

  it('finds a cycle reached from a step outside it', () => {
    expect(findCycle([[1], [2], [3], [1]])).toEqual([1, 2, 3, 1]);
  });
});

describe('stepListProblems', () => {
  const course = (title: string | null, key: string, prerequisiteIndexes: number[] = []): SubmittedStep => ({
    title,
    target: 'course',
    key,
    unsuitableLesson: false,
    prerequisiteIndexes,
  });

  it('accepts a list without problems', () => {
    expect(stepListProblems([course('Sourcing Fundamentals', 'course:1'), course('Boolean Search', 'course:2', [0])])).toEqual([]);
  });

  it('names every problem at once, steps counted from 1', () => {
    expect(
      stepListProblems([
        course('Sourcing Fundamentals', 'course:1', [0]),
        course(null, 'course:9'),
        { title: 'Welcome video', target: 'lesson', key: 'lesson:4', unsuitableLesson: true, prerequisiteIndexes: [7] },
        course('Sourcing Fundamentals', 'course:1'),
      ]),
    ).toEqual([
      'Step 2: the course does not exist.',
      'Step 3: “Welcome video” is not a practice conversation or a sourcing exercise, so it cannot be a step.',
      'Step 4: “Sourcing Fundamentals” is already step 1 of this path.',
      'Step 1 cannot require itself.',
      'Step 3 requires step 8, but the path has 4 steps.',
    ]);
  });

  it('refuses prerequisites in a circle, naming the steps along it', () => {
    expect(
      stepListProblems([
        course('Sourcing Fundamentals', 'course:1', [2]),
        course('Boolean Search', 'course:2', [0]),
        course('Talent Mapping', 'course:3', [1]),
      ]),
    ).toEqual([
      'Steps cannot require each other in a circle: Sourcing Fundamentals requires Talent Mapping, which requires Boolean Search, which requires Sourcing Fundamentals.',
    ]);
  });
});
