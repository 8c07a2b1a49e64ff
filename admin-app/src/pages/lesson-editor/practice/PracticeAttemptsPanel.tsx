import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Input, Select, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { errorMessage } from '@academy/api';
import {
  useGetPracticeAttemptReviewQuery,
  useListPracticeAttemptsQuery,
  useOverridePracticeScoreMutation,
  type AdminPracticeAttemptDto,
  type AdminPracticeAttemptRowDto,
  type PracticeSettingsDto,
} from '@academy/api/admin';
import { formatDate, showToast } from '@academy/ui';
import { CardList } from '../../../components/CardList';
import '../../../components/data-table.css';
import { toastError } from '../../../lib/api';
import { usePhoneWidth } from '../../../lib/usePhoneWidth';
import { SCORE_MAX, SCORE_OPTIONS } from './practiceForm';
import './practice-editor.css';

type Status = AdminPracticeAttemptRowDto['status'];
type Criterion = PracticeSettingsDto['rubric'][number];

const PAGE_SIZE = 20;
const COMMENT_MAX = 1000;

export const STATUS_LABELS: Record<Status, string> = {
  in_progress: 'In progress',
  grading: 'Grading',
  graded: 'Graded',
  needs_review: 'Needs review',
};

function StatusTag({ status }: { status: Status }) {
  if (status === 'needs_review') return <Tag color="gold">Needs review</Tag>;
  if (status === 'graded') return <Tag color="blue">Graded</Tag>;
  return <Tag>{STATUS_LABELS[status]}</Tag>;
}

function ResultTag({ passed }: { passed: boolean | null }) {
  if (passed === true) return <Tag color="green">Passed</Tag>;
  if (passed === false) return <Tag color="red">Not passed</Tag>;
  return <>—</>;
}

const totalText = (total: number | null) => (total === null ? '—' : `${total}%`);

/**
 * The attempts at a practice lesson, a page at a time (those needing review marked); open one to read
 * its transcript and hidden facts, and override a criterion's score with a comment for the learner.
 */
