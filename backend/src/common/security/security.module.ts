import { Module } from '@nestjs/common';
import { RateLimiterService } from './rate-limiter.service.js';

/** The security services more than one module uses, provided once: import this module rather than providing them again. */
@Module({ providers: [RateLimiterService], exports: [RateLimiterService] })
export class SecurityModule {}
