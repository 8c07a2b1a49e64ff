import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Empty, Flex, Layout, Space, Typography } from 'antd';
import { DndContext } from '@dnd-kit/core';
import { useGetCourseQuery, type LessonOutlineDto, type ModuleOutlineDto } from '@academy/api';
import { useDocumentTitle } from '@academy/ui';
import { courseQueryFallback } from '../../components/CourseQueryFallback';
import { AddLessonDialog } from './AddLessonDialog';
import { AddModuleDialog } from './AddModuleDialog';
import { ModuleCard } from './ModuleCard';
import { byOrder } from './ordering';
import { RenameModuleDialog } from './RenameModuleDialog';
import { useLessonDrag } from './useLessonDrag';
import { useStructureActions } from './useStructureActions';

const pageStyle = { width: '100%', maxWidth: 960, margin: '0 auto', padding: '32px clamp(12px, 4vw, 24px)' } as const;
const NO_MODULES: ModuleOutlineDto[] = [];

/** /admin/courses/:id — modules and their lessons: add, rename, reorder, move lessons between modules, delete; each lesson links to the lesson editor. */
export function CourseStructurePage() {
  const courseId = Number(useParams().id);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const course = useGetCourseQuery({ id: courseId }, { skip: !valid });
  useDocumentTitle(`${course.data?.title ?? 'Course'} · Admin`);
  const actions = useStructureActions(courseId);
  const [addingModule, setAddingModule] = useState(false);
  const [addingLessonTo, setAddingLessonTo] = useState<ModuleOutlineDto | null>(null);
  const [renaming, setRenaming] = useState<ModuleOutlineDto | null>(null);
  const drag = useLessonDrag(course.data?.modules ?? NO_MODULES);

  const fallback = courseQueryFallback(valid, course, pageStyle);
  if (fallback || !course.data) return fallback;

  const modules = byOrder(course.data.modules);
  const lessonsById = new Map<number, LessonOutlineDto>(modules.flatMap((module) => module.lessons.map((lesson) => [lesson.id, lesson])));

  return (
    <Layout.Content style={pageStyle}>
      <Flex vertical gap={24}>
        <Space size="middle" wrap>
          <Link to="/admin">Back to Admin</Link>
          <Link to={`/admin/courses/${courseId}/manage`}>Manage Course</Link>
        </Space>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <div style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Typography.Title level={1} style={{ marginBottom: 4, overflowWrap: 'anywhere' }}>
              {course.data.title}
            </Typography.Title>
            <Typography.Text type="secondary">Course structure: modules and lessons</Typography.Text>
          </div>
          <Button type="primary" onClick={() => setAddingModule(true)}>
            Add Module
          </Button>
        </Flex>

        {modules.length === 0 && <Empty description='No modules yet. Click "Add Module" to start.' />}

        <DndContext {...drag.context}>
          {modules.map((module, moduleIndex) => (
            <ModuleCard
              key={module.id}
              courseId={courseId}
              modules={modules}
              index={moduleIndex}
              lessons={(drag.placement[module.id] ?? []).map((id) => lessonsById.get(id)!)}
              actions={{ ...actions, reordering: actions.reordering || drag.moving }}
              onAddLesson={setAddingLessonTo}
              onRename={setRenaming}
            />
          ))}
        </DndContext>
      </Flex>
      {addingModule && <AddModuleDialog courseId={courseId} onClose={() => setAddingModule(false)} />}
      {addingLessonTo && <AddLessonDialog module={addingLessonTo} onClose={() => setAddingLessonTo(null)} />}
      {renaming && <RenameModuleDialog module={renaming} onClose={() => setRenaming(null)} />}
    </Layout.Content>
  );
}
