import { useState } from 'react';
import { App, Flex, Form, Input, Modal, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import {
  useDeleteUserMutation,
  useSendVerificationEmailMutation,
  useSignOutEverywhereMutation,
  useUpdateUserMutation,
  type UserDto,
} from '@academy/api';
import { displayName, formatDate, relativeTimeOrNever, ROLE_LABELS, showToast } from '@academy/ui';
import { RoleTag } from '../../components/RoleTag';
import { RowActions } from '../../components/RowActions';
import { toastError, useConfirmDelete } from '../../lib/api';
import { srOnly, type Role } from '../../lib/format';

const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as Role[]).map((value) => ({ value, label: ROLE_LABELS[value] }));

/**
 * Users tab of /admin: the table (with whether each address is confirmed), the edit dialog (e-mail
 * read-only), delete, a new verification e-mail for an unconfirmed address, and signing a user out
 * of every session.
 */
export function UsersTab({ users, loading }: { users: UserDto[] | undefined; loading: boolean }) {
  const confirmDeletion = useConfirmDelete();
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [deleteUser] = useDeleteUserMutation();
  const [sendVerification] = useSendVerificationEmailMutation();
  const [signOutEverywhere] = useSignOutEverywhereMutation();
  const [sendingTo, setSendingTo] = useState<number | null>(null);

  const resendVerification = async (user: UserDto) => {
    setSendingTo(user.id);
    try {
      await sendVerification({ id: user.id }).unwrap();
      void showToast({ title: 'Verification e-mail sent', description: `A new confirmation link is on its way to ${user.email}.` });
    } catch (error) {
      toastError(error);
    } finally {
      setSendingTo(null);
    }
  };

  const confirmSignOut = (user: UserDto) => {
    modal.confirm({
      title: 'Sign out everywhere',
      content: `Sign ${displayName(user)} (${user.email}) out of every browser and device? They can sign in again with their password.`,
      okText: 'Sign out everywhere',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await signOutEverywhere({ id: user.id }).unwrap();
          void showToast({ title: 'Signed out everywhere', description: `${user.email} has been signed out of every session.` });
        } catch (error) {
          toastError(error);
        }
      },
    });
  };

  const confirmDelete = (user: UserDto) =>
    confirmDeletion({
      title: 'Delete user',
      question: `Are you sure you want to delete ${displayName(user)} (${user.email})?`,
      remove: () => deleteUser({ id: user.id }).unwrap(),
      success: 'User deleted',
    });

  const columns: TableColumnsType<UserDto> = [
    { title: 'Name', key: 'name', render: (_, user) => displayName(user) },
    { title: 'Email', dataIndex: 'email' },
    {
      title: 'Role',
      dataIndex: 'role',
      render: (role: Role) => <RoleTag role={role} />,
    },
    {
      title: 'Verified',
      dataIndex: 'emailVerified',
      render: (verified: boolean) => <Tag color={verified ? 'green' : 'gold'}>{verified ? 'Yes' : 'No'}</Tag>,
    },
    { title: 'Joined', dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
    { title: 'Last Active', dataIndex: 'lastActiveAt', render: (value: string | null) => relativeTimeOrNever(value) },
    {
      title: <span style={srOnly}>Actions</span>,
      key: 'actions',
      width: 56,
      render: (_, user) => (
        <RowActions
          name={user.email}
          actions={[
            { key: 'edit', label: 'Edit', onClick: () => setEditing(user) },
            ...(user.emailVerified || sendingTo === user.id
              ? []
              : [{ key: 'verify', label: 'Resend verification', onClick: () => void resendVerification(user) }]),
            { key: 'sign-out', label: 'Sign out everywhere', onClick: () => confirmSignOut(user) },
            { key: 'delete', label: 'Delete', danger: true, onClick: () => confirmDelete(user) },
          ]}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
        Users
      </Typography.Title>
      <Table<UserDto>
        caption={<span style={srOnly}>Users</span>}
        rowKey="id"
        columns={columns}
        dataSource={users}
        loading={loading}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: true }}
      />
      {editing && <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}

interface UserForm {
  firstName: string;
  lastName: string;
  role: Role;
}

function EditUserDialog({ user, onClose }: { user: UserDto; onClose: () => void }) {
  const [form] = Form.useForm<UserForm>();
  const [updateUser, { isLoading }] = useUpdateUserMutation();

  const save = async () => {
    let values: UserForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await updateUser({
        id: user.id,
        updateUserDto: { firstName: values.firstName.trim(), lastName: values.lastName.trim(), role: values.role, email: user.email },
      }).unwrap();
      void showToast({ title: 'User updated!' });
      onClose();
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Modal
      title="Edit User"
      open
      okText="Save Changes"
      cancelText="Cancel"
      confirmLoading={isLoading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="edit-user"
        initialValues={{ firstName: user.firstName, lastName: user.lastName, role: user.role }}
      >
        <Form.Item label="Email" htmlFor="edit-user-email" extra="The e-mail address cannot be changed.">
          <Input id="edit-user-email" value={user.email} readOnly disabled />
        </Form.Item>
        <Form.Item label="First Name" name="firstName" rules={[{ required: true, whitespace: true, message: 'First name is required' }]}>
          <Input autoFocus />
        </Form.Item>
        <Form.Item label="Last Name" name="lastName" rules={[{ required: true, whitespace: true, message: 'Last name is required' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Role" name="role" rules={[{ required: true, message: 'Required' }]}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
