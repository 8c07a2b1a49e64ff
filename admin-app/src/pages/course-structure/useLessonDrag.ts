import { useState } from 'react';
import {
  closestCorners,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMoveLessonMutation, type ModuleOutlineDto } from '@academy/api';
import { toastError } from '../../lib/api';
import { moduleOf, placed, placementOf, type Placement } from './ordering';

/** Drag ids: lessons and the module lists they can be dropped into (an empty module has no lesson to drop on). */
export const lessonDragId = (lessonId: number) => `lesson-${lessonId}`;
export const moduleDropId = (moduleId: number) => `module-${moduleId}`;
const idOf = (dragId: UniqueIdentifier) => Number(String(dragId).replace(/^\D+/, ''));
const isModule = (dragId: UniqueIdentifier) => String(dragId).startsWith('module-');

/**
 * Moving lessons by drag and drop, with the mouse or the keyboard (Space picks a lesson up, the arrow
 * keys move it, within its module or into another, Space drops it, Escape cancels). While a lesson is
 * dragged, and until the course comes back from the server, the page shows the placement being made.
 */
export function useLessonDrag(modules: ModuleOutlineDto[]) {
  const [moveLesson, moving] = useMoveLessonMutation();
  // The placement being made, with the modules it started from: once the course is fetched again it is dropped.
  const [dragging, setDragging] = useState<{ from: ModuleOutlineDto[]; placement: Placement } | null>(null);
  const base = placementOf(modules);
  const placement = dragging?.from === modules ? dragging.placement : base;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const lessonTitle = (lessonId: number) =>
    modules.flatMap((module) => module.lessons).find((lesson) => lesson.id === lessonId)?.title ?? '';
  const moduleTitle = (moduleId: number) => modules.find((module) => module.id === moduleId)?.title ?? '';

  /** Where a drop on `overId` puts the lesson: the module and the index in it. */
  const target = (current: Placement, lessonId: number, overId: UniqueIdentifier) => {
    if (isModule(overId)) {
      const moduleId = idOf(overId);
      const ids = current[moduleId] ?? [];
      return { moduleId, index: ids.includes(lessonId) ? ids.indexOf(lessonId) : ids.length };
    }
    const overLesson = idOf(overId);
    const moduleId = moduleOf(current, overLesson)!;
    return { moduleId, index: current[moduleId].indexOf(overLesson) };
  };

  const position = (current: Placement, lessonId: number) => {
    const moduleId = moduleOf(current, lessonId)!;
    return { moduleId, index: current[moduleId].indexOf(lessonId) };
  };

  const describe = (lessonId: number, current: Placement) => {
    const { moduleId, index } = position(current, lessonId);
    return `Lesson ${lessonTitle(lessonId)} is at position ${index + 1} of ${current[moduleId].length} in module ${moduleTitle(moduleId)}.`;
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up lesson ${lessonTitle(idOf(active.id))}.`,
    onDragOver: ({ active }) => describe(idOf(active.id), placement),
    onDragEnd: ({ active }) => `Dropped. ${describe(idOf(active.id), placement)}`,
    onDragCancel: ({ active }) => `Cancelled. Lesson ${lessonTitle(idOf(active.id))} was not moved.`,
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || !dragging) return;
    const lessonId = idOf(active.id);
    const to = target(dragging.placement, lessonId, over.id);
    const from = position(dragging.placement, lessonId);
    // Within a module the sortable list shows the move itself; across modules the lesson changes lists.
    if (to.moduleId !== from.moduleId) setDragging({ ...dragging, placement: placed(dragging.placement, lessonId, to.moduleId, to.index) });
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || !dragging) return setDragging(null);
    const lessonId = idOf(active.id);
    const to = target(dragging.placement, lessonId, over.id);
    const final = placed(dragging.placement, lessonId, to.moduleId, to.index);
    const before = position(base, lessonId);
    const after = position(final, lessonId);
    if (before.moduleId === after.moduleId && before.index === after.index) return setDragging(null);
    setDragging({ from: modules, placement: final });
    try {
      await moveLesson({ id: lessonId, moveLessonDto: { moduleId: after.moduleId, position: after.index } }).unwrap();
    } catch (error) {
      setDragging(null);
      toastError(error);
    }
  };

  return {
    placement,
    moving: moving.isLoading,
    context: {
      sensors,
      collisionDetection: closestCorners,
      accessibility: {
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a lesson, press Space to pick it up, use the arrow keys to move it within its module or into another, then press Space to drop it or Escape to cancel.',
        },
      },
      onDragStart: () => setDragging({ from: modules, placement: base }),
      onDragOver,
      onDragEnd: (event: DragEndEvent) => void onDragEnd(event),
      onDragCancel: () => setDragging(null),
    },
  };
}
