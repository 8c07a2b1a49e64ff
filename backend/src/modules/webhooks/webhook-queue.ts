export const WEBHOOKS_QUEUE = 'webhooks';

/** All a webhook job carries: which delivery to attempt. Everything else is read from the database. */
export interface WebhookJob {
  deliveryId: number;
}
