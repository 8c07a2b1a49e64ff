import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Radio, Select, Skeleton, Switch, Tabs, Typography } from 'antd';
import { errorCode, errorMessage, errorStatus } from '@academy/api';
import {
  useGetPracticeAiStatusQuery,
  useGetPracticeSettingsQuery,
  useSavePracticeSettingsMutation,
  type PracticeAiStatusDto,
  type PracticeSettingsDto,
} from '@academy/api/admin';
import { showToast } from '@academy/ui';
import { toastError } from '../../../lib/api';
import { PracticeAttemptsPanel } from './PracticeAttemptsPanel';
import {
  addCriterion,
  addNode,
  addReply,
  draftOf,
  HIDDEN_FACTS_MAX,
  MAX_TURNS_LIMIT,
  MODE_LABELS,
  nodeKeyOfError,
  nodeOptions,
  removeCriterion,
  removeNode,
  removeReply,
  REPLIES_MAX,
  REPLIES_MIN,
  requestOf,
  RUBRIC_MAX,
  RUBRIC_MIN,
  SCORE_OPTIONS,
  setNodeEnd,
  setReplyScore,
  updateCriterion,
  updateNode,
  updateReply,
  type NodeDraft,
  type PracticeDraft,
} from './practiceForm';
import './practice-editor.css';

