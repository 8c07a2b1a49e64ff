import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Card, Checkbox, Flex, Form, Layout, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { errorStatus } from '@academy/api';
import {
  useDeletePathMutation,
  useGetAdminPathQuery,
  useGetPathStepOptionsQuery,
  usePublishPathMutation,
  useSetPathStepsMutation,
  useUnpublishPathMutation,
  useUpdatePathMutation,
  type AdminPathDto,
  type PathStepOptionsDto,
} from '@academy/api/admin';
import { showToast, useDocumentTitle } from '@academy/ui';
import { toastError, useConfirmDelete } from '../../lib/api';
import { CertificateValidityCard } from '../course-manage/CertificateValidityCard';
import { CreditsPanel } from '../course-manage/CreditsPanel';
import { PathFields, type PathFieldValues } from './PathFields';
import { CohortsPanel } from '../course-manage/CohortsPanel';
import { PathPricingCard } from './PathPricingCard';
import {
  addStep,
  draftOf,
  isChanged,
  moveStep,
  problemsOf,
  removeStep,
  STEP_KIND_LABELS,
  stepChoices,
  stepsInput,
  updateStep,
  type DraftStep,
} from './pathDraft';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';

const pageStyle = { width: '100%', maxWidth: 1000, margin: '0 auto', padding: '32px clamp(12px, 4vw, 24px)' } as const;

function DetailsCard({ path }: { path: AdminPathDto }) {
  const [form] = Form.useForm<PathFieldValues>();
  const [updatePath, { isLoading }] = useUpdatePathMutation();
  const save = async () => {
    let values: PathFieldValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await updatePath({ id: path.id, updatePathDto: { ...values, description: values.description ?? '' } }).unwrap();
      void showToast({ title: 'Path saved' });
    } catch (failure) {
      toastError(failure);
    }
  };
  return (
    <Card title="Details">
      <Form
        form={form}
        layout="vertical"
        name="path-details"
        initialValues={{
          title: path.title,
          levelLabel: path.levelLabel,
          certificateTitle: path.certificateTitle,
          description: path.description,
        }}
        onFinish={() => void save()}
      >
        <PathFields />
        <Typography.Paragraph type="secondary" style={{ overflowWrap: 'anywhere' }}>
          Address: /paths/{path.slug} (fixed once the path exists)
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save details
        </Button>
      </Form>
    </Card>
  );
}

