import { jest } from '@jest/globals';
import { ScheduledJob } from '../../src/modules/scheduler/entities/scheduled-job.entity.js';
import { ScheduledWork } from '../../src/modules/scheduler/scheduled-work.service.js';
import { Scheduler } from '../../src/modules/scheduler/scheduler.service.js';
import { createMediumApp, type MediumApp, type TestClock } from './medium-app.js';

const DAY = 24 * 60 * 60_000;

describe('scheduled work, at the service level', () => {
  let app: MediumApp;
  let scheduler: Scheduler;
  let work: ScheduledWork;
  let clock: TestClock;
  const ran: { key: string; payload: unknown; at: Date }[] = [];
  let failNext = false;
  // Keys are unique across the test database, which other suites share.
  let ns = '';

  beforeAll(async () => {
    app = await createMediumApp([]);
    scheduler = app.get(Scheduler);
    ns = `${app.config.redis.queuePrefix}:`;
    work = app.get(ScheduledWork);
    work.register('test-reminder', async (_em, job, now) => {
      if (failNext) {
        failNext = false;
        throw new Error('SMTP is away');
      }
      ran.push({ key: job.key, payload: job.payload, at: now });
    });
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    ran.length = 0;
    clock = app.freezeClock();
    await app.em.fork().nativeDelete(ScheduledJob, { queue: app.config.redis.queuePrefix });
  });
  afterEach(() => jest.restoreAllMocks());

  const inTransaction = (write: (em: typeof app.em) => Promise<void>) => app.em.fork().transactional(write);
  // Other suites' jobs share the table (an application schedules its daily work as it starts): only this suite's queue counts.
  const jobs = () => app.em.fork().find(ScheduledJob, { queue: app.config.redis.queuePrefix }, { orderBy: { id: 'asc' } });

  it('runs a job whose row is still locked by the transaction that queued it once that commits, and runs it once', async () => {
    await inTransaction((em) => scheduler.schedule(em, { kind: 'test-reminder', key: `${ns}locked`, runAt: clock.now() }));
    const [job] = await jobs();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked: (pid: number) => void = () => undefined;
    const lockTaken = new Promise<number>((resolve) => (locked = resolve));
    // Stands in for the relay, whose claim holds the row until its Redis call returns and it commits.
    const relay = inTransaction(async (em) => {
      const [{ pid }] = await em.execute<{ pid: number }[]>('select pg_backend_pid() as pid from scheduled_jobs where id = ? for update', [
        job.id,
      ]);
      locked(pid);
      await held;
    });
    const relayPid = await lockTaken;
    const runs = Promise.all([work.run(job.id), work.run(job.id)]);
    // The second run queues behind the first, so it is blocked by the first rather than by the relay.
    const bothWaiting = async () => {
      for (;;) {
        const [{ waiting }] = await app.em.fork().execute<{ waiting: number }[]>(
          `with recursive blocked(pid) as (
             select pid from pg_stat_activity where ? = any(pg_blocking_pids(pid))
             union select waiter.pid from pg_stat_activity waiter join blocked on blocked.pid = any(pg_blocking_pids(waiter.pid)))
           select count(*)::int as waiting from blocked`,
          [relayPid],
        );
        if (waiting >= 2) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    // Runs that gave up on a locked row would settle here, before the lock is released.
    await Promise.race([runs, bothWaiting()]);
    release();
    await relay;
    expect((await runs).sort()).toEqual([false, true]);
    expect(ran.map(({ key }) => key)).toEqual([`${ns}locked`]);
  });

  it('runs a job once, when it falls due, with its payload', async () => {
    await inTransaction((em) =>
      scheduler.schedule(em, {
        kind: 'test-reminder',
        key: `${ns}cycle:1:90`,
        runAt: new Date(clock.now().getTime() + 2 * DAY),
        payload: { days: 90 },
      }),
    );
    expect(await work.runDue()).toBe(0);
    clock.advance(2 * DAY);
    expect(await work.runDue()).toBe(1);
    expect(ran).toEqual([{ key: `${ns}cycle:1:90`, payload: { days: 90 }, at: clock.now() }]);
    expect(await work.runDue()).toBe(0);
    expect((await jobs())[0].doneAt).toEqual(clock.now());
  });

  it('writes nothing when the transaction that scheduled it rolls back', async () => {
    await expect(
      inTransaction(async (em) => {
        await scheduler.schedule(em, { kind: 'test-reminder', key: `${ns}cycle:2:90`, runAt: clock.now() });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobs()).toEqual([]);
  });

  it('moves a job scheduled again under the same key, and re-arms one already done', async () => {
    const key = `${ns}certificate-expiry:7:60`;
    await inTransaction((em) => scheduler.schedule(em, { kind: 'test-reminder', key, runAt: clock.now() }));
    await work.runDue();
    await inTransaction((em) => scheduler.schedule(em, { kind: 'test-reminder', key, runAt: new Date(clock.now().getTime() + DAY) }));
    const [job] = await jobs();
    expect((await jobs()).length).toBe(1);
    expect(job.doneAt).toBeNull();
    clock.advance(DAY);
    await work.runDue();
    expect(ran.map(({ key: ran }) => ran)).toEqual([key, key]);
  });

  it('cancels pending jobs by key prefix and leaves other keys alone', async () => {
    await inTransaction(async (em) => {
      await scheduler.schedule(em, { kind: 'test-reminder', key: `${ns}cycle:3:90`, runAt: clock.now() });
      await scheduler.schedule(em, { kind: 'test-reminder', key: `${ns}cycle:3:30`, runAt: clock.now() });
      await scheduler.schedule(em, { kind: 'test-reminder', key: `${ns}cycle:30:90`, runAt: clock.now() });
    });
    await inTransaction((em) => scheduler.cancel(em, `${ns}cycle:3:`));
    await work.runDue();
    expect(ran.map(({ key }) => key)).toEqual([`${ns}cycle:30:90`]);
  });

  it('leaves a job whose handler failed pending, for the retry', async () => {
    await inTransaction((em) => scheduler.schedule(em, { kind: 'test-reminder', key: `${ns}cycle:4:90`, runAt: clock.now() }));
    failNext = true;
    await expect(work.runDue()).rejects.toThrow('SMTP is away');
    expect((await jobs())[0].doneAt).toBeNull();
    expect(await work.runDue()).toBe(1);
  });

  it('does not run a job whose kind has no handler in this process, and keeps it', async () => {
    await inTransaction((em) => scheduler.schedule(em, { kind: 'elsewhere', key: `${ns}other:1`, runAt: clock.now() }));
    await expect(work.runDue()).rejects.toThrow('No handler for scheduled work "elsewhere" in this process');
    expect((await jobs())[0].doneAt).toBeNull();
  });
});
