import type { EntityManager } from '@mikro-orm/core';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pinoHttp } from 'pino-http';
import { currentRequestScope } from '../../database/request-scope.js';
import { accessLogSerializers } from './access-log.js';
import { registerRequestContext, requestId, requestLogFields } from './request-context.js';

/** The logger as the app builds it (nestjs-pino's pino-http root), writing its lines here. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const { logger } = pinoHttp({ level: 'info', serializers: accessLogSerializers, mixin: requestLogFields }, stream);
  return { logger, lines };
}

/** A root entity manager that counts its forks. */
function countingEntityManager() {
  const fork = { name: 'default' } as EntityManager;
  const root = { name: 'default', forks: 0, fork: () => (root.forks++, fork) };
  return { root, fork };
}

describe('the request context', () => {
  let app: FastifyInstance;
  let url: string;
  const { logger, lines } = capturedLogger();
  const { root, fork } = countingEntityManager();

  beforeAll(async () => {
    app = Fastify({ genReqId: requestId });
    registerRequestContext(app, root as unknown as EntityManager, logger);
    app.get('/api/plain', async () => {
      logger.warn('inside');
      return { ok: true };
    });
    app.get('/api/entities', async () => ({ same: currentRequestScope()?.entityManager('default') === fork }));
    app.get('/page', async () => 'a page');
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(() => app.close());

  beforeEach(() => {
    lines.length = 0;
    root.forks = 0;
  });

  it('names the request on the lines written while it is served, and writes one access-log line when it is answered', async () => {
    await fetch(`${url}/api/plain?x=1`, { headers: { 'x-request-id': 'req-42' } });
    const req = { id: 'req-42', method: 'GET', url: '/api/plain?x=1', remoteAddress: '127.0.0.1' };
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'inside', req }),
      expect.objectContaining({ msg: 'request completed', req, res: { statusCode: 200 }, responseTime: expect.any(Number) }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('headers');
  });

  it('gives a request without an id a new one, and leaves pages out of the access log', async () => {
    await fetch(`${url}/api/plain`);
    await fetch(`${url}/page`);
    expect(lines.map((line) => line.msg)).toEqual(['inside', 'request completed']);
    expect((lines[1].req as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("makes the request's entity manager only when the request uses it, and once", async () => {
    await fetch(`${url}/api/plain`);
    expect(root.forks).toBe(0);
    expect(await (await fetch(`${url}/api/entities`)).json()).toEqual({ same: true });
    expect(root.forks).toBe(1);
  });

  it('adds nothing to lines written outside a request', () => {
    logger.warn('outside');
    expect(lines[0]).not.toHaveProperty('req');
  });
});
