import { Alert, Card, Col, Empty, Flex, List, Progress, Row, Spin, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '@academy/api';
import { useGetAnalyticsQuery, type CourseAnalyticsRowDto, type StudentProgressDto } from '@academy/api/admin';
import { relativeTimeOrNever } from '@academy/ui';
import { srOnly } from '../../lib/format';
import { MailQueueCard } from './MailQueueCard';
import { ModelUsageCard } from './ModelUsageCard';

const STATUS: Record<StudentProgressDto['status'], { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  inactive: { label: 'Inactive', color: 'orange' },
  not_started: { label: 'Not Started', color: 'default' },
};

const courseColumns: TableColumnsType<CourseAnalyticsRowDto> = [
  { title: 'Course', dataIndex: 'title' },
  { title: 'Enrollments', dataIndex: 'enrollmentCount', align: 'right' },
  {
    title: 'Completion Rate',
    dataIndex: 'completionRate',
    render: (rate: number) => <Progress percent={Math.round(rate)} size="small" aria-label={`${Math.round(rate)}% completion`} />,
  },
];

const studentColumns: TableColumnsType<StudentProgressDto> = [
  { title: 'Name', dataIndex: 'name' },
  { title: 'Email', dataIndex: 'email' },
  { title: 'Enrolled Courses', dataIndex: 'enrolledCourses', align: 'right' },
  { title: 'Completed Lessons', dataIndex: 'completedLessons', align: 'right' },
  { title: 'Last Activity', dataIndex: 'lastActivity', render: (value: string | null) => relativeTimeOrNever(value) },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: StudentProgressDto['status']) => <Tag color={STATUS[status].color}>{STATUS[status].label}</Tag>,
  },
];

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** Analytics tab of /admin: recently active students, per-course numbers, per-student progress, model usage and the mail queue. */
export function AnalyticsTab() {
  const { data, isLoading, isError, error } = useGetAnalyticsQuery();
  if (isLoading)
    return (
      <div role="status" aria-label="Loading analytics">
        <Spin />
      </div>
    );
  if (isError || !data)
    return <Alert type="error" title="Error loading analytics" description={errorMessage(error, 'Please try again later.')} />;

  return (
    <Flex vertical gap={24}>
      <Typography.Text type="secondary">
        Figures as of <time dateTime={data.generatedAt}>{TIME.format(new Date(data.generatedAt))}</time> (refreshed in the background)
      </Typography.Text>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title="Recently Active Students" style={{ height: '100%' }}>
            {data.recentlyActiveStudents.length === 0 ? (
              <Empty description="No student activity yet." />
            ) : (
              <List
                aria-label="Recently active students"
                dataSource={data.recentlyActiveStudents}
                renderItem={(student) => (
                  <List.Item key={student.email}>
                    <Flex vertical gap={4} style={{ width: '100%' }}>
                      <Flex justify="space-between" gap={8} wrap>
                        <Typography.Text strong>{student.name}</Typography.Text>
                        <Typography.Text type="secondary">{relativeTimeOrNever(student.lastActivityDate)}</Typography.Text>
                      </Flex>
                      <Typography.Text type="secondary">{student.email}</Typography.Text>
                      {student.enrollmentProgress.map((entry) => (
                        <div key={entry.courseTitle}>
                          <Typography.Text style={{ fontSize: 12 }}>{entry.courseTitle}</Typography.Text>
                          <Progress
                            percent={Math.round(entry.progress)}
                            size="small"
                            aria-label={`${entry.courseTitle}: ${Math.round(entry.progress)}%`}
                          />
                        </div>
                      ))}
                    </Flex>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title="Course Performance" style={{ height: '100%' }}>
            <Table<CourseAnalyticsRowDto>
              caption={<span style={srOnly}>Enrollments and completion rate per course</span>}
              scroll={{ x: true }}
              rowKey="id"
              size="small"
              columns={courseColumns}
              dataSource={data.courses}
              pagination={false}
              locale={{ emptyText: 'No courses yet.' }}
            />
          </Card>
        </Col>
      </Row>
      <Card title="Student Progress">
        <Table<StudentProgressDto>
          caption={<span style={srOnly}>Progress of each student</span>}
          rowKey="id"
          columns={studentColumns}
          dataSource={data.studentProgress}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: true }}
          locale={{ emptyText: 'No students yet.' }}
        />
      </Card>
      <ModelUsageCard />
      <MailQueueCard />
    </Flex>
  );
}
