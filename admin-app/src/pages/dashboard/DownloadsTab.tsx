import { useState } from 'react';
import { Button, Col, Flex, Form, Input, InputNumber, Modal, Row, Select, Tag, Typography } from 'antd';
import {
  UPLOAD_HINT,
  useCreateDownloadMutation,
  useDeleteDownloadMutation,
  useUpdateDownloadMutation,
  type DownloadDto,
  type DownloadInputDto,
} from '@academy/api';
import { useSearchDownloadsQuery, type SearchDownloadsApiArg } from '@academy/api/admin';
import { showToast } from '@academy/ui';
import { FileUploadButton } from '../../components/FileUploadButton';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { RowActions } from '../../components/RowActions';
import { toastError, useConfirmDelete } from '../../lib/api';
import { queryArgs, useTableState, type TableSpec } from '../../lib/tableState';

type Category = DownloadDto['category'];
type FileType = DownloadDto['fileType'];

const CATEGORY_LABELS: Record<Category, string> = {
  'recruitment-process': 'Recruitment Process',
  'interview-techniques': 'Interview Techniques',
  'candidate-sourcing': 'Candidate Sourcing',
  'employer-branding': 'Employer Branding',
  'compliance-legal': 'Compliance & Legal',
  'analytics-reporting': 'Analytics & Reporting',
};
const FILE_TYPES: FileType[] = ['PDF', 'Template', 'Checklist', 'Guide', 'Other'];
const CATEGORY_OPTIONS = (Object.keys(CATEGORY_LABELS) as Category[]).map((value) => ({ value, label: CATEGORY_LABELS[value] }));

type DownloadFilter = 'category' | 'fileType';
type DownloadSort = NonNullable<SearchDownloadsApiArg['sort']>;

/** The Downloads table's search, filters, sort and page in the address (`downloads.q`, `downloads.category`, ...). */
export const DOWNLOADS_TABLE: TableSpec<DownloadFilter, DownloadSort> = {
  prefix: 'downloads',
  filters: { category: Object.keys(CATEGORY_LABELS), fileType: FILE_TYPES },
  sorts: ['title', 'category', 'fileType', 'fileSize', 'createdAt'],
};

/** What the dialog edits: a download being created (no id) or edited (the id held). */
interface Editing {
  id: number | null;
  values: DownloadForm;
}

interface DownloadForm {
  title: string;
  description: string;
  fileUrl: string;
  fileName: string;
  fileType?: FileType;
  category: Category;
  fileSize: number | null;
}

const EMPTY: DownloadForm = {
  title: '',
  description: '',
  fileUrl: '',
  fileName: '',
  fileType: undefined,
  category: 'recruitment-process',
  fileSize: null,
};

