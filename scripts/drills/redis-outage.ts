// Drill: Redis stopped while an admin keeps sending invites, then started again. Invites answer 503
// while Redis is away (the client retries them after recovery, as a person would); in the end every
// invite acknowledged with 2xx has produced exactly one e-mail, and nobody got one twice.
//
//   npm run drill:redis -- [--outage 30] [--before 5] [--after 10] [--senders 4]
import { TestSmtpServer } from '../../backend/test/support/smtp.js';
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

const flags = numberFlags({ outage: 30, before: 5, after: 10, senders: 4, pause: 250, retryAfter: 2000 });

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
const api = await startApi({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, SMTP_URL: smtp.url, MAIL_RETRY_DELAY_MS: '500', DATA_DIR: dir.path });
log(`API ${api.baseUrl} (pid ${api.process.pid}), Redis on port ${redis.port}, SMTP on port ${smtp.port}`);

try {
  const { baseUrl } = api;
  const admin = await signIn(baseUrl, ADMIN.email, ADMIN.password);
  const course = await call(baseUrl, 'POST', '/api/courses', { cookie: admin, body: { title: 'Drill course', accessLevel: 'all' } });
  const courseId = (course.body as { id: number }).id;

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
  await sleep(flags.outage * 1000);
  log('starting Redis again…');
  await redis.resume();
  phase = 'after';
  await sleep(flags.after * 1000);
  sending = false;
  await sent;

  log(`waiting for ${acknowledged.length} e-mails…`);
  await waitForQuietMailbox(smtp, acknowledged.length);

  const mailsPerToken = new Map(acknowledged.map(({ token }) => [token, smtp.messages.filter((mail) => mail.body.includes(token)).length]));
  const missing = acknowledged.filter(({ token }) => mailsPerToken.get(token) === 0);
  const duplicatedTokens = acknowledged.filter(({ token }) => mailsPerToken.get(token)! > 1);
  const mailsPerAddress = countBy(smtp.messages, recipientOf);
  const addressesWithMore = Object.entries(mailsPerAddress).filter(([, count]) => count > 1);
  const ackedAddresses = new Set(acknowledged.map(({ email }) => email));
  const unacknowledgedMails = Object.keys(mailsPerAddress).filter((address) => !ackedAddresses.has(address));
  const down = attempts.filter((attempt) => attempt.phase === 'down');
  const downBad = down.filter((attempt) => attempt.status !== 503 && !(attempt.status >= 200 && attempt.status < 300));
  const downRefusals = down.filter((attempt) => attempt.status === 503);
  const apiAlive = api.process.exitCode === null;

  report(
    `Redis stopped for ${flags.outage} s while invites were sent`,
    [
      { name: 'the API process kept running', ok: apiAlive, detail: apiAlive ? `pid ${api.process.pid}` : `exited with ${api.process.exitCode}` },
      {
        name: 'while Redis was down, invites answered 503 (or succeeded), never 500 or no answer',
        ok: downBad.length === 0 && downRefusals.length > 0,
        detail: `${down.length} attempts: ${JSON.stringify(countBy(down, (attempt) => attempt.status))}`,
      },
      { name: 'no invite was refused for another reason', ok: refused.length === 0, detail: JSON.stringify(countBy(refused, (attempt) => attempt.status)) },
      { name: 'every acknowledged invite produced an e-mail', ok: missing.length === 0, detail: `${acknowledged.length} acknowledged, ${missing.length} without an e-mail` },
      { name: 'no invite e-mail was sent twice', ok: duplicatedTokens.length === 0, detail: `${duplicatedTokens.length} duplicated` },
      {
        name: 'every address got exactly one e-mail, and only acknowledged addresses got one',
        ok: addressesWithMore.length === 0 && unacknowledgedMails.length === 0,
        detail: `${smtp.messages.length} e-mails to ${Object.keys(mailsPerAddress).length} addresses; ${addressesWithMore.length} with more than one; ${unacknowledgedMails.length} unacknowledged`,
      },
    ],
    [
      `${attempts.length} requests for ${invites} invites: ${JSON.stringify(countBy(attempts, (attempt) => attempt.status))}`,
      `while down: ${down.length} attempts, 503 latency p50 ${percentile(downRefusals.map((a) => a.ms), 50).toFixed(0)} ms, p99 ${percentile(downRefusals.map((a) => a.ms), 99).toFixed(0)} ms, max ${percentile(down.map((a) => a.ms), 100).toFixed(0)} ms`,
      `invites retried after 503: ${new Set(attempts.filter((attempt) => attempt.status === 503).map((attempt) => attempt.email)).size}`,
    ],
  );
  if (process.exitCode) console.log(`  last API output:\n    ${api.output.slice(-10).map((line) => line.slice(0, 400)).join('\n    ')}`);
} finally {
  await api.stop();
  await smtp.stop();
  await redis.stop();
  await postgres.stop();
  dir.remove();
}
exitWithReportedCode();
