// How long a sign-up takes for a new address and for a taken one (docs/adr/0018): the answers must
// not tell the two apart by their time. Runs the built API with production password hashing on a
// PostgreSQL and Redis of its own; each request comes from another client address (X-Forwarded-For),
// so the per-client limits stay out of the measurement.
//
//   npm run bench:registration -- [--rounds 40]
import { randomUUID } from 'node:crypto';
import { buildBackend, DrillPostgres, DrillRedis, numberFlags, percentile, startApi, temporaryDirectory } from '../drills/support.js';

const flags = numberFlags({ rounds: 40, warmup: 5 });
const log = (line: string) => console.log(`[registration-timing] ${line}`);

const dir = temporaryDirectory('registration-timing');
const postgres = await DrillPostgres.start(dir.path);
const redis = await DrillRedis.start();
buildBackend();
const api = await startApi({ DATABASE_URL: postgres.url, REDIS_URL: redis.url, RUN_WORKER: 'false', DATA_DIR: dir.path, TRUST_PROXY: '1' });

let client = 0;
/** One sign-up from a client address of its own; returns the status and the milliseconds until the whole answer arrived. */
async function register(email: string): Promise<{ status: number; ms: number }> {
  client++;
  const started = performance.now();
  const response = await fetch(`${api.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.${client >> 8}.${client & 255}` },
    body: JSON.stringify({ email, password: 'timing-probe-passphrase', firstName: 'Timing', lastName: 'Probe' }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const summary = (label: string, values: number[]) =>
  `${label.padEnd(34)} n=${String(values.length).padStart(3)}  median ${percentile(values, 50).toFixed(1).padStart(6)} ms  p90 ${percentile(
    values,
    90,
  )
    .toFixed(1)
    .padStart(6)} ms  mean ${(values.reduce((sum, value) => sum + value, 0) / values.length).toFixed(1).padStart(6)} ms`;

try {
  const fresh = () => `timing-${randomUUID().slice(0, 12)}@example.com`;
  for (let index = 0; index < flags.warmup; index++) await register(fresh());
  const created: number[] = [];
  const takenFirst: number[] = [];
  const takenAgain: number[] = [];
  for (let round = 0; round < flags.rounds; round++) {
    const email = fresh();
    const made = await register(email);
    const first = await register(email);
    const again = await register(email);
    if (made.status !== 201 || first.status !== 409 || again.status !== 409)
      throw new Error(`unexpected answers: ${made.status}, ${first.status}, ${again.status}`);
    created.push(made.ms);
    takenFirst.push(first.ms);
    takenAgain.push(again.ms);
  }
  log(summary('new address (201)', created));
  log(summary('taken, first attempt today (409)', takenFirst));
  log(summary('taken, attempted again (409)', takenAgain));
} finally {
  await api.stop();
  await redis.stop();
  await postgres.stop();
  dir.remove();
}