/** Downloads tab of /admin: the table (searched, filtered, sorted and paged on the server), the create/edit dialog and delete. */
export function DownloadsTab() {
  const confirmDeletion = useConfirmDelete();
  const [state, update] = useTableState(DOWNLOADS_TABLE);
  const page = useSearchDownloadsQuery(queryArgs(state) as SearchDownloadsApiArg);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleteDownload] = useDeleteDownloadMutation();

  const confirmDelete = (download: DownloadDto) =>
    confirmDeletion({
      title: 'Delete download',
      question: 'Are you sure you want to delete this download?',
      remove: () => deleteDownload({ id: download.id }).unwrap(),
      success: 'Download deleted!',
    });

  const edit = (download: DownloadDto) =>
    setEditing({
      id: download.id,
      values: {
        title: download.title,
        description: download.description,
        fileUrl: download.fileUrl,
        fileName: download.fileName,
        fileType: download.fileType,
        category: download.category,
        fileSize: download.fileSize,
      },
    });

  const columns: DataColumn<DownloadDto>[] = [
    { key: 'title', title: 'Title', sort: 'title', sortLabels: ['A–Z', 'Z–A'], primary: true, render: (download) => download.title },
    {
      key: 'category',
      title: 'Category',
      sort: 'category',
      sortLabels: ['A–Z', 'Z–A'],
      render: (download) => CATEGORY_LABELS[download.category],
    },
    {
      key: 'fileType',
      title: 'File Type',
      sort: 'fileType',
      sortLabels: ['A–Z', 'Z–A'],
      render: (download) => <Tag>{download.fileType}</Tag>,
    },
    {
      key: 'file',
      title: 'File',
      sort: 'fileSize',
      sortLabels: ['smallest first', 'largest first'],
      render: (download) => (
        <a href={download.fileUrl} target="_blank" rel="noopener noreferrer">
          {download.fileName}
        </a>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Downloads
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing({ id: null, values: EMPTY })}>
          Add Download
        </Button>
      </Flex>
      <DataTable<DownloadDto, DownloadFilter, DownloadSort>
        label="Downloads"
        noun={['download', 'downloads']}
        rowKey={(download) => download.id}
        columns={columns}
        rows={page.data?.items}
        total={page.data?.total ?? 0}
        loading={page.isFetching}
        state={state}
        update={update}
        defaultSort={{ sort: 'createdAt', order: 'desc' }}
        searchLabel="Search downloads by title"
        filters={[
          { name: 'category', label: 'Category', options: CATEGORY_OPTIONS },
          { name: 'fileType', label: 'File Type', options: FILE_TYPES.map((value) => ({ value, label: value })) },
        ]}
        emptyText={state.q || Object.keys(state.filters).length > 0 ? 'No downloads match.' : 'No downloads yet.'}
        actions={(download) => (
          <RowActions
            name={download.title}
            actions={[
              { key: 'edit', label: 'Edit', onClick: () => edit(download) },
              { key: 'delete', label: 'Delete', danger: true, onClick: () => confirmDelete(download) },
            ]}
          />
        )}
      />
      {editing && <DownloadDialog key={editing.id ?? 'new'} editing={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}

function DownloadDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const [form] = Form.useForm<DownloadForm>();
  const [createDownload, creating] = useCreateDownloadMutation();
  const [updateDownload, updating] = useUpdateDownloadMutation();
  const isEdit = editing.id !== null;

  const save = async () => {
    const values = form.getFieldsValue(true) as DownloadForm;
    const title = values.title?.trim() ?? '';
    const fileUrl = values.fileUrl?.trim() ?? '';
    const fileName = values.fileName?.trim() ?? '';
    if (!title || !fileUrl || !values.fileType || !fileName) {
      void showToast({ title: 'Missing Information', description: 'Please fill in all required fields.', variant: 'destructive' });
      return;
    }
    const downloadInputDto: DownloadInputDto = {
      title,
      description: values.description?.trim() ?? '',
      fileUrl,
      fileName,
      fileType: values.fileType,
      category: values.category ?? 'recruitment-process',
      fileSize: values.fileSize ?? null,
    };
    try {
      if (editing.id !== null) {
        await updateDownload({ id: editing.id, downloadInputDto }).unwrap();
        void showToast({ title: 'Download updated!' });
      } else {
        await createDownload({ downloadInputDto }).unwrap();
        void showToast({ title: 'Download created!' });
      }
      onClose();
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Modal
      title={isEdit ? 'Edit Download' : 'Create Download'}
      open
      okText={isEdit ? 'Update Download' : 'Create Download'}
      cancelText="Cancel"
      confirmLoading={creating.isLoading || updating.isLoading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="download" initialValues={editing.values}>
        <Form.Item label="Title" name="title" required>
          <Input autoFocus />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label="File URL" name="fileUrl" required extra={`An http or https address, or upload a file: ${UPLOAD_HINT}`}>
          <Input type="url" placeholder="https://" />
        </Form.Item>
        <FileUploadButton
          onUploaded={(stored) => form.setFieldsValue({ fileUrl: stored.fileUrl, fileName: stored.fileName, fileSize: stored.fileSize })}
          uploadedMessage={(fileName) => `${fileName} is ready: save the download to publish it.`}
        />
        <Row gutter={16}>
          <Col xs={24} sm={14}>
            <Form.Item label="File Name" name="fileName" required>
              <Input placeholder="e.g. interview-checklist.pdf" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item label="File Size (bytes)" name="fileSize">
              <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10}>
            <Form.Item label="File Type" name="fileType" required>
              <Select options={FILE_TYPES.map((value) => ({ value, label: value }))} placeholder="Select file type" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={14}>
            <Form.Item label="Category" name="category">
              <Select options={CATEGORY_OPTIONS} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
