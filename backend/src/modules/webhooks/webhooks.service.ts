import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../common/errors/app-error.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { User } from '../users/entities/user.entity.js';
import { classifyHostWithoutLookup } from '../../common/security/address-guard.js';
import type {
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
  WebhookDeliveryDto,
  WebhookDeliveryPageDto,
  WebhookEndpointDto,
  WebhookSecretDto,
} from './dto/webhook.dto.js';
import { WebhookDelivery } from './entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from './entities/webhook-endpoint.entity.js';
import { WebhookEvent } from './entities/webhook-event.entity.js';
import { WEBHOOK_TEST_EVENT, type WebhookEventType } from './public/webhook-event-types.js';
import { webhookId } from './webhook-message.js';
import { WebhooksRepository } from './webhooks.repository.js';

const MAX_URL_LENGTH = 2048;
const iso = (date: Date | string | null | undefined) => (date ? new Date(date).toISOString() : null);

/** A new signing secret in the Standard Webhooks format: `whsec_` and 32 random bytes in base64. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** Admins' endpoints: registering, changing, turning off and on, their secrets, delivery logs and redeliveries. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: WebhooksRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async list(): Promise<WebhookEndpointDto[]> {
    const endpoints = await this.em.find(WebhookEndpoint, {}, { orderBy: { id: 'desc' } });
    return endpoints.map(toEndpointDto);
  }

  async create(admin: User, input: CreateWebhookEndpointDto): Promise<WebhookSecretDto> {
    const secret = newSecret();
    const endpoint = this.em.create(WebhookEndpoint, {
      url: this.checkedUrl(input.url),
      description: input.description ?? '',
      events: input.events,
      secret,
      createdBy: this.em.getReference(User, admin.id),
    });
    await this.em.flush();
    return { endpoint: toEndpointDto(endpoint), secret };
  }

  /** Turning an endpoint back on clears why it was turned off and its failure streak. */
  async update(admin: User, id: number, input: UpdateWebhookEndpointDto): Promise<WebhookEndpointDto> {
    return this.em.transactional(async (em) => {
      const endpoint = await this.endpoint(em, id);
      if (input.url !== undefined) endpoint.url = this.checkedUrl(input.url);
      if (input.description !== undefined) endpoint.description = input.description;
      if (input.events !== undefined) endpoint.events = input.events;
      if (input.enabled === true && endpoint.disabledAt) {
        Object.assign(endpoint, { disabledAt: null, disabledReason: null, consecutiveFailures: 0 });
      } else if (input.enabled === false && !endpoint.disabledAt) {
        Object.assign(endpoint, { disabledAt: new Date(), disabledReason: `Turned off by ${admin.displayName}` });
      }
      return toEndpointDto(endpoint);
    });
  }

  /** The endpoint and its delivery log go; deliveries still queued find nothing to do. */
  async delete(id: number): Promise<void> {
    const deleted = await this.em.nativeDelete(WebhookEndpoint, { id });
    if (deleted === 0) throw endpointNotFound();
  }

  /** A new secret signs every attempt from now on, retries of earlier events included; the old one stops at once. */
  async rotateSecret(id: number): Promise<WebhookSecretDto> {
    return this.em.transactional(async (em) => {
      const endpoint = await this.endpoint(em, id);
      endpoint.secret = newSecret();
      return { endpoint: toEndpointDto(endpoint), secret: endpoint.secret };
    });
  }

  /** A page of the endpoint's delivery log, newest first. Two statements, whatever the page. */
  async deliveries(id: number, page: number, pageSize: number): Promise<WebhookDeliveryPageDto> {
    const [count, rows] = await Promise.all([
      this.repository.deliveryTotal(id),
      this.repository.deliveries(id, { limit: pageSize, offset: (page - 1) * pageSize }),
    ]);
    if (!count) throw endpointNotFound();
    return {
      items: rows.map((row) =>
        toDeliveryDto({
          id: row.id,
          eventId: row.event_id,
          eventType: row.event_type,
          status: row.status,
          attempts: row.attempts,
          responseStatus: row.response_status,
          durationMs: row.duration_ms,
          lastError: row.last_error,
          responseExcerpt: row.response_excerpt,
          createdAt: row.created_at,
          lastAttemptAt: row.last_attempt_at,
          finishedAt: row.finished_at,
        }),
      ),
      total: count.total,
      page,
      pageSize,
    };
  }

  /** Sends the delivery's event to its endpoint again, as a new delivery with the same `webhook-id`. */
  async redeliver(endpointId: number, deliveryId: number): Promise<WebhookDeliveryDto> {
    return this.em.transactional(async (em) => {
      const original = await em.findOne(WebhookDelivery, { id: deliveryId, endpoint: endpointId }, { populate: ['endpoint', 'event'] });
      if (!original) {
        await this.endpoint(em, endpointId);
        throw new AppError(ErrorCode.WEBHOOK_DELIVERY_NOT_FOUND, 'Delivery not found');
      }
      this.assertEnabled(original.endpoint);
      const delivery = em.create(WebhookDelivery, { endpoint: original.endpoint, event: original.event, status: 'pending', attempts: 0 });
      await em.flush();
      return toDeliveryDto({ ...delivery, eventId: original.event.id, eventType: original.event.type });
    });
  }

  /** A `webhook.test` event for this endpoint alone, to check the receiver and its signature check. */
  async sendTest(endpointId: number): Promise<WebhookDeliveryDto> {
    return this.em.transactional(async (em) => {
      const endpoint = await this.endpoint(em, endpointId);
      this.assertEnabled(endpoint);
      const occurredAt = new Date();
      const event = em.create(WebhookEvent, {
        type: WEBHOOK_TEST_EVENT,
        data: { endpointId: endpoint.id, message: 'A test event from Recruiting Academy', occurredAt: occurredAt.toISOString() },
        occurredAt,
        dispatchedAt: occurredAt,
      });
      const delivery = em.create(WebhookDelivery, { endpoint, event, status: 'pending', attempts: 0 });
      await em.flush();
      return toDeliveryDto({ ...delivery, eventId: event.id, eventType: event.type });
    });
  }

  /**
   * An http(s) URL without credentials, on https unless it is a loopback receiver that the settings
   * allow. A host that is an address (or `localhost`) that delivery would refuse is refused now; a
   * name is checked at each delivery, after resolving it.
   */
  private checkedUrl(raw: string): string {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw urlRefused('Enter a full URL, such as https://hooks.example.com/academy');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw urlRefused('The URL must start with https://');
    if (url.username || url.password)
      throw urlRefused('The URL must not contain a user name or password: each delivery is signed with the endpoint secret instead');
    const kind = classifyHostWithoutLookup(url.hostname);
    const loopbackAllowed = kind === 'loopback' && this.config.webhooks.allowLoopback;
    if (kind === 'private') throw urlRefused(`Refused: ${url.hostname} is a private or reserved address, which webhooks may not reach`);
    if (kind === 'loopback' && !loopbackAllowed)
      throw urlRefused(`Refused: ${url.hostname} is a loopback address, which webhooks may not reach`);
    if (url.protocol === 'http:' && !loopbackAllowed) throw urlRefused('The URL must start with https://');
    if (url.href.length > MAX_URL_LENGTH) throw urlRefused(`The URL must be at most ${MAX_URL_LENGTH} characters`);
    return url.href;
  }

  private assertEnabled(endpoint: WebhookEndpoint): void {
    if (endpoint.disabledAt) throw new AppError(ErrorCode.WEBHOOK_ENDPOINT_DISABLED, 'This endpoint is turned off. Turn it on first.');
  }

  private async endpoint(em: EntityManager, id: number): Promise<WebhookEndpoint> {
    const endpoint = await em.findOne(WebhookEndpoint, { id });
    if (!endpoint) throw endpointNotFound();
    return endpoint;
  }
}

