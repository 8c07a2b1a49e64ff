import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator.js';
import { Roles } from '../../common/decorators/roles.decorator.js';
import { ErrorCode } from '../../common/errors/error-codes.js';
import { ParseRowIdPipe } from '../../common/pipes/parse-row-id.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import {
  CreateWebhookEndpointDto,
  UpdateWebhookEndpointDto,
  WebhookDeliveryDto,
  WebhookDeliveryPageDto,
  WebhookDeliveryQueryDto,
  WebhookEndpointDto,
  WebhookSecretDto,
} from './dto/webhook.dto.js';
import { WebhooksService } from './webhooks.service.js';

const endpointId = () => new ParseRowIdPipe(ErrorCode.WEBHOOK_ENDPOINT_NOT_FOUND, 'Webhook endpoint not found');
const SIGNING =
  'Each delivery is a POST of `{"type", "timestamp", "data"}` as JSON, signed as the Standard Webhooks specification describes (`webhook-id`, `webhook-timestamp`, `webhook-signature` headers).';

@ApiTags('webhooks')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Admins only' })
@Roles('admin')
@Controller('admin/webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOperation({
    summary: 'List webhook endpoints',
    description:
      'Every registered endpoint, newest first: URL, events, whether it is on (and why it was turned off), and its recent successes and failures. Secrets are never shown again.',
  })
  @ApiOkResponse({ type: [WebhookEndpointDto] })
  listWebhookEndpoints(): Promise<WebhookEndpointDto[]> {
    return this.webhooks.list();
  }

  @Post()
  @ApiOperation({
    summary: 'Register a webhook endpoint',
    description: `Registers a receiver for the chosen events. The response holds the signing secret once. ${SIGNING} The URL must be https; targets on private, loopback or link-local addresses are refused, here and again after DNS resolution at each delivery.`,
  })
  @ApiCreatedResponse({ type: WebhookSecretDto })
  @ApiBadRequestResponse({
    description: 'A URL that is not https, has credentials or names a private address; no events, or an unknown event',
  })
  createWebhookEndpoint(@CurrentUser() admin: User, @Body() body: CreateWebhookEndpointDto): Promise<WebhookSecretDto> {
    return this.webhooks.create(admin, body);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Change a webhook endpoint',
    description:
      'Changes the URL, description or events, or turns the endpoint off or on. Turning it on clears why it was turned off; deliveries that failed meanwhile can be sent again from the log.',
  })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiBadRequestResponse({ description: 'An invalid URL, description or event list' })
  @ApiNotFoundResponse({ description: 'Webhook endpoint not found' })
  updateWebhookEndpoint(
    @CurrentUser() admin: User,
    @Param('id', endpointId()) id: number,
    @Body() body: UpdateWebhookEndpointDto,
  ): Promise<WebhookEndpointDto> {
    return this.webhooks.update(admin, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Delete a webhook endpoint',
    description: 'The endpoint and its delivery log are deleted; nothing more is sent to it.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'Webhook endpoint not found' })
  async deleteWebhookEndpoint(@Param('id', endpointId()) id: number): Promise<void> {
    await this.webhooks.delete(id);
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Rotate a webhook signing secret',
    description:
      'Replaces the signing secret; the response holds the new one once. Every attempt from now on is signed with it, retries of earlier events included.',
  })
  @ApiOkResponse({ type: WebhookSecretDto })
  @ApiNotFoundResponse({ description: 'Webhook endpoint not found' })
  rotateWebhookSecret(@Param('id', endpointId()) id: number): Promise<WebhookSecretDto> {
    return this.webhooks.rotateSecret(id);
  }

  @Post(':id/test')
  @ApiOperation({
    summary: 'Send a test event',
    description: `Sends a \`webhook.test\` event to this endpoint alone, to check the receiver and its signature check. ${SIGNING} The answer is the new delivery; its outcome appears in the delivery log.`,
  })
  @ApiCreatedResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ description: 'Webhook endpoint not found' })
  @ApiConflictResponse({ description: 'The endpoint is turned off' })
  sendWebhookTest(@Param('id', endpointId()) id: number): Promise<WebhookDeliveryDto> {
    return this.webhooks.sendTest(id);
  }

  @Get(':id/deliveries')
  @ApiOperation({
    summary: 'List webhook deliveries',
    description:
      "A page of the endpoint's delivery log, newest first: the event, status, attempts, the last answer's HTTP status and duration, and why the last attempt failed.",
  })
  @ApiOkResponse({ type: WebhookDeliveryPageDto })
  @ApiBadRequestResponse({ description: 'page or pageSize out of range' })
  @ApiNotFoundResponse({ description: 'Webhook endpoint not found' })
  listWebhookDeliveries(@Param('id', endpointId()) id: number, @Query() query: WebhookDeliveryQueryDto): Promise<WebhookDeliveryPageDto> {
    return this.webhooks.deliveries(id, query.page, query.pageSize);
  }

  @Post(':id/deliveries/:deliveryId/redeliver')
  @ApiOperation({
    summary: 'Redeliver a webhook event',
    description:
      "Sends the delivery's event to the endpoint again, as a new delivery with the same `webhook-id` (receivers that already have it can drop it).",
  })
  @ApiCreatedResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ description: 'Webhook endpoint or delivery not found' })
  @ApiConflictResponse({ description: 'The endpoint is turned off' })
  redeliverWebhook(
    @Param('id', endpointId()) id: number,
    @Param('deliveryId', new ParseRowIdPipe(ErrorCode.WEBHOOK_DELIVERY_NOT_FOUND, 'Delivery not found')) deliveryId: number,
  ): Promise<WebhookDeliveryDto> {
    return this.webhooks.redeliver(id, deliveryId);
  }
}
