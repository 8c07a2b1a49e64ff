import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { kysely } from '../../database/kysely.js';
import { answersWithin } from '../../infrastructure/answers-within.js';
import { ShutdownState } from '../../infrastructure/graceful-shutdown.js';
import { MAIL_QUEUE } from '../mail/public/mail.constants.js';
import type { HealthDetailsDto } from './dto/health.dto.js';

const CHECK_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly em: EntityManager,
    @InjectQueue(MAIL_QUEUE) private readonly mailQueue: Queue,
    private readonly shutdown: ShutdownState,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** `draining` once this server is stopping, so that load balancers send new requests elsewhere. */
  async check(): Promise<HealthDetailsDto> {
    const [db, redis] = await Promise.all([
      answersWithin(() => this.ping(), CHECK_TIMEOUT_MS),
      answersWithin(() => this.mailQueue.count(), CHECK_TIMEOUT_MS),
    ]);
    const status = this.shutdown.draining ? 'draining' : db && redis ? 'ok' : 'error';
    const { configured, model } = this.config.model;
    return {
      status,
      db: db ? 'up' : 'down',
      redis: redis ? 'up' : 'down',
      practiceAi: { configured, model: configured ? model! : null },
    };
  }

  /** `select 1`: the database answers. */
  private ping() {
    return kysely(this.em)
      .selectNoFrom((eb) => eb.lit(1).as('ok'))
      .execute();
  }
}
