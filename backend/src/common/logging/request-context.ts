import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger as Pino } from 'pino';
import { currentRequestScope, RequestScope, requestScopes } from '../../database/request-scope.js';
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

/** The fields the log lines written during a request add (the logger's `mixin`): the request, as the access log names it. */
export function requestLogFields(): object {
  const scope = currentRequestScope();
  return scope ? { ...scope.logFields } : {};
}

/**
 * What each request runs in, set up in Fastify's first hook rather than as framework middleware: its
 * own MikroORM entity manager (database/request-scope.ts), the request named on the log lines written
 * meanwhile (`requestLogFields`), and one access-log line once it is answered (its id, method, URL,
 * client address, status and time).
 */
export function registerRequestContext(fastify: FastifyInstance, em: EntityManager, accessLog: Pino): void {
  fastify.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    requestScopes.run(new RequestScope(em, { req: loggedRequest(request) }), done);
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
