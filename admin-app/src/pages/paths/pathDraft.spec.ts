import { describe, expect, it } from '@jest/globals';
import type { AdminPathDto, PathStepOptionsDto } from '@academy/api/admin';
import { addStep, draftOf, isChanged, moveStep, problemsOf, removeStep, stepChoices, stepsInput, updateStep } from './pathDraft';

const path: AdminPathDto = {
  id: 1,
  slug: 'ladder',
  title: 'Ladder',
  levelLabel: 'Foundation',
  certificateTitle: 'Certified',
  isPublished: false,
  position: 0,
  stepCount: 3,
  requiredStepCount: 2,
  updatedAt: '2026-12-06T17:20:00.000Z',
  description: '',
  steps: [
    {
      id: 7,
      position: 0,
      kind: 'course',
      isRequired: true,
      courseId: 3,
      courseTitle: 'Sourcing',
      lessonId: null,
      lessonTitle: null,
      prerequisiteStepIds: [],
      courseDeleted: false,
    },
    {
      id: 8,
      position: 1,
      kind: 'course',
      isRequired: true,
      courseId: 4,
      courseTitle: 'Boolean',
      lessonId: null,
      lessonTitle: null,
      prerequisiteStepIds: [7],
      courseDeleted: false,
    },
    {
      id: 9,
      position: 2,
      kind: 'practice',
      isRequired: false,
      courseId: 4,
      courseTitle: 'Boolean',
      lessonId: 40,
      lessonTitle: 'Intake call',
      prerequisiteStepIds: [7, 8],
      courseDeleted: false,
    },
  ],
};

const options: PathStepOptionsDto = {
  courses: [
    { id: 3, title: 'Sourcing', accessLevel: 'all' },
    { id: 4, title: 'Boolean', accessLevel: 'all' },
    { id: 5, title: 'Offers', accessLevel: 'recruitpro' },
  ],
  lessons: [
    { id: 40, title: 'Intake call', kind: 'practice', courseId: 4, courseTitle: 'Boolean' },
    { id: 41, title: 'Find five engineers', kind: 'sourcing', courseId: 3, courseTitle: 'Sourcing' },
  ],
};

describe('a path draft', () => {
  it('turns the saved steps into a draft and back into the API’s list, prerequisites as places', () => {
    const draft = draftOf(path);
    expect(draft.map((step) => [step.key, step.title, step.prerequisites])).toEqual([
      ['course:3', 'Sourcing', []],
      ['course:4', 'Boolean', ['course:3']],
      ['lesson:40', 'Intake call', ['course:3', 'course:4']],
    ]);
    expect(stepsInput(draft)).toEqual([
      { courseId: 3, isRequired: true, prerequisiteIndexes: [] },
      { courseId: 4, isRequired: true, prerequisiteIndexes: [0] },
      { lessonId: 40, isRequired: false, prerequisiteIndexes: [0, 1] },
    ]);
    expect(isChanged(draft, draftOf(path))).toBe(false);
  });

  it('keeps the prerequisites pointing at the same steps when steps move', () => {
    const moved = moveStep(draftOf(path), 2, -1);
    expect(stepsInput(moved)).toEqual([
      { courseId: 3, isRequired: true, prerequisiteIndexes: [] },
      { lessonId: 40, isRequired: false, prerequisiteIndexes: [0, 2] },
      { courseId: 4, isRequired: true, prerequisiteIndexes: [0] },
    ]);
    expect(isChanged(moved, draftOf(path))).toBe(true);
    expect(moveStep(draftOf(path), 0, -1)).toEqual(draftOf(path));
    expect(moveStep(draftOf(path), 2, 1)).toEqual(draftOf(path));
  });

  it('drops a removed step from the others’ prerequisites', () => {
    expect(stepsInput(removeStep(draftOf(path), 'course:4'))).toEqual([
      { courseId: 3, isRequired: true, prerequisiteIndexes: [] },
      { lessonId: 40, isRequired: false, prerequisiteIndexes: [0] },
    ]);
  });

  it('changes one step, and adds a course or a lesson at the end once', () => {
    const optional = updateStep(draftOf(path), 'course:3', { isRequired: false });
    expect(optional[0].isRequired).toBe(false);
    const added = addStep(addStep(draftOf(path), options, 'lesson:41'), options, 'course:5');
    expect(added.slice(3).map((step) => [step.key, step.kind, step.title, step.courseId])).toEqual([
      ['lesson:41', 'sourcing', 'Find five engineers', 3],
      ['course:5', 'course', 'Offers', 5],
    ]);
    expect(addStep(added, options, 'course:5')).toHaveLength(5);
    expect(addStep(added, options, 'course:999')).toHaveLength(5);
  });

  it('offers only courses and lessons that are not steps yet', () => {
    expect(stepChoices(options, draftOf(path))).toEqual([
      { label: 'Courses', options: [{ value: 'course:5', label: 'Offers' }] },
      {
        label: 'Practice conversations and sourcing exercises',
        options: [{ value: 'lesson:41', label: 'Find five engineers (Sourcing exercise, Sourcing)' }],
      },
    ]);
  });

  it('lists each of the server’s reasons for refusing the steps', () => {
    expect(problemsOf({ status: 400, data: { message: ['Step 1 cannot require itself.', 'Step 2: the course does not exist.'] } })).toEqual(
      ['Step 1 cannot require itself.', 'Step 2: the course does not exist.'],
    );
    expect(
      problemsOf({ status: 409, serverMessage: 'A published path needs at least one required step.', data: { message: 'x' } }),
    ).toEqual(['A published path needs at least one required step.']);
    expect(problemsOf(undefined)).toEqual(['The steps could not be saved. Please try again.']);
  });
});
