import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Checkbox, Flex, Form, Input, Layout, Result, Select, Skeleton, Typography } from 'antd';
import { errorMessage, UPLOAD_HINT, useGetLessonQuery, useUpdateLessonMutation, type ApiError, type LessonDto } from '@academy/api';
import { showToast, useDocumentTitle } from '@academy/ui';
import { FileUploadButton } from '../../components/FileUploadButton';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import { PracticeEditor } from './practice/PracticeEditor';
import { ScormPackageCard } from './ScormPackageCard';
import { QuizEditor } from './quiz/QuizEditor';
import {
  canBePreview,
  formValuesOf,
  LESSON_TYPE_OPTIONS,
  updateRequestOf,
  VIDEO_PROVIDER_OPTIONS,
  type LessonFormValues,
} from './lessonForm';

const TYPE_LOCKED = 'Lesson type cannot be changed after creation';

function Page({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={{ width: '100%', maxWidth: 900, margin: '0 auto', padding: '32px 24px' }}>{children}</Layout.Content>
    </Layout>
  );
}

/** /admin/courses/:courseId/lessons/:lessonId, the lesson editor (docs/product-rules.md#lesson-content-and-the-rich-text-editor). */
export default function LessonEditorPage() {
  const { courseId = '', lessonId = '' } = useParams();
  const id = Number(lessonId);
  const validId = Number.isInteger(id) && id > 0;
  const { data: lesson, error, isLoading } = useGetLessonQuery({ id }, { skip: !validId, refetchOnMountOrArgChange: true });
  useDocumentTitle(`${lesson?.title ?? 'Lesson'} · Admin`);
  const coursePath = `/admin/courses/${courseId}`;
  const back = (
    <Link to={coursePath}>
      <span aria-hidden="true">← </span>Back to Course
    </Link>
  );

  if (isLoading) {
    return (
      <Page>
        {back}
        <Card style={{ marginTop: 16 }}>
          <Skeleton active title paragraph={{ rows: 10 }} />
        </Card>
      </Page>
    );
  }
  if (!validId || error || !lesson) {
    const notFound = !validId || (error as Partial<ApiError> | undefined)?.status === 404;
    return (
      <Page>
        {back}
        <Result status={notFound ? '404' : 'error'} title={notFound ? 'Lesson not found' : errorMessage(error, 'Something went wrong')} />
      </Page>
    );
  }
  // Keyed by lesson: the form starts from the loaded lesson.
  return (
    <Page>
      {back}
      <LessonForm key={lesson.id} lesson={lesson} coursePath={coursePath} />
      {/* Outside the lesson form: the quiz (and a practice) saves on its own, and Enter in its fields must not save the lesson. */}
      {lesson.type === 'quiz' ? (
        <div style={{ marginTop: 24 }}>
          <QuizEditor lessonId={lesson.id} lessonTitle={lesson.title} />
        </div>
      ) : null}
      {lesson.type === 'practice' ? (
        <div style={{ marginTop: 24 }}>
          <PracticeEditor lessonId={lesson.id} />
        </div>
      ) : null}
      {lesson.type === 'scorm' ? (
        <div style={{ marginTop: 24 }}>
          <ScormPackageCard lessonId={lesson.id} />
        </div>
      ) : null}
    </Page>
  );
}

