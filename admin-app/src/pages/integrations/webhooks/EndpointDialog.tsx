import { Button, Checkbox, Flex, Form, Input, Modal, Typography } from 'antd';
import {
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  type WebhookEndpointDto,
  type WebhookEventType,
  type WebhookSecretDto,
} from '@academy/api/admin';
import { showToast } from '@academy/ui';
import { toastError } from '../../../lib/api';
import { EVENT_DESCRIPTIONS, EVENT_TYPES } from './events';

interface EndpointForm {
  url: string;
  description: string;
  events: WebhookEventType[];
}

/** Adds an endpoint (then its secret is shown once) or changes one: URL, description and events. */
export function EndpointDialog({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpointDto | null;
  onClose: () => void;
  onCreated: (result: WebhookSecretDto) => void;
}) {
  const [form] = Form.useForm<EndpointForm>();
  const [createEndpoint, creating] = useCreateWebhookEndpointMutation();
  const [updateEndpoint, updating] = useUpdateWebhookEndpointMutation();

  const save = async () => {
    let values: EndpointForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = { url: values.url.trim(), description: (values.description ?? '').trim(), events: values.events };
    try {
      if (endpoint) {
        await updateEndpoint({ id: endpoint.id, updateWebhookEndpointDto: body }).unwrap();
        void showToast({ title: 'Endpoint updated' });
        onClose();
      } else {
        onCreated(await createEndpoint({ createWebhookEndpointDto: body }).unwrap());
      }
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Modal
      title={endpoint ? 'Edit endpoint' : 'Add endpoint'}
      open
      okText={endpoint ? 'Save changes' : 'Add endpoint'}
      cancelText="Cancel"
      confirmLoading={creating.isLoading || updating.isLoading}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        name="webhook-endpoint"
        initialValues={{ url: endpoint?.url ?? '', description: endpoint?.description ?? '', events: endpoint?.events ?? [] }}
      >
        <Form.Item
          label="URL"
          name="url"
          extra="Where the academy POSTs each event: an https address of your system."
          rules={[
            { required: true, whitespace: true, message: 'Please enter the endpoint URL' },
            { max: 2048, message: 'At most 2048 characters' },
          ]}
        >
          <Input autoFocus inputMode="url" placeholder="https://hooks.example.com/academy" maxLength={2048} />
        </Form.Item>
        <Form.Item label="Description" name="description" rules={[{ max: 500, message: 'At most 500 characters' }]}>
          <Input placeholder="What the endpoint is for, e.g. the tool that receives it" maxLength={500} />
        </Form.Item>
        <Form.Item
          label={
            <Flex gap={8} align="center">
              Events
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => form.setFieldValue('events', EVENT_TYPES)}>
                Select all
              </Button>
            </Flex>
          }
          name="events"
          rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one event' }]}
        >
          <Checkbox.Group style={{ width: '100%' }}>
            <Flex vertical gap={8}>
              {EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type}>
                  <Typography.Text code>{type}</Typography.Text>{' '}
                  <Typography.Text type="secondary">{EVENT_DESCRIPTIONS[type]}</Typography.Text>
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
