import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, Empty, Flex, Form, Input, Layout, List, Modal, Select, Space, Tag, Typography } from 'antd';
import {
  showToast,
  useCreateModuleLessonMutation,
  useCreateModuleMutation,
  useDeleteLessonMutation,
  useDeleteModuleMutation,
  useGetCourseQuery,
  useReorderLessonsMutation,
  useReorderModulesMutation,
  useUpdateLessonMutation,
  type LessonOutlineDto,
  type ModuleOutlineDto,
} from '@academy/api';
import { courseQueryFallback } from '../../components/CourseQueryFallback';
import { isUnauthorized, toastError, useUnauthorizedRedirect, useConfirmDelete } from '../../lib/api';
import { LESSON_TYPE_LABELS, LESSON_TYPE_OPTIONS, type LessonType } from '../../lib/format';

const pageStyle = { width: '100%', maxWidth: 960, margin: '0 auto', padding: '32px 24px' } as const;

const byOrder = <T extends { order: number; id: number }>(items: T[]) => [...items].sort((a, b) => a.order - b.order || a.id - b.id);

/** Swaps the item at `index` with its neighbour (`direction` -1 up, +1 down) and returns the new id order. */
function moved(ids: number[], index: number, direction: -1 | 1): number[] {
  const next = [...ids];
  [next[index], next[index + direction]] = [next[index + direction], next[index]];
  return next;
}

