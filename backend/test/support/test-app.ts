import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { createApp } from '../../src/app.factory.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** A supertest client; `agent()` keeps cookies between requests. */
  http: () => TestAgent;
  agent: () => TestAgent;
  close(): Promise<void>;
  /** Counts the SQL statements `work` causes (the mail, webhook and scheduled-work relays and workers and the analytics refresh are not counted). */
  countQueries(work: () => Promise<unknown>): Promise<{ count: number; statements: string[] }>;
}

/** The configuration of a test: the run's test database, real Redis with a queue prefix and a data folder of its own. */
export function testConfig(kind: string, env: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    DATABASE_URL: process.env.ACADEMY_TEST_DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `academy-${kind}-${randomUUID().slice(0, 8)}`,
    DATA_DIR: mkdtempSync(join(tmpdir(), `academy-${kind}-`)),
    // Production hashes cost about 30 ms each, and tests create accounts by the hundred.
    PASSWORD_HASH_MEMORY_KIB: '64',
    PASSWORD_HASH_ITERATIONS: '1',
    ...env,
  });
}

/**
 * The real API (real PostgreSQL, real Redis) on the run's test database, with its own queue prefix.
 * `beforeReady` may add hooks to the Fastify instance (it takes none once ready).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { beforeReady?: (fastify: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const config = testConfig('test', env);
  let statements: string[] | undefined;
  // The relays and workers and the scheduled analytics refresh run beside requests; their statements are not the request's.
  const background = /\((mail-relay|mail-worker|webhook-relay|webhook-worker|analytics-refresh|scheduled-relay|scheduled-work)\) /;
  const app = await createApp(config, config.database.url!, { onQuery: (sql) => !background.test(sql) && statements?.push(sql) });
  const fastify = app.getHttpAdapter().getInstance();
  options.beforeReady?.(fastify);
  await fastify.ready();
  const server = app.getHttpServer();
  return {
    app,
    config,
    http: () => request(server) as unknown as TestAgent,
    agent: () => request.agent(server),
    close: () => app.close(),
    countQueries: async (work) => {
      statements = [];
      try {
        await work();
        return { count: statements.length, statements };
      } finally {
        statements = undefined;
      }
    },
  };
}
