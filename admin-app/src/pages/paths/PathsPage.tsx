import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Form, Layout, Modal, Space, Tag, Typography } from 'antd';
import {
  useCreatePathMutation,
  useDeletePathMutation,
  useListAdminPathsQuery,
  usePublishPathMutation,
  useReorderPathsMutation,
  useUnpublishPathMutation,
  type AdminPathSummaryDto,
} from '@academy/api/admin';
import { showToast, useDocumentTitle } from '@academy/ui';
import { CardList } from '../../components/CardList';
import { toastError, useConfirmDelete } from '../../lib/api';
import { PathFields, type PathFieldValues } from './PathFields';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';

const pageStyle = { width: '100%', maxWidth: 1000, margin: '0 auto', padding: '32px clamp(12px, 4vw, 24px)' } as const;

function NewPathDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<PathFieldValues>();
  const [createPath, { isLoading }] = useCreatePathMutation();
  const navigate = useNavigate();
  const save = async () => {
    let values: PathFieldValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const path = await createPath({ createPathDto: values }).unwrap();
      void showToast({ title: 'Path created', description: 'Add its steps, then publish it.' });
      onClose();
      void navigate(`/admin/paths/${path.id}`);
    } catch (failure) {
      toastError(failure);
    }
  };
  return (
    <Modal
      title="New learning path"
      open
      okText="Create path"
      cancelText="Cancel"
      confirmLoading={isLoading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="new-path">
        <PathFields />
      </Form>
    </Modal>
  );
}

function PathCard({
  path,
  index,
  count,
  onMove,
  moving,
}: {
  path: AdminPathSummaryDto;
  index: number;
  count: number;
  onMove: (index: number, offset: -1 | 1) => void;
  moving: boolean;
}) {
  const [publish, publishing] = usePublishPathMutation();
  const [unpublish, unpublishing] = useUnpublishPathMutation();
  const [deletePath] = useDeletePathMutation();
  const confirmDelete = useConfirmDelete();
  const navigate = useNavigate();
  const toggle = async () => {
    try {
      if (path.isPublished) await unpublish({ id: path.id }).unwrap();
      else await publish({ id: path.id }).unwrap();
      void showToast({ title: path.isPublished ? 'Path unpublished' : 'Path published' });
    } catch (failure) {
      toastError(failure);
    }
  };
  return (
    <Card size="small" style={{ width: '100%', minWidth: 0 }}>
      <Flex vertical gap={8} style={{ minWidth: 0 }}>
        <Flex wrap gap={8} justify="space-between" align="center">
          <Link to={`/admin/paths/${path.id}`} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {path.title}
          </Link>
          <Space wrap size={4}>
            <Tag>{path.levelLabel}</Tag>
            {path.isPublished ? <Tag color="green">Published</Tag> : <Tag>Draft</Tag>}
          </Space>
        </Flex>
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {path.stepCount} {path.stepCount === 1 ? 'step' : 'steps'}
          {path.requiredStepCount < path.stepCount ? ` (${path.requiredStepCount} required)` : ''} · Certificate: {path.certificateTitle}
        </Typography.Text>
        <Flex wrap gap={8}>
          <Button onClick={() => onMove(index, -1)} disabled={index === 0 || moving} aria-label={`Move up: ${path.title}`}>
            Move up
          </Button>
          <Button onClick={() => onMove(index, 1)} disabled={index === count - 1 || moving} aria-label={`Move down: ${path.title}`}>
            Move down
          </Button>
          <Button onClick={() => void navigate(`/admin/paths/${path.id}`)} aria-label={`Edit ${path.title}`}>
            Edit
          </Button>
          <Button
            onClick={() => void toggle()}
            loading={publishing.isLoading || unpublishing.isLoading}
            aria-label={`${path.isPublished ? 'Unpublish' : 'Publish'} ${path.title}`}
          >
            {path.isPublished ? 'Unpublish' : 'Publish'}
          </Button>
          <Button
            danger
            aria-label={`Delete ${path.title}`}
            onClick={() =>
              confirmDelete({
                title: 'Delete learning path',
                question: `Delete ${path.title}? It leaves the catalogue. Its courses and learners' progress in them stay.`,
                remove: () => deletePath({ id: path.id }).unwrap(),
                success: 'Path deleted',
              })
            }
          >
            Delete
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/** /admin/paths: the learning paths in catalogue order, to create, order, publish, edit and delete. */
export function PathsPage() {
  useDocumentTitle('Learning paths · Admin');
  const paths = useListAdminPathsQuery();
  const [reorder, { isLoading: moving }] = useReorderPathsMutation();
  const [creating, setCreating] = useState(false);
  const move = async (index: number, offset: -1 | 1) => {
    const ids = (paths.data ?? []).map((path) => path.id);
    const target = index + offset;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target], ids[index]];
    try {
      await reorder({ reorderPathsDto: { pathIds: ids } }).unwrap();
    } catch (failure) {
      toastError(failure);
    }
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Content style={pageStyle}>
        <Flex vertical gap={24}>
          <Link to="/admin">Back to Admin</Link>
          <Flex justify="space-between" align="flex-start" wrap gap={16}>
            <div style={{ flex: '1 1 260px', minWidth: 0 }}>
              <Typography.Title level={1} style={{ marginBottom: 4 }}>
                Learning paths
              </Typography.Title>
              <Typography.Text type="secondary">
                Ordered steps (courses, practice conversations and sourcing exercises) leading to a certification. The catalogue shows
                published paths in this order.
              </Typography.Text>
            </div>
            <Button type="primary" onClick={() => setCreating(true)}>
              New path
            </Button>
          </Flex>
          {paths.isError ? (
            <LoadFailedAlert
              query={paths}
              fallback="The learning paths could not be loaded. Please try again."
              title="Error loading learning paths"
            />
          ) : (
            <CardList
              rows={paths.data ?? []}
              rowKey={(path) => path.id}
              loading={paths.isFetching}
              emptyText="No learning paths yet."
              renderCard={(path) => (
                <PathCard
                  path={path}
                  index={(paths.data ?? []).indexOf(path)}
                  count={paths.data?.length ?? 0}
                  onMove={(index, offset) => void move(index, offset)}
                  moving={moving}
                />
              )}
            />
          )}
        </Flex>
        {creating ? <NewPathDialog onClose={() => setCreating(false)} /> : null}
      </Layout.Content>
    </Layout>
  );
}
