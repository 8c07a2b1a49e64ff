import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { OutgoingEmail } from './entities/outgoing-email.entity.js';
import { type MailParams, type MailTemplate, renderMail } from './templates.js';

/** How the product promises an e-mail: a row written by the caller's own flush, in the caller's transaction. */
@Injectable()
export class MailOutbox {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** Persists the e-mail in `em`; it is written (and later sent) only if the caller's flush commits. */
  add<T extends MailTemplate>(em: EntityManager, to: string, template: T, params: MailParams<T>): void {
    em.persist(
      em.create(OutgoingEmail, {
        queue: this.config.redis.queuePrefix,
        recipient: to,
        template,
        subject: renderMail(template, to, params).subject,
        params: params as Record<string, unknown>,
      }),
    );
  }
}
