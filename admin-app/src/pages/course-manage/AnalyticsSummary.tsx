import { Card, Col, Statistic, Typography } from 'antd';
import type { CourseAnalyticsDto, QuizStatsDto } from '@academy/api/admin';
import { formatPrice } from '@academy/ui';

/** The analytics figures, one card each: enrolled students, completion rate, revenue, recurring revenue and the quiz pass rate. */
export function AnalyticsSummary({ analytics }: { analytics: CourseAnalyticsDto }) {
  const { revenue, quizzes } = analytics;
  const passRate = overallPassRate(quizzes);
  return (
    <>
      <Col xs={24} sm={12}>
        <Card>
          <Statistic title="Enrolled Students" value={analytics.enrolledCount} />
        </Card>
      </Col>
      <Col xs={24} sm={12}>
        <Card>
          <Statistic title="Completion Rate" value={Math.round(analytics.completionRate)} suffix="%" />
        </Card>
      </Col>
      <Col xs={24} sm={8}>
        <Card>
          <Statistic title="Revenue (one-time)" value={formatPrice(revenue.oneTimeRevenue)} />
          <Typography.Text type="secondary">
            {revenue.purchases} {revenue.purchases === 1 ? 'purchase' : 'purchases'}
            {revenue.refunded > 0 ? ` · ${formatPrice(revenue.refunded)} refunded` : ''}
            {revenue.discounts > 0 ? ` · ${formatPrice(revenue.discounts)} in coupon discounts` : ''}
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={24} sm={8}>
        <Card>
          <Statistic title="Monthly Recurring Revenue" value={formatPrice(revenue.monthlyRecurringRevenue)} />
          <Typography.Text type="secondary">
            {revenue.activeSubscriptions} active {revenue.activeSubscriptions === 1 ? 'subscription' : 'subscriptions'}
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={24} sm={8}>
        <Card>
          <Statistic title="Quiz Pass Rate" value={passRate ?? '—'} suffix={passRate === null ? undefined : '%'} />
          <Typography.Text type="secondary">
            {quizzes.length} {quizzes.length === 1 ? 'quiz' : 'quizzes'}
          </Typography.Text>
        </Card>
      </Col>
    </>
  );
}

/** Learners who passed over learners who attempted, across the course's quizzes; null before any attempt. */
function overallPassRate(quizzes: QuizStatsDto[]): number | null {
  const attempted = quizzes.reduce((sum, quiz) => sum + quiz.attemptedCount, 0);
  if (attempted === 0) return null;
  return Math.round((quizzes.reduce((sum, quiz) => sum + quiz.passedCount, 0) / attempted) * 100);
}
