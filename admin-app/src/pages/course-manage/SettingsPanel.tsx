import { useState } from 'react';
import { Button, Card, Col, Descriptions, Flex, Form, Input, Row, Space, Statistic, Tag, Typography } from 'antd';
import {
  errorMessage,
  useRemoveCourseImageMutation,
  useUpdateCourseMutation,
  useUploadCourseImageMutation,
  type CourseDetailDto,
} from '@academy/api';
import { useListCourseStudentPageQuery } from '@academy/api/admin';
import { ACCESS_LEVEL_LABELS, formatDate, formatPrice, showToast } from '@academy/ui';
import { toastError } from '../../lib/api';
import { CourseAccessFields, courseAccessPayload, type CourseFormValues } from '../../components/CourseAccessFields';
import { courseImageProblem, CourseImageField } from '../../components/CourseImageField';
import { CertificateValidityCard } from './CertificateValidityCard';
import { SeatTiersCard } from './SeatTiersCard';

/** Settings tab: the course's settings, its team seat discounts and statistics; 'Edit' turns the settings into a form saved with updateCourse. */
export function SettingsPanel({ course }: { course: CourseDetailDto }) {
  const [editing, setEditing] = useState(false);
  // A one-row page: only its total is shown.
  const students = useListCourseStudentPageQuery({ id: course.id, page: 1, pageSize: 1 });
  const lessonCount = course.modules.reduce((total, module) => total + module.lessons.length, 0);

  return (
    <Flex vertical gap={24}>
      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
            Course Settings
          </Typography.Title>
        }
        extra={
          !editing && (
            <Button onClick={() => setEditing(true)} aria-label="Edit course settings">
              Edit
            </Button>
          )
        }
      >
        <CourseImageSettings course={course} />
        {editing ? (
          <SettingsEditor course={course} onDone={() => setEditing(false)} />
        ) : (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="Title">{course.title}</Descriptions.Item>
            <Descriptions.Item label="Slug">
              <Typography.Text code>{course.slug}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="Description">{course.description || '—'}</Descriptions.Item>
            <Descriptions.Item label="Access Level">{ACCESS_LEVEL_LABELS[course.accessLevel]}</Descriptions.Item>
            <Descriptions.Item label="Pricing">
              {course.isPaid ? (
                <Space size="small">
                  <Tag color="blue">Paid</Tag>
                  <strong>{formatPrice(course.price)}</strong>
                  {course.paymentType === 'subscription' && <Typography.Text type="secondary">/month</Typography.Text>}
                </Space>
              ) : (
                'Free'
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <SeatTiersCard course={course} />
      <CertificateValidityCard subject={{ kind: 'course', id: course.id }} />
      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
            Statistics
          </Typography.Title>
        }
      >
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6}>
            <Statistic title="Total Modules" value={course.modules.length} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="Total Lessons" value={lessonCount} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="Enrolled Students" value={students.data?.total ?? '—'} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="Created" value={formatDate(course.createdAt)} />
          </Col>
        </Row>
      </Card>
    </Flex>
  );
}

/** The course image, uploaded or removed at once (not part of the 'Edit' form). */
function CourseImageSettings({ course }: { course: CourseDetailDto }) {
  const [upload, { isLoading: uploading }] = useUploadCourseImageMutation();
  const [remove, { isLoading: removing }] = useRemoveCourseImageMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File) => {
    const issue = courseImageProblem(file);
    setProblem(issue);
    if (issue) return;
    const body = new FormData();
    body.append('file', file);
    try {
      // The generated type describes the multipart field; the request itself carries the FormData.
      await upload({ id: course.id, body: body as unknown as { file: Blob } }).unwrap();
      void showToast({ title: 'Course image updated' });
    } catch (error) {
      setProblem(errorMessage(error, 'The image could not be uploaded. Please try again.'));
    }
  };

  const removeImage = async () => {
    setProblem(null);
    try {
      await remove({ id: course.id }).unwrap();
      void showToast({ title: 'Course image removed' });
    } catch (error) {
      setProblem(errorMessage(error, 'The image could not be removed. Please try again.'));
    }
  };

  return (
    <CourseImageField
      imageUrl={course.thumbnailUrl}
      uploading={uploading}
      removing={removing}
      problem={problem}
      onChoose={(file) => void choose(file)}
      onRemove={() => void removeImage()}
    />
  );
}

function SettingsEditor({ course, onDone }: { course: CourseDetailDto; onDone: () => void }) {
  const [form] = Form.useForm<CourseFormValues>();
  const isPaid = Form.useWatch('isPaid', form) ?? course.isPaid;
  const [updateCourse, { isLoading }] = useUpdateCourseMutation();

  const save = async () => {
    const values = form.getFieldsValue(true) as CourseFormValues;
    const title = values.title?.trim() ?? '';
    if (!title || !values.accessLevel) {
      void showToast({
        title: 'Missing Information',
        description: 'Please fill in course title and access level.',
        variant: 'destructive',
      });
      return;
    }
    try {
      await updateCourse({
        id: course.id,
        updateCourseDto: {
          title,
          ...courseAccessPayload(values),
        },
      }).unwrap();
      void showToast({ title: 'Course updated!' });
      onDone();
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name="course-settings"
      onFinish={() => void save()}
      initialValues={{
        title: course.title,
        description: course.description,
        accessLevel: course.accessLevel,
        isPaid: course.isPaid,
        price: course.isPaid ? course.price / 100 : 0,
        paymentType: course.paymentType,
      }}
    >
      <Form.Item label="Title" name="title" required>
        <Input autoFocus />
      </Form.Item>
      <Form.Item label="Slug" htmlFor="course-settings-slug" extra="The slug is fixed once the course exists.">
        <Input id="course-settings-slug" value={course.slug} readOnly disabled />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} />
      </Form.Item>
      <CourseAccessFields isPaid={isPaid} />
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save Changes
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Flex>
    </Form>
  );
}
