import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Clock } from '../../src/common/clock.js';
import { ScheduledJobRelay } from '../../src/modules/scheduler/scheduled-job.relay.js';
import { ScheduledJob } from '../../src/modules/scheduler/entities/scheduled-job.entity.js';
import { SCHEDULED_QUEUE } from '../../src/modules/scheduler/public/scheduler.constants.js';
import { ScheduledWork } from '../../src/modules/scheduler/scheduled-work.service.js';
import { Scheduler } from '../../src/modules/scheduler/scheduler.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('scheduled work through the outbox and BullMQ', () => {
  let testApp: TestApp;
  let em: EntityManager;
  const ran: string[] = [];
  let done: () => void = () => undefined;
  let failures = 0;
  let failing = false;

  beforeAll(async () => {
    testApp = await createTestApp({ MAIL_OUTBOX_POLL_MS: '100', MAIL_RETRY_DELAY_MS: '10' });
    em = testApp.app.get(EntityManager);
    testApp.app.get(ScheduledWork).register('e2e-ping', async (_em, job) => {
      if (failing) {
        failures += 1;
        throw new Error('the database is away');
      }
      ran.push(job.key);
      done();
    });
  });
  afterAll(() => testApp.close());
  afterEach(() => jest.restoreAllMocks());

  async function eventually(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
    for (let wait = 0; wait < 200; wait++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Never happened: ${what}`);
  }

  it('runs a job due now soon after the transaction that scheduled it commits, and marks it done', async () => {
    const finished = new Promise<void>((resolve) => (done = resolve));
    await em.fork().transactional((tx) => testApp.app.get(Scheduler).schedule(tx, { kind: 'e2e-ping', key: 'ping:1', runAt: new Date() }));
    await finished;
    expect(ran).toEqual(['ping:1']);
    await eventually(async () => (await em.fork().findOneOrFail(ScheduledJob, { key: 'ping:1' })).doneAt !== null, 'the job marked done');
    expect((await em.fork().findOneOrFail(ScheduledJob, { key: 'ping:1' })).queuedAt).not.toBeNull();
  });

  it('keeps a job far ahead in PostgreSQL, off the queue', async () => {
    const later = new Date(Date.now() + 30 * 24 * 60 * 60_000);
    await em.fork().transactional((tx) => testApp.app.get(Scheduler).schedule(tx, { kind: 'e2e-ping', key: 'ping:later', runAt: later }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const job = await em.fork().findOneOrFail(ScheduledJob, { key: 'ping:later' });
    expect(job.queuedAt).toBeNull();
    expect(ran).not.toContain('ping:later');
  });

  it('runs a job again after it failed every attempt, once the relay finds it still pending an hour later', async () => {
    failing = true;
    await em
      .fork()
      .transactional((tx) => testApp.app.get(Scheduler).schedule(tx, { kind: 'e2e-ping', key: 'ping:flaky', runAt: new Date() }));
    await eventually(() => failures === 6, 'six failed attempts');
    // The last attempt's rollback has to finish first, or its row lock makes the relay skip the row.
    const queue = testApp.app.get<Queue>(getQueueToken(SCHEDULED_QUEUE), { strict: false });
    await eventually(async () => (await queue.getFailedCount()) === 1, 'the queue gave the job up');
    failing = false;
    const later = new Date(Date.now() + 2 * 60 * 60_000);
    jest.spyOn(testApp.app.get(Clock), 'now').mockImplementation(() => later);
    const relay = testApp.app.get(ScheduledJobRelay);
    await eventually(() => {
      relay.kick();
      return ran.includes('ping:flaky');
    }, 'the job run again');
    await eventually(
      async () => (await em.fork().findOneOrFail(ScheduledJob, { key: 'ping:flaky' })).doneAt !== null,
      'the job marked done',
    );
  }, 60_000);
});
