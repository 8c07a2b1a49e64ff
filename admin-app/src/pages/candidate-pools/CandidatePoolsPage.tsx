import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, Flex, Form, Input, Layout, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { errorCode, errorMessage } from '@academy/api';
import {
  useDeleteCandidatePoolMutation,
  useImportCandidatePoolMutation,
  useListCandidatePoolsQuery,
  useMakeDefaultCandidatePoolMutation,
  type CandidatePoolDto,
} from '@academy/api/admin';
import { formatDate, showToast, useDocumentTitle } from '@academy/ui';
import { CardList } from '../../components/CardList';
import { RowActions, type RowAction } from '../../components/RowActions';
import { toastError, useConfirmDelete } from '../../lib/api';
import { srOnly } from '../../lib/format';
import { usePhoneWidth } from '../../lib/usePhoneWidth';
import { importProblemOf, type ImportProblem } from '../../lib/sourcing';
import { ImportErrorsTable } from './ImportErrorsTable';
import '../../components/data-table.css';
import './candidate-pools.css';
import {
  CSV_EXAMPLE,
  JSON_EXAMPLE,
  POOL_COLUMNS,
  POOL_DESCRIPTION_MAX_LENGTH,
  POOL_FILE_ACCEPT,
  POOL_NAME_MAX_LENGTH,
  poolImportBody,
  poolImportProblems,
  type PoolImportValues,
} from './poolImport';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';

const pageStyle = { width: '100%', maxWidth: 1200, margin: '0 auto', padding: '32px clamp(12px, 4vw, 24px)' } as const;
const exampleStyle = {
  margin: 0,
  padding: 12,
  background: '#f6f8fa',
  borderRadius: 6,
  fontSize: 12,
  overflowX: 'auto',
  maxWidth: '100%',
} as const;

type Problems = Partial<Record<keyof PoolImportValues, string>>;

/** Name, description and a .csv or .json file; a refused file lists every bad row and nothing is imported. */
export function PoolImportForm() {
  const [values, setValues] = useState<PoolImportValues>({ name: '', description: '', file: null });
  const [problems, setProblems] = useState<Problems>({});
  const [refused, setRefused] = useState<ImportProblem | null>(null);
  const [importPool, { isLoading }] = useImportCandidatePoolMutation();
  const fileInput = useRef<HTMLInputElement>(null);
  const set = (change: Partial<PoolImportValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setProblems((current) => {
      const next = { ...current };
      for (const key of Object.keys(change) as (keyof PoolImportValues)[]) delete next[key];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = poolImportProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0 || !values.file) return;
    setRefused(null);
    try {
      // The generated type describes the multipart fields; the request itself carries the FormData.
      const pool = await importPool({
        body: poolImportBody({ ...values, file: values.file }) as unknown as Parameters<typeof importPool>[0]['body'],
      }).unwrap();
      void showToast({ title: 'Pool imported', description: `${pool.name}: ${pool.profileCount} profiles.` });
      setValues({ name: '', description: '', file: null });
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const badRows = importProblemOf(error);
      if (badRows) setRefused(badRows);
      else if (errorCode(error) === 'CANDIDATE_POOL_EXISTS') setProblems({ name: errorMessage(error, 'A pool with this name exists.') });
      else toastError(error);
    }
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Import a pool</h2>}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Import a pool">
        <Form layout="vertical" component="div">
          <Form.Item
            label="Pool name"
            htmlFor="pool-import-name"
            required
            validateStatus={problems.name ? 'error' : undefined}
            help={problems.name}
          >
            <Input
              id="pool-import-name"
              maxLength={POOL_NAME_MAX_LENGTH}
              value={values.name}
              onChange={(event) => set({ name: event.target.value })}
            />
          </Form.Item>
          <Form.Item
            label="Description"
            htmlFor="pool-import-description"
            extra="Optional: where the profiles come from, what they are for."
            validateStatus={problems.description ? 'error' : undefined}
            help={problems.description}
          >
            <Input.TextArea
              id="pool-import-description"
              autoSize={{ minRows: 2, maxRows: 5 }}
              maxLength={POOL_DESCRIPTION_MAX_LENGTH}
              value={values.description}
              onChange={(event) => set({ description: event.target.value })}
            />
          </Form.Item>
          <Form.Item
            label="CSV or JSON file"
            htmlFor="pool-import-file"
            required
            extra="Up to 50 MB and 200,000 profiles. The columns are described below."
            validateStatus={problems.file ? 'error' : undefined}
            help={problems.file}
          >
            <input
              ref={fileInput}
              id="pool-import-file"
              type="file"
              accept={POOL_FILE_ACCEPT}
              style={{ maxWidth: '100%' }}
              onChange={(event) => set({ file: event.target.files?.[0] ?? null })}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Import pool
          </Button>
        </Form>
      </form>
      {refused ? (
        <div style={{ marginTop: 16 }}>
          <ImportErrorsTable problem={refused} />
        </div>
      ) : null}
    </Card>
  );
}

