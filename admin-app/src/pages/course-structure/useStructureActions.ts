import {
  useDeleteLessonMutation,
  useDeleteModuleMutation,
  useReorderLessonsMutation,
  useReorderModulesMutation,
  type LessonOutlineDto,
  type ModuleOutlineDto,
} from '@academy/api';
import { toastError, useConfirmDelete } from '../../lib/api';
import { moved } from './ordering';

export type StructureActions = ReturnType<typeof useStructureActions>;

/** Moving modules and lessons up and down, and deleting them after a confirmation; a failure shows 'Error'. */
export function useStructureActions(courseId: number) {
  const confirmDeletion = useConfirmDelete();
  const [reorderModules, modulesReorder] = useReorderModulesMutation();
  const [reorderLessons, lessonsReorder] = useReorderLessonsMutation();
  const [deleteModule] = useDeleteModuleMutation();
  const [deleteLesson] = useDeleteLessonMutation();

  const reorder = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      toastError(error);
    }
  };

  return {
    /** A reorder is on its way: every move button waits for it. */
    reordering: modulesReorder.isLoading || lessonsReorder.isLoading,

    moveModule: (modules: ModuleOutlineDto[], index: number, direction: -1 | 1) =>
      reorder(() =>
        reorderModules({
          id: courseId,
          reorderDto: {
            ids: moved(
              modules.map((m) => m.id),
              index,
              direction,
            ),
          },
        }).unwrap(),
      ),

    moveLesson: (module: ModuleOutlineDto, lessons: LessonOutlineDto[], index: number, direction: -1 | 1) =>
      reorder(() =>
        reorderLessons({
          moduleId: module.id,
          reorderDto: {
            ids: moved(
              lessons.map((l) => l.id),
              index,
              direction,
            ),
          },
        }).unwrap(),
      ),

    confirmDeleteModule: (module: ModuleOutlineDto) =>
      confirmDeletion({
        title: 'Delete module',
        question: `Are you sure you want to delete the module "${module.title}" and its ${module.lessons.length} lesson(s)?`,
        remove: () => deleteModule({ moduleId: module.id }).unwrap(),
        success: 'Module deleted',
      }),

    confirmDeleteLesson: (lesson: LessonOutlineDto) =>
      confirmDeletion({
        title: 'Delete lesson',
        question: `Are you sure you want to delete the lesson "${lesson.title}"?`,
        remove: () => deleteLesson({ id: lesson.id }).unwrap(),
        success: 'Lesson deleted',
      }),
  };
}
