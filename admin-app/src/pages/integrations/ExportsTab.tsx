import { useId, useMemo, useState } from 'react';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { useListCoursesQuery, type CreditBody } from '@academy/api';
import { TabHeader } from './TabHeader';

interface ExportSpec {
  path:
    | 'users.csv'
    | 'enrolments.csv'
    | 'quiz-results.csv'
    | 'practice-results.csv'
    | 'scorm-results.csv'
    | 'payments.csv'
    | 'credit-records.csv';
  title: string;
  description: string;
  /** What the dates filter on, as the field labels say it. */
  dated: string;
  courseLabel: string;
  /** The export is per continuing-education body (the provider records). */
  perBody?: true;
}

const BODY_OPTIONS: { value: CreditBody; label: string }[] = [
  { value: 'shrm', label: 'SHRM (PDCs)' },
  { value: 'hrci', label: 'HRCI' },
  { value: 'cpd', label: 'CPD' },
];

const EXPORTS: ExportSpec[] = [
  {
    path: 'users.csv',
    title: 'Users',
    description:
      'Every account: name, e-mail, role, when the address was confirmed, when they signed up and were last active, and their active enrolments.',
    dated: 'Signed up',
    courseLabel: 'Enrolled in',
  },
  {
    path: 'enrolments.csv',
    title: 'Enrolments and progress',
    description:
      'Each enrolment: learner, course, source, status, completed and total lessons, progress, when the course was completed and last viewed.',
    dated: 'Enrolled',
    courseLabel: 'Course',
  },
  {
    path: 'quiz-results.csv',
    title: 'Quiz results',
    description:
      'Each finished quiz attempt: learner, course, lesson and quiz, attempt number, score, passed, and whether it is graded or awaits review.',
    dated: 'Submitted',
    courseLabel: 'Course',
  },
  {
    path: 'practice-results.csv',
    title: 'Practice results',
    description:
      'Each ended practice conversation: learner, course and lesson, attempt number, mode, status, total, passed, each criterion’s score out of 4 (in one cell), when it started and ended.',
    dated: 'Ended',
    courseLabel: 'Course',
  },
  {
    path: 'scorm-results.csv',
    title: 'SCORM results',
    description:
      'Each learner’s attempt at a SCORM lesson: learner, course and lesson, SCORM version, completion and success status, score, total time, when it was completed and last saved.',
    dated: 'Last saved',
    courseLabel: 'Course',
  },
  {
    path: 'payments.csv',
    title: 'Payments',
    description:
      'Each payment: learner, course, amount (in cents and as written), currency, status, one-time or subscription, whether it was refunded, and any coupon (code, discount, price before it).',
    dated: 'Created',
    courseLabel: 'Course',
  },
  {
    path: 'credit-records.csv',
    title: 'Continuing-education credit records',
    description:
      'The provider records of one body, for its audits: who earned which credits, for which course and activity ID, and when; deleted accounts as they were, until the retention period ends.',
    dated: 'Earned',
    courseLabel: 'Course',
    perBody: true,
  },
];

interface Filters {
  body: CreditBody;
  courseId?: number;
  /** `YYYY-MM-DD`, or '' for no bound. */
  from: string;
  to: string;
}

/** The export's address with its filters: the browser downloads it with the session cookie, nothing is held in memory here. */
function exportUrl(spec: ExportSpec, { body, courseId, from, to }: Filters): string {
  const query = new URLSearchParams();
  if (spec.perBody) query.set('body', body);
  if (courseId !== undefined) query.set('courseId', String(courseId));
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const search = query.toString();
  return `/api/admin/exports/${spec.path}${search ? `?${search}` : ''}`;
}

/** Integrations → Exports: a CSV download per kind of record, each narrowed to a course and a date range. */
export function ExportsTab() {
  const courses = useListCoursesQuery();
  const courseOptions = useMemo(
    () =>
      [...(courses.data ?? [])].sort((a, b) => a.title.localeCompare(b.title)).map((course) => ({ value: course.id, label: course.title })),
    [courses.data],
  );

  return (
    <Flex vertical gap={16}>
      <TabHeader title="Exports">
        CSV files for a spreadsheet or another tool, oldest first, as large as your records are. They are UTF-8 with a byte order mark, so
        Excel shows accents right; dates and times are in UTC. Text that a spreadsheet would run as a formula (starting with =, +, -, or @)
        starts with an apostrophe. Leave the course and dates empty to export everything.
      </TabHeader>
      <Row gutter={[16, 16]}>
        {EXPORTS.map((spec) => (
          <Col key={spec.path} xs={24} lg={12}>
            <ExportCard spec={spec} courseOptions={courseOptions} loadingCourses={courses.isLoading} />
          </Col>
        ))}
      </Row>
    </Flex>
  );
}

function ExportCard({
  spec,
  courseOptions,
  loadingCourses,
}: {
  spec: ExportSpec;
  courseOptions: { value: number; label: string }[];
  loadingCourses: boolean;
}) {
  const id = useId();
  const [filters, setFilters] = useState<Filters>({ body: 'shrm', from: '', to: '' });
  // ISO dates compare as text.
  const backwards = filters.from !== '' && filters.to !== '' && filters.from > filters.to;

  return (
    <Card
      role="region"
      aria-labelledby={`${id}-title`}
      style={{ height: '100%' }}
      title={
        <Typography.Title id={`${id}-title`} level={3} style={{ margin: 0, fontSize: 16, whiteSpace: 'normal' }}>
          {spec.title}
        </Typography.Title>
      }
    >
      <Typography.Paragraph type="secondary">{spec.description}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        {spec.perBody ? (
          <Form.Item label="Body" htmlFor={`${id}-body`}>
            <Select
              id={`${id}-body`}
              style={{ width: '100%' }}
              options={BODY_OPTIONS}
              value={filters.body}
              onChange={(body: CreditBody) => setFilters((current) => ({ ...current, body }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item label={spec.courseLabel} htmlFor={`${id}-course`}>
          <Select
            id={`${id}-course`}
            style={{ width: '100%' }}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="All courses"
            loading={loadingCourses}
            options={courseOptions}
            value={filters.courseId}
            onChange={(courseId?: number) => setFilters((current) => ({ ...current, courseId }))}
          />
        </Form.Item>
        <Flex wrap gap="0 12px">
          <Form.Item label={`${spec.dated} from`} htmlFor={`${id}-from`} style={{ flex: '1 1 140px' }}>
            <Input
              id={`${id}-from`}
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => setFilters((current) => ({ ...current, from: event.target.value }))}
            />
          </Form.Item>
          <Form.Item
            label="to"
            htmlFor={`${id}-to`}
            style={{ flex: '1 1 140px' }}
            validateStatus={backwards ? 'error' : undefined}
            help={backwards ? 'Choose an end date on or after the start date.' : undefined}
          >
            <Input
              id={`${id}-to`}
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => setFilters((current) => ({ ...current, to: event.target.value }))}
            />
          </Form.Item>
        </Flex>
        {/* A link the browser downloads (with the session cookie) while the server streams; a disabled button while the range is backwards. */}
        <Button
          type="primary"
          block
          aria-label={`Download CSV: ${spec.title}`}
          {...(backwards ? { disabled: true } : { href: exportUrl(spec, filters), download: true })}
        >
          Download CSV
        </Button>
      </Form>
    </Card>
  );
}
