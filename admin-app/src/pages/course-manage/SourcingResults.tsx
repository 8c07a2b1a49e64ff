import { Alert, Card, Flex, Spin, Typography } from 'antd';
import { errorMessage } from '@academy/api';
import { useGetSourcingAnalyticsQuery, type SourcingExerciseStatsDto } from '@academy/api/admin';
import { CardList } from '../../components/CardList';
import { percentText } from '../../lib/sourcing';
import '../../components/data-table.css';

function ExerciseStats({ exercise }: { exercise: SourcingExerciseStatsDto }) {
  const headingId = `sourcing-stats-${exercise.questionId}`;
  return (
    <section aria-labelledby={headingId}>
      <Card size="small">
        <Typography.Title level={4} id={headingId} style={{ margin: 0, fontSize: 15, overflowWrap: 'anywhere' }}>
          {exercise.question}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {exercise.lessonTitle}
        </Typography.Text>
        <dl className="data-card-fields" style={{ marginTop: 8 }}>
          <div>
            <dt>Attempts</dt>
            <dd>{exercise.attempts}</dd>
          </div>
          <div>
            <dt>Average F1</dt>
            <dd>{percentText(exercise.averageF1)}</dd>
          </div>
          <div>
            <dt>Average precision</dt>
            <dd>{percentText(exercise.averagePrecision)}</dd>
          </div>
          <div>
            <dt>Average recall</dt>
            <dd>{percentText(exercise.averageRecall)}</dd>
          </div>
          <div>
            <dt>Pass rate</dt>
            <dd>{percentText(exercise.passRate)}</dd>
          </div>
        </dl>
        <Typography.Text strong>Most missed targets</Typography.Text>
        {exercise.mostMissed.length === 0 ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            No target missed yet.
          </Typography.Paragraph>
        ) : (
          <ol aria-label={`Most missed targets: ${exercise.question}`} style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
            {exercise.mostMissed.map((profile) => (
              <li key={profile.profileId}>
                <Flex justify="space-between" gap={8}>
                  <span style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    {profile.name}
                    <Typography.Text type="secondary"> · {profile.title}</Typography.Text>
                  </span>
                  <Typography.Text style={{ flex: 'none' }}>missed {profile.missedCount}×</Typography.Text>
                </Flex>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </section>
  );
}

/** "Sourcing exercises": per Boolean search exercise its attempts, average F1, precision and recall, pass rate and the targets most often missed. */
export function SourcingResults({ courseId }: { courseId: number }) {
  const { data, isLoading, isError, error } = useGetSourcingAnalyticsQuery({ courseId });
  return (
    <Card title="Sourcing exercises">
      {isLoading ? (
        <div role="status" aria-label="Loading sourcing results">
          <Spin />
        </div>
      ) : isError || !data ? (
        <Alert type="error" title={errorMessage(error, 'The sourcing results could not be loaded.')} />
      ) : (
        <CardList
          rows={data.exercises}
          rowKey={(exercise) => exercise.questionId}
          loading={false}
          emptyText="No Boolean search exercises in this course."
          renderCard={(exercise) => <ExerciseStats exercise={exercise} />}
        />
      )}
    </Card>
  );
}
