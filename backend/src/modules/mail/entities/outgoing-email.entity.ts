import { defineEntity, p } from '@mikro-orm/core';
import { MAIL_TEMPLATE_NAMES } from '../templates.js';

/**
 * The transactional outbox: an e-mail the product has promised, written in the same transaction as
 * what it tells about. The relay puts its id on the queue; the worker renders and sends it.
 */
const OutgoingEmailSchema = defineEntity({
  name: 'OutgoingEmail',
  tableName: 'outgoing_emails',
  indexes: [
    {
      name: 'outgoing_emails_unsent_idx',
      expression:
        'create index "outgoing_emails_unsent_idx" on "outgoing_emails" ("queue", "id") where "sent_at" is null and "failed_at" is null',
    },
    {
      name: 'outgoing_emails_failed_idx',
      expression:
        'create index "outgoing_emails_failed_idx" on "outgoing_emails" ("queue", "failed_at" desc) where "failed_at" is not null',
    },
  ],
  properties: {
    id: p.integer().primary(),
    /** The queue prefix of the deployment that wrote it: only that deployment's relay moves it. */
    queue: p.string().length(100),
    recipient: p.string().length(320),
    template: p.enum(MAIL_TEMPLATE_NAMES),
    subject: p.string().length(500),
    /** The template's parameters; cleared once sent, since links in them may still be valid. */
    params: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    queuedAt: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
    failedAt: p.datetime().nullable(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
  },
});

export class OutgoingEmail extends OutgoingEmailSchema.class {}
OutgoingEmailSchema.setClass(OutgoingEmail);
export { OutgoingEmailSchema };
