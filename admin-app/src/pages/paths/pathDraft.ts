import { errorMessage, type PathStepKind } from '@academy/api';
import type { AdminPathDto, PathStepInputDto, PathStepOptionsDto } from '@academy/api/admin';

/** A step as the admin edits it before saving: named by its course or lesson, which is a step of the path at most once. */
export interface DraftStep {
  /** `course:{id}` or `lesson:{id}`. */
  key: string;
  courseId: number;
  lessonId: number | null;
  kind: PathStepKind;
  /** The course's title, or the lesson's. */
  title: string;
  courseTitle: string;
  isRequired: boolean;
  /** The keys of the steps that unlock this one. */
  prerequisites: string[];
  courseDeleted: boolean;
}

export const STEP_KIND_LABELS: Record<PathStepKind, string> = {
  course: 'Course',
  practice: 'Practice conversation',
  sourcing: 'Sourcing exercise',
};

const courseKey = (id: number) => `course:${id}`;
const lessonKey = (id: number) => `lesson:${id}`;

/** The saved steps of a path, as a draft. */
export function draftOf(path: AdminPathDto): DraftStep[] {
  const keyOf = new Map(path.steps.map((step) => [step.id, step.lessonId === null ? courseKey(step.courseId) : lessonKey(step.lessonId)]));
  return path.steps.map((step) => ({
    key: keyOf.get(step.id)!,
    courseId: step.courseId,
    lessonId: step.lessonId,
    kind: step.kind,
    title: step.lessonTitle ?? step.courseTitle,
    courseTitle: step.courseTitle,
    isRequired: step.isRequired,
    prerequisites: step.prerequisiteStepIds.flatMap((id) => (keyOf.has(id) ? [keyOf.get(id)!] : [])),
    courseDeleted: step.courseDeleted,
  }));
}

/** The request body of PUT /api/admin/paths/{id}/steps: prerequisites as places in the list. */
export function stepsInput(draft: readonly DraftStep[]): PathStepInputDto[] {
  const indexOf = new Map(draft.map((step, index) => [step.key, index]));
  return draft.map((step) => ({
    ...(step.lessonId === null ? { courseId: step.courseId } : { lessonId: step.lessonId }),
    isRequired: step.isRequired,
    prerequisiteIndexes: step.prerequisites.flatMap((key) => (indexOf.has(key) ? [indexOf.get(key)!] : [])),
  }));
}

/** The draft with the step at `index` moved by `offset` places (-1 up, 1 down); unchanged at either end. */
export function moveStep(draft: readonly DraftStep[], index: number, offset: -1 | 1): DraftStep[] {
  const target = index + offset;
  if (index < 0 || index >= draft.length || target < 0 || target >= draft.length) return [...draft];
  const next = [...draft];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** The draft without the step `key`, which no other step requires any more. */
export function removeStep(draft: readonly DraftStep[], key: string): DraftStep[] {
  return draft
    .filter((step) => step.key !== key)
    .map((step) => ({ ...step, prerequisites: step.prerequisites.filter((prerequisite) => prerequisite !== key) }));
}

/** The draft with one step changed. */
export function updateStep(
  draft: readonly DraftStep[],
  key: string,
  change: Partial<Pick<DraftStep, 'isRequired' | 'prerequisites'>>,
): DraftStep[] {
  return draft.map((step) => (step.key === key ? { ...step, ...change } : step));
}

/** What the admin may add: every course and capstone lesson not yet a step, as `{ value: key, label }` groups for a select. */
export function stepChoices(options: PathStepOptionsDto, draft: readonly DraftStep[]) {
  const taken = new Set(draft.map((step) => step.key));
  return [
    {
      label: 'Courses',
      options: options.courses
        .filter((course) => !taken.has(courseKey(course.id)))
        .map((course) => ({ value: courseKey(course.id), label: course.title })),
    },
    {
      label: 'Practice conversations and sourcing exercises',
      options: options.lessons
        .filter((lesson) => !taken.has(lessonKey(lesson.id)))
        .map((lesson) => ({
          value: lessonKey(lesson.id),
          label: `${lesson.title} (${STEP_KIND_LABELS[lesson.kind]}, ${lesson.courseTitle})`,
        })),
    },
  ].filter((group) => group.options.length > 0);
}

/** The draft with the course or lesson `key` added as a last, required step without prerequisites. */
export function addStep(draft: readonly DraftStep[], options: PathStepOptionsDto, key: string): DraftStep[] {
  if (draft.some((step) => step.key === key)) return [...draft];
  const [kind, text] = key.split(':');
  const id = Number(text);
  if (kind === 'course') {
    const course = options.courses.find((option) => option.id === id);
    if (!course) return [...draft];
    return [
      ...draft,
      {
        key,
        courseId: id,
        lessonId: null,
        kind: 'course',
        title: course.title,
        courseTitle: course.title,
        isRequired: true,
        prerequisites: [],
        courseDeleted: false,
      },
    ];
  }
  const lesson = options.lessons.find((option) => option.id === id);
  if (!lesson) return [...draft];
  return [
    ...draft,
    {
      key,
      courseId: lesson.courseId,
      lessonId: id,
      kind: lesson.kind,
      title: lesson.title,
      courseTitle: lesson.courseTitle,
      isRequired: true,
      prerequisites: [],
      courseDeleted: false,
    },
  ];
}

/** Whether the draft differs from what is saved. */
export function isChanged(draft: readonly DraftStep[], saved: readonly DraftStep[]): boolean {
  return JSON.stringify(stepsInput(draft)) !== JSON.stringify(stepsInput(saved));
}

/** The server's reasons for refusing a list of steps, one per problem (a refused list names all of them). */
export function problemsOf(error: unknown): string[] {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  if (Array.isArray(data?.message) && data.message.every((message) => typeof message === 'string')) return data.message as string[];
  return [errorMessage(error, 'The steps could not be saved. Please try again.')];
}