function StepRow({
  step,
  index,
  draft,
  onChange,
}: {
  step: DraftStep;
  index: number;
  draft: DraftStep[];
  onChange: (draft: DraftStep[]) => void;
}) {
  const others = draft.filter((other) => other.key !== step.key);
  const selectId = `path-step-${index}-prerequisites`;
  return (
    <Card size="small" style={{ width: '100%', minWidth: 0 }}>
      <Flex vertical gap={8} style={{ minWidth: 0 }}>
        <Flex wrap gap={8} justify="space-between" align="center">
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {index + 1}. {step.title}
          </Typography.Text>
          <Space wrap size={4}>
            <Tag>{STEP_KIND_LABELS[step.kind]}</Tag>
            {step.courseDeleted ? <Tag color="red">Course deleted: learners no longer see this step</Tag> : null}
          </Space>
        </Flex>
        {step.lessonId !== null ? (
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            In {step.courseTitle}
          </Typography.Text>
        ) : null}
        <Checkbox
          checked={step.isRequired}
          onChange={(event) => onChange(updateStep(draft, step.key, { isRequired: event.target.checked }))}
        >
          Required to complete the path
        </Checkbox>
        <Flex vertical gap={4}>
          <label htmlFor={selectId}>Unlocks after</label>
          <Select
            id={selectId}
            mode="multiple"
            allowClear
            placeholder="Available from the start"
            value={step.prerequisites}
            onChange={(keys: string[]) => onChange(updateStep(draft, step.key, { prerequisites: keys }))}
            options={others.map((other) => ({ value: other.key, label: `${draft.indexOf(other) + 1}. ${other.title}` }))}
            style={{ width: '100%' }}
          />
        </Flex>
        <Flex wrap gap={8}>
          <Button onClick={() => onChange(moveStep(draft, index, -1))} disabled={index === 0} aria-label={`Move up: ${step.title}`}>
            Move up
          </Button>
          <Button
            onClick={() => onChange(moveStep(draft, index, 1))}
            disabled={index === draft.length - 1}
            aria-label={`Move down: ${step.title}`}
          >
            Move down
          </Button>
          <Button danger onClick={() => onChange(removeStep(draft, step.key))} aria-label={`Remove ${step.title}`}>
            Remove
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

function StepsCard({ path, options }: { path: AdminPathDto; options: PathStepOptionsDto | undefined }) {
  const saved = draftOf(path);
  const [draft, setDraft] = useState<DraftStep[]>(saved);
  const [adding, setAdding] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [setSteps, { isLoading }] = useSetPathStepsMutation();
  const changed = isChanged(draft, saved);
  const change = (next: DraftStep[]) => {
    setDraft(next);
    setProblems([]);
  };
  const save = async () => {
    try {
      await setSteps({ id: path.id, pathStepsInputDto: { steps: stepsInput(draft) } }).unwrap();
      setProblems([]);
      void showToast({ title: 'Steps saved' });
    } catch (failure) {
      setProblems(problemsOf(failure));
    }
  };
  const choices = options ? stepChoices(options, draft) : [];
  return (
    <Card title="Steps">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Learners take the steps in this order. A step unlocks when every step it comes after is complete: a course when its certificate is
          issued, a practice conversation or sourcing exercise when its lesson is completed.
        </Typography.Text>
        {draft.length === 0 ? <Typography.Text>No steps yet: add the first one below.</Typography.Text> : null}
        <ol
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}
          aria-label="Steps"
        >
          {draft.map((step, index) => (
            <li key={step.key}>
              <StepRow step={step} index={index} draft={draft} onChange={change} />
            </li>
          ))}
        </ol>
        <Flex wrap gap={8} align="flex-end">
          <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <label htmlFor="path-add-step">Add a step</label>
            <Select
              id="path-add-step"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Choose a course, practice conversation or sourcing exercise"
              value={adding}
              onChange={(key: string) => setAdding(key)}
              options={choices}
              loading={!options}
              style={{ width: '100%' }}
            />
          </Flex>
          <Button
            disabled={!adding || !options}
            onClick={() => {
              if (!adding || !options) return;
              change(addStep(draft, options, adding));
              setAdding(null);
            }}
          >
            Add step
          </Button>
        </Flex>
        {problems.length > 0 ? (
          <Alert
            type="error"
            showIcon
            title="The steps were not saved"
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            }
          />
        ) : null}
        <Flex wrap gap={8}>
          <Button type="primary" onClick={() => void save()} loading={isLoading} disabled={!changed}>
            Save steps
          </Button>
          <Button onClick={() => change(saved)} disabled={!changed}>
            Discard changes
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * /admin/paths/{id}: a path's details, its steps (order, required, prerequisites), the credits and
 * validity of its certificate, its pricing, publishing and deleting.
 */
export function PathEditorPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const path = useGetAdminPathQuery({ id }, { skip: !valid });
  const options = useGetPathStepOptionsQuery();
  const [publish, publishing] = usePublishPathMutation();
  const [unpublish, unpublishing] = useUnpublishPathMutation();
  const [deletePath] = useDeletePathMutation();
  const confirmDelete = useConfirmDelete();
  const navigate = useNavigate();
  useDocumentTitle(path.data ? `${path.data.title} · Admin` : 'Learning path · Admin');

  const toggle = async (current: AdminPathDto) => {
    try {
      if (current.isPublished) await unpublish({ id: current.id }).unwrap();
      else await publish({ id: current.id }).unwrap();
      void showToast({ title: current.isPublished ? 'Path unpublished' : 'Path published' });
    } catch (failure) {
      toastError(failure);
    }
  };

  let body;
  if (!valid || errorStatus(path.error) === 404) {
    body = <Alert type="warning" showIcon title="Path not found" description="This learning path does not exist, or was deleted." />;
  } else if (path.isError) {
    body = <LoadFailedAlert query={path} fallback="The path could not be loaded. Please try again." title="Error loading the path" />;
  } else if (!path.data) {
    body = <Skeleton active />;
  } else {
    const current = path.data;
    body = (
      <>
        <Flex justify="space-between" align="flex-start" wrap gap={16}>
          <div style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Typography.Title level={1} style={{ marginBottom: 4, overflowWrap: 'anywhere' }}>
              {current.title}
            </Typography.Title>
            <Space wrap size={4}>
              <Tag>{current.levelLabel}</Tag>
              {current.isPublished ? <Tag color="green">Published</Tag> : <Tag>Draft</Tag>}
            </Space>
          </div>
          <Flex wrap gap={8}>
            <Button
              type={current.isPublished ? 'default' : 'primary'}
              onClick={() => void toggle(current)}
              loading={publishing.isLoading || unpublishing.isLoading}
            >
              {current.isPublished ? 'Unpublish' : 'Publish'}
            </Button>
            <Link to={`/paths/${current.slug}`}>View page</Link>
            <Button
              danger
              onClick={() =>
                confirmDelete({
                  title: 'Delete learning path',
                  question: `Delete ${current.title}? It leaves the catalogue. Its courses and learners' progress in them stay.`,
                  remove: async () => {
                    await deletePath({ id: current.id }).unwrap();
                    void navigate('/admin/paths');
                  },
                  success: 'Path deleted',
                })
              }
            >
              Delete
            </Button>
          </Flex>
        </Flex>
        {/* Each card starts again from what is saved when that changes (a save), not when the path is published or refetched. */}
        <DetailsCard
          key={JSON.stringify([current.title, current.levelLabel, current.certificateTitle, current.description])}
          path={current}
        />
        <StepsCard key={JSON.stringify(stepsInput(draftOf(current)))} path={current} options={options.data} />
        <Card
          title={
            <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
              Credits
            </Typography.Title>
          }
        >
          <CreditsPanel subject={{ kind: 'path', id: current.id }} />
        </Card>
        <CertificateValidityCard subject={{ kind: 'path', id: current.id }} />
        <PathPricingCard pathId={current.id} />
        <Card>
          <CohortsPanel key={current.id} home={{ pathId: current.id }} />
        </Card>
      </>
    );
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={pageStyle}>
        <Flex vertical gap={24}>
          <Link to="/admin/paths">Back to learning paths</Link>
          {body}
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
