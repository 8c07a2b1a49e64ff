import { useState } from 'react';
import { App, Flex, Form, Input, Modal, Select, Tag, Typography } from 'antd';
import { type UserDto } from '@academy/api';
import {
  useDeleteUserMutation,
  useSearchUsersQuery,
  type SearchUsersApiArg,
  useSendVerificationEmailMutation,
  useSignOutEverywhereMutation,
  useUpdateUserMutation,
} from '@academy/api/admin';
import { displayName, formatDate, relativeTimeOrNever, ROLE_LABELS, showToast } from '@academy/ui';
import { RoleTag } from '../../components/RoleTag';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { RowActions } from '../../components/RowActions';
import { toastError, useConfirmDelete } from '../../lib/api';
import { type Role } from '../../lib/format';
import { queryArgs, useTableState, type TableSpec } from '../../lib/tableState';

const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as Role[]).map((value) => ({ value, label: ROLE_LABELS[value] }));

type UserFilter = 'role' | 'verified';
type UserSort = NonNullable<SearchUsersApiArg['sort']>;

/** The Users table's search, filters, sort and page in the address (`users.q`, `users.role`, ...). */
export const USERS_TABLE: TableSpec<UserFilter, UserSort> = {
  prefix: 'users',
  filters: { role: Object.keys(ROLE_LABELS), verified: ['true', 'false'] },
  sorts: ['name', 'email', 'role', 'createdAt', 'lastActiveAt'],
};

/**
 * Users tab of /admin: the table (searched, filtered, sorted and paged on the server; with whether
 * each address is confirmed), the edit dialog (e-mail
 * read-only), delete, a new verification e-mail for an unconfirmed address, and signing a user out
 * of every session.
 */
export function UsersTab() {
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

  const [state, update] = useTableState(USERS_TABLE);
  const { verified, ...filters } = state.filters;
  const page = useSearchUsersQuery({
    ...queryArgs({ ...state, filters }),
    ...(verified ? { verified: verified === 'true' } : {}),
  } as SearchUsersApiArg);

  const columns: DataColumn<UserDto>[] = [
    { key: 'name', title: 'Name', sort: 'name', sortLabels: ['A–Z', 'Z–A'], render: (user) => displayName(user) },
    { key: 'email', title: 'Email', sort: 'email', sortLabels: ['A–Z', 'Z–A'], primary: true, render: (user) => user.email },
    { key: 'role', title: 'Role', sort: 'role', sortLabels: ['A–Z', 'Z–A'], render: (user) => <RoleTag role={user.role} /> },
    {
      key: 'verified',
      title: 'Verified',
      render: (user) => <Tag color={user.emailVerified ? 'green' : 'gold'}>{user.emailVerified ? 'Yes' : 'No'}</Tag>,
    },
    {
      key: 'joined',
      title: 'Joined',
      sort: 'createdAt',
      sortLabels: ['oldest first', 'newest first'],
      render: (user) => formatDate(user.createdAt),
    },
    {
      key: 'lastActive',
      title: 'Last Active',
      sort: 'lastActiveAt',
      sortLabels: ['longest ago first', 'most recent first'],
      render: (user) => relativeTimeOrNever(user.lastActiveAt),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
        Users
      </Typography.Title>
      <DataTable<UserDto, UserFilter, UserSort>
        label="Users"
        noun={['user', 'users']}
        rowKey={(user) => user.id}
        columns={columns}
        rows={page.data?.items}
        total={page.data?.total ?? 0}
        loading={page.isFetching}
        state={state}
        update={update}
        defaultSort={{ sort: 'createdAt', order: 'desc' }}
        searchLabel="Search users by name or e-mail"
        filters={[
          { name: 'role', label: 'Role', options: ROLE_OPTIONS },
          {
            name: 'verified',
            label: 'Verified',
            options: [
              { value: 'true', label: 'Verified' },
              { value: 'false', label: 'Not verified' },
            ],
          },
        ]}
        emptyText={state.q || Object.keys(state.filters).length > 0 ? 'No users match.' : 'No users yet.'}
        actions={(user) => (
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
        )}
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