/** /admin/courses/:id — modules and their lessons: add, reorder, delete; each lesson links to the lesson editor. */
export function CourseStructurePage() {
  const courseId = Number(useParams().id);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const course = useGetCourseQuery({ id: courseId }, { skip: !valid });
  const confirmDeletion = useConfirmDelete();
  const [addingModule, setAddingModule] = useState(false);
  const [addingLessonTo, setAddingLessonTo] = useState<ModuleOutlineDto | null>(null);
  const [reorderModules, modulesReorder] = useReorderModulesMutation();
  const [reorderLessons, lessonsReorder] = useReorderLessonsMutation();
  const [deleteModule] = useDeleteModuleMutation();
  const [deleteLesson] = useDeleteLessonMutation();
  const reordering = modulesReorder.isLoading || lessonsReorder.isLoading;

  const fallback = courseQueryFallback(valid, course, pageStyle);
  if (fallback || !course.data) return fallback;

  const modules = byOrder(course.data.modules);

  const run = async (work: () => Promise<unknown>, success?: string) => {
    try {
      await work();
      if (success) void showToast({ title: success });
    } catch (error) {
      toastError(error);
    }
  };

  const moveModule = (index: number, direction: -1 | 1) =>
    run(() => reorderModules({ id: courseId, reorderDto: { ids: moved(modules.map((m) => m.id), index, direction) } }).unwrap());

  const moveLesson = (module: ModuleOutlineDto, lessons: LessonOutlineDto[], index: number, direction: -1 | 1) =>
    run(() => reorderLessons({ moduleId: module.id, reorderDto: { ids: moved(lessons.map((l) => l.id), index, direction) } }).unwrap());

  const confirmDeleteModule = (module: ModuleOutlineDto) =>
    confirmDeletion({
      title: 'Delete module',
      question: `Are you sure you want to delete the module "${module.title}" and its ${module.lessons.length} lesson(s)?`,
      remove: () => deleteModule({ moduleId: module.id }).unwrap(),
      success: 'Module deleted',
    });

  const confirmDeleteLesson = (lesson: LessonOutlineDto) =>
    confirmDeletion({
      title: 'Delete lesson',
      question: `Are you sure you want to delete the lesson "${lesson.title}"?`,
      remove: () => deleteLesson({ id: lesson.id }).unwrap(),
      success: 'Lesson deleted',
    });

  return (
    <Layout.Content style={pageStyle}>
      <Flex vertical gap={24}>
        <Space size="middle" wrap>
          <Link to="/admin">Back to Admin</Link>
          <Link to={`/admin/courses/${courseId}/manage`}>Manage Course</Link>
        </Space>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <div>
            <Typography.Title level={1} style={{ marginBottom: 4 }}>
              {course.data.title}
            </Typography.Title>
            <Typography.Text type="secondary">Course structure: modules and lessons</Typography.Text>
          </div>
          <Button type="primary" onClick={() => setAddingModule(true)}>
            Add Module
          </Button>
        </Flex>

        {modules.length === 0 && <Empty description='No modules yet. Click "Add Module" to start.' />}

        {modules.map((module, moduleIndex) => {
          const lessons = byOrder(module.lessons);
          return (
            <Card
              key={module.id}
              role="region"
              aria-label={`Module ${moduleIndex + 1}: ${module.title}`}
              title={
                <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
                  Module {moduleIndex + 1}: {module.title}
                </Typography.Title>
              }
              extra={
                <Space size="small" wrap>
                  <Button size="small" disabled={moduleIndex === 0 || reordering} onClick={() => void moveModule(moduleIndex, -1)} aria-label={`Move up: module ${module.title}`}>
                    Move up
                  </Button>
                  <Button
                    size="small"
                    disabled={moduleIndex === modules.length - 1 || reordering}
                    onClick={() => void moveModule(moduleIndex, 1)}
                    aria-label={`Move down: module ${module.title}`}
                  >
                    Move down
                  </Button>
                  <Button size="small" danger onClick={() => confirmDeleteModule(module)} aria-label={`Delete module ${module.title}`}>
                    Delete
                  </Button>
                </Space>
              }
            >
              {module.description && <Typography.Paragraph type="secondary">{module.description}</Typography.Paragraph>}
              <List
                aria-label={`Lessons of ${module.title}`}
                locale={{ emptyText: 'No lessons in this module yet.' }}
                dataSource={lessons}
                renderItem={(lesson, lessonIndex) => (
                  <List.Item
                    key={lesson.id}
                    actions={[
                      <Button
                        key="up"
                        size="small"
                        disabled={lessonIndex === 0 || reordering}
                        onClick={() => void moveLesson(module, lessons, lessonIndex, -1)}
                        aria-label={`Move lesson ${lesson.title} up`}
                      >
                        Up
                      </Button>,
                      <Button
                        key="down"
                        size="small"
                        disabled={lessonIndex === lessons.length - 1 || reordering}
                        onClick={() => void moveLesson(module, lessons, lessonIndex, 1)}
                        aria-label={`Move lesson ${lesson.title} down`}
                      >
                        Down
                      </Button>,
                      <Button key="delete" size="small" danger onClick={() => confirmDeleteLesson(lesson)} aria-label={`Delete lesson ${lesson.title}`}>
                        Delete
                      </Button>,
                    ]}
                  >
                    <Space wrap>
                      <Typography.Text type="secondary">{lessonIndex + 1}.</Typography.Text>
                      <Link to={`/admin/courses/${courseId}/lessons/${lesson.id}`}>{lesson.title}</Link>
                      <Tag>{LESSON_TYPE_LABELS[lesson.type]}</Tag>
                      {lesson.duration > 0 && <Typography.Text type="secondary">{lesson.duration} min</Typography.Text>}
                    </Space>
                  </List.Item>
                )}
              />
              <Button style={{ marginTop: 12 }} onClick={() => setAddingLessonTo(module)} aria-label={`Add Lesson to ${module.title}`}>
                Add Lesson
              </Button>
            </Card>
          );
        })}
      </Flex>
      {addingModule && <AddModuleDialog courseId={courseId} onClose={() => setAddingModule(false)} />}
      {addingLessonTo && <AddLessonDialog module={addingLessonTo} onClose={() => setAddingLessonTo(null)} />}
    </Layout.Content>
  );
}

