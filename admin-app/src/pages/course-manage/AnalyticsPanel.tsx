import { Alert, Col, Row, Spin } from 'antd';
import { errorMessage } from '@academy/api';
import { useGetCourseAnalyticsQuery } from '@academy/api/admin';
import { AnalyticsSummary } from './AnalyticsSummary';
import { EnrollmentsByWeek } from './EnrollmentsByWeek';
import { LessonFunnelTable } from './LessonFunnelTable';
import { PracticeResults } from './PracticeResults';
import { QuizResultsTable } from './QuizResultsTable';
import { ScormResults } from './ScormResults';
import { SourcingResults } from './SourcingResults';

/** Analytics tab: enrolled count, completion rate, revenue, enrolments per week (a bar list), the lesson completion funnel, quiz pass rates, practice results, sourcing exercises and SCORM results. */
export function AnalyticsPanel({ courseId }: { courseId: number }) {
  const { data, isLoading, isError, error } = useGetCourseAnalyticsQuery({ id: courseId });
  if (isLoading)
    return (
      <div role="status" aria-label="Loading analytics">
        <Spin />
      </div>
    );
  if (isError || !data)
    return <Alert type="error" title="Error loading analytics" description={errorMessage(error, 'Please try again later.')} />;

  return (
    <Row gutter={[16, 16]}>
      <AnalyticsSummary analytics={data} />
      <Col xs={24}>
        <EnrollmentsByWeek weeks={data.enrollmentsByWeek} />
      </Col>
      <Col xs={24}>
        <LessonFunnelTable steps={data.lessonFunnel} enrolled={data.enrolledCount} />
      </Col>
      <Col xs={24}>
        <QuizResultsTable quizzes={data.quizzes} />
      </Col>
      <Col xs={24}>
        <PracticeResults courseId={courseId} />
      </Col>
      <Col xs={24}>
        <SourcingResults courseId={courseId} />
      </Col>
      <Col xs={24}>
        <ScormResults courseId={courseId} />
      </Col>
    </Row>
  );
}