function PoolsTable() {
  const pools = useListCandidatePoolsQuery();
  const [makeDefault] = useMakeDefaultCandidatePoolMutation();
  const [remove] = useDeleteCandidatePoolMutation();
  const confirmDelete = useConfirmDelete();
  const phone = usePhoneWidth();

  const setDefault = async (pool: CandidatePoolDto) => {
    try {
      await makeDefault({ id: pool.id }).unwrap();
      void showToast({ title: 'Default pool changed', description: `New Boolean search exercises start on ${pool.name}.` });
    } catch (error) {
      toastError(error);
    }
  };

  const actionsOf = (pool: CandidatePoolDto): RowAction[] => [
    ...(pool.isDefault ? [] : [{ key: 'default', label: 'Make default', onClick: () => void setDefault(pool) }]),
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      onClick: () =>
        confirmDelete({
          title: 'Delete pool?',
          question: `${pool.name} and its ${pool.profileCount} profiles will be deleted.`,
          remove: () => remove({ id: pool.id }).unwrap(),
          success: 'Pool deleted',
        }),
    },
  ];

  const columns: TableColumnsType<CandidatePoolDto> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, pool) => (
        <Flex vertical style={{ minWidth: 140 }}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {pool.name}
          </Typography.Text>
          {pool.description ? (
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              {pool.description}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { title: 'Profiles', dataIndex: 'profileCount', render: (count: number) => count.toLocaleString('en-US') },
    { title: 'Exercises', dataIndex: 'exerciseCount' },
    { title: 'Default', key: 'default', render: (_, pool) => (pool.isDefault ? <Tag color="blue">Default</Tag> : null) },
    { title: 'Created', dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
    {
      title: <span style={srOnly}>Actions</span>,
      key: 'actions',
      fixed: 'right',
      width: 56,
      render: (_, pool) => <RowActions name={pool.name} actions={actionsOf(pool)} />,
    },
  ];

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>Pools</h2>}>
      {pools.isError ? (
        <LoadFailedAlert query={pools} fallback="The pools could not be loaded. Please try again." />
      ) : phone ? (
        <CardList
          rows={pools.data ?? []}
          rowKey={(pool) => pool.id}
          loading={pools.isLoading}
          emptyText="No pools yet: import one below."
          renderCard={(pool) => <PoolCard pool={pool} actions={actionsOf(pool)} />}
        />
      ) : (
        <Table<CandidatePoolDto>
          caption={<span style={srOnly}>Candidate pools</span>}
          rowKey="id"
          columns={columns}
          dataSource={pools.data}
          loading={pools.isLoading}
          locale={{ emptyText: 'No pools yet: import one below.' }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: true }}
        />
      )}
    </Card>
  );
}

/** A pool on a phone: its name, the table's fields listed, and its actions as buttons. */
function PoolCard({ pool, actions }: { pool: CandidatePoolDto; actions: RowAction[] }) {
  return (
    <Card size="small" aria-label={pool.name} role="region">
      <div className="data-card-heading">{pool.name}</div>
      {pool.description ? (
        <Typography.Paragraph type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {pool.description}
        </Typography.Paragraph>
      ) : null}
      <dl className="data-card-fields">
        <div>
          <dt>Profiles</dt>
          <dd>{pool.profileCount.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Exercises</dt>
          <dd>{pool.exerciseCount}</dd>
        </div>
        <div>
          <dt>Default</dt>
          <dd>{pool.isDefault ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(pool.createdAt)}</dd>
        </div>
      </dl>
      <Flex wrap gap={8}>
        {actions.map((action) => (
          <Button
            key={action.key}
            size="small"
            danger={action.danger}
            onClick={action.onClick}
            aria-label={`${String(action.label)}: ${pool.name}`}
          >
            {action.label}
          </Button>
        ))}
      </Flex>
    </Card>
  );
}

function FileFormat() {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 18 }}>The file’s columns</h2>}>
      <Typography.Paragraph>
        A CSV file has a header row with these column names; a JSON file is a list of objects with them as keys. Every row is checked, and
        if any is wrong nothing is imported: you get each bad row’s line and what is wrong with it.
      </Typography.Paragraph>
      <dl className="pool-columns">
        {POOL_COLUMNS.map((column) => (
          <div key={column.name}>
            <dt>
              <Typography.Text code>{column.name}</Typography.Text>
            </dt>
            <dd>{column.description}</dd>
          </div>
        ))}
      </dl>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        A CSV example
      </Typography.Title>
      <pre style={exampleStyle} tabIndex={0} aria-label="A CSV example">
        {CSV_EXAMPLE}
      </pre>
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>
        The same in JSON
      </Typography.Title>
      <pre style={exampleStyle} tabIndex={0} aria-label="A JSON example">
        {JSON_EXAMPLE}
      </pre>
    </Card>
  );
}

/** /admin/candidate-pools: the pools Boolean search exercises search, importing one, the default for new exercises, deleting. */
export function CandidatePoolsPage() {
  useDocumentTitle('Candidate pools · Admin');
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={pageStyle}>
        <Flex vertical gap={24}>
          <Link to="/admin">Back to Admin</Link>
          <div>
            <Typography.Title level={1} style={{ marginBottom: 4 }}>
              Candidate pools
            </Typography.Title>
            <Typography.Text type="secondary">
              The profiles learners search in Boolean search exercises. New exercises start on the default pool; a pool used by an exercise
              cannot be deleted.
            </Typography.Text>
          </div>
          <PoolsTable />
          <PoolImportForm />
          <FileFormat />
        </Flex>
      </Layout.Content>
    </Layout>
  );
}
