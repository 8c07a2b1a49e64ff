import { useState } from 'react';
import { Alert, Form, Modal, Select, Typography } from 'antd';
import { errorMessage, useGetCourseQuery, useSetCourseSpecificAccessMutation } from '@academy/api';
import { useListUsersQuery } from '@academy/api/admin';
import { displayName, showToast } from '@academy/ui';

interface Course {
  id: number;
  title: string;
}

interface Props {
  course: Course | null;
  onClose: () => void;
}

/**
 * Grant-access dialog: specific non-admin users who get the course whatever its access level.
 * The selection starts from the course's specificUserAccess; Grant Access saves it, Cancel drops
 * the changes (the next opening starts again from what the server holds).
 */
export function GrantAccessDialog({ course, onClose }: Props) {
  return course ? <GrantAccessForm key={course.id} course={course} onClose={onClose} /> : null;
}

function GrantAccessForm({ course, onClose }: { course: Course; onClose: () => void }) {
  const detail = useGetCourseQuery({ id: course.id });
  // Every account, loaded only while the dialog is open (the Users tab reads a page at a time).
  const { data: users = [], isLoading: usersLoading } = useListUsersQuery();
  const [setAccess, { isLoading }] = useSetCourseSpecificAccessMutation();
  const [selection, setSelection] = useState<number[] | null>(null);
  const selected = selection ?? detail.data?.specificUserAccess ?? [];
  const learners = users.filter((user) => user.role !== 'admin');

  const cancel = () => {
    setSelection(null);
    onClose();
  };

  const confirm = async () => {
    try {
      await setAccess({ id: course.id, specificAccessDto: { userIds: selected } }).unwrap();
      void showToast({ title: 'Access granted successfully', description: 'The user has been granted access to this course.' });
      onClose();
    } catch (error) {
      void showToast({ title: 'Failed to grant access', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Modal
      title="Grant Access"
      open
      okText={isLoading ? 'Granting...' : 'Grant Access'}
      cancelText="Cancel"
      confirmLoading={isLoading}
      okButtonProps={{ disabled: detail.isLoading || detail.isError }}
      onOk={() => void confirm()}
      onCancel={cancel}
    >
      <Typography.Paragraph>
        Choose the users who get access to <strong>{course.title}</strong> regardless of their subscription. Admins already see every
        course.
      </Typography.Paragraph>
      {detail.isError ? (
        <Alert type="error" title={errorMessage(detail.error, 'The course could not be loaded.')} />
      ) : (
        <Form layout="vertical">
          <Form.Item label="Users with access" htmlFor="grant-access-users">
            <Select
              id="grant-access-users"
              mode="multiple"
              allowClear
              loading={detail.isLoading || usersLoading}
              placeholder="Select users"
              value={selected}
              onChange={setSelection}
              optionFilterProp="label"
              options={learners.map((user) => ({ value: user.id, label: `${displayName(user)} (${user.email})` }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
