import { Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { AppError } from '../errors/app-error.js';
import { ErrorCode } from '../errors/error-codes.js';
import { InjectRedis } from '../redis/redis.module.js';

export interface RateLimit {
  /** Counter name, e.g. `login:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Failures counted under `key` (one counter per `field`): the first `freeAttempts` cost nothing, each
 * one after that doubles the wait before the next attempt, from five seconds up to `maxDelaySeconds`.
 */
export interface Backoff {
  key: string;
  field: string;
  freeAttempts: number;
  maxDelaySeconds: number;
}

/** Counters of failures are forgotten a day after the last one. */
const BACKOFF_MEMORY_SECONDS = 24 * 60 * 60;

/** Seconds to wait after `failures` failures. */
export function backoffDelaySeconds(failures: number, backoff: Pick<Backoff, 'freeAttempts' | 'maxDelaySeconds'>): number {
  if (failures < backoff.freeAttempts) return 0;
  return Math.min(backoff.maxDelaySeconds, 5 * 2 ** Math.min(failures - backoff.freeAttempts, 30));
}

/** A 429 that tells the client when to try again. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    tooMany = 'attempts',
  ) {
    super(ErrorCode.RATE_LIMITED, `Too many ${tooMany}. Please try again in ${describe(retryAfterSeconds)}.`);
  }

  override headers(): Record<string, string> {
    return { 'Retry-After': String(this.retryAfterSeconds) };
  }
}

function describe(seconds: number): string {
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Fixed-window counters in Redis, shared by every API replica. When Redis is unreachable the
 * limiter lets requests through (and logs): signing in matters more than throttling.
 */
@Injectable()
export class RateLimiterService {
  private readonly logger = new Logger(RateLimiterService.name);

  constructor(@InjectRedis() private readonly redis: Redis) {}

  /** Throws 429 (with the seconds to wait) when any of the limits is already used up. */
  async assertAllowed(limits: RateLimit[]): Promise<void> {
    try {
      const pipeline = this.redis.pipeline();
      for (const limit of limits) pipeline.get(`rate:${limit.key}`).ttl(`rate:${limit.key}`);
      const replies = (await pipeline.exec()) ?? [];
      limits.forEach((limit, index) => {
        const count = Number(replies[index * 2]?.[1] ?? 0);
        const ttl = Number(replies[index * 2 + 1]?.[1] ?? -1);
        if (count >= limit.limit) throw new RateLimitedError(ttl > 0 ? ttl : limit.windowSeconds);
      });
    } catch (error) {
      if (error instanceof RateLimitedError) throw error;
      this.logger.warn(`Rate limits not checked (Redis unavailable): ${(error as Error).message}`);
    }
  }

  /**
   * Counts this request against `limit` in one round trip and throws 429 once it goes over; returns
   * the requests left in the window (undefined when Redis did not answer and nothing was counted).
   */
  async consume(limit: RateLimit, tooMany: string): Promise<{ remaining: number; resetSeconds: number } | undefined> {
    let replies: [Error | null, unknown][] | null;
    try {
      replies = await this.redis
        .multi()
        .incr(`rate:${limit.key}`)
        .expire(`rate:${limit.key}`, limit.windowSeconds, 'NX')
        .ttl(`rate:${limit.key}`)
        .exec();
    } catch (error) {
      this.logger.warn(`Rate limit not checked (Redis unavailable): ${(error as Error).message}`);
      return undefined;
    }
    const count = Number(replies?.[0]?.[1] ?? 0);
    const ttl = Number(replies?.[2]?.[1] ?? -1);
    const resetSeconds = ttl > 0 ? ttl : limit.windowSeconds;
    if (count > limit.limit) throw new RateLimitedError(resetSeconds, tooMany);
    return { remaining: limit.limit - count, resetSeconds };
  }

  /**
   * True the first time `key` is claimed within `windowSeconds`, false after that (and when Redis did
   * not answer: what this guards, such as an e-mail, is better skipped than repeated).
   */
  async claimOnce(key: string, windowSeconds: number): Promise<boolean> {
    try {
      return (await this.redis.set(`once:${key}`, '1', 'EX', windowSeconds, 'NX')) === 'OK';
    } catch (error) {
      this.logger.warn(`Claim not checked (Redis unavailable): ${(error as Error).message}`);
      return false;
    }
  }

  /** Counts one attempt against each limit. */
  async record(limits: RateLimit[]): Promise<void> {
    try {
      const pipeline = this.redis.pipeline();
      for (const limit of limits) pipeline.incr(`rate:${limit.key}`).expire(`rate:${limit.key}`, limit.windowSeconds, 'NX');
      await pipeline.exec();
    } catch (error) {
      this.logger.warn(`Rate limit not recorded (Redis unavailable): ${(error as Error).message}`);
    }
  }

  /**
   * Throws 429 while any of the backoffs still asks to wait; else tells, per backoff, whether it has
   * failures recorded (true when Redis could not tell), so that a success clears only what is there.
   */
  async assertNoBackoff(backoffs: Backoff[]): Promise<boolean[]> {
    try {
      const pipeline = this.redis.pipeline();
      for (const backoff of backoffs) pipeline.hmget(`backoff:${backoff.key}`, `${backoff.field}:n`, `${backoff.field}:t`);
      const replies = (await pipeline.exec()) ?? [];
      const now = Date.now();
      const waits = backoffs.map((backoff, index) => {
        const [failures, lastFailureAt] = (replies[index]?.[1] as (string | null)[] | undefined) ?? [];
        const delayMs = backoffDelaySeconds(Number(failures ?? 0), backoff) * 1000;
        return Math.ceil((Number(lastFailureAt ?? 0) + delayMs - now) / 1000);
      });
      const wait = Math.max(0, ...waits);
      if (wait > 0) throw new RateLimitedError(wait);
      return backoffs.map((_backoff, index) => ((replies[index]?.[1] as (string | null)[] | undefined)?.[0] ?? null) !== null);
    } catch (error) {
      if (error instanceof RateLimitedError) throw error;
      this.logger.warn(`Backoffs not checked (Redis unavailable): ${(error as Error).message}`);
      return backoffs.map(() => true);
    }
  }

  async recordFailure(backoffs: Backoff[]): Promise<void> {
    try {
      const pipeline = this.redis.pipeline();
      for (const backoff of backoffs) {
        const key = `backoff:${backoff.key}`;
        pipeline.hincrby(key, `${backoff.field}:n`, 1).hset(key, `${backoff.field}:t`, Date.now()).expire(key, BACKOFF_MEMORY_SECONDS);
      }
      await pipeline.exec();
    } catch (error) {
      this.logger.warn(`Failure not recorded (Redis unavailable): ${(error as Error).message}`);
    }
  }

  /** Forgets failures: one field's (a successful sign-in from that address), or the whole key's. */
  async clearBackoff(key: string, field?: string): Promise<void> {
    const redisKey = `backoff:${key}`;
    await (field ? this.redis.hdel(redisKey, `${field}:n`, `${field}:t`) : this.redis.del(redisKey)).catch(() => undefined);
  }

  async reset(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.redis.del(...keys.map((key) => `rate:${key}`)).catch(() => undefined);
  }
}