export function PracticeAttemptsPanel({
  lessonId,
  rubric,
  passMark,
  personaName,
}: {
  lessonId: number;
  rubric: Criterion[];
  passMark: number;
  personaName: string;
}) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const phone = usePhoneWidth();
  const { data, error, isLoading, isFetching, refetch } = useListPracticeAttemptsQuery(
    { lessonId, page, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Alert type="error" title={errorMessage(error, 'The attempts could not be loaded.')} />;
  if (data.total === 0) return <Empty description="No attempts yet" />;

  const openButton = (row: AdminPracticeAttemptRowDto) => (
    <Button
      size="small"
      type={open === row.id ? 'primary' : 'default'}
      aria-label={`Open attempt ${row.attemptNumber} by ${row.learner.name}`}
      onClick={() => setOpen(row.id)}
    >
      Open
    </Button>
  );
  const pagination = {
    current: page,
    pageSize: PAGE_SIZE,
    total: data.total,
    hideOnSinglePage: true,
    onChange: (next: number) => setPage(next),
  };

  const list = phone ? (
    <CardList
      rows={data.items}
      rowKey={(row) => row.id}
      loading={isFetching}
      emptyText="No attempts yet"
      pagination={data.total > PAGE_SIZE ? { ...pagination, size: 'small', simple: true } : undefined}
      renderCard={(row) => (
        <Card size="small" aria-label={`Attempt ${row.attemptNumber} by ${row.learner.name}`}>
          <div className="data-card-heading">
            {row.learner.name}
            <Typography.Text type="secondary" style={{ display: 'block', fontWeight: 400 }}>
              {row.learner.email}
            </Typography.Text>
          </div>
          <dl className="data-card-fields">
            <div>
              <dt>Attempt</dt>
              <dd>{row.attemptNumber}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <StatusTag status={row.status} />
              </dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd>{totalText(row.total)}</dd>
            </div>
            <div>
              <dt>Result</dt>
              <dd>
                <ResultTag passed={row.passed} />
              </dd>
            </div>
          </dl>
          <Flex justify="flex-end">{openButton(row)}</Flex>
        </Card>
      )}
    />
  ) : (
    <Table<AdminPracticeAttemptRowDto>
      rowKey="id"
      size="middle"
      loading={isFetching}
      columns={
        [
          { title: 'Learner', key: 'learner', render: (_, row) => `${row.learner.name} (${row.learner.email})` },
          { title: 'Attempt', dataIndex: 'attemptNumber' },
          { title: 'Status', dataIndex: 'status', render: (status: Status) => <StatusTag status={status} /> },
          { title: 'Started', dataIndex: 'startedAt', render: (value: string) => formatDate(value) },
          { title: 'Total', dataIndex: 'total', render: totalText },
          { title: 'Result', dataIndex: 'passed', render: (passed: boolean | null) => <ResultTag passed={passed} /> },
          { title: 'Review', key: 'open', render: (_, row) => openButton(row) },
        ] satisfies TableColumnsType<AdminPracticeAttemptRowDto>
      }
      rowClassName={(row) => (row.status === 'needs_review' ? 'practice-row--needs-review' : '')}
      dataSource={data.items}
      pagination={pagination}
      scroll={{ x: true }}
    />
  );

  return (
    <Flex vertical gap={16}>
      {list}
      {open !== null ? (
        <AttemptReview
          key={open}
          attemptId={open}
          rubric={rubric}
          passMark={passMark}
          personaName={personaName}
          onChanged={() => void refetch()}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Flex>
  );
}

/** One attempt: who, how it went, the transcript, the hidden facts, and each criterion with its override form. */
export function AttemptReview({
  attemptId,
  rubric,
  passMark,
  personaName,
  onChanged,
  onClose,
}: {
  attemptId: number;
  rubric: Criterion[];
  passMark: number;
  personaName: string;
  onChanged: () => void;
  onClose: () => void;
}) {
  const { data, error, isLoading, refetch } = useGetPracticeAttemptReviewQuery({ id: attemptId }, { refetchOnMountOrArgChange: true });
  const [shown, setShown] = useState<AdminPracticeAttemptDto | null>(null);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  const attempt = shown ?? data;
  const title = attempt ? `Attempt ${attempt.attemptNumber} by ${attempt.learner.name}` : 'Attempt';

  return (
    <section ref={ref} aria-label={title} className="practice-review">
      <Card
        size="small"
        title={title}
        extra={
          <Button size="small" onClick={onClose}>
            Close
          </Button>
        }
      >
        {isLoading ? <Skeleton active /> : null}
        {error ? <Alert type="error" title={errorMessage(error, 'The attempt could not be loaded.')} /> : null}
        {attempt ? (
          <Flex vertical gap={16}>
            <Flex gap={8} wrap align="center">
              <Typography.Text type="secondary">{attempt.learner.email}</Typography.Text>
              <StatusTag status={attempt.status} />
              <Tag>{attempt.mode === 'ai' ? 'AI role-play' : 'Scenario'}</Tag>
              <Typography.Text type="secondary">{attempt.tokens} tokens</Typography.Text>
            </Flex>
            {attempt.total !== null ? (
              <Typography.Paragraph strong style={{ margin: 0 }} aria-live="polite">
                Total: {attempt.total}% · {attempt.passed ? 'Passed' : 'Not passed'} (pass mark {attempt.result?.passMark ?? passMark}%)
              </Typography.Paragraph>
            ) : attempt.status === 'needs_review' ? (
              <Alert
                type="warning"
                title="Needs review: the model's grading could not be used. Score every criterion below to grade this attempt."
              />
            ) : attempt.gradingError ? (
              <Alert
                type="warning"
                title={`The grading failed (${attempt.gradingError.code}). The learner can grade it again, or score every criterion below to grade this attempt.`}
              />
            ) : (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                Not graded yet.
              </Typography.Paragraph>
            )}

            <div>
              <Typography.Title level={4} style={{ fontSize: 16 }}>
                Hidden facts
              </Typography.Title>
              {attempt.hiddenFacts.length === 0 ? (
                <Typography.Text type="secondary">None</Typography.Text>
              ) : (
                <ul aria-label="Hidden facts" style={{ margin: 0, paddingLeft: 20 }}>
                  {attempt.hiddenFacts.map((fact) => (
                    <li key={fact}>{fact}</li>
                  ))}
                </ul>
              )}
            </div>

            <div>
              <Typography.Title level={4} style={{ fontSize: 16 }}>
                Transcript
              </Typography.Title>
              <ol aria-label="Transcript" className="practice-transcript">
                {attempt.turns.map((turn) => (
                  <li key={turn.seq} className={turn.speaker === 'learner' ? 'practice-transcript__learner' : undefined}>
                    <Typography.Text strong>
                      {turn.speaker === 'learner' ? attempt.learner.name : personaName || 'Persona'}:{' '}
                    </Typography.Text>
                    {turn.content}
                    {turn.status === 'failed' ? (
                      <Typography.Text type="danger"> (reply failed{turn.error ? `: ${turn.error.message}` : ''})</Typography.Text>
                    ) : null}
                  </li>
                ))}
              </ol>
            </div>

            <div>
              <Typography.Title level={4} style={{ fontSize: 16 }}>
                Criteria
              </Typography.Title>
              <ul aria-label="Criteria" className="practice-criteria">
                {criteriaOf(attempt, rubric).map((criterion) => (
                  <li key={criterion.criterionId}>
                    <CriterionReview
                      attemptId={attempt.id}
                      criterion={criterion}
                      canOverride={attempt.status === 'graded' || attempt.status === 'needs_review' || attempt.gradingError !== null}
                      onSaved={(next) => {
                        setShown(next);
                        void refetch();
                        onChanged();
                      }}
                    />
                  </li>
                ))}
              </ul>
            </div>
          </Flex>
        ) : null}
      </Card>
    </section>
  );
}

interface CriterionView {
  criterionId: string;
  name: string;
  weight: number;
  score: number | null;
  evidence: string;
  tip: string;
  overridden: { comment: string } | null;
}

/** Every rubric criterion of an ended attempt as the server reports it, or (before it does) the lesson's rubric, unscored. */
function criteriaOf(attempt: AdminPracticeAttemptDto, rubric: Criterion[]): CriterionView[] {
  if (attempt.criteria.length > 0) {
    return attempt.criteria.map((criterion) => ({
      criterionId: criterion.criterionId,
      name: criterion.name,
      weight: criterion.weight,
      score: criterion.score,
      evidence: criterion.evidence,
      tip: criterion.tip,
      overridden: criterion.overridden ?? null,
    }));
  }
  return rubric.map((criterion) => ({
    criterionId: criterion.id,
    name: criterion.name,
    weight: criterion.weight,
    score: null,
    evidence: '',
    tip: '',
    overridden: null,
  }));
}

function CriterionReview({
  attemptId,
  criterion,
  canOverride,
  onSaved,
}: {
  attemptId: number;
  criterion: CriterionView;
  canOverride: boolean;
  onSaved: (attempt: AdminPracticeAttemptDto) => void;
}) {
  const [score, setScore] = useState<number | null>(criterion.score);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [override, { isLoading }] = useOverridePracticeScoreMutation();
  const id = `practice-override-${attemptId}-${criterion.criterionId}`;

  const save = async () => {
    if (score === null) return;
    if (!comment.trim()) {
      setMissing(true);
      return;
    }
    try {
      const next = await override({
        id: attemptId,
        criterionId: criterion.criterionId,
        overridePracticeScoreDto: { score, comment: comment.trim() },
      }).unwrap();
      setComment('');
      void showToast({ title: 'Score overridden', description: 'The learner has been told by e-mail.' });
      onSaved(next);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <section aria-label={criterion.name} className="practice-fieldset">
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text strong>{criterion.name}</Typography.Text>
        <Typography.Text>
          {criterion.score === null ? 'Not scored' : `${criterion.score}/${SCORE_MAX}`} · weight {criterion.weight}
        </Typography.Text>
      </Flex>
      {criterion.evidence ? (
        <Typography.Paragraph style={{ margin: '4px 0' }}>
          <Typography.Text type="secondary">Evidence: </Typography.Text>
          {criterion.evidence}
        </Typography.Paragraph>
      ) : null}
      {criterion.tip ? (
        <Typography.Paragraph style={{ margin: '4px 0' }}>
          <Typography.Text type="secondary">Tip: </Typography.Text>
          {criterion.tip}
        </Typography.Paragraph>
      ) : null}
      {criterion.overridden ? (
        <Typography.Paragraph style={{ margin: '4px 0' }}>
          <Tag color="purple">Overridden</Tag>
          {criterion.overridden.comment}
        </Typography.Paragraph>
      ) : null}
      {canOverride ? (
        <Flex vertical gap={8} style={{ marginTop: 8 }}>
          <Flex gap={8} align="center" wrap>
            <label htmlFor={`${id}-score`}>New score (0–{SCORE_MAX})</label>
            <Select
              id={`${id}-score`}
              aria-label={`New score for ${criterion.name}`}
              value={score ?? undefined}
              placeholder="—"
              options={SCORE_OPTIONS}
              onChange={(value: number) => setScore(value)}
              style={{ width: 80 }}
            />
          </Flex>
          <Input.TextArea
            aria-label={`Comment for ${criterion.name}`}
            placeholder="Why the score changes (the learner reads it)"
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={COMMENT_MAX}
            status={missing ? 'error' : undefined}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
          />
          {missing ? (
            <Typography.Text type="danger" role="alert">
              A comment is required
            </Typography.Text>
          ) : null}
          <div>
            <Button type="primary" loading={isLoading} disabled={score === null} onClick={() => void save()}>
              Override score
            </Button>
          </div>
        </Flex>
      ) : null}
    </section>
  );
}