/** The practice conversation of a practice lesson: its settings and scenario, and the attempts to review. */
export function PracticeEditor({ lessonId }: { lessonId: number }) {
  const settings = useGetPracticeSettingsQuery({ lessonId }, { refetchOnMountOrArgChange: true });
  const status = useGetPracticeAiStatusQuery();
  // Not set up yet: the form starts from a blank scenario.
  const notSetUp = settings.isError && errorStatus(settings.error) === 404;
  // A save refetches both (even a refused one): the form stays mounted, with what the author typed, while they reload.
  const [settled, setSettled] = useState(false);
  if (!settled && (settings.isSuccess || settings.isError) && !status.isLoading) setSettled(true);
  if (!settled) {
    return (
      <Card title="Practice conversation">
        <Skeleton active />
      </Card>
    );
  }
  if (settings.isError && !notSetUp) {
    return <Alert type="error" title={errorMessage(settings.error, 'The practice settings could not be loaded.')} />;
  }
  const saved = notSetUp ? null : (settings.data ?? null);
  const form = <PracticeSettingsForm key={saved ? 'saved' : 'new'} lessonId={lessonId} settings={saved} aiStatus={status.data} />;
  return (
    <Card title="Practice conversation" className="practice-editor">
      {saved ? (
        <Tabs
          items={[
            { key: 'settings', label: 'Settings & Scenario', children: form },
            {
              key: 'attempts',
              label: `Attempts (${saved.attemptCount})`,
              children: (
                <PracticeAttemptsPanel
                  lessonId={lessonId}
                  rubric={saved.rubric}
                  passMark={saved.passMark}
                  personaName={saved.persona.name}
                />
              ),
            },
          ]}
        />
      ) : (
        <>
          <Typography.Paragraph>
            This lesson has no practice conversation yet. Describe the persona, the rubric and the scenario, then save.
          </Typography.Paragraph>
          {form}
        </>
      )}
    </Card>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `practice-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="practice-section">
      <Typography.Title level={3} id={id} className="practice-section__title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** Why AI mode is off and how to turn it on (the lesson can still be saved as an AI lesson). */
function AiUnavailable({ status }: { status: PracticeAiStatusDto | undefined }) {
  return (
    <Alert
      type="warning"
      role="note"
      aria-label="AI practice is not configured"
      title="AI practice is not configured on this academy"
      description={
        <>
          {status?.reason ? <p style={{ margin: '0 0 4px' }}>{status.reason}</p> : null}
          <p style={{ margin: 0 }}>
            To turn it on, set <code>LLM_BASE_URL</code> and <code>LLM_MODEL</code> (and <code>LLM_API_KEY</code> when the provider needs
            one) in the server&apos;s environment and restart it. You can still save an AI lesson: until then learners see that practice
            with AI is not available yet.
          </p>
        </>
      }
    />
  );
}

type Update = (change: (draft: PracticeDraft) => PracticeDraft) => void;

interface GraphError {
  /** The node at fault, when the server named one that is in the form. */
  nodeKey: string | null;
  message: string;
}

function PracticeSettingsForm({
  lessonId,
  settings,
  aiStatus,
}: {
  lessonId: number;
  settings: PracticeSettingsDto | null;
  aiStatus: PracticeAiStatusDto | undefined;
}) {
  const [draft, setDraft] = useState<PracticeDraft>(() => draftOf(settings));
  const [problem, setProblem] = useState<GraphError | null>(null);
  const [save, { isLoading }] = useSavePracticeSettingsMutation();
  const update: Update = (change) => setDraft(change);
  const aiAvailable = aiStatus?.aiAvailable ?? false;

  // The node the server named is brought into view, with its message read out (role alert).
  useEffect(() => {
    if (!problem?.nodeKey) return;
    const node = document.getElementById(`practice-node-${problem.nodeKey}`);
    node?.scrollIntoView?.({ block: 'center' });
    node?.focus({ preventScroll: true });
  }, [problem]);

  const submit = async () => {
    setProblem(null);
    try {
      await save({ lessonId, practiceSettingsInputDto: requestOf(draft) }).unwrap();
      void showToast({ title: settings ? 'Practice updated!' : 'Practice created!', description: 'Your changes have been saved.' });
    } catch (error) {
      if (errorCode(error) === 'PRACTICE_GRAPH_INVALID' || errorCode(error) === 'PRACTICE_SETTINGS_INVALID') {
        setProblem({ nodeKey: nodeKeyOfError(draft, error), message: errorMessage(error, 'The practice settings are not valid.') });
      } else {
        toastError(error);
      }
    }
  };

  const scenario = draft.mode === 'scenario';
  return (
    <Form layout="vertical" component="div" className="practice-form">
      <Section title="Mode">
        <Radio.Group
          aria-label="Mode"
          value={draft.mode}
          onChange={(event) => update((current) => ({ ...current, mode: event.target.value as PracticeDraft['mode'] }))}
          options={[
            { value: 'scenario', label: MODE_LABELS.scenario },
            { value: 'ai', label: aiAvailable ? MODE_LABELS.ai : `${MODE_LABELS.ai}: not configured` },
          ]}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        />
        {aiAvailable ? (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            AI role-play uses {aiStatus?.model ?? 'the configured model'}.
          </Typography.Paragraph>
        ) : (
          <div style={{ marginTop: 12 }}>
            <AiUnavailable status={aiStatus} />
          </div>
        )}
      </Section>

      <Section title="Persona">
        <Field id="practice-persona-name" label="Name" required>
          <Input
            id="practice-persona-name"
            maxLength={100}
            value={draft.persona.name}
            onChange={(event) => update((current) => ({ ...current, persona: { ...current.persona, name: event.target.value } }))}
          />
        </Field>
        <Field id="practice-persona-role" label="Role" extra="e.g. Head of Engineering, hiring manager" required>
          <Input
            id="practice-persona-role"
            maxLength={200}
            value={draft.persona.role}
            onChange={(event) => update((current) => ({ ...current, persona: { ...current.persona, role: event.target.value } }))}
          />
        </Field>
        <Field id="practice-persona-background" label="Background">
          <Input.TextArea
            id="practice-persona-background"
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={2000}
            value={draft.persona.background}
            onChange={(event) => update((current) => ({ ...current, persona: { ...current.persona, background: event.target.value } }))}
          />
        </Field>
        <Field id="practice-persona-wants" label="What they want">
          <Input.TextArea
            id="practice-persona-wants"
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={2000}
            value={draft.persona.wants}
            onChange={(event) => update((current) => ({ ...current, persona: { ...current.persona, wants: event.target.value } }))}
          />
        </Field>
        <HiddenFacts draft={draft} update={update} />
      </Section>

      <Section title="Scenario">
        <Field id="practice-objective" label="Learner's objective" required>
          <Input.TextArea
            id="practice-objective"
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={2000}
            value={draft.objective}
            onChange={(event) => update((current) => ({ ...current, objective: event.target.value }))}
          />
        </Field>
        {scenario ? (
          <Typography.Paragraph type="secondary">The conversation opens with the start node&apos;s persona line.</Typography.Paragraph>
        ) : (
          <>
            <Field id="practice-opening-line" label="Opening line" extra="What the persona says first." required>
              <Input.TextArea
                id="practice-opening-line"
                autoSize={{ minRows: 2, maxRows: 6 }}
                maxLength={2000}
                value={draft.openingLine}
                onChange={(event) => update((current) => ({ ...current, openingLine: event.target.value }))}
              />
            </Field>
            <Field id="practice-max-turns" label="Maximum turns" extra="The learner's messages before the conversation ends and is graded.">
              <InputNumber
                id="practice-max-turns"
                min={1}
                max={MAX_TURNS_LIMIT}
                precision={0}
                value={draft.maxTurns}
                onChange={(maxTurns) => update((current) => ({ ...current, maxTurns }))}
              />
            </Field>
          </>
        )}
      </Section>

      <Section title="Rubric">
        <Rubric draft={draft} update={update} />
        <Flex gap={16} wrap>
          <Field id="practice-pass-mark" label="Pass mark (%)">
            <InputNumber
              id="practice-pass-mark"
              min={0}
              max={100}
              precision={0}
              value={draft.passMark}
              onChange={(passMark) => update((current) => ({ ...current, passMark }))}
            />
          </Field>
          <Field id="practice-max-attempts" label="Attempts allowed" extra="Empty: unlimited">
            <InputNumber
              id="practice-max-attempts"
              min={1}
              max={100}
              precision={0}
              value={draft.maxAttempts}
              onChange={(maxAttempts) => update((current) => ({ ...current, maxAttempts }))}
            />
          </Field>
        </Flex>
      </Section>

      {scenario ? (
        <Section title="Scenario graph">
          <GraphEditor draft={draft} update={update} problem={problem} />
        </Section>
      ) : null}

      {problem && !problem.nodeKey ? <Alert type="error" role="alert" title={problem.message} style={{ marginBottom: 16 }} /> : null}
      <Button type="primary" loading={isLoading} onClick={() => void submit()}>
        Save Practice
      </Button>
    </Form>
  );
}

function Field({
  id,
  label,
  extra,
  required,
  children,
}: {
  id: string;
  label: string;
  extra?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Form.Item label={label} htmlFor={id} extra={extra} required={required} className="practice-field">
      {children}
    </Form.Item>
  );
}

function HiddenFacts({ draft, update }: { draft: PracticeDraft; update: Update }) {
  const setFact = (index: number, text: string) =>
    update((current) => ({ ...current, hiddenFacts: current.hiddenFacts.map((fact, i) => (i === index ? text : fact)) }));
  return (
    <fieldset className="practice-fieldset">
      <legend>Hidden facts</legend>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        What the learner should uncover by asking well, e.g. &quot;The budget is 140k&quot;.
      </Typography.Paragraph>
      <Flex vertical gap={8}>
        {draft.hiddenFacts.map((fact, index) => (
          <Flex key={index} gap={8} align="center">
            <Input
              aria-label={`Hidden fact ${index + 1}`}
              maxLength={500}
              value={fact}
              onChange={(event) => setFact(index, event.target.value)}
            />
            <Button
              aria-label={`Remove hidden fact ${index + 1}`}
              onClick={() => update((current) => ({ ...current, hiddenFacts: current.hiddenFacts.filter((_, i) => i !== index) }))}
            >
              Remove
            </Button>
          </Flex>
        ))}
        <div>
          <Button
            disabled={draft.hiddenFacts.length >= HIDDEN_FACTS_MAX}
            onClick={() => update((current) => ({ ...current, hiddenFacts: [...current.hiddenFacts, ''] }))}
          >
            Add hidden fact
          </Button>
        </div>
      </Flex>
    </fieldset>
  );
}

function Rubric({ draft, update }: { draft: PracticeDraft; update: Update }) {
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {RUBRIC_MIN}–{RUBRIC_MAX} criteria. Each is scored 0 (what poor looks like) to 4 (what good looks like); the total weighs them.
      </Typography.Paragraph>
      {draft.rubric.map((criterion, index) => {
        const id = `practice-criterion-${criterion.id}`;
        const name = `Criterion ${index + 1}`;
        return (
          <fieldset key={criterion.id} className="practice-fieldset">
            <legend>{name}</legend>
            <Field id={`${id}-name`} label="Name" required>
              <Input
                id={`${id}-name`}
                aria-label={`${name} name`}
                maxLength={200}
                value={criterion.name}
                onChange={(event) => update((current) => updateCriterion(current, criterion.id, { name: event.target.value }))}
              />
            </Field>
            <Field id={`${id}-weight`} label="Weight (1–10)">
              <InputNumber
                id={`${id}-weight`}
                aria-label={`${name} weight`}
                min={1}
                max={10}
                precision={0}
                value={criterion.weight}
                onChange={(weight) => update((current) => updateCriterion(current, criterion.id, { weight }))}
              />
            </Field>
            <Field id={`${id}-good`} label="What good looks like">
              <Input.TextArea
                id={`${id}-good`}
                aria-label={`${name}: what good looks like`}
                autoSize={{ minRows: 1, maxRows: 4 }}
                maxLength={1000}
                value={criterion.good}
                onChange={(event) => update((current) => updateCriterion(current, criterion.id, { good: event.target.value }))}
              />
            </Field>
            <Field id={`${id}-poor`} label="What poor looks like">
              <Input.TextArea
                id={`${id}-poor`}
                aria-label={`${name}: what poor looks like`}
                autoSize={{ minRows: 1, maxRows: 4 }}
                maxLength={1000}
                value={criterion.poor}
                onChange={(event) => update((current) => updateCriterion(current, criterion.id, { poor: event.target.value }))}
              />
            </Field>
            <Button
              danger
              size="small"
              disabled={draft.rubric.length <= RUBRIC_MIN}
              aria-label={`Remove criterion ${index + 1}`}
              onClick={() => update((current) => removeCriterion(current, criterion.id))}
            >
              Remove criterion
            </Button>
          </fieldset>
        );
      })}
      <div>
        <Button disabled={draft.rubric.length >= RUBRIC_MAX} onClick={() => update(addCriterion)}>
          Add criterion
        </Button>
      </div>
    </Flex>
  );
}

function GraphEditor({ draft, update, problem }: { draft: PracticeDraft; update: Update; problem: GraphError | null }) {
  const options = nodeOptions(draft);
  const [added, setAdded] = useState<string | null>(null);
  useEffect(() => {
    if (!added) return;
    document.getElementById(`practice-node-${added}-id`)?.focus();
  }, [added]);
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Each node is a persona line followed by {REPLIES_MIN}–{REPLIES_MAX} replies the learner chooses from; each reply has feedback,
        points on the rubric&apos;s criteria and the node it leads to. End nodes close the conversation. Every path must reach an end.
      </Typography.Paragraph>
      <Field id="practice-start-node" label="Start node">
        <Select
          id="practice-start-node"
          value={draft.start}
          options={options}
          onChange={(start: string) => update((current) => ({ ...current, start }))}
          popupMatchSelectWidth={false}
          className="practice-node-select"
        />
      </Field>
      <ol className="practice-nodes" aria-label="Scenario nodes">
        {draft.nodes.map((node, index) => (
          <li key={node.key}>
            <NodeEditor
              node={node}
              index={index}
              draft={draft}
              update={update}
              options={options}
              error={problem?.nodeKey === node.key ? problem.message : null}
            />
          </li>
        ))}
      </ol>
      <div>
        <Button
          onClick={() => {
            const result = addNode(draft);
            update(() => result.draft);
            setAdded(result.key);
          }}
        >
          Add node
        </Button>
      </div>
    </Flex>
  );
}

function NodeEditor({
  node,
  index,
  draft,
  update,
  options,
  error,
}: {
  node: NodeDraft;
  index: number;
  draft: PracticeDraft;
  update: Update;
  options: { value: string; label: string }[];
  error: string | null;
}) {
  const base = `practice-node-${node.key}`;
  const name = `Node ${index + 1}`;
  const isStart = draft.start === node.key;
  return (
    <section
      id={base}
      tabIndex={-1}
      aria-label={`${name}${node.id ? ` (${node.id})` : ''}`}
      className={error ? 'practice-node practice-node--error' : 'practice-node'}
    >
      <Flex justify="space-between" align="center" wrap gap={8} className="practice-node__head">
        <Typography.Text strong>
          {name}
          {isStart ? ' · start' : ''}
        </Typography.Text>
        <Button
          danger
          size="small"
          disabled={draft.nodes.length <= 1}
          aria-label={`Remove node ${index + 1}`}
          onClick={() => update((current) => removeNode(current, node.key))}
        >
          Remove node
        </Button>
      </Flex>
      {error ? <Alert type="error" role="alert" title={error} style={{ marginBottom: 12 }} /> : null}
      <Field id={`${base}-id`} label="Node id" extra="Lowercase letters, digits and dashes.">
        <Input
          id={`${base}-id`}
          aria-label={`${name} id`}
          maxLength={64}
          value={node.id}
          onChange={(event) => update((current) => updateNode(current, node.key, { id: event.target.value }))}
        />
      </Field>
      <Field id={`${base}-line`} label="Persona line">
        <Input.TextArea
          id={`${base}-line`}
          aria-label={`${name} persona line`}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={2000}
          value={node.line}
          onChange={(event) => update((current) => updateNode(current, node.key, { line: event.target.value }))}
        />
      </Field>
      <Form.Item className="practice-field">
        <Flex gap={8} align="center">
          <Switch
            id={`${base}-end`}
            aria-label={`${name} ends the conversation`}
            checked={node.end}
            onChange={(end) => update((current) => setNodeEnd(current, node.key, end))}
          />
          <label htmlFor={`${base}-end`}>End node (closes the conversation)</label>
        </Flex>
      </Form.Item>
      {node.end ? null : (
        <Flex vertical gap={12}>
          {node.replies.map((reply, replyIndex) => {
            const replyName = `${name} reply ${replyIndex + 1}`;
            const replyBase = `${base}-reply-${reply.key}`;
            return (
              <fieldset key={reply.key} className="practice-fieldset practice-reply">
                <legend>Reply {replyIndex + 1}</legend>
                <Field id={`${replyBase}-text`} label="What the learner says">
                  <Input.TextArea
                    id={`${replyBase}-text`}
                    aria-label={`${replyName} text`}
                    autoSize={{ minRows: 1, maxRows: 4 }}
                    maxLength={1000}
                    value={reply.text}
                    onChange={(event) => update((current) => updateReply(current, node.key, reply.key, { text: event.target.value }))}
                  />
                </Field>
                <Field id={`${replyBase}-feedback`} label="Feedback">
                  <Input.TextArea
                    id={`${replyBase}-feedback`}
                    aria-label={`${replyName} feedback`}
                    autoSize={{ minRows: 1, maxRows: 4 }}
                    maxLength={1000}
                    value={reply.feedback}
                    onChange={(event) => update((current) => updateReply(current, node.key, reply.key, { feedback: event.target.value }))}
                  />
                </Field>
                <fieldset className="practice-points">
                  <legend>Points per criterion (0–4; empty: not scored)</legend>
                  <Flex gap={8} wrap>
                    {draft.rubric.map((criterion, criterionIndex) => {
                      const label = criterion.name.trim() || `Criterion ${criterionIndex + 1}`;
                      const points = reply.scores[criterion.id];
                      return (
                        <label key={criterion.id} className="practice-points__item">
                          <span className="practice-points__name">{label}</span>
                          <Select
                            aria-label={`${replyName} points for ${label}`}
                            allowClear
                            placeholder="—"
                            value={points}
                            options={SCORE_OPTIONS}
                            onChange={(value?: number) =>
                              update((current) => setReplyScore(current, node.key, reply.key, criterion.id, value ?? null))
                            }
                            style={{ width: 80 }}
                          />
                        </label>
                      );
                    })}
                  </Flex>
                </fieldset>
                <Field id={`${replyBase}-next`} label="Next node">
                  <Select
                    id={`${replyBase}-next`}
                    aria-label={`${replyName} next node`}
                    value={reply.next || undefined}
                    placeholder="Choose the next node"
                    options={options}
                    onChange={(next: string) => update((current) => updateReply(current, node.key, reply.key, { next }))}
                    popupMatchSelectWidth={false}
                    className="practice-node-select"
                  />
                </Field>
                <Button
                  size="small"
                  danger
                  disabled={node.replies.length <= REPLIES_MIN}
                  aria-label={`Remove reply ${replyIndex + 1} of node ${index + 1}`}
                  onClick={() => update((current) => removeReply(current, node.key, reply.key))}
                >
                  Remove reply
                </Button>
              </fieldset>
            );
          })}
          <div>
            <Button
              size="small"
              disabled={node.replies.length >= REPLIES_MAX}
              aria-label={`Add reply to node ${index + 1}`}
              onClick={() => update((current) => addReply(current, node.key))}
            >
              Add reply
            </Button>
          </div>
        </Flex>
      )}
    </section>
  );
}
