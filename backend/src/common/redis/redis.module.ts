import { Global, Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { once } from 'node:events';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';

export const REDIS = Symbol('REDIS');
const READY_WAIT_MS = 5000;
export const InjectRedis = (): ParameterDecorator => Inject(REDIS);

/** A plain Redis client for small fast things (rate limits); it fails fast instead of queueing while Redis is away. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const client = new Redis(config.redis.url, {
          keyPrefix: `${config.redis.queuePrefix}:`,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          commandTimeout: 1000,
          lazyConnect: false,
        });
        client.on('error', () => undefined);
        return client;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnModuleInit, OnApplicationShutdown {
  constructor(@InjectRedis() private readonly redis: Redis) {}

  /**
   * Without an offline queue, a command sent before the connection is up fails (and a rate limit is
   * then not applied): the app starts serving once Redis is connected, or after a few seconds without
   * it (rate limits fail open while Redis is away).
   */
  async onModuleInit(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await once(this.redis, 'ready', { signal: AbortSignal.timeout(READY_WAIT_MS) }).catch(() => undefined);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
