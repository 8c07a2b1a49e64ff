import { Card, Flex, Tag, Typography } from 'antd';
import { useGetScormAnalyticsQuery, type ScormLessonResultDto } from '@academy/api/admin';
import { ResultsCard, StatFields } from './ResultsCard';

function LessonStats({ lesson }: { lesson: ScormLessonResultDto }) {
  const headingId = `scorm-stats-${lesson.lessonId}`;
  return (
    <section aria-labelledby={headingId}>
      <Card size="small">
        <Flex justify="space-between" gap={8} wrap align="center">
          <Typography.Title level={4} id={headingId} style={{ margin: 0, fontSize: 15, overflowWrap: 'anywhere' }}>
            {lesson.title}
          </Typography.Title>
          <Tag>{lesson.version ? `SCORM ${lesson.version}` : 'No package yet'}</Tag>
        </Flex>
        <StatFields
          fields={[
            ['Learners', lesson.attempts],
            ['Completed', lesson.completed],
            ['Passed', lesson.passed],
            ['Average score', lesson.averageScore === null ? '—' : `${lesson.averageScore}%`],
            ['Average time', lesson.averageMinutes === null ? '—' : `${lesson.averageMinutes} min`],
          ]}
        />
      </Card>
    </section>
  );
}

/** "SCORM Results": per SCORM lesson, the learners who played it, completed and passed it, their average score and time. */
export function ScormResults({ courseId }: { courseId: number }) {
  const query = useGetScormAnalyticsQuery({ id: courseId });
  if (!query.isLoading && !query.isError && query.data?.lessons.length === 0) return null;
  return (
    <ResultsCard
      title="SCORM Results"
      what="SCORM results"
      query={query}
      rows={query.data?.lessons}
      rowKey={(lesson) => lesson.lessonId}
      emptyText="No SCORM lessons in this course."
      renderCard={(lesson) => <LessonStats lesson={lesson} />}
    />
  );
}