function AddModuleDialog({ courseId, onClose }: { courseId: number; onClose: () => void }) {
  const [form] = Form.useForm<{ title: string; description: string }>();
  const [createModule, { isLoading }] = useCreateModuleMutation();
  const unauthorized = useUnauthorizedRedirect();

  const save = async () => {
    let values: { title: string; description: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await createModule({ id: courseId, createModuleDto: { title: values.title.trim(), description: values.description?.trim() || null } }).unwrap();
      void showToast({ title: 'Module Created' });
      onClose();
    } catch (error) {
      if (isUnauthorized(error)) unauthorized();
      else toastError(error);
    }
  };

  return (
    <Modal title="Add Module" open okText="Create Module" cancelText="Cancel" confirmLoading={isLoading} onOk={() => void save()} onCancel={onClose}>
      <Form form={form} layout="vertical" name="add-module" initialValues={{ title: '', description: '' }} onFinish={() => void save()}>
        <Form.Item label="Module Title" name="title" rules={[{ required: true, whitespace: true, message: 'Required' }]}>
          <Input autoFocus />
        </Form.Item>
        <Form.Item label="Description (optional)" name="description">
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

const PROVIDER_OPTIONS = [
  { value: 'youtube', label: 'YouTube' },
  { value: 'vimeo', label: 'Vimeo' },
  { value: 'wistia', label: 'Wistia' },
  { value: 'jwplayer', label: 'JW Player' },
] as const;

interface LessonForm {
  type?: LessonType;
  title: string;
  description: string;
  videoProvider: (typeof PROVIDER_OPTIONS)[number]['value'];
  videoId: string;
  contentUrl: string;
}

function AddLessonDialog({ module, onClose }: { module: ModuleOutlineDto; onClose: () => void }) {
  const [form] = Form.useForm<LessonForm>();
  const type = Form.useWatch('type', form);
  const [createLesson, creating] = useCreateModuleLessonMutation();
  const [updateLesson, updating] = useUpdateLessonMutation();
  const unauthorized = useUnauthorizedRedirect();

  const save = async () => {
    const values = form.getFieldsValue(true) as LessonForm;
    const title = values.title?.trim() ?? '';
    if (!title || !values.type) {
      void showToast({ title: 'Missing Information', description: 'Please fill in lesson title and type.', variant: 'destructive' });
      return;
    }
    try {
      const lesson = await createLesson({
        moduleId: module.id,
        createModuleLessonDto: { title, type: values.type, description: values.description?.trim() ?? '' },
      }).unwrap();
      // The module endpoint takes no content fields: a video id (a full YouTube/Vimeo URL is
      // reduced to its id by the server) or a download URL is saved on the new lesson right after.
      const videoId = values.videoId?.trim();
      const contentUrl = values.contentUrl?.trim();
      if (values.type === 'video' && videoId) {
        await updateLesson({ id: lesson.id, updateLessonDto: { videoProvider: values.videoProvider, videoId } }).unwrap();
      } else if (values.type === 'download' && contentUrl) {
        await updateLesson({ id: lesson.id, updateLessonDto: { contentUrl } }).unwrap();
      }
      void showToast({ title: 'Lesson Created' });
      onClose();
    } catch (error) {
      if (isUnauthorized(error)) unauthorized();
      else toastError(error);
    }
  };

  return (
    <Modal
      title={`Add Lesson to ${module.title}`}
      open
      okText="Create Lesson"
      cancelText="Cancel"
      confirmLoading={creating.isLoading || updating.isLoading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="add-lesson"
        initialValues={{ type: undefined, title: '', description: '', videoProvider: 'youtube', videoId: '', contentUrl: '' }}
      >
        <Form.Item label="Lesson Type" name="type" required>
          <Select options={LESSON_TYPE_OPTIONS} placeholder="Select lesson type" />
        </Form.Item>
        <Form.Item label="Lesson Title" name="title" required>
          <Input />
        </Form.Item>
        <Form.Item label="Description (optional)" name="description">
          <Input.TextArea rows={2} />
        </Form.Item>
        {type === 'video' && (
          <>
            <Form.Item label="Video Provider" name="videoProvider">
              <Select options={PROVIDER_OPTIONS.map((option) => ({ ...option }))} />
            </Form.Item>
            <Form.Item label="Video ID" name="videoId" extra="The video id, or paste a full YouTube or Vimeo address.">
              <Input />
            </Form.Item>
          </>
        )}
        {type === 'download' && (
          <Form.Item label="Download URL (optional)" name="contentUrl">
            <Input type="url" placeholder="https://" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
