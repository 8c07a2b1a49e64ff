import { Alert, Card, Col, Empty, Progress, Row, Spin, Statistic, Table, Typography, type TableColumnsType } from 'antd';
import { errorMessage, useGetCourseAnalyticsQuery, type LessonFunnelStepDto, type QuizStatsDto } from '@academy/api';
import { dollars, formatDay, srOnly } from '../../lib/format';

/** Analytics tab: enrolled count, completion rate, revenue, enrolments per week (a bar list), the lesson completion funnel and quiz pass rates. */
export function AnalyticsPanel({ courseId }: { courseId: number }) {
  const { data, isLoading, isError, error } = useGetCourseAnalyticsQuery({ id: courseId });
  if (isLoading) return <Spin aria-label="Loading analytics" />;
  if (isError || !data) return <Alert type="error" title="Error loading analytics" description={errorMessage(error, 'Please try again later.')} />;

  const weeks = data.enrollmentsByWeek;
  const busiestWeek = Math.max(1, ...weeks.map((week) => week.count));
  const enrolled = data.enrolledCount;
  const funnelColumns: TableColumnsType<LessonFunnelStepDto> = [
    { title: '#', key: 'position', width: 56, render: (_, __, index) => index + 1 },
    { title: 'Lesson', dataIndex: 'title' },
    { title: 'Completed', dataIndex: 'completedCount', align: 'right' },
    {
      title: 'Of Enrolled',
      key: 'share',
      render: (_, step) => {
        const percent = enrolled > 0 ? Math.round((step.completedCount / enrolled) * 100) : 0;
        return <Progress percent={percent} size="small" aria-label={`${percent}% of enrolled students`} />;
      },
    },
  ];

  const quizColumns: TableColumnsType<QuizStatsDto> = [
    { title: 'Quiz', dataIndex: 'title' },
    { title: 'Pass Mark', dataIndex: 'passMark', align: 'right', render: (mark: number | null) => (mark === null ? 'None' : `${mark}%`) },
    { title: 'Attempted', dataIndex: 'attemptedCount', align: 'right' },
    { title: 'Passed', dataIndex: 'passedCount', align: 'right' },
    {
      title: 'Pass Rate',
      key: 'passRate',
      render: (_, quiz) => (quiz.attemptedCount === 0 ? '—' : <Progress percent={quiz.passRate} size="small" aria-label={`${quiz.passRate}% passed`} />),
    },
    { title: 'Average Score', dataIndex: 'averageScore', align: 'right', render: (score: number | null) => (score === null ? '—' : `${score}%`) },
  ];
  const { revenue } = data;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12}>
        <Card>
          <Statistic title="Enrolled Students" value={enrolled} />
        </Card>
      </Col>
      <Col xs={24} sm={12}>
        <Card>
          <Statistic title="Completion Rate" value={Math.round(data.completionRate)} suffix="%" />
        </Card>
      </Col>
      <Col xs={24} sm={8}>
        <Card>
          <Statistic title="Revenue (one-time)" value={dollars(revenue.oneTimeRevenue)} />
          <Typography.Text type="secondary">
            {revenue.purchases} {revenue.purchases === 1 ? 'purchase' : 'purchases'}
            {revenue.refunded > 0 ? ` · ${dollars(revenue.refunded)} refunded` : ''}
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={24} sm={8}>
        <Card>
          <Statistic title="Monthly Recurring Revenue" value={dollars(revenue.monthlyRecurringRevenue)} />
          <Typography.Text type="secondary">
            {revenue.activeSubscriptions} active {revenue.activeSubscriptions === 1 ? 'subscription' : 'subscriptions'}
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={24} sm={8}>
        <Card>
          <Statistic
            title="Quiz Pass Rate"
            value={overallPassRate(data.quizzes) ?? '—'}
            suffix={overallPassRate(data.quizzes) === null ? undefined : '%'}
          />
          <Typography.Text type="secondary">
            {data.quizzes.length} {data.quizzes.length === 1 ? 'quiz' : 'quizzes'}
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={24}>
        <Card title="Enrollments by Week">
          {weeks.length === 0 ? (
            <Empty description="No enrollments yet." />
          ) : (
            <table style={{ width: '100%', borderCollapse: 'collapse' }}>
              <caption style={srOnly}>Enrollments per week</caption>
              <thead style={srOnly}>
                <tr>
                  <th scope="col">Week of</th>
                  <th scope="col">Enrollments</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((week) => (
                  <tr key={week.weekStart}>
                    <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', whiteSpace: 'nowrap', padding: '4px 12px 4px 0', width: 1 }}>
                      <Typography.Text type="secondary">Week of {formatDay(week.weekStart)}</Typography.Text>
                    </th>
                    <td style={{ padding: '4px 0' }}>
                      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                        <div
                          aria-hidden
                          style={{ height: 14, borderRadius: 4, background: '#2563eb', width: `${(week.count / busiestWeek) * 100}%`, minWidth: week.count ? 4 : 0 }}
                        />
                        <Typography.Text>{week.count}</Typography.Text>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
      </Col>
      <Col xs={24}>
        <Card title="Lesson Completion Funnel">
          <Table<LessonFunnelStepDto>
            caption={<span style={srOnly}>Students who completed each lesson</span>}
            rowKey="lessonId"
            size="small"
            columns={funnelColumns}
            dataSource={data.lessonFunnel}
            pagination={false}
            locale={{ emptyText: 'No lessons yet.' }}
          />
        </Card>
      </Col>
      <Col xs={24}>
        <Card title="Quiz Results">
          <Table<QuizStatsDto>
            caption={<span style={srOnly}>Pass rate of each quiz</span>}
            rowKey="lessonId"
            size="small"
            columns={quizColumns}
            dataSource={data.quizzes}
            pagination={false}
            locale={{ emptyText: 'No quizzes in this course.' }}
          />
        </Card>
      </Col>
    </Row>
  );
}

/** Learners who passed over learners who attempted, across the course's quizzes; null before any attempt. */
function overallPassRate(quizzes: QuizStatsDto[]): number | null {
  const attempted = quizzes.reduce((sum, quiz) => sum + quiz.attemptedCount, 0);
  if (attempted === 0) return null;
  return Math.round((quizzes.reduce((sum, quiz) => sum + quiz.passedCount, 0) / attempted) * 100);
}
