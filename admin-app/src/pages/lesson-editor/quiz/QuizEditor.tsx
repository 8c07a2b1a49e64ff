import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Form, Input, InputNumber, List, Skeleton, Space, Switch, Tabs, Tag, Typography } from 'antd';
import { errorMessage } from '@academy/api';
import {
  useDeleteQuizQuestionMutation,
  useGetAdminLessonQuizQuery,
  useReorderQuizQuestionsMutation,
  useSaveQuizSettingsMutation,
  type AdminQuizDto,
} from '@academy/api/admin';
import { showToast } from '@academy/ui';
import { toastError, useConfirmDelete } from '../../../lib/api';
import { AttemptsPanel } from './AttemptsPanel';
import { QuestionDialog, type QuestionDialogTarget } from './QuestionDialog';
import { moved, QUESTION_TYPE_LABELS, settingsRequestOf, settingsValuesOf, type SettingsValues } from './quizForm';

/** The quiz of a quiz lesson: settings, questions (add, edit, reorder, delete) and the attempts to review. */
export function QuizEditor({ lessonId, lessonTitle }: { lessonId: number; lessonTitle: string }) {
  const { data, error, isLoading } = useGetAdminLessonQuizQuery({ lessonId }, { refetchOnMountOrArgChange: true });
  if (isLoading) {
    return (
      <Card title="Quiz">
        <Skeleton active />
      </Card>
    );
  }
  if (error || !data) return <Alert type="error" title={errorMessage(error, 'The quiz could not be loaded.')} />;
  const quiz = data.quiz;
  return (
    <Card title="Quiz">
      {quiz ? (
        <Tabs
          items={[
            {
              key: 'questions',
              label: 'Settings & Questions',
              children: (
                <Flex vertical gap={24}>
                  <SettingsForm key={quiz.id} lessonId={lessonId} lessonTitle={lessonTitle} quiz={quiz} />
                  <Questions quiz={quiz} />
                </Flex>
              ),
            },
            {
              key: 'attempts',
              label: `Attempts (${quiz.attemptCount})`,
              children: <AttemptsPanel quizId={quiz.id} questions={quiz.questions} />,
            },
          ]}
        />
      ) : (
        <>
          <Typography.Paragraph>This lesson has no quiz yet. Choose its settings to create it, then add questions.</Typography.Paragraph>
          <SettingsForm lessonId={lessonId} lessonTitle={lessonTitle} quiz={null} />
        </>
      )}
    </Card>
  );
}

function SettingsForm({ lessonId, lessonTitle, quiz }: { lessonId: number; lessonTitle: string; quiz: AdminQuizDto | null }) {
  const [values, setValues] = useState<SettingsValues>(() => settingsValuesOf(quiz, lessonTitle));
  const [titleMissing, setTitleMissing] = useState(false);
  const [save, { isLoading }] = useSaveQuizSettingsMutation();
  const set = (change: Partial<SettingsValues>) => setValues((current) => ({ ...current, ...change }));
  const numberText = (value: number | null) => (value === null ? '' : String(value));

  const submit = async () => {
    if (!values.title.trim()) {
      setTitleMissing(true);
      return;
    }
    try {
      await save({ lessonId, quizSettingsDto: settingsRequestOf(values) }).unwrap();
      void showToast({ title: quiz ? 'Quiz updated!' : 'Quiz created!', description: 'Your changes have been saved.' });
    } catch (saveError) {
      toastError(saveError);
    }
  };

  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label="Quiz Title"
        htmlFor="quiz-title"
        required
        validateStatus={titleMissing ? 'error' : undefined}
        help={titleMissing ? 'Required' : undefined}
      >
        <Input
          id="quiz-title"
          maxLength={200}
          value={values.title}
          onChange={(event) => {
            set({ title: event.target.value });
            if (event.target.value.trim()) setTitleMissing(false);
          }}
        />
      </Form.Item>
      <Form.Item label="Quiz Description" htmlFor="quiz-description">
        <Input.TextArea
          id="quiz-description"
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={5000}
          value={values.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item label="Time Limit (minutes)" htmlFor="quiz-time-limit" extra="Empty: no time limit">
          <InputNumber
            id="quiz-time-limit"
            min={1}
            max={600}
            precision={0}
            value={values.timeLimit === '' ? null : Number(values.timeLimit)}
            onChange={(value) => set({ timeLimit: numberText(value) })}
          />
        </Form.Item>
        <Form.Item label="Pass Mark (%)" htmlFor="quiz-pass-mark" extra="Empty: no pass mark">
          <InputNumber
            id="quiz-pass-mark"
            min={0}
            max={100}
            precision={0}
            value={values.passMark === '' ? null : Number(values.passMark)}
            onChange={(value) => set({ passMark: numberText(value) })}
          />
        </Form.Item>
        <Form.Item label="Maximum Attempts" htmlFor="quiz-max-attempts" extra="Empty: unlimited">
          <InputNumber
            id="quiz-max-attempts"
            min={1}
            max={100}
            precision={0}
            value={values.maxAttempts === '' ? null : Number(values.maxAttempts)}
            onChange={(value) => set({ maxAttempts: numberText(value) })}
          />
        </Form.Item>
      </Flex>
      <Form.Item extra="Learners see the correct answers and your explanations after they submit.">
        <Flex gap={8} align="center">
          <Switch id="quiz-allow-review" checked={values.allowReview} onChange={(allowReview) => set({ allowReview })} />
          <label htmlFor="quiz-allow-review">Show correct answers after submitting</label>
        </Flex>
      </Form.Item>
      <Button type="primary" loading={isLoading} onClick={() => void submit()}>
        {quiz ? 'Save Quiz Settings' : 'Create Quiz'}
      </Button>
    </Form>
  );
}