function LessonForm({ lesson, coursePath }: { lesson: LessonDto; coursePath: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<LessonFormValues>(() => formValuesOf(lesson));
  const [titleError, setTitleError] = useState(false);
  const [updateLesson, { isLoading: saving }] = useUpdateLessonMutation();
  const set = <K extends keyof LessonFormValues>(key: K, value: LessonFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const save = async () => {
    if (!values.title.trim()) {
      setTitleError(true);
      return;
    }
    try {
      await updateLesson({ id: lesson.id, updateLessonDto: updateRequestOf(lesson, values) }).unwrap();
      void showToast({ title: 'Lesson updated!', description: 'Your changes have been saved.' });
      void navigate(coursePath);
    } catch (saveError) {
      void showToast({ title: 'Error', description: errorMessage(saveError, 'Failed to update lesson'), variant: 'destructive' });
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void save()} style={{ marginTop: 16 }} requiredMark>
      <Flex vertical gap={24}>
        <Card>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            Edit Lesson
          </Typography.Title>
          <Typography.Paragraph type="secondary">{lesson.courseTitle}</Typography.Paragraph>

          <Form.Item
            label="Title"
            htmlFor="lesson-title"
            required
            validateStatus={titleError ? 'error' : undefined}
            help={titleError ? 'Required' : undefined}
          >
            <Input
              id="lesson-title"
              value={values.title}
              onChange={(event) => {
                set('title', event.target.value);
                if (event.target.value.trim()) setTitleError(false);
              }}
            />
          </Form.Item>

          <Form.Item label={<span id="lesson-description-label">Description</span>}>
            <RichTextEditor
              id="lesson-description"
              aria-label="Description"
              value={values.description}
              onChange={(html) => set('description', html)}
              minHeight="150px"
            />
          </Form.Item>

          <Form.Item label="Lesson Type" htmlFor="lesson-type" extra={TYPE_LOCKED}>
            <Select
              id="lesson-type"
              value={values.type ?? undefined}
              options={LESSON_TYPE_OPTIONS}
              disabled
              placeholder="Select a lesson type"
            />
          </Form.Item>
          {canBePreview(values.type) ? (
            <Form.Item
              style={{ marginBottom: 0 }}
              extra="Visitors and learners who are not enrolled can open this lesson from the course page, beside the enrol button."
            >
              <Checkbox checked={values.isPreview} onChange={(event) => set('isPreview', event.target.checked)}>
                Free preview
              </Checkbox>
            </Form.Item>
          ) : null}
        </Card>

        <Card title="Content Settings">
          <ContentSettings values={values} set={set} />
        </Card>

        <Flex gap={12} justify="flex-end" wrap>
          <Button onClick={() => void navigate(coursePath)}>Cancel</Button>
          <Button href={`/lessons/${lesson.id}`} target="_blank" rel="noopener noreferrer">
            Preview
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Save Changes
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

interface SettingsProps {
  values: LessonFormValues;
  set: <K extends keyof LessonFormValues>(key: K, value: LessonFormValues[K]) => void;
}

function ContentSettings({ values, set }: SettingsProps) {
  switch (values.type) {
    case 'video':
      return (
        <>
          <Form.Item label="Video Provider" htmlFor="lesson-video-provider">
            <Select
              id="lesson-video-provider"
              value={values.videoProvider ?? undefined}
              options={VIDEO_PROVIDER_OPTIONS}
              onChange={(provider) => set('videoProvider', provider)}
              placeholder="Select a provider"
            />
          </Form.Item>
          <Form.Item label="Video ID" htmlFor="lesson-video-id">
            <Input id="lesson-video-id" value={values.videoId} onChange={(event) => set('videoId', event.target.value)} />
          </Form.Item>
          <Form.Item label="Duration (minutes)" htmlFor="lesson-duration">
            <Input
              id="lesson-duration"
              type="number"
              min={0}
              step={1}
              value={values.duration}
              onChange={(event) => set('duration', event.target.value)}
            />
          </Form.Item>
          <VideoIdHelp />
        </>
      );
    case 'text':
      return (
        <Form.Item label="Lesson Content">
          <RichTextEditor
            id="lesson-content"
            aria-label="Lesson Content"
            value={values.content}
            onChange={(html) => set('content', html)}
          />
        </Form.Item>
      );
    case 'download':
      return (
        <>
          <Form.Item label="Download URL" htmlFor="lesson-content-url" extra={`An http or https address, or upload a file: ${UPLOAD_HINT}`}>
            <Input
              id="lesson-content-url"
              value={values.contentUrl}
              onChange={(event) => set('contentUrl', event.target.value)}
              placeholder="https://…"
            />
          </Form.Item>
          <FileUploadButton
            onUploaded={(stored) => set('contentUrl', stored.fileUrl)}
            uploadedMessage={(fileName) => `${fileName} is ready: save the lesson to publish it.`}
          />
        </>
      );
    case 'quiz':
      return (
        <Typography.Paragraph style={{ margin: 0 }}>
          The quiz settings, questions and attempts are in the Quiz section below.
        </Typography.Paragraph>
      );
    case 'practice':
      return (
        <Typography.Paragraph style={{ margin: 0 }}>
          The persona, rubric, scenario and attempts are in the Practice conversation section below.
        </Typography.Paragraph>
      );
    case 'scorm':
      return (
        <Typography.Paragraph style={{ margin: 0 }}>
          Upload the SCORM 1.2 or SCORM 2004 package (.zip) in the SCORM package section below. The package completes the lesson.
        </Typography.Paragraph>
      );
    default:
      return <Typography.Paragraph type="secondary">Select a lesson type to configure its content.</Typography.Paragraph>;
  }
}

function VideoIdHelp() {
  return (
    <Alert
      type="info"
      showIcon={false}
      role="note"
      aria-label="How to find your video ID"
      title="How to find your video ID"
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          <li>
            <strong>YouTube:</strong> the part after <code>watch?v=</code> or <code>youtu.be/</code> (e.g. <code>dQw4w9WgXcQ</code>).
          </li>
          <li>
            <strong>Vimeo:</strong> the number in <code>vimeo.com/123456789</code>.
          </li>
          <li>
            <strong>Wistia:</strong> the hashed id in the media URL (e.g. <code>…/medias/abc123xyz0</code>).
          </li>
          <li>
            <strong>JW Player:</strong> the 8-character media id shown in the JW Player dashboard.
          </li>
        </ul>
      }
    />
  );
}
