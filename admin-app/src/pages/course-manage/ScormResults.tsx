import { Alert, Card, Empty, Flex, Spin, Tag, Typography } from 'antd';
import { errorMessage } from '@academy/api';
import { useGetScormAnalyticsQuery, type ScormLessonResultDto } from '@academy/api/admin';
import { CardList } from '../../components/CardList';
import '../../components/data-table.css';

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
        <dl className="data-card-fields" style={{ marginTop: 8 }}>
          <div>
            <dt>Learners</dt>
            <dd>{lesson.attempts}</dd>
          </div>
          <div>
            <dt>Completed</dt>
            <dd>{lesson.completed}</dd>
          </div>
          <div>
            <dt>Passed</dt>
            <dd>{lesson.passed}</dd>
          </div>
          <div>
            <dt>Average score</dt>
            <dd>{lesson.averageScore === null ? '—' : `${lesson.averageScore}%`}</dd>
          </div>
          <div>
            <dt>Average time</dt>
            <dd>{lesson.averageMinutes === null ? '—' : `${lesson.averageMinutes} min`}</dd>
          </div>
        </dl>
      </Card>
    </section>
  );
}

/** "SCORM Results": per SCORM lesson, the learners who played it, completed and passed it, their average score and time. */
export function ScormResults({ courseId }: { courseId: number }) {
  const { data, isLoading, isError, error } = useGetScormAnalyticsQuery({ id: courseId });
  if (!isLoading && !isError && data?.lessons.length === 0) return null;
  return (
    <Card title="SCORM Results">
      {isLoading ? (
        <div role="status" aria-label="Loading SCORM results">
          <Spin />
        </div>
      ) : isError || !data ? (
        <Alert type="error" title={errorMessage(error, 'The SCORM results could not be loaded.')} />
      ) : data.lessons.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No SCORM lessons in this course." />
      ) : (
        <CardList
          rows={data.lessons}
          rowKey={(lesson) => lesson.lessonId}
          loading={false}
          emptyText="No SCORM lessons in this course."
          renderCard={(lesson) => <LessonStats lesson={lesson} />}
        />
      )}
    </Card>
  );
}
