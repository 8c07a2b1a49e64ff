import { EntityManager } from '@mikro-orm/postgresql';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { spawn, type ChildProcess } from 'node:child_process';
import { OutgoingEmail } from '../../src/modules/mail/entities/outgoing-email.entity.js';
import { MailRelay } from '../../src/modules/mail/mail-relay.js';
import { MAIL_QUEUE } from '../../src/modules/mail/public/mail.constants.js';
import { createUser, PASSWORD, signedInAgent, uniqueEmail } from '../support/accounts.js';
import { createCourse, enroll } from '../support/catalog.js';
import { drainMail } from '../support/mail-drain.js';
import { TestSmtpServer } from '../support/smtp.js';
import { freePort } from '../support/test-database.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const PUBLIC_URL = 'http://academy.test';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the mail outbox', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;

  beforeAll(async () => {
    smtp = await new TestSmtpServer().start();
    testApp = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_RETRY_DELAY_MS: '100' });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.stop();
  });

  const queue = () => testApp.app.get<Queue>(getQueueToken(MAIL_QUEUE));
  const outbox = (recipient: string) =>
    testApp.app
      .get(EntityManager)
      .fork()
      .find(OutgoingEmail, { recipient }, { orderBy: { id: 'asc' } });

  it('a mail job carries only the id of an outbox row; the sent row keeps no link', async () => {
    const admin = await signedInAgent(testApp, 'admin');
    const { course } = await createCourse(testApp);
    const email = uniqueEmail('outbox-job');
    await admin.agent.post(`/api/courses/${course.id}/grant-access`).send({ email }).expect(200);
    await drainMail(testApp);
    expect(smtp.count(email)).toBe(1);

    const [sent] = await outbox(email);
    const job = await queue().getJob(`outbox-${sent.id}`);
    expect(job?.data).toEqual({ outgoingEmailId: sent.id });
    expect(sent).toMatchObject({
      template: 'grantInvite',
      subject: `You've been invited to join "${course.title}"`,
      params: null,
      attempts: 1,
    });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it('a job written straight to Redis cannot make the academy send anything', async () => {
    const victim = uniqueEmail('forged');
    const forged = [
      { to: victim, subject: 'Your account is locked', text: 'Log in at http://evil.test', html: '<a href="http://evil.test">log in</a>' },
      { outgoingEmailId: 2 ** 31 - 1 },
      { outgoingEmailId: 'select 1' },
    ];
    for (const [index, data] of forged.entries()) await queue().add('send', data as never, { jobId: `forged-${Date.now()}-${index}` });
    // An already sent row named again is not sent twice either.
    const admin = await signedInAgent(testApp, 'admin');
    const { course } = await createCourse(testApp);
    const invitee = uniqueEmail('resent');
    await admin.agent.post(`/api/courses/${course.id}/grant-access`).send({ email: invitee }).expect(200);
    await drainMail(testApp);
    const [row] = await outbox(invitee);
    expect(row.sentAt).toBeInstanceOf(Date);
    await queue().add('send', { outgoingEmailId: row.id }, { jobId: `forged-again-${row.id}` });

    await drainMail(testApp);
    expect(smtp.count(victim)).toBe(0);
    expect(smtp.count(invitee)).toBe(1);
  });
});

describe('the mail outbox while Redis is away', () => {
  let redis: ChildProcess;
  let redisPort: number;
  let testApp: TestApp;
  let smtp: TestSmtpServer;

  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await sleep(500);
  };

  beforeAll(async () => {
    redisPort = await freePort();
    await startRedis();
    smtp = await new TestSmtpServer().start();
    testApp = await createTestApp({
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      MAIL_OUTBOX_POLL_MS: '200',
    });
  });
  afterAll(async () => {
    await testApp.close();
    redis.kill('SIGKILL');
    await smtp.stop();
  });

  it('grants, sign-ups and certificates go through while Redis is down; every promised e-mail goes out once when it is back', async () => {
    const admin = await signedInAgent(testApp, 'admin');
    const { course } = await createCourse(testApp);
    const learner = await createUser(testApp, 'jobseeker', { firstName: 'Grace', lastName: 'Hopper' });
    const finished = await createCourse(testApp, { title: 'Sourcing on LinkedIn', lessonsPerModule: 1 });
    await enroll(testApp, learner, finished.course);
    const learnerAgent = testApp.agent();
    await learnerAgent.post('/api/login').send({ email: learner.email, password: PASSWORD }).expect(200);

    redis.kill('SIGKILL');
    await sleep(300);
    const invitee = uniqueEmail('outage-invitee');
    const registered = uniqueEmail('outage-signup');
    await admin.agent.post(`/api/courses/${course.id}/grant-access`).send({ email: invitee }).expect(200);
    await testApp
      .http()
      .post('/api/register')
      .send({ email: registered, password: 'analytical-engine', firstName: 'New', lastName: 'Learner' })
      .expect(201);
    await learnerAgent.post(`/api/lessons/${finished.lessons[0].id}/complete`).expect(200);
    // With Redis away a relay pass moves nothing, so nothing can have been sent.
    expect(await testApp.app.get(MailRelay, { strict: false }).relayAll()).toBe(0);
    expect(smtp.messages).toHaveLength(0);
    const waiting = await testApp.app
      .get(EntityManager)
      .fork()
      .find(OutgoingEmail, { recipient: { $in: [invitee, registered, learner.email] } });
    expect(waiting.map((email) => [email.template, email.queuedAt])).toEqual(
      expect.arrayContaining([
        ['grantInvite', null],
        ['verifyEmail', null],
        ['certificateIssued', null],
      ]),
    );

    await startRedis();
    const certificate = await smtp.waitFor(learner.email, 20_000, 'Your certificate for "Sourcing on LinkedIn"');
    expect(certificate.body).toContain('Congratulations, Grace Hopper!');
    await smtp.waitFor(invitee, 20_000);
    await smtp.waitFor(registered, 20_000, 'Please confirm your e-mail address');
    await drainMail(testApp);
    expect([smtp.count(invitee), smtp.count(registered), smtp.count(learner.email)]).toEqual([1, 1, 1]);
  });
});
