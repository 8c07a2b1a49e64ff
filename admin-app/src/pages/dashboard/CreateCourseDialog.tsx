import { useEffect, useRef, useState } from 'react';
import { Form, Input, Modal, Typography } from 'antd';
import { useCreateCourseMutation, useUploadCourseImageMutation } from '@academy/api';
import { showToast } from '@academy/ui';
import { toastError } from '../../lib/api';
import { CourseAccessFields, courseAccessPayload, type CourseFormValues } from '../../components/CourseAccessFields';
import { courseImageProblem, CourseImageField } from '../../components/CourseImageField';
import { slugPreview } from '../../lib/format';
import { useInBrowser } from '../../lib/useInBrowser';

const INITIAL: CourseFormValues = { title: '', description: '', accessLevel: undefined, isPaid: false, price: 0, paymentType: 'one_time' };

/** 'Create Course' dialog of the admin dashboard. */
export function CreateCourseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<CourseFormValues>();
  const inBrowser = useInBrowser();
  const [createCourse, { isLoading }] = useCreateCourseMutation();
  const [uploadImage, { isLoading: uploading }] = useUploadCourseImageMutation();
  const title = Form.useWatch('title', form) ?? '';
  const isPaid = Form.useWatch('isPaid', form) ?? false;
  // The chosen image is sent once the course exists.
  const [image, setImage] = useChosenImage();
  const [imageProblem, setImageProblem] = useState<string | null>(null);

  const reset = () => {
    form.resetFields();
    setImage(null);
    setImageProblem(null);
  };

  const submit = async () => {
    const values = form.getFieldsValue(true) as CourseFormValues;
    const courseTitle = values.title?.trim() ?? '';
    if (!courseTitle || !values.accessLevel) {
      void showToast({
        title: 'Missing Information',
        description: 'Please fill in course title and access level.',
        variant: 'destructive',
      });
      return;
    }
    try {
      const created = await createCourse({
        createCourseDto: {
          title: courseTitle,
          ...courseAccessPayload(values),
          slug: slugPreview(courseTitle),
          specificUserAccess: [],
        },
      }).unwrap();
      void showToast({ title: 'Course created!' });
      if (image) {
        const body = new FormData();
        body.append('file', image.file);
        // The generated type describes the multipart field; the request itself carries the FormData.
        await uploadImage({ id: created.id, body: body as unknown as { file: Blob } })
          .unwrap()
          .catch((error: unknown) => toastError(error, 'The course image could not be uploaded. Add it in the course settings.'));
      }
      reset();
      onClose();
    } catch (error) {
      toastError(error);
    }
  };

  const choose = (file: File) => {
    const problem = courseImageProblem(file);
    setImageProblem(problem);
    if (!problem) setImage(file);
  };

  return (
    <Modal
      title="Create Course"
      open={open}
      okText="Create Course"
      cancelText="Cancel"
      confirmLoading={isLoading || uploading}
      onOk={() => void submit()}
      onCancel={() => {
        reset();
        onClose();
      }}
      // Rendered while closed (its form is connected), once in the browser: a portal has no place on the server.
      forceRender={inBrowser}
    >
      <Form form={form} layout="vertical" initialValues={INITIAL} onFinish={() => void submit()} name="create-course">
        <Form.Item label="Title" name="title" required>
          <Input placeholder="e.g. Advanced Sourcing Techniques" autoFocus />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ marginTop: -16 }} aria-live="polite">
          Slug: <Typography.Text code>{slugPreview(title) || '—'}</Typography.Text>
        </Typography.Paragraph>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={3} />
        </Form.Item>
        <CourseImageField
          imageUrl={image?.previewUrl ?? null}
          problem={imageProblem}
          onChoose={choose}
          onRemove={() => {
            setImage(null);
            setImageProblem(null);
          }}
        />
        <CourseAccessFields isPaid={isPaid} accessLevelPlaceholder="Select access level" />
      </Form>
    </Modal>
  );
}

/** The chosen image file with a temporary address for its preview, released when replaced and when the dialog goes. */
function useChosenImage(): [{ file: File; previewUrl: string } | null, (file: File | null) => void] {
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string } | null>(null);
  const current = useRef(chosen);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.previewUrl);
    },
    [],
  );
  const choose = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current.previewUrl);
    current.current = file ? { file, previewUrl: URL.createObjectURL(file) } : null;
    setChosen(current.current);
  };
  return [chosen, choose];
}