function Questions({ quiz }: { quiz: AdminQuizDto }) {
  const [dialog, setDialog] = useState<QuestionDialogTarget | null>(null);
  const [reorder, { isLoading: reordering }] = useReorderQuizQuestionsMutation();
  const [remove] = useDeleteQuizQuestionMutation();
  const confirmDelete = useConfirmDelete();
  const ids = quiz.questions.map((question) => question.id);

  const move = async (index: number, delta: -1 | 1) => {
    try {
      await reorder({ quizId: quiz.id, reorderQuestionsDto: { ids: moved(ids, index, delta) } }).unwrap();
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <section aria-labelledby="quiz-questions-title">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} id="quiz-questions-title" style={{ margin: 0 }}>
          Questions
        </Typography.Title>
        <Button type="primary" onClick={() => setDialog({ mode: 'create' })}>
          Add Question
        </Button>
      </Flex>
      {quiz.questions.length === 0 ? (
        <Empty description="No questions yet: learners see the quiz once it has at least one." />
      ) : (
        <List
          style={{ marginTop: 12 }}
          dataSource={quiz.questions}
          renderItem={(question, index) => (
            <List.Item
              aria-label={`Question ${index + 1}`}
              actions={[
                <Button
                  key="up"
                  size="small"
                  aria-label={`Move question ${index + 1} up`}
                  disabled={index === 0 || reordering}
                  onClick={() => void move(index, -1)}
                >
                  ↑
                </Button>,
                <Button
                  key="down"
                  size="small"
                  aria-label={`Move question ${index + 1} down`}
                  disabled={index === quiz.questions.length - 1 || reordering}
                  onClick={() => void move(index, 1)}
                >
                  ↓
                </Button>,
                <Button
                  key="edit"
                  size="small"
                  aria-label={`Edit question ${index + 1}`}
                  onClick={() => setDialog({ mode: 'edit', question })}
                >
                  Edit
                </Button>,
                <Button
                  key="delete"
                  size="small"
                  danger
                  aria-label={`Delete question ${index + 1}`}
                  onClick={() =>
                    confirmDelete({
                      title: 'Delete question?',
                      question: `Question ${index + 1} and the answers given to it will be deleted.`,
                      remove: () => remove({ questionId: question.id }).unwrap(),
                      success: 'Question deleted',
                    })
                  }
                >
                  Delete
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    <span>
                      {index + 1}. {question.question}
                    </span>
                  </Space>
                }
                description={
                  <Space wrap size={4}>
                    <Tag>{QUESTION_TYPE_LABELS[question.type]}</Tag>
                    <Tag>
                      {question.points} {question.points === 1 ? 'point' : 'points'}
                    </Tag>
                    {question.type === 'multiple_choice' ? (
                      <Typography.Text type="secondary">
                        Correct: {question.correctOptions.map((option) => question.options[option]).join(', ')}
                      </Typography.Text>
                    ) : null}
                    {question.type === 'short_answer' ? (
                      <Typography.Text type="secondary">Accepted: {question.acceptedAnswers.join(', ')}</Typography.Text>
                    ) : null}
                    {question.search ? (
                      <Typography.Text type="secondary">
                        {question.search.targetCount} {question.search.targetCount === 1 ? 'target' : 'targets'} in{' '}
                        {question.search.poolName} · pass at F1 {question.search.passF1}%
                      </Typography.Text>
                    ) : null}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
      {dialog ? <QuestionDialog quizId={quiz.id} target={dialog} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
