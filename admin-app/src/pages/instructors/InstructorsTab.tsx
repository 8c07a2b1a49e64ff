import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Card, Flex, Form, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { InstructorAvatar, InstructorList } from './InstructorList';
import {
  IMAGE_UPLOAD_ACCEPT,
  IMAGE_UPLOAD_HINT,
  useCreateInstructorMutation,
  useDeleteInstructorMutation,
  useListInstructorsQuery,
  useRemoveInstructorPhotoMutation,
  useUpdateInstructorMutation,
  useUploadInstructorPhotoMutation,
  type InstructorDto,
} from '@academy/api';
import { showToast } from '@academy/ui';
import { courseImageProblem } from '../../components/CourseImageField';
import { toastError, useConfirmDelete } from '../../lib/api';
import { EMPTY_INSTRUCTOR, formValuesOf, instructorRequestOf, type InstructorFormValues } from './instructorForm';

/** The Instructors tab of /admin: profiles shown on course pages, with add, edit and delete. */
export function InstructorsTab() {
  const instructors = useListInstructorsQuery();
  const [editing, setEditing] = useState<InstructorDto | 'new' | null>(null);
  const [deleteInstructor] = useDeleteInstructorMutation();
  const confirmDeletion = useConfirmDelete();

  const confirmDelete = (instructor: InstructorDto) =>
    confirmDeletion({
      title: 'Delete instructor',
      question: `Delete ${instructor.name}? The instructor is taken off every course.`,
      remove: () => deleteInstructor({ id: instructor.id }).unwrap(),
      success: 'Instructor deleted!',
    });

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          Instructors
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing('new')}>
          Add Instructor
        </Button>
      </Flex>
      <Typography.Text type="secondary">Attach instructors to a course in its Instructors tab (Manage course).</Typography.Text>
      {instructors.isError ? (
        <Typography.Text type="danger" role="alert">
          The instructors could not be loaded.{' '}
          <Button type="link" onClick={() => void instructors.refetch()} style={{ padding: 0 }}>
            Try again
          </Button>
        </Typography.Text>
      ) : (
        <InstructorList loading={instructors.isLoading} empty="No instructors yet." items={instructors.data}>
          {(instructor) => (
            <>
              <Flex gap={12} align="center" style={{ flex: '1 1 220px', minWidth: 0 }}>
                <InstructorAvatar name={instructor.name} photoUrl={instructor.photoUrl} size={48} />
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                    {instructor.name}
                  </Typography.Text>
                  {instructor.title ? (
                    <div>
                      <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                        {instructor.title}
                      </Typography.Text>
                    </div>
                  ) : null}
                  {instructor.credentials.length > 0 ? (
                    <Flex wrap gap={4} style={{ marginTop: 4 }}>
                      {instructor.credentials.map((credential) => (
                        <Tag key={credential} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
                          {credential}
                        </Tag>
                      ))}
                    </Flex>
                  ) : null}
                </div>
              </Flex>
              <Space wrap>
                <Button onClick={() => setEditing(instructor)} aria-label={`Edit ${instructor.name}`}>
                  Edit
                </Button>
                <Button danger onClick={() => confirmDelete(instructor)} aria-label={`Delete ${instructor.name}`}>
                  Delete
                </Button>
              </Space>
            </>
          )}
        </InstructorList>
      )}
      {editing !== null ? (
        <InstructorDialog
          key={editing === 'new' ? 'new' : editing.id}
          instructor={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  );
}

function InstructorDialog({ instructor, onClose }: { instructor: InstructorDto | null; onClose: () => void }) {
  const [form] = Form.useForm<InstructorFormValues>();
  const [createInstructor, creating] = useCreateInstructorMutation();
  const [updateInstructor, updating] = useUpdateInstructorMutation();
  const [uploadPhoto, uploading] = useUploadInstructorPhotoMutation();
  const [removePhoto, removing] = useRemoveInstructorPhotoMutation();
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const [photoRemoved, setPhotoRemoved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Created already, its photo upload then failed: saving again updates it rather than adding another.
  const [created, setCreated] = useState<InstructorDto | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const isEdit = instructor !== null;

  useEffect(() => () => (photo ? URL.revokeObjectURL(photo.preview) : undefined), [photo]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const wrong = courseImageProblem(file);
    setProblem(wrong);
    if (!wrong) {
      setPhoto({ file, preview: URL.createObjectURL(file) });
      setPhotoRemoved(false);
    }
  };

  const save = async () => {
    const request = instructorRequestOf(form.getFieldsValue(true) as InstructorFormValues);
    if ('problem' in request) {
      void showToast({ title: 'Missing Information', description: request.problem, variant: 'destructive' });
      return;
    }
    try {
      const existing = instructor ?? created;
      const saved = existing
        ? await updateInstructor({ id: existing.id, updateInstructorDto: request.body }).unwrap()
        : await createInstructor({ createInstructorDto: request.body }).unwrap();
      if (!existing) setCreated(saved);
      if (photo) {
        const body = new FormData();
        body.append('file', photo.file);
        // The generated type describes the multipart field; the request itself carries the FormData.
        await uploadPhoto({ id: saved.id, body: body as unknown as { file: Blob } }).unwrap();
      } else if (photoRemoved && instructor?.photoUrl) {
        await removePhoto({ id: saved.id }).unwrap();
      }
      void showToast({ title: isEdit ? 'Instructor updated!' : 'Instructor created!' });
      onClose();
    } catch (error) {
      toastError(error);
    }
  };

  const shownPhoto = photo?.preview ?? (photoRemoved ? null : (instructor?.photoUrl ?? null));
  return (
    <Modal
      title={isEdit ? 'Edit Instructor' : 'Add Instructor'}
      open
      okText={isEdit ? 'Save Instructor' : 'Create Instructor'}
      cancelText="Cancel"
      confirmLoading={creating.isLoading || updating.isLoading || uploading.isLoading || removing.isLoading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="instructor" initialValues={instructor ? formValuesOf(instructor) : EMPTY_INSTRUCTOR}>
        <Form.Item label="Name" name="name" required>
          <Input autoFocus maxLength={120} />
        </Form.Item>
        <Form.Item label="Title" name="title" extra="e.g. Head of Talent Acquisition">
          <Input maxLength={160} />
        </Form.Item>
        <Form.Item label="Bio" name="bio" extra="Plain text; a blank line starts a new paragraph.">
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.Item label="Credentials" name="credentials" extra="Type one and press Enter, e.g. SHRM-SCP.">
          <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} />
        </Form.Item>
        <Typography.Text strong>Links</Typography.Text>
        <Form.List name="links">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8} style={{ margin: '8px 0 16px' }}>
              {fields.map((field, index) => (
                <Card key={field.key} size="small">
                  <Form.Item label={`Link ${index + 1} label`} name={[field.name, 'label']} style={{ marginBottom: 8 }}>
                    <Input placeholder="LinkedIn" maxLength={60} />
                  </Form.Item>
                  <Form.Item label={`Link ${index + 1} address`} name={[field.name, 'url']} style={{ marginBottom: 8 }}>
                    <Input type="url" placeholder="https://" maxLength={500} />
                  </Form.Item>
                  <Button size="small" onClick={() => remove(field.name)}>
                    Remove link {index + 1}
                  </Button>
                </Card>
              ))}
              {fields.length < 8 ? (
                <Button onClick={() => add({ label: '', url: '' })} style={{ alignSelf: 'flex-start' }}>
                  Add link
                </Button>
              ) : null}
            </Flex>
          )}
        </Form.List>
        <Flex vertical gap={8} role="group" aria-labelledby="instructor-photo-label">
          <Typography.Text strong id="instructor-photo-label">
            Photo
          </Typography.Text>
          <Flex gap={12} align="center" wrap>
            <InstructorAvatar
              name={(form.getFieldValue('name') as string | undefined) ?? instructor?.name ?? ''}
              photoUrl={shownPhoto}
              size={64}
              alt="Photo preview"
            />
            <Button onClick={() => fileInput.current?.click()}>{shownPhoto ? 'Replace photo' : 'Upload photo'}</Button>
            {shownPhoto ? (
              <Button
                danger
                onClick={() => {
                  setPhoto(null);
                  setPhotoRemoved(true);
                }}
              >
                Remove photo
              </Button>
            ) : null}
          </Flex>
          <Typography.Text type="secondary">{IMAGE_UPLOAD_HINT} Cropped to a square; saved with the instructor.</Typography.Text>
          {problem ? (
            <Typography.Text type="danger" role="alert">
              {problem}
            </Typography.Text>
          ) : null}
          <input ref={fileInput} type="file" accept={IMAGE_UPLOAD_ACCEPT} hidden tabIndex={-1} aria-label="Photo file" onChange={choose} />
        </Flex>
      </Form>
    </Modal>
  );
}
