// Drill: Redis stopped (and started again empty: no persistence) while an admin keeps sending
// invites, learners finish a course and newcomers sign up. Nothing is refused while Redis is away:
// each promised e-mail waits in the database's outbox. In the end every acknowledged invite, every
// certificate and every sign-up has produced exactly one e-mail, and nobody got one twice.
//
//   npm run drill:redis -- [--outage 30] [--before 5] [--after 10] [--senders 4]
import { TestSmtpServer } from '@academy/backend/testing';
import {
  ADMIN,
  buildBackend,
  call,
  countBy,
  DrillPostgres,
  DrillRedis,
  exitWithReportedCode,
  log,
  numberFlags,
  percentile,
  recipientOf,
  report,
  signIn,
  sleep,
  startApi,
  temporaryDirectory,
  waitForQuietMailbox,
  type CallResult,
} from './support.js';

const flags = numberFlags({ outage: 30, before: 5, after: 10, senders: 4, pause: 250, retryAfter: 2000, graduates: 20, newcomers: 20 });

type Phase = 'before' | 'down' | 'after';
interface Attempt extends CallResult {
  email: string;
  phase: Phase;
}

const dir = temporaryDirectory('redis');
const postgres = await DrillPostgres.start(dir.path);
const redis = await DrillRedis.start();
const smtp = await new TestSmtpServer().start();
buildBackend();
const api = await startApi({
  DATABASE_URL: postgres.url,
  REDIS_URL: redis.url,
  SMTP_URL: smtp.url,
  MAIL_RETRY_DELAY_MS: '500',
  MAIL_OUTBOX_POLL_MS: '500',
  REGISTRATIONS_PER_IP: '1000',
  // The restarted Redis has lost the jobs it held: the relay queues their e-mails again after this.
  MAIL_REQUEUE_AFTER_MS: '10000',
  DATA_DIR: dir.path,
});
log(`API ${api.baseUrl} (pid ${api.process.pid}), Redis on port ${redis.port}, SMTP on port ${smtp.port}`);

