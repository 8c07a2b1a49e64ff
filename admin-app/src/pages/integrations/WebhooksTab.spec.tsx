/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, notification } from 'antd';
import type { WebhookDeliveryDto, WebhookEndpointDto } from '@academy/api/admin';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import AdminArea from '../../AdminArea';

const ENDPOINTS = 'GET /api/admin/webhooks';
const SECRET = `whsec_${'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo'.slice(0, 40)}abc=`;

function endpoint(overrides: Partial<WebhookEndpointDto> = {}): WebhookEndpointDto {
  return {
    id: 1,
    url: 'https://hooks.example.com/academy',
    description: 'Greenhouse ATS',
    events: ['user.registered', 'course.completed'],
    enabled: true,
    disabledAt: null,
    disabledReason: null,
    consecutiveFailures: 0,
    lastSuccessAt: null,
    lastFailureAt: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

function delivery(overrides: Partial<WebhookDeliveryDto> = {}): WebhookDeliveryDto {
  return {
    id: 10,
    webhookId: 'msg_42',
    eventType: 'course.completed',
    status: 'succeeded',
    attempts: 1,
    responseStatus: 200,
    durationMs: 87,
    error: null,
    responseExcerpt: 'ok',
    createdAt: '2026-11-23T09:00:00.000Z',
    lastAttemptAt: '2026-11-23T09:00:01.000Z',
    finishedAt: '2026-11-23T09:00:01.000Z',
    ...overrides,
  };
}

async function openWebhooksTab(endpoints: WebhookEndpointDto[]) {
  const api = stubFetch({ [ENDPOINTS]: { body: endpoints }, 'GET /api/admin/api-tokens': { body: [] } });
  renderScreen(<AdminArea NotFound={() => <h1>404 Page Not Found</h1>} />, { url: '/admin/integrations', path: '/admin/*' });
  fireEvent.click(await screen.findByRole('tab', { name: 'Webhooks' }));
  await screen.findByRole('heading', { level: 2, name: 'Webhooks' });
  return api;
}

const endpointRows = async () =>
  within(await screen.findByRole('table', { name: 'Webhook endpoints' }))
    .getAllByRole('row')
    .slice(1);

async function chooseAction(url: string, action: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${url}` }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

afterEach(() => {
  act(() => {
    notification.destroy();
    Modal.destroyAll();
  });
});

describe('Webhooks tab', () => {
  it('lists the endpoints with their events and whether they are on, and why not', async () => {
    await openWebhooksTab([
      endpoint({ consecutiveFailures: 2 }),
      endpoint({
        id: 2,
        url: 'https://crm.example.com/in',
        description: '',
        events: ['payment.succeeded'],
        enabled: false,
        disabledAt: '2026-11-22T09:00:00.000Z',
        disabledReason: 'Turned off after a delivery failed 8 times: The receiver answered 500',
      }),
    ]);
    const rows = await waitFor(async () => {
      const found = await endpointRows();
      expect(found).toHaveLength(2);
      return found;
    });
    expect(within(rows[0]).getByText('https://hooks.example.com/academy')).toBeTruthy();
    expect(within(rows[0]).getByText('Greenhouse ATS')).toBeTruthy();
    expect(within(rows[0]).getByText('course.completed')).toBeTruthy();
    expect(within(rows[0]).getByText('Enabled')).toBeTruthy();
    expect(within(rows[0]).getByText('2 failed attempts in a row')).toBeTruthy();
    expect(within(rows[1]).getByText('Disabled')).toBeTruthy();
    expect(within(rows[1]).getByText('Turned off after a delivery failed 8 times: The receiver answered 500')).toBeTruthy();
  });

  it('adds an endpoint with the chosen events, then shows its signing secret once', async () => {
    const api = await openWebhooksTab([]);
    api.answer('POST /api/admin/webhooks', {
      status: 201,
      body: { endpoint: endpoint({ id: 5, events: ['user.registered'] }), secret: SECRET },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText('Please enter the endpoint URL')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one event')).toBeTruthy();
    expect(api.requestsTo('POST /api/admin/webhooks')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: ' https://hooks.example.com/academy ' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Greenhouse ATS' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /user\.registered/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const shown = await screen.findByRole('dialog', { name: 'Endpoint added' });
    expect(api.requestsTo('POST /api/admin/webhooks')[0].body).toEqual({
      url: 'https://hooks.example.com/academy',
      description: 'Greenhouse ATS',
      events: ['user.registered'],
    });
    expect(within(shown).getByText('Copy the signing secret now: it will not be shown again.')).toBeTruthy();
    expect(within(shown).getAllByText(SECRET).length).toBeGreaterThan(0);
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it('subscribes an endpoint to every event with Select all when editing it', async () => {
    const api = await openWebhooksTab([endpoint()]);
    api.answer('PATCH /api/admin/webhooks/1', { body: endpoint() });
    await chooseAction('https://hooks.example.com/academy', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit endpoint' });
    expect((within(dialog).getByLabelText('URL') as HTMLInputElement).value).toBe('https://hooks.example.com/academy');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select all' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requestsTo('PATCH /api/admin/webhooks/1')).toHaveLength(1));
    expect((api.requestsTo('PATCH /api/admin/webhooks/1')[0].body as { events: string[] }).events).toHaveLength(12);
  });

  it('shows the delivery log and redelivers a delivery', async () => {
    const api = await openWebhooksTab([endpoint()]);
    api.answer('GET /api/admin/webhooks/1/deliveries', {
      body: {
        items: [
          delivery(),
          delivery({
            id: 9,
            webhookId: 'msg_41',
            eventType: 'user.registered',
            status: 'failed',
            attempts: 8,
            responseStatus: 500,
            durationMs: 1200,
            error: 'The receiver answered 500',
          }),
          delivery({
            id: 8,
            webhookId: 'msg_40',
            eventType: 'webhook.test',
            status: 'pending',
            attempts: 0,
            responseStatus: null,
            durationMs: null,
            lastAttemptAt: null,
          }),
        ],
        total: 3,
        page: 1,
        pageSize: 20,
      },
    });
    api.answer('POST /api/admin/webhooks/1/deliveries/9/redeliver', {
      status: 201,
      body: delivery({ id: 11, webhookId: 'msg_41', status: 'pending', attempts: 0 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deliveries of https://hooks.example.com/academy' }));
    const log = await screen.findByRole('dialog', { name: 'Delivery log' });
    const table = await within(log).findByRole('table', { name: 'Deliveries' });
    const rows = await waitFor(() => {
      const found = within(table).getAllByRole('row').slice(1);
      expect(found).toHaveLength(3);
      return found;
    });
    expect(within(rows[0]).getByText('Delivered')).toBeTruthy();
    expect(within(rows[0]).getByText('87 ms')).toBeTruthy();
    expect(within(rows[1]).getByText('Failed')).toBeTruthy();
    expect(within(rows[1]).getByText('The receiver answered 500')).toBeTruthy();
    expect(within(rows[1]).getByText('500')).toBeTruthy();
    expect(within(rows[1]).getByText('8')).toBeTruthy();
    expect(within(rows[2]).getByText('Pending')).toBeTruthy();
    expect(within(rows[2]).getByText('webhook.test (test event)')).toBeTruthy();

    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Redeliver msg_41' }));
    await waitFor(() => expect(api.requestsTo('POST /api/admin/webhooks/1/deliveries/9/redeliver')).toHaveLength(1));
    expect(await screen.findByText('user.registered (msg_41) is on its way again.')).toBeTruthy();
  });

  it('turns a disabled endpoint back on, rotates a secret and deletes after confirming', async () => {
    const api = await openWebhooksTab([
      endpoint({ enabled: false, disabledAt: '2026-11-22T09:00:00.000Z', disabledReason: 'Turned off by Ada Admin' }),
    ]);
    api.answer('PATCH /api/admin/webhooks/1', { body: endpoint() });
    api.answer('POST /api/admin/webhooks/1/rotate-secret', { body: { endpoint: endpoint(), secret: SECRET } });
    api.answer('DELETE /api/admin/webhooks/1', { status: 204 });

    await chooseAction('https://hooks.example.com/academy', 'Turn on');
    await waitFor(() => expect(api.requestsTo('PATCH /api/admin/webhooks/1')).toHaveLength(1));
    expect(api.requestsTo('PATCH /api/admin/webhooks/1')[0].body).toEqual({ enabled: true });

    await chooseAction('https://hooks.example.com/academy', 'Rotate secret');
    const confirmRotate = await screen.findByRole('dialog', { name: 'Rotate signing secret' });
    fireEvent.click(within(confirmRotate).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New signing secret' });
    expect(within(shown).getAllByText(SECRET).length).toBeGreaterThan(0);
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));

    await chooseAction('https://hooks.example.com/academy', 'Delete');
    const confirmDelete = await screen.findByRole('dialog', { name: 'Delete endpoint' });
    fireEvent.click(within(confirmDelete).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requestsTo('DELETE /api/admin/webhooks/1')).toHaveLength(1));
    expect(await screen.findByText('Endpoint deleted')).toBeTruthy();
  });
});
