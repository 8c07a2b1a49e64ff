import { useState } from 'react';
import { Alert, Button, Empty, Flex, Input, InputNumber, Skeleton, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { errorMessage, type SearchGradeDto } from '@academy/api';
import {
  useGradeQuizAnswerMutation,
  useListQuizAttemptsQuery,
  type AdminAnswerDto,
  type AdminAttemptDto,
  type AdminQuestionDto,
} from '@academy/api/admin';
import { formatDate, showToast } from '@academy/ui';
import { toastError } from '../../../lib/api';
import { percentText } from '../../../lib/sourcing';
import { answerText, isManual, QUESTION_TYPE_LABELS } from './quizForm';

const STATUS_LABELS: Record<AdminAttemptDto['status'], string> = { in_progress: 'In progress', submitted: 'Submitted', expired: 'Expired' };

function ResultTag({ attempt }: { attempt: AdminAttemptDto }) {
  if (attempt.status === 'in_progress') return <Tag>In progress</Tag>;
  if (attempt.pendingReview) return <Tag color="gold">Awaiting review</Tag>;
  if (attempt.passed === true) return <Tag color="green">Passed</Tag>;
  if (attempt.passed === false) return <Tag color="red">Not passed</Tag>;
  return <Tag color="blue">Graded</Tag>;
}

/** Points and a comment for one long answer or file. */
function GradeForm({ attemptId, answer }: { attemptId: number; answer: AdminAnswerDto }) {
  const [points, setPoints] = useState<number | null>(answer.grade?.points ?? null);
  const [comment, setComment] = useState(answer.grade?.comment ?? '');
  const [grade, { isLoading }] = useGradeQuizAnswerMutation();
  const save = async () => {
    if (points === null) return;
    try {
      await grade({ attemptId, questionId: answer.questionId, gradeAnswerDto: { points, comment: comment.trim() || null } }).unwrap();
      void showToast({ title: 'Grade saved!' });
    } catch (error) {
      toastError(error);
    }
  };
  const id = `grade-${attemptId}-${answer.questionId}`;
  return (
    <Flex gap={8} wrap align="center">
      <label htmlFor={`${id}-points`}>Points (0–{answer.maxPoints})</label>
      <InputNumber id={`${id}-points`} min={0} max={answer.maxPoints} precision={0} value={points} onChange={setPoints} />
      <Input
        aria-label="Comment"
        placeholder="Comment for the learner"
        style={{ flex: 1, minWidth: 200 }}
        maxLength={2000}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      <Button type="primary" loading={isLoading} disabled={points === null} onClick={() => void save()}>
        Save Grade
      </Button>
    </Flex>
  );
}

/** A sourcing answer's grade: its scores against the targets and how many targets it missed and wrong candidates it found. */
function SearchGradeSummary({ grade }: { grade: SearchGradeDto }) {
  return (
    <div style={{ margin: '4px 0' }}>
      {grade.syntaxError ? (
        <Typography.Paragraph type="danger" style={{ margin: 0 }}>
          The search string could not be read: {grade.syntaxError}
        </Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph style={{ margin: 0 }}>
            Precision {percentText(grade.precision)} · Recall {percentText(grade.recall)} · F1 {percentText(grade.f1)} (passes at{' '}
            {grade.passF1}%)
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {grade.hitCount} {grade.hitCount === 1 ? 'hit' : 'hits'}, {grade.truePositives} of {grade.targetCount}{' '}
            {grade.targetCount === 1 ? 'target' : 'targets'} found · {grade.missedCount} missed · {grade.wrongCount} wrong
          </Typography.Paragraph>
        </>
      )}
    </div>
  );
}

function AttemptAnswers({ attempt, questions }: { attempt: AdminAttemptDto; questions: AdminQuestionDto[] }) {
  return (
    <Flex vertical gap={12}>
      {attempt.answers.map((answer, index) => {
        const question = questions.find((item) => item.id === answer.questionId);
        const text = answerText(answer, question);
        return (
          <section key={answer.questionId} aria-label={`Question ${index + 1}`}>
            <Typography.Text strong>
              Question {index + 1} ({QUESTION_TYPE_LABELS[answer.type]}): {answer.question}
            </Typography.Text>
            {answer.type === 'boolean_search' && text !== 'No answer' ? (
              <Typography.Paragraph style={{ margin: '4px 0' }}>
                <Typography.Text code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {text}
                </Typography.Text>
              </Typography.Paragraph>
            ) : text ? (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>{text}</Typography.Paragraph>
            ) : null}
            {answer.search ? <SearchGradeSummary grade={answer.search} /> : null}
            {answer.file ? (
              <Typography.Paragraph style={{ margin: '4px 0' }}>
                <a href={`/api/quiz-uploads/${answer.file.uploadId}`} download={answer.file.fileName}>
                  {answer.file.fileName}
                </a>
              </Typography.Paragraph>
            ) : answer.type === 'file_upload' ? (
              <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
                No file uploaded
              </Typography.Paragraph>
            ) : null}
            <Typography.Text type="secondary">
              {answer.grade
                ? `${answer.grade.points}/${answer.maxPoints} points${answer.grade.comment ? ` — ${answer.grade.comment}` : ''}`
                : 'Awaiting review'}
            </Typography.Text>
            {isManual(answer.type) && attempt.status !== 'in_progress' && (answer.file || answer.answer) ? (
              <div style={{ marginTop: 8 }}>
                <GradeForm key={answer.grade?.gradedAt ?? 'new'} attemptId={attempt.id} answer={answer} />
              </div>
            ) : null}
          </section>
        );
      })}
    </Flex>
  );
}

/** Every attempt at the quiz, those awaiting review first; expand one to read it and grade long answers and files. */
export function AttemptsPanel({ quizId, questions }: { quizId: number; questions: AdminQuestionDto[] }) {
  const { data: attempts, error, isLoading } = useListQuizAttemptsQuery({ quizId }, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Skeleton active />;
  if (error) return <Alert type="error" title={errorMessage(error, 'The attempts could not be loaded.')} />;
  if (!attempts || attempts.length === 0) return <Empty description="No attempts yet" />;
  const columns: TableColumnsType<AdminAttemptDto> = [
    { title: 'Learner', key: 'learner', render: (_, attempt) => `${attempt.learner.name} (${attempt.learner.email})` },
    { title: 'Attempt', dataIndex: 'attemptNumber' },
    { title: 'Status', dataIndex: 'status', render: (status: AdminAttemptDto['status']) => STATUS_LABELS[status] },
    { title: 'Submitted', dataIndex: 'submittedAt', render: (value: string | null) => formatDate(value) },
    { title: 'Score', dataIndex: 'score', render: (score: number | null) => (score === null ? '—' : `${score}%`) },
    { title: 'Result', key: 'result', render: (_, attempt) => <ResultTag attempt={attempt} /> },
  ];
  return (
    <Table
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={attempts}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      expandable={{ expandedRowRender: (attempt) => <AttemptAnswers attempt={attempt} questions={questions} /> }}
    />
  );
}
