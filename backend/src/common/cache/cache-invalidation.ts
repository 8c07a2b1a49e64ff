import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { throttledErrorLog } from '../../infrastructure/throttled-log.js';
import { InjectRedis } from '../redis/redis.module.js';
import { SharedCache, type InvalidationChannel, type SharedCacheOptions } from './shared-cache.js';

/** How long start-up waits for the subscription before serving (with caches bypassed until it is up). */
const SUBSCRIBE_WAIT_MS = 5000;

interface InvalidationMessage {
  /** The replica that sent it (which has dropped the keys already). */
  origin: string;
  cache: string;
  keys: string[] | null;
}

/**
 * The Redis pub/sub channel through which replicas tell each other which cache entries to drop
 * (docs/adr/0014-catalogue-cache.md). It owns a subscriber connection of its own; while that
 * connection is down, its caches are bypassed, and they are emptied when it is back, since messages
 * sent in between are lost. Publishing goes through the shared, fail-fast Redis client.
 */
@Injectable()
export class CacheInvalidation implements InvalidationChannel, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(CacheInvalidation.name);
  private readonly caches = new Map<string, SharedCache>();
  private readonly origin = randomUUID();
  private readonly channel: string;
  private readonly subscriber: Redis;
  private live = false;
  /** Moves on every lost connection: a subscription confirmed on a connection that has closed since does not count. */
  private connection = 0;
  private subscribed: () => void = () => undefined;

  constructor(
    @InjectConfig() config: AppConfig,
    @InjectRedis() private readonly publisher: Redis,
  ) {
    this.channel = `${config.redis.queuePrefix}:cache-invalidation`;
    this.subscriber = new Redis(config.redis.url, { lazyConnect: true, autoResubscribe: false, connectionName: this.channel });
    const logLost = throttledErrorLog(
      this.logger,
      'Cache invalidation channel unreachable; cached reads go to the database until it is back',
    );
    this.subscriber.on('error', logLost);
    this.subscriber.on('ready', () => void this.subscribe());
    this.subscriber.on('close', () => {
      this.connection++;
      this.live = false;
    });
    this.subscriber.on('message', (_channel: string, message: string) => this.receive(message));
  }

  /** A cache emptied on every replica together; `name` is the same on every replica. */
  cache(name: string, options: SharedCacheOptions): SharedCache {
    if (this.caches.has(name)) throw new Error(`A shared cache named ${name} exists already`);
    const cache = new SharedCache(name, this, options);
    this.caches.set(name, cache);
    return cache;
  }

  isLive(): boolean {
    return this.live;
  }

  async publish(name: string, keys: readonly string[] | null): Promise<void> {
    const message: InvalidationMessage = { origin: this.origin, cache: name, keys: keys && [...keys] };
    try {
      await this.publisher.publish(this.channel, JSON.stringify(message));
    } catch (error) {
      // The change is committed: failing the request would not undo it. Replicas that lost their
      // subscription too empty their caches when it is back; the entries' TTL bounds the rest.
      this.logger.error(`Could not announce a change of cache ${name}: ${(error as Error).message}`);
    }
  }

  async onModuleInit(): Promise<void> {
    const subscribed = new Promise<void>((resolve) => (this.subscribed = resolve));
    this.subscriber.connect().catch(() => undefined);
    await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref())]);
  }

  onApplicationShutdown(): void {
    this.live = false;
    this.subscriber.disconnect();
  }

  private async subscribe(): Promise<void> {
    const connection = this.connection;
    try {
      await this.subscriber.subscribe(this.channel);
    } catch {
      return; // the connection went again; the next 'ready' subscribes
    }
    if (connection !== this.connection) return;
    // Whatever was published while this replica was not listening is lost: start empty.
    for (const cache of this.caches.values()) cache.drop(null);
    this.live = true;
    this.subscribed();
  }

  private receive(text: string): void {
    let message: InvalidationMessage;
    try {
      message = JSON.parse(text) as InvalidationMessage;
    } catch {
      return;
    }
    if (message.origin === this.origin) return;
    // Anything but a list of keys empties the whole cache: dropping too much is only slower.
    this.caches.get(message.cache)?.drop(Array.isArray(message.keys) ? message.keys.map(String) : null);
  }
}
