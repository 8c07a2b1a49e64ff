import { Card, Flex, Progress, Tag, Typography } from 'antd';
import { useGetPracticeAnalyticsQuery, type PracticeLessonAnalyticsDto } from '@academy/api/admin';
import { ResultsCard, StatFields } from './ResultsCard';

const SCORE_MAX = 4;

function LessonStats({ lesson }: { lesson: PracticeLessonAnalyticsDto }) {
  const headingId = `practice-stats-${lesson.lessonId}`;
  return (
    <section aria-labelledby={headingId}>
      <Card size="small">
        <Flex justify="space-between" gap={8} wrap align="center">
          <Typography.Title level={4} id={headingId} style={{ margin: 0, fontSize: 15, overflowWrap: 'anywhere' }}>
            {lesson.title}
          </Typography.Title>
          <Tag>{lesson.mode === 'ai' ? 'AI role-play' : 'Scenario'}</Tag>
        </Flex>
        <StatFields
          fields={[
            ['Attempts', lesson.attempts],
            ['Graded', lesson.graded],
            ['Pass rate', lesson.passRate === null ? '—' : `${lesson.passRate}%`],
            ['Average total', lesson.averageTotal === null ? '—' : `${lesson.averageTotal}%`],
          ]}
        />
        <Typography.Text strong>Average per criterion</Typography.Text>
        <ul aria-label={`Average per criterion: ${lesson.title}`} style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
          {lesson.criteria.map((criterion) => (
            <li key={criterion.criterionId}>
              <Flex justify="space-between" gap={8}>
                <Typography.Text style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{criterion.name}</Typography.Text>
                <Typography.Text style={{ flex: 'none' }}>
                  {criterion.averageScore === null ? '—' : `${criterion.averageScore.toFixed(1)}/${SCORE_MAX}`}
                </Typography.Text>
              </Flex>
              <Progress
                percent={criterion.averageScore === null ? 0 : Math.round((criterion.averageScore / SCORE_MAX) * 100)}
                showInfo={false}
                size="small"
                aria-label={`${criterion.name}: ${criterion.averageScore === null ? 'no scores yet' : `${criterion.averageScore} of ${SCORE_MAX}`}`}
              />
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

/** "Practice Results": per practice lesson its attempts, pass rate and the cohort's average on each criterion (the skills it lacks). */
export function PracticeResults({ courseId }: { courseId: number }) {
  const query = useGetPracticeAnalyticsQuery({ id: courseId });
  return (
    <ResultsCard
      title="Practice Results"
      what="practice results"
      query={query}
      rows={query.data?.lessons}
      rowKey={(lesson) => lesson.lessonId}
      emptyText="No practice lessons in this course."
      renderCard={(lesson) => <LessonStats lesson={lesson} />}
    />
  );
}
