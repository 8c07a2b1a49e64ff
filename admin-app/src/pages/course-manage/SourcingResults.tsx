import { Card, Flex, Typography } from 'antd';
import { useGetSourcingAnalyticsQuery, type SourcingExerciseStatsDto } from '@academy/api/admin';
import { percentText } from '../../lib/sourcing';
import { ResultsCard, StatFields } from './ResultsCard';

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
        <StatFields
          fields={[
            ['Attempts', exercise.attempts],
            ['Average F1', percentText(exercise.averageF1)],
            ['Average precision', percentText(exercise.averagePrecision)],
            ['Average recall', percentText(exercise.averageRecall)],
            ['Pass rate', percentText(exercise.passRate)],
          ]}
        />
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
  const query = useGetSourcingAnalyticsQuery({ courseId });
  return (
    <ResultsCard
      title="Sourcing exercises"
      what="sourcing results"
      query={query}
      rows={query.data?.exercises}
      rowKey={(exercise) => exercise.questionId}
      emptyText="No Boolean search exercises in this course."
      renderCard={(exercise) => <ExerciseStats exercise={exercise} />}
    />
  );
}
