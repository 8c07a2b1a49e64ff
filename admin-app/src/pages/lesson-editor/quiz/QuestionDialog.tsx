import { useCallback, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Input, InputNumber, Modal, Radio, Select, Switch, Typography } from 'antd';
import { errorCode, errorMessage } from '@academy/api';
import { useCreateQuizQuestionMutation, useUpdateQuizQuestionMutation, type AdminQuestionDto } from '@academy/api/admin';
import { showToast } from '@academy/ui';
import { toastError } from '../../../lib/api';
import { querySyntaxProblemOf } from '@academy/ui/candidate-search';
import {
  draftOf,
  draftProblem,
  emptyDraft,
  markedCorrect,
  QUESTION_TYPE_OPTIONS,
  questionRequestOf,
  withMultipleAnswers,
  type QuestionDraft,
  type SearchDraft,
} from './quizForm';
import { SearchExerciseFields, type SearchSaveProblem } from './SearchExerciseFields';

/** The server's limit (plain text). */
const EXPLANATION_MAX_LENGTH = 2000;

/** A refused Boolean search exercise, at the field the server's answer concerns; null for any other failure. */
function searchSaveProblemOf(error: unknown): SearchSaveProblem | null {
  const syntax = querySyntaxProblemOf(error);
  if (syntax) return { referenceQuery: syntax };
  const code = errorCode(error);
  if (code === 'SEARCH_EXERCISE_INVALID') return { targets: errorMessage(error, 'The targets are not right yet.') };
  if (code === 'CANDIDATE_POOL_NOT_FOUND') return { pool: errorMessage(error, 'That pool no longer exists: choose another.') };
  return null;
}

export type QuestionDialogTarget = { mode: 'create' } | { mode: 'edit'; question: AdminQuestionDto };

