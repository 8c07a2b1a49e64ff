import { expect, jest } from '@jest/globals';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { EntityManager, PostgreSqlDriver, RequestContext } from '@mikro-orm/postgresql';
import { Global, Module, type DynamicModule, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Clock, ClockModule } from '../../src/common/clock.js';
import { RedisModule } from '../../src/common/redis/redis.module.js';
import type { AppConfig } from '../../src/config/config.js';
import { ConfigModule } from '../../src/config/config.module.js';
import { ormOptions } from '../../src/database/mikro-orm.config.js';
import { MailOutbox } from '../../src/modules/mail/mail-outbox.service.js';
import { ScheduledWork } from '../../src/modules/scheduler/scheduled-work.service.js';
import { Scheduler } from '../../src/modules/scheduler/scheduler.service.js';
import { SchedulerRepository } from '../../src/modules/scheduler/scheduler.repository.js';
import { testConfig } from '../support/test-app.js';

export const PUBLIC_URL = 'http://academy.test';

/**
 * The outbox without its relay and worker: an e-mail a service promises stays a row in
 * outgoing_emails (with `queued_at` null), for the test to read.
 */
@Global()
@Module({ providers: [MailOutbox], exports: [MailOutbox] })
class OutboxOnlyModule {}

/** Scheduled work without its relay and worker: jobs stay rows, and tests run the due ones (ScheduledWork.runDue). */
@Global()
@Module({ providers: [SchedulerRepository, Scheduler, ScheduledWork], exports: [Scheduler, ScheduledWork] })
class SchedulerOnlyModule {}

@Module({})
class MediumTestModule {}

/** Time as the services see it (the injected Clock), moved by the test instead of sleeping. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export interface MediumApp {
  config: AppConfig;
  /** The root EntityManager, as services get it; fork it to read rows. */
  em: EntityManager;
  /**
   * A provider of any module in the graph (a service under test, a repository). Each call of one of its
   * methods runs in a request context of its own, as each API request does.
   */
  get<T extends object>(type: Type<T>): T;
  /** Freezes the services' clock at the current time; `jest.restoreAllMocks()` lets it run again. */
  freezeClock(): TestClock;
  close(): Promise<void>;
}

/**
 * Service-level ("medium") tests: the feature modules under test with the real configuration,
 * PostgreSQL (the run's migrated test database) and Redis, without HTTP. Tests call services
 * directly and assert on their return values and on the rows they leave.
 */
export async function createMediumApp(modules: (Type | DynamicModule)[], env: Record<string, string> = {}): Promise<MediumApp> {
  const config = testConfig('medium', { PUBLIC_URL, ...env });
  const root: DynamicModule = {
    module: MediumTestModule,
    imports: [
      ConfigModule.forRoot(config),
      ClockModule,
      MikroOrmModule.forRoot({ ...ormOptions(config.database.url!), driver: PostgreSqlDriver }),
      RedisModule,
      OutboxOnlyModule,
      SchedulerOnlyModule,
      ...modules,
    ],
  };
  const context = await NestFactory.createApplicationContext(root, { logger: false });
  const em = context.get(EntityManager);
  return {
    config,
    em,
    get: (type) => inRequestContexts(context.get(type, { strict: false }), em),
    freezeClock: () => {
      let now = Date.now();
      jest.spyOn(context.get(Clock, { strict: false }), 'now').mockImplementation(() => new Date(now));
      return {
        now: () => new Date(now),
        advance: (ms) => {
          now += ms;
        },
      };
    },
    close: () => context.close(),
  };
}

/** `provider` with each method call wrapped in a fresh request context (a fork of `em`), like the API's per-request middleware. */
function inRequestContexts<T extends object>(provider: T, em: EntityManager): T {
  return new Proxy(provider, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => RequestContext.create(em, () => value.apply(target, args));
    },
  });
}

/** The error `work` fails with; fails the test when `work` succeeds. */
async function rejectionOf(work: Promise<unknown>): Promise<Error> {
  try {
    await work;
  } catch (error) {
    return error as Error;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}

/**
 * Asserts that `work` is refused with exactly `message`, and with `code` when the error carries a code
 * (the API's errors do; the exception classes thrown are not part of what is tested).
 */
export async function expectRefusal(work: Promise<unknown>, code: string, message: string): Promise<Error> {
  const error = await rejectionOf(work);
  expect(error.message).toBe(message);
  const carried = (error as { code?: unknown }).code;
  if (carried !== undefined) expect(carried).toBe(code);
  return error;
}

/** The fields a refusal adds to the answer's body, such as the result of a quiz submitted too late. */
export function detailsOf(error: Error): unknown {
  return (error as { details?: unknown }).details ?? (error as { getResponse?: () => unknown }).getResponse?.();
}
