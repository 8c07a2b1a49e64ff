import { Form, Input, Modal, Select } from 'antd';
import { useCreateModuleLessonMutation, useUpdateLessonMutation, type LessonDto, type ModuleOutlineDto } from '@academy/api';
import { showToast } from '@academy/ui';
import { isSessionEnded, toastError } from '../../lib/api';
import { LESSON_TYPE_OPTIONS, type LessonType } from '../../lib/format';

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

/** "Add Lesson to {module}": type and title (required), description, and the video or download address for those types. */
export function AddLessonDialog({ module, onClose }: { module: ModuleOutlineDto; onClose: () => void }) {
  const [form] = Form.useForm<LessonForm>();
  const type = Form.useWatch('type', form);
  const [createLesson, creating] = useCreateModuleLessonMutation();
  const [updateLesson, updating] = useUpdateLessonMutation();

  const save = async () => {
    const values = form.getFieldsValue(true) as LessonForm;
    const title = values.title?.trim() ?? '';
    if (!title || !values.type) {
      void showToast({ title: 'Missing Information', description: 'Please fill in lesson title and type.', variant: 'destructive' });
      return;
    }
    let lesson: LessonDto;
    try {
      lesson = await createLesson({
        moduleId: module.id,
        createModuleLessonDto: { title, type: values.type, description: values.description?.trim() ?? '' },
      }).unwrap();
    } catch (error) {
      // An ended session has had its reaction (useSignInToSaveWhenSessionEnds).
      if (!isSessionEnded(error)) toastError(error);
      return;
    }
    try {
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
      toastError(error);
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
