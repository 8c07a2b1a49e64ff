import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { TooManyRequestsException } from './rate-limiter.service.js';

/** 429 answers tell the client when to try again. */
@Catch(TooManyRequestsException)
export class RateLimitFilter implements ExceptionFilter {
  catch(exception: TooManyRequestsException, host: ArgumentsHost): void {
    void host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .status(429)
      .header('Retry-After', String(exception.retryAfterSeconds))
      .send(exception.getResponse());
  }
}
