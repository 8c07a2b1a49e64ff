import { EntityManager } from '@mikro-orm/postgresql';
import { ScheduledJob } from '../../src/modules/scheduler/entities/scheduled-job.entity.js';
import { ScheduledWork } from '../../src/modules/scheduler/scheduled-work.service.js';
import { Scheduler } from '../../src/modules/scheduler/scheduler.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('scheduled work through the outbox and BullMQ', () => {
  let testApp: TestApp;
  let em: EntityManager;
  const ran: string[] = [];
  let done: () => void = () => undefined;

  beforeAll(async () => {
    testApp = await createTestApp({ MAIL_OUTBOX_POLL_MS: '100' });
    em = testApp.app.get(EntityManager);
    testApp.app.get(ScheduledWork).register('e2e-ping', async (_em, job) => {
      ran.push(job.key);
      done();
    });
  });
  afterAll(() => testApp.close());

  it('runs a job due now soon after the transaction that scheduled it commits, and marks it done', async () => {
    const finished = new Promise<void>((resolve) => (done = resolve));
    await em.fork().transactional((tx) => testApp.app.get(Scheduler).schedule(tx, { kind: 'e2e-ping', key: 'ping:1', runAt: new Date() }));
    await finished;
    expect(ran).toEqual(['ping:1']);
    for (let wait = 0; wait < 50; wait++) {
      const job = await em.fork().findOneOrFail(ScheduledJob, { key: 'ping:1' });
      if (job.doneAt) return expect(job.queuedAt).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The job was never marked done');
  });

  it('keeps a job far ahead in PostgreSQL, off the queue', async () => {
    const later = new Date(Date.now() + 30 * 24 * 60 * 60_000);
    await em.fork().transactional((tx) => testApp.app.get(Scheduler).schedule(tx, { kind: 'e2e-ping', key: 'ping:later', runAt: later }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const job = await em.fork().findOneOrFail(ScheduledJob, { key: 'ping:later' });
    expect(job.queuedAt).toBeNull();
    expect(ran).not.toContain('ping:later');
  });
});
