import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { OutgoingEmail } from '../../src/modules/mail/entities/outgoing-email.entity.js';
import { MailRelay } from '../../src/modules/mail/mail-relay.js';
import { MAIL_QUEUE } from '../../src/modules/mail/public/mail.constants.js';
import type { TestApp } from './test-app.js';

/** How often the outbox and the queue are looked at again while e-mails are still on their way. */
const POLL_MS = 25;

/**
 * Returns once every e-mail the test app has promised so far is settled: the relay has run a pass
 * over the outbox now, no row of this app's queue prefix is still unsent (each was sent, or gave up
 * after its retries), and the app's mail queue has no job waiting, running or scheduled for a retry.
 * A message the worker sent is in the test SMTP server by then, so a test can assert what arrived,
 * and that nothing more did, without sleeping first.
 */
export async function drainMail(testApp: TestApp, timeoutMs = 20_000): Promise<void> {
  const relay = testApp.app.get(MailRelay, { strict: false });
  const queue = testApp.app.get<Queue>(getQueueToken(MAIL_QUEUE), { strict: false });
  const em = testApp.app.get(EntityManager);
  const deadline = Date.now() + timeoutMs;
  let relayError: unknown;
  for (;;) {
    // A pass that fails (Redis not answering yet) is tried again on the next round, as the relay's timer would.
    await relay.relayAll().catch((error: unknown) => (relayError = error));
    const [unsent, jobs] = await Promise.all([
      em.fork().count(OutgoingEmail, { queue: testApp.config.redis.queuePrefix, sentAt: null, failedAt: null }),
      queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children'),
    ]);
    const pendingJobs = Object.values(jobs).reduce((sum, count) => sum + count, 0);
    if (unsent === 0 && pendingJobs === 0) return;
    if (Date.now() > deadline) {
      const relayed = relayError ? `; the last relay pass failed: ${(relayError as Error).message}` : '';
      throw new Error(
        `E-mail still on its way after ${timeoutMs} ms: ${unsent} unsent in the outbox, queue ${JSON.stringify(jobs)}${relayed}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
