/** Modules and lessons in their course order (ties by id, the order they were created in). */
export const byOrder = <T extends { order: number; id: number }>(items: T[]) => [...items].sort((a, b) => a.order - b.order || a.id - b.id);

/** Swaps the item at `index` with its neighbour (`direction` -1 up, +1 down) and returns the new id order. */
export function moved(ids: number[], index: number, direction: -1 | 1): number[] {
  const next = [...ids];
  [next[index], next[index + direction]] = [next[index + direction], next[index]];
  return next;
}

/** Which lessons each module holds, in order: module id → lesson ids. */
export type Placement = Record<number, number[]>;

export function placementOf(modules: { id: number; lessons: { id: number; order: number }[] }[]): Placement {
  return Object.fromEntries(modules.map((module) => [module.id, byOrder(module.lessons).map((lesson) => lesson.id)]));
}

/** The module holding a lesson, or undefined. */
export function moduleOf(placement: Placement, lessonId: number): number | undefined {
  const entry = Object.entries(placement).find(([, ids]) => ids.includes(lessonId));
  return entry ? Number(entry[0]) : undefined;
}

/** The placement with the lesson taken out of its module and put into `moduleId` at `index` (clamped to the module's end). */
export function placed(placement: Placement, lessonId: number, moduleId: number, index: number): Placement {
  const next = Object.fromEntries(
    Object.entries(placement).map(([id, ids]) => [id, ids.filter((lesson) => lesson !== lessonId)]),
  ) as Placement;
  const target = [...(next[moduleId] ?? [])];
  target.splice(Math.max(0, Math.min(index, target.length)), 0, lessonId);
  next[moduleId] = target;
  return next;
}
