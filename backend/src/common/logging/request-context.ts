import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { RequestContext, type EntityManager } from '@mikro-orm/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PinoLogger } from 'nestjs-pino';
import type { Logger as Pino } from 'pino';
import { isInProcessRequest } from '../in-process-request.js';

/** A request's id: the one a proxy in front gave it (X-Request-ID), else a new one. */
export function requestId(request: IncomingMessage): string {
  return (request.headers['x-request-id'] as string | undefined) ?? randomUUID();
}

/**
 * Requests the access log leaves out: what is not the API (pages, assets), the load balancers'
 * health checks, and a page's reads of the API while it renders on the server (in process), which
 * are part of that page, not API traffic from the visitor: logged, they would read as calls the
 * visitor never made.
 */
export function unloggedRequest(request: IncomingMessage): boolean {
  return !request.url?.startsWith('/api/') || request.url === '/api/health' || isInProcessRequest(request);
}

/**
 * A request as the logger's `req` serializer reads it (pino's standard request serializer, then
 * `accessLogSerializers.req`, which keeps the id, method, URL and client address).
 */
function loggedRequest(request: FastifyRequest) {
  return { id: request.id, method: request.method, url: request.url, socket: request.socket };
}

/**
 * What each request runs in, set up in Fastify's first hooks rather than as framework middleware: its
 * own MikroORM entity manager (a fork, so that identity maps never mix between requests), a logging
 * context whose lines name the request, and one access-log line once it is answered (its id, method,
 * URL, client address, status and time).
 */
export function registerRequestContext(fastify: FastifyInstance, em: EntityManager, logger: PinoLogger, accessLog: Pino): void {
  fastify.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    RequestContext.create(em, () => logger.runInContext(done, { bindings: { req: loggedRequest(request) } }));
  });
  fastify.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (accessLog.isLevelEnabled('info') && !unloggedRequest(request.raw)) {
      const line = { req: loggedRequest(request), res: reply.raw, responseTime: Math.round(reply.elapsedTime) };
      accessLog.info(line, reply.statusCode >= 500 ? 'request errored' : 'request completed');
    }
    done();
  });
  fastify.addHook('onRequestAbort', (request: FastifyRequest, done: () => void) => {
    if (accessLog.isLevelEnabled('info') && !unloggedRequest(request.raw)) accessLog.info({ req: loggedRequest(request) }, 'request aborted');
    done();
  });
}
