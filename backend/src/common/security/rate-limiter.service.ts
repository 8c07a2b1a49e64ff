import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { InjectRedis } from '../redis/redis.module.js';

export interface RateLimit {
  /** Counter name, e.g. `login:ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super(
      { statusCode: 429, error: 'Too Many Requests', message: `Too many attempts. Please try again in ${describe(retryAfterSeconds)}.` },
      HttpStatus.TOO_MANY_REQUESTS,
    );
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
        if (count >= limit.limit) throw new TooManyRequestsException(ttl > 0 ? ttl : limit.windowSeconds);
      });
    } catch (error) {
      if (error instanceof TooManyRequestsException) throw error;
      this.logger.warn(`Rate limits not checked (Redis unavailable): ${(error as Error).message}`);
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

  async reset(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.redis.del(...keys.map((key) => `rate:${key}`)).catch(() => undefined);
  }
}
