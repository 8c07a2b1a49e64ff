import { Module } from '@nestjs/common';
import { CacheInvalidation } from './cache-invalidation.js';

/** In-process caches that every replica empties together through Redis pub/sub (needs the global RedisModule). */
@Module({ providers: [CacheInvalidation], exports: [CacheInvalidation] })
export class SharedCacheModule {}