try {
  const { baseUrl } = api;
  const admin = await signIn(baseUrl, ADMIN.email, ADMIN.password);
  const course = await call(baseUrl, 'POST', '/api/courses', { cookie: admin, body: { title: 'Drill course', accessLevel: 'all' } });
  const courseId = (course.body as { id: number }).id;
  const finale = await call(baseUrl, 'POST', '/api/courses', { cookie: admin, body: { title: 'Drill finale', accessLevel: 'all' } });
  const finaleId = (finale.body as { id: number }).id;
  const module = await call(baseUrl, 'POST', `/api/courses/${finaleId}/modules`, { cookie: admin, body: { title: 'Drill module' } });
  const lesson = await call(baseUrl, 'POST', `/api/modules/${(module.body as { id: number }).id}/lessons`, {
    cookie: admin,
    body: { title: 'Last lesson', type: 'text' },
  });
  const lessonId = (lesson.body as { id: number }).id;

  const signUp = async (label: string, index: number) => {
    const email = `drill-${label}-${index}@example.com`;
    const created = await call(baseUrl, 'POST', '/api/register', {
      body: { email, password: 'drill-password', firstName: 'Drill', lastName: 'Learner' },
      timeoutMs: 60_000,
    });
    return { email, status: created.status, cookie: created.cookie };
  };
  /** Learners who finish the course while Redis is away: each is owed a certificate e-mail (and had a verification e-mail on sign-up). */
  const graduates = await Promise.all(Array.from({ length: flags.graduates }, (_unused, index) => signUp('graduate', index)));
  for (const graduate of graduates) await call(baseUrl, 'POST', `/api/courses/${finaleId}/enroll`, { cookie: graduate.cookie });

  let phase: Phase = 'before';
  let sending = true;
  const attempts: Attempt[] = [];
  const acknowledged: { email: string; token: string }[] = [];
  const refused: Attempt[] = [];
  let invites = 0;

  /** One sender: a new invite (or access grant) to a new address, retried after 503 or no answer until it is acknowledged. */
  async function sender(index: number): Promise<void> {
    while (sending) {
      const number = ++invites;
      const email = `drill-invitee-${number}@example.com`;
      const path = number % 2 === 0 ? `/api/courses/${courseId}/invite` : `/api/courses/${courseId}/grant-access`;
      for (;;) {
        const started: Phase = phase;
        const result = await call(baseUrl, 'POST', path, { cookie: admin, body: { email }, timeoutMs: 60_000 });
        const attempt = { ...result, email, phase: started };
        attempts.push(attempt);
        if (result.status >= 200 && result.status < 300) {
          acknowledged.push({ email, token: new URL((result.body as { inviteUrl: string }).inviteUrl).searchParams.get('invite')! });
          break;
        }
        if (result.status !== 503 && result.status !== 0) {
          refused.push(attempt);
          break;
        }
        await sleep(flags.retryAfter);
      }
      await sleep(flags.pause + index);
    }
  }

  log(`sending invites with ${flags.senders} senders…`);
  const sent = Promise.all(Array.from({ length: flags.senders }, (_unused, index) => sender(index)));
  await sleep(flags.before * 1000);
  log(`stopping Redis for ${flags.outage} s…`);
  await redis.stop();
  phase = 'down';
  await sleep(1000);
  const completions = await Promise.all(
    graduates.map((graduate) => call(baseUrl, 'POST', `/api/lessons/${lessonId}/complete`, { cookie: graduate.cookie, timeoutMs: 60_000 })),
  );
  const newcomers = await Promise.all(Array.from({ length: flags.newcomers }, (_unused, index) => signUp('newcomer', index)));
  await sleep(Math.max(0, flags.outage * 1000 - 1000));
  log('starting Redis again…');
  await redis.resume();
  phase = 'after';
  await sleep(flags.after * 1000);
  sending = false;
  await sent;

  const expected = acknowledged.length + graduates.length * 2 + newcomers.length;
  log(`waiting for ${expected} e-mails…`);
  await waitForQuietMailbox(smtp, expected);

  const countTo = (email: string, subject: string) =>
    smtp.messages.filter((mail) => recipientOf(mail) === email && mail.subject.startsWith(subject)).length;
  const certificateCounts = graduates.map(({ email }) => countTo(email, 'Your certificate for'));
  const verificationCounts = [...graduates, ...newcomers].map(({ email }) => countTo(email, 'Please confirm your e-mail address'));
  const downCompletionsOk = completions.filter((completion) => completion.status === 200).length;
  const downSignupsOk = newcomers.filter((newcomer) => newcomer.status === 201).length;

  const mailsPerToken = new Map(acknowledged.map(({ token }) => [token, smtp.messages.filter((mail) => mail.body.includes(token)).length]));
  const missing = acknowledged.filter(({ token }) => mailsPerToken.get(token) === 0);
  const duplicatedTokens = acknowledged.filter(({ token }) => mailsPerToken.get(token)! > 1);
  const mailsPerAddress = countBy(smtp.messages, recipientOf);
  const owed = (address: string) => (address.includes('-graduate-') ? 2 : 1);
  const addressesWithMore = Object.entries(mailsPerAddress).filter(([address, count]) => count > owed(address));
  const ackedAddresses = new Set([...acknowledged, ...graduates, ...newcomers].map(({ email }) => email));
  const unacknowledgedMails = Object.keys(mailsPerAddress).filter((address) => !ackedAddresses.has(address));
  const down = attempts.filter((attempt) => attempt.phase === 'down');
  const downBad = down.filter((attempt) => !(attempt.status >= 200 && attempt.status < 300));
  const apiAlive = api.process.exitCode === null;

  report(
    `Redis stopped for ${flags.outage} s while invites were sent`,
    [
      {
        name: 'the API process kept running',
        ok: apiAlive,
        detail: apiAlive ? `pid ${api.process.pid}` : `exited with ${api.process.exitCode}`,
      },
      {
        name: 'while Redis was down, every invite and grant succeeded (its e-mail waited in the outbox)',
        ok: downBad.length === 0 && down.length > 0,
        detail: `${down.length} attempts: ${JSON.stringify(countBy(down, (attempt) => attempt.status))}`,
      },
      {
        name: 'while Redis was down, learners finished the course and newcomers signed up',
        ok: downCompletionsOk === graduates.length && downSignupsOk === newcomers.length,
        detail: `${downCompletionsOk}/${graduates.length} last-lesson completions 200, ${downSignupsOk}/${newcomers.length} sign-ups 201`,
      },
      {
        name: 'every certificate finished during the outage was e-mailed exactly once',
        ok: certificateCounts.every((count) => count === 1),
        detail: JSON.stringify(countBy(certificateCounts, (count) => `${count} e-mail(s)`)),
      },
      {
        name: 'every sign-up got exactly one verification e-mail',
        ok: verificationCounts.every((count) => count === 1),
        detail: JSON.stringify(countBy(verificationCounts, (count) => `${count} e-mail(s)`)),
      },
      {
        name: 'no invite was refused for another reason',
        ok: refused.length === 0,
        detail: JSON.stringify(countBy(refused, (attempt) => attempt.status)),
      },
      {
        name: 'every acknowledged invite produced an e-mail',
        ok: missing.length === 0,
        detail: `${acknowledged.length} acknowledged, ${missing.length} without an e-mail`,
      },
      { name: 'no invite e-mail was sent twice', ok: duplicatedTokens.length === 0, detail: `${duplicatedTokens.length} duplicated` },
      {
        name: 'no address got more than it was owed, and only acknowledged addresses got one',
        ok: addressesWithMore.length === 0 && unacknowledgedMails.length === 0,
        detail: `${smtp.messages.length} e-mails to ${Object.keys(mailsPerAddress).length} addresses; ${addressesWithMore.length} with more than one; ${unacknowledgedMails.length} unacknowledged`,
      },
    ],
    [
      `${attempts.length} requests for ${invites} invites: ${JSON.stringify(countBy(attempts, (attempt) => attempt.status))}`,
      `while down: ${down.length} invite attempts, latency p50 ${percentile(
        down.map((a) => a.ms),
        50,
      ).toFixed(0)} ms, p99 ${percentile(
        down.map((a) => a.ms),
        99,
      ).toFixed(0)} ms, max ${percentile(
        down.map((a) => a.ms),
        100,
      ).toFixed(0)} ms`,
      `invites retried: ${new Set(attempts.filter((attempt) => attempt.status === 503 || attempt.status === 0).map((attempt) => attempt.email)).size}`,
    ],
  );
  if (process.exitCode)
    console.log(
      `  last API output:\n    ${api.output
        .slice(-10)
        .map((line) => line.slice(0, 400))
        .join('\n    ')}`,
    );
} finally {
  await api.stop();
  await smtp.stop();
  await redis.stop();
  await postgres.stop();
  dir.remove();
}
exitWithReportedCode();
