import { useEffect, useState } from 'react';
import { Button, Card, Flex, Form, Input, Modal, Select, Tag, Typography } from 'antd';
import {
  useLiftDiscussionSuspensionMutation,
  useListCourseStudentPageQuery,
  useListDiscussionSuspensionsQuery,
  useSuspendFromDiscussionsMutation,
  type SuspensionDto,
} from '@academy/api/admin';
import { displayName, formatDate, showToast } from '@academy/ui';
import { CardList } from '../../components/CardList';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { toastError } from '../../lib/api';

/** The longest reason the API takes. */
const REASON_MAX = 500;
const SEARCH_DELAY_MS = 300;
const LEARNER_OPTIONS = 20;

interface SuspendForm {
  userId: number;
  reason: string;
  /** 'YYYY-MM-DD', the last day of the suspension; empty: until lifted. */
  until?: string;
}

/** Today in the admin's time zone, as the date input writes it. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The end of the chosen day in the admin's time zone: the suspension covers that whole day. */
function endOfDay(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString();
}

/** The course's learners found by name or e-mail, for the suspension's learner field. */
function useLearnerSearch(courseId: number) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const students = useListCourseStudentPageQuery({ id: courseId, page: 1, pageSize: LEARNER_OPTIONS, ...(search ? { search } : {}) });
  const options = (students.data?.items ?? [])
    .filter((student) => student.role !== 'admin')
    .map((student) => ({ value: student.id, label: `${displayName(student)} (${student.email})` }));
  return { options, loading: students.isFetching, onSearch: setTyped };
}

function SuspendDialog({ courseId, onClose }: { courseId: number; onClose: () => void }) {
  const [form] = Form.useForm<SuspendForm>();
  const [suspend, { isLoading }] = useSuspendFromDiscussionsMutation();
  const learners = useLearnerSearch(courseId);
  const [minimum] = useState(today);
  const save = async () => {
    let values: SuspendForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await suspend({
        id: courseId,
        userId: values.userId,
        suspendDto: { reason: values.reason.trim(), until: values.until ? endOfDay(values.until) : null },
      }).unwrap();
      void showToast({ title: 'Learner suspended', description: 'They may read the course’s discussions but not post.' });
      onClose();
    } catch (failure) {
      toastError(failure);
    }
  };
  return (
    <Modal
      title="Suspend a learner"
      open
      okText="Suspend"
      cancelText="Cancel"
      okButtonProps={{ danger: true }}
      confirmLoading={isLoading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">
        A suspended learner still reads this course’s discussions but may not start threads, reply or edit their posts.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="suspend-learner">
        <Form.Item label="Learner" name="userId" rules={[{ required: true, message: 'Please choose a learner' }]}>
          <Select<number>
            placeholder="Search the course’s learners by name or e-mail"
            showSearch={{ filterOption: false, onSearch: learners.onSearch }}
            loading={learners.loading}
            options={learners.options}
            notFoundContent={learners.loading ? 'Searching…' : 'No learner of this course matches'}
          />
        </Form.Item>
        <Form.Item
          label="Reason"
          name="reason"
          rules={[
            { required: true, whitespace: true, message: 'Please give a reason for the suspension' },
            { max: REASON_MAX, message: `The reason must be at most ${REASON_MAX} characters` },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
        </Form.Item>
        <Form.Item
          label="Until (optional)"
          name="until"
          extra="The suspension covers this whole day. Leave it empty to suspend until you lift it."
          rules={[
            {
              validator: async (_, value?: string) =>
                !value || value >= minimum ? undefined : Promise.reject(new Error('Choose today or a later day')),
            },
          ]}
        >
          <Input type="date" min={minimum} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function SuspensionCard({ courseId, suspension }: { courseId: number; suspension: SuspensionDto }) {
  const [lift, { isLoading }] = useLiftDiscussionSuspensionMutation();
  const liftSuspension = async () => {
    try {
      await lift({ id: courseId, userId: suspension.userId }).unwrap();
      void showToast({ title: 'Suspension lifted', description: `${suspension.name} may post in the course again.` });
    } catch (failure) {
      toastError(failure);
    }
  };
  return (
    <Card size="small" style={{ width: '100%', minWidth: 0 }}>
      <Flex vertical gap={6} style={{ minWidth: 0 }}>
        <Flex wrap gap={8} justify="space-between" align="center">
          <Typography.Text style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            <Typography.Text strong>{suspension.name}</Typography.Text>
            <Typography.Text type="secondary"> · {suspension.email}</Typography.Text>
          </Typography.Text>
          {suspension.active ? <Tag color="red">Suspended</Tag> : <Tag>Ended</Tag>}
        </Flex>
        <Typography.Text type="secondary">
          Since {formatDate(suspension.createdAt)} · {suspension.until ? `until ${formatDate(suspension.until)}` : 'until lifted'}
        </Typography.Text>
        <Typography.Text style={{ overflowWrap: 'anywhere' }}>Reason: {suspension.reason}</Typography.Text>
        {suspension.active ? (
          <Flex>
            <Button
              size="small"
              loading={isLoading}
              aria-label={`Lift the suspension of ${suspension.name}`}
              onClick={() => void liftSuspension()}
            >
              Lift
            </Button>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}

/** Who may not post in the course's discussions (until a day, or until lifted), to suspend and lift. */
export function DiscussionSuspensions({ courseId }: { courseId: number }) {
  const suspensions = useListDiscussionSuspensionsQuery({ id: courseId });
  const [suspending, setSuspending] = useState(false);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            Posting suspensions
          </Typography.Title>
          <Typography.Text type="secondary">Learners who may read but not post in this course’s discussions.</Typography.Text>
        </div>
        <Button onClick={() => setSuspending(true)}>Suspend a learner</Button>
      </Flex>
      {suspensions.isError ? (
        <LoadFailedAlert
          query={suspensions}
          fallback="The suspensions could not be loaded. Please try again."
          title="Error loading suspensions"
        />
      ) : (
        <CardList
          rows={suspensions.data ?? []}
          rowKey={(suspension) => suspension.userId}
          loading={suspensions.isFetching}
          emptyText="Nobody is suspended from posting in this course."
          renderCard={(suspension) => <SuspensionCard courseId={courseId} suspension={suspension} />}
        />
      )}
      {suspending ? <SuspendDialog courseId={courseId} onClose={() => setSuspending(false)} /> : null}
    </Flex>
  );
}