/** Add or edit one question: its type, text, points, and the answer key of its type. */
export function QuestionDialog({ quizId, target, onClose }: { quizId: number; target: QuestionDialogTarget; onClose: () => void }) {
  const [draft, setDraft] = useState<QuestionDraft>(() => (target.mode === 'edit' ? draftOf(target.question) : emptyDraft()));
  const [problem, setProblem] = useState<string | null>(null);
  const [searchProblem, setSearchProblem] = useState<SearchSaveProblem | null>(null);
  const [create, creating] = useCreateQuizQuestionMutation();
  const [update, updating] = useUpdateQuizQuestionMutation();
  const saving = creating.isLoading || updating.isLoading;
  const set = (change: Partial<QuestionDraft>) => setDraft((current) => ({ ...current, ...change }));
  const setOption = (index: number, change: Partial<QuestionDraft['options'][number]>) =>
    set({ options: draft.options.map((option, i) => (i === index ? { ...option, ...change } : option)) });
  const setAccepted = (index: number, text: string) =>
    set({ acceptedAnswers: draft.acceptedAnswers.map((answer, i) => (i === index ? text : answer)) });
  const setSearch = useCallback((search: SearchDraft) => {
    setDraft((current) => ({ ...current, search }));
    setSearchProblem(null);
  }, []);

  const save = async () => {
    const missing = draftProblem(draft);
    setProblem(missing);
    if (missing) return;
    try {
      const body = questionRequestOf(draft);
      if (target.mode === 'edit') await update({ questionId: target.question.id, updateQuestionDto: body }).unwrap();
      else await create({ quizId, questionInputDto: body }).unwrap();
      void showToast({ title: target.mode === 'edit' ? 'Question updated!' : 'Question added!' });
      onClose();
    } catch (error) {
      const refused = draft.type === 'boolean_search' ? searchSaveProblemOf(error) : null;
      if (refused) setSearchProblem(refused);
      else toastError(error);
    }
  };

  return (
    <Modal
      title={target.mode === 'edit' ? 'Edit Question' : 'Add Question'}
      open
      width={draft.type === 'boolean_search' ? 760 : 640}
      okText={saving ? 'Saving...' : 'Save Question'}
      confirmLoading={saving}
      cancelText="Cancel"
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Question Type" htmlFor="question-type">
          <Select id="question-type" value={draft.type} options={QUESTION_TYPE_OPTIONS} onChange={(type) => set({ type })} />
        </Form.Item>
        <Form.Item
          label="Question"
          htmlFor="question-text"
          required
          extra={
            draft.type === 'boolean_search'
              ? 'The brief learners source for, e.g. "Find senior backend engineers in Berlin who know Go or Rust, not currently at Acme".'
              : undefined
          }
        >
          <Input.TextArea
            id="question-text"
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={2000}
            value={draft.question}
            onChange={(event) => set({ question: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="Points" htmlFor="question-points">
          <InputNumber
            id="question-points"
            min={1}
            max={100}
            precision={0}
            value={draft.points}
            onChange={(points) => set({ points: points ?? 1 })}
          />
        </Form.Item>

        {draft.type === 'multiple_choice' ? (
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 8 }}>
              {draft.multipleAnswers ? 'Options (tick the correct ones)' : 'Options (select the correct one)'}
            </legend>
            <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
              <Switch
                id="question-multiple-answers"
                checked={draft.multipleAnswers}
                onChange={(on) => setDraft((current) => withMultipleAnswers(current, on))}
              />
              <label htmlFor="question-multiple-answers">More than one answer is correct</label>
            </Flex>
            <Typography.Paragraph type="secondary">
              {draft.multipleAnswers
                ? 'Learners tick every option they think is correct ("Select all that apply") and score only when they pick exactly these.'
                : 'Learners choose one option.'}
            </Typography.Paragraph>
            <Flex vertical gap={8}>
              {draft.options.map((option, index) => (
                <Flex key={index} gap={8} align="center">
                  {draft.multipleAnswers ? (
                    <Checkbox
                      checked={option.correct}
                      onChange={(event) => setDraft((current) => markedCorrect(current, index, event.target.checked))}
                      aria-label={`Option ${index + 1} is correct`}
                    />
                  ) : (
                    <Radio
                      name="question-correct-option"
                      checked={option.correct}
                      onChange={() => setDraft((current) => markedCorrect(current, index, true))}
                      aria-label={`Option ${index + 1} is correct`}
                    />
                  )}
                  <Input
                    aria-label={`Option ${index + 1}`}
                    maxLength={500}
                    value={option.text}
                    onChange={(event) => setOption(index, { text: event.target.value })}
                  />
                  <Button
                    aria-label={`Remove option ${index + 1}`}
                    disabled={draft.options.length <= 2}
                    onClick={() => set({ options: draft.options.filter((_, i) => i !== index) })}
                  >
                    Remove
                  </Button>
                </Flex>
              ))}
              <div>
                <Button
                  disabled={draft.options.length >= 20}
                  onClick={() => set({ options: [...draft.options, { text: '', correct: false }] })}
                >
                  Add Option
                </Button>
              </div>
            </Flex>
          </fieldset>
        ) : null}

        {draft.type === 'short_answer' ? (
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 8 }}>Accepted answers</legend>
            <Typography.Paragraph type="secondary">Any of these counts as correct; case and extra spaces are ignored.</Typography.Paragraph>
            <Flex vertical gap={8}>
              {draft.acceptedAnswers.map((answer, index) => (
                <Flex key={index} gap={8}>
                  <Input
                    aria-label={`Accepted answer ${index + 1}`}
                    maxLength={500}
                    value={answer}
                    onChange={(event) => setAccepted(index, event.target.value)}
                  />
                  <Button
                    aria-label={`Remove accepted answer ${index + 1}`}
                    disabled={draft.acceptedAnswers.length <= 1}
                    onClick={() => set({ acceptedAnswers: draft.acceptedAnswers.filter((_, i) => i !== index) })}
                  >
                    Remove
                  </Button>
                </Flex>
              ))}
              <div>
                <Button
                  disabled={draft.acceptedAnswers.length >= 20}
                  onClick={() => set({ acceptedAnswers: [...draft.acceptedAnswers, ''] })}
                >
                  Add Accepted Answer
                </Button>
              </div>
            </Flex>
          </fieldset>
        ) : null}

        {draft.type === 'boolean_search' ? (
          <SearchExerciseFields
            search={draft.search}
            onChange={setSearch}
            savedTargetCount={target.mode === 'edit' ? (target.question.search?.targetCount ?? null) : null}
            problem={searchProblem}
          />
        ) : null}

        {draft.type === 'long_answer' || draft.type === 'file_upload' ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {draft.type === 'long_answer' ? 'Long answers' : 'Uploaded files'} are graded by hand in the Attempts tab.
          </Typography.Paragraph>
        ) : null}
        <Form.Item
          label="Explanation"
          htmlFor="question-explanation"
          extra="Optional. Shown to learners with the correct answer after they submit, when the quiz allows review."
          style={{ marginTop: 16 }}
        >
          <Input.TextArea
            id="question-explanation"
            autoSize={{ minRows: 2, maxRows: 8 }}
            maxLength={EXPLANATION_MAX_LENGTH}
            value={draft.explanation}
            onChange={(event) => set({ explanation: event.target.value })}
          />
        </Form.Item>
        {problem ? <Alert type="error" title={problem} style={{ marginTop: 16 }} role="alert" /> : null}
      </Form>
    </Modal>
  );
}
