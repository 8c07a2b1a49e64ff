import { Link } from 'react-router-dom';
import { Button, Card, Space, Tag, Typography } from 'antd';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { LessonOutlineDto, ModuleOutlineDto } from '@academy/api';
import { DragHandleIcon, PracticeIcon, ScormIcon } from '../../components/icons';
import { dripLabel, LESSON_TYPE_LABELS } from '../../lib/format';
import { lessonDragId, moduleDropId } from './useLessonDrag';
import type { StructureActions } from './useStructureActions';
import { ModuleDripControl } from './ModuleDripControl';
import './course-structure.css';

interface ModuleCardProps {
  courseId: number;
  /** The course's modules in order; this card shows the one at `index`. */
  modules: ModuleOutlineDto[];
  index: number;
  /** This module's lessons in order (while a lesson is dragged in, it is among them). */
  lessons: LessonOutlineDto[];
  actions: StructureActions;
  onAddLesson: (module: ModuleOutlineDto) => void;
  onRename: (module: ModuleOutlineDto) => void;
}

/** One module: its title (with its drip, "Opens day 7") with rename/move/delete buttons, when it unlocks, its lessons (dragged by their handle, each linking to the lesson editor) with theirs, and "Add Lesson". */
export function ModuleCard({ courseId, modules, index, lessons, actions, onAddLesson, onRename }: ModuleCardProps) {
  const module = modules[index];
  const { reordering } = actions;
  const { setNodeRef } = useDroppable({ id: moduleDropId(module.id) });
  return (
    <Card role="region" aria-label={`Module ${index + 1}: ${module.title}`}>
      <div className="structure-module__head">
        <div className="structure-module__heading">
          <Typography.Title level={2} className="structure-module__title">
            Module {index + 1}: {module.title}
          </Typography.Title>
          {module.unlockAfterDays !== null ? <Tag color="blue">{dripLabel(module.unlockAfterDays)}</Tag> : null}
        </div>
        <Space size="small" wrap>
          <Button size="small" onClick={() => onRename(module)} aria-label={`Rename module ${module.title}`}>
            Rename
          </Button>
          <Button
            size="small"
            disabled={index === 0 || reordering}
            onClick={() => void actions.moveModule(modules, index, -1)}
            aria-label={`Move up: module ${module.title}`}
          >
            Move up
          </Button>
          <Button
            size="small"
            disabled={index === modules.length - 1 || reordering}
            onClick={() => void actions.moveModule(modules, index, 1)}
            aria-label={`Move down: module ${module.title}`}
          >
            Move down
          </Button>
          <Button size="small" danger onClick={() => actions.confirmDeleteModule(module)} aria-label={`Delete module ${module.title}`}>
            Delete
          </Button>
        </Space>
      </div>
      {module.description && <Typography.Paragraph type="secondary">{module.description}</Typography.Paragraph>}
      <ModuleDripControl module={module} />
      <SortableContext
        id={moduleDropId(module.id)}
        items={lessons.map((lesson) => lessonDragId(lesson.id))}
        strategy={verticalListSortingStrategy}
      >
        <ul ref={setNodeRef} className="structure-lessons" aria-label={`Lessons of ${module.title}`}>
          {lessons.map((lesson, lessonIndex) => (
            <LessonRow key={lesson.id} courseId={courseId} module={module} lessons={lessons} index={lessonIndex} actions={actions} />
          ))}
          {lessons.length === 0 && <li className="structure-lessons__empty">No lessons in this module yet.</li>}
        </ul>
      </SortableContext>
      <Button style={{ marginTop: 12 }} onClick={() => onAddLesson(module)} aria-label={`Add Lesson to ${module.title}`}>
        Add Lesson
      </Button>
    </Card>
  );
}

function LessonRow({
  courseId,
  module,
  lessons,
  index,
  actions,
}: {
  courseId: number;
  module: ModuleOutlineDto;
  lessons: LessonOutlineDto[];
  index: number;
  actions: StructureActions;
}) {
  const lesson = lessons[index];
  const { reordering } = actions;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: lessonDragId(lesson.id),
  });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'structure-lesson structure-lesson--dragging' : 'structure-lesson'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className="structure-lesson__main">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="structure-lesson__handle"
          {...attributes}
          {...listeners}
          aria-label={`Drag lesson ${lesson.title}`}
        >
          <DragHandleIcon />
        </button>
        <Typography.Text type="secondary">{index + 1}.</Typography.Text>
        <Link to={`/admin/courses/${courseId}/lessons/${lesson.id}`}>{lesson.title}</Link>
        <Tag icon={lesson.type === 'practice' ? <PracticeIcon /> : lesson.type === 'scorm' ? <ScormIcon /> : undefined}>
          {LESSON_TYPE_LABELS[lesson.type]}
        </Tag>
        {lesson.duration > 0 && <Typography.Text type="secondary">{lesson.duration} min</Typography.Text>}
      </div>
      <Space size="small" wrap>
        <Button
          size="small"
          disabled={index === 0 || reordering}
          onClick={() => void actions.moveLesson(module, lessons, index, -1)}
          aria-label={`Move lesson ${lesson.title} up`}
        >
          Up
        </Button>
        <Button
          size="small"
          disabled={index === lessons.length - 1 || reordering}
          onClick={() => void actions.moveLesson(module, lessons, index, 1)}
          aria-label={`Move lesson ${lesson.title} down`}
        >
          Down
        </Button>
        <Button size="small" danger onClick={() => actions.confirmDeleteLesson(lesson)} aria-label={`Delete lesson ${lesson.title}`}>
          Delete
        </Button>
      </Space>
    </li>
  );
}