const endpointNotFound = () => new AppError(ErrorCode.WEBHOOK_ENDPOINT_NOT_FOUND, 'Webhook endpoint not found');
const urlRefused = (message: string) => new AppError(ErrorCode.WEBHOOK_URL_REFUSED, message);

function toEndpointDto(endpoint: WebhookEndpoint): WebhookEndpointDto {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events as WebhookEventType[],
    enabled: !endpoint.disabledAt,
    disabledAt: iso(endpoint.disabledAt),
    disabledReason: endpoint.disabledReason ?? null,
    consecutiveFailures: endpoint.consecutiveFailures,
    lastSuccessAt: iso(endpoint.lastSuccessAt),
    lastFailureAt: iso(endpoint.lastFailureAt),
    createdAt: iso(endpoint.createdAt)!,
  };
}

interface DeliveryFields {
  id: number;
  eventId: number;
  eventType: string;
  status: WebhookDelivery['status'];
  attempts: number;
  responseStatus?: number | null;
  durationMs?: number | null;
  lastError?: string | null;
  responseExcerpt?: string | null;
  createdAt: Date | string;
  lastAttemptAt?: Date | string | null;
  finishedAt?: Date | string | null;
}

function toDeliveryDto(delivery: DeliveryFields): WebhookDeliveryDto {
  return {
    id: delivery.id,
    webhookId: webhookId({ id: delivery.eventId }),
    eventType: delivery.eventType as WebhookDeliveryDto['eventType'],
    status: delivery.status,
    attempts: delivery.attempts,
    responseStatus: delivery.responseStatus ?? null,
    durationMs: delivery.durationMs ?? null,
    error: delivery.lastError ?? null,
    responseExcerpt: delivery.responseExcerpt ?? null,
    createdAt: iso(delivery.createdAt)!,
    lastAttemptAt: iso(delivery.lastAttemptAt),
    finishedAt: iso(delivery.finishedAt),
  };
}
