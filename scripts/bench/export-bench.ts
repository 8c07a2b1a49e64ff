// The CSV export measured through the running server: enrolments topped up to the requested number,
// then exported whole and for one course, reading the body as it streams while the server's resident
// memory is sampled from /proc. Part of `npm run bench`; `npm run bench -- --only export` runs it alone.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { log } from './support.js';

export const EXPORT_HEADING = '## CSV export (enrolments with progress, streamed)';
/** The target: what streaming the largest export may add to the server's resident memory. */
export const EXPORT_GROWTH_TARGET_MB = 50;
const SAMPLE_MS = 10;
const NEWLINE = 0x0a;

export interface ExportResult {
  name: string;
  path: string;
  rows: number;
  bytes: number;
  /** Content-Encoding of the response ('identity' when none). */
  encoding: string;
  firstByteMs: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
}

export interface ExportRun {
  enrolments: { seeded: number; exported: number };
  results: ExportResult[];
}

const mb = (kb: number) => Math.round(kb / 102.4) / 10;

/** Resident memory of a process in kB (Linux /proc); NaN where it cannot be read. */
function residentKb(pid: number | undefined): number {
  try {
    return Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  } catch {
    return Number.NaN;
  }
}

/**
 * Enrols learners who have no enrolment yet (one course each, round the small courses) until there are
 * `target` enrolments; returns how many there were and are.
 */
async function topUpEnrolments(databaseUrl: string, target: number): Promise<{ before: number; after: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async () => Number((await client.query<{ count: string }>('select count(*) from enrollments')).rows[0].count);
    const before = await count();
    if (before < target) {
      await client.query(
        `insert into enrollments (user_id, course_id, source, status, enrolled_at, completed_lessons)
         select u.id, c.first + 1 + u.id % greatest(1, c.n - 1), 'free', 'active', now() - (u.id % 90) * interval '1 day', 0
         from users u cross join (select min(id) as first, count(*)::int as n from courses) c
         where u.email like 'learner%@academy.bench' and not exists (select 1 from enrollments e where e.user_id = u.id)
         order by u.id limit $1`,
        [target - before],
      );
      await client.query('analyze enrollments');
    }
    return { before, after: await count() };
  } finally {
    await client.end();
  }
}

/** One export read to its end as it arrives, the server's RSS sampled every few milliseconds meanwhile. */
async function measureExport(baseUrl: string, pid: number | undefined, cookie: string, name: string, path: string): Promise<ExportResult> {
  const rssBefore = residentKb(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, residentKb(pid))), SAMPLE_MS);
  try {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    if (!response.ok || !response.body) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
    let firstByte: number | undefined;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body) {
      firstByte ??= performance.now();
      bytes += chunk.length;
      for (const byte of chunk) if (byte === NEWLINE) lines++;
    }
    const ended = performance.now();
    rssPeak = Math.max(rssPeak, residentKb(pid));
    const result: ExportResult = {
      name,
      path,
      // The header line is not a row.
      rows: lines - 1,
      bytes,
      encoding: response.headers.get('content-encoding') ?? 'identity',
      firstByteMs: Math.round((firstByte ?? ended) - started),
      seconds: Math.round((ended - started) / 100) / 10,
      rssBeforeMb: mb(rssBefore),
      rssPeakMb: mb(rssPeak),
    };
    log(
      `export ${name}: ${result.rows.toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(1)} MB in ${result.seconds} s (first byte ${result.firstByteMs} ms); ` +
        `server RSS ${result.rssBeforeMb} → peak ${result.rssPeakMb} MB`,
    );
    return result;
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Tops the enrolments up to `rows` (after the other measurements, which keep the data set they were
 * given), then exports one course's enrolments and all of them.
 */
export async function measureExports(
  api: { baseUrl: string; process: { pid?: number } },
  databaseUrl: string,
  adminCookie: string,
  bigCourseId: number,
  rows: number,
): Promise<ExportRun> {
  const { before, after } = await topUpEnrolments(databaseUrl, rows);
  if (after > before) log(`enrolments topped up from ${before.toLocaleString('en-US')} to ${after.toLocaleString('en-US')} for the export`);
  if (after < rows) log(`warning: only ${after.toLocaleString('en-US')} enrolments could be made (every learner has one): raise --users`);
  const path = '/api/admin/exports/enrolments.csv';
  // The small one first: it warms the code paths, so the large one's growth is the streaming's own.
  const small = await measureExport(api.baseUrl, api.process.pid, adminCookie, 'one course', `${path}?courseId=${bigCourseId}`);
  const whole = await measureExport(api.baseUrl, api.process.pid, adminCookie, 'every enrolment', path);
  return { enrolments: { seeded: before, exported: after }, results: [small, whole] };
}

/** Peak RSS growth of the largest export, in MB. */
export function exportGrowthMb(run: ExportRun): number {
  const largest = [...run.results].sort((a, b) => b.rows - a.rows)[0];
  return Math.round((largest.rssPeakMb - largest.rssBeforeMb) * 10) / 10;
}

/** The report's section: one line per export. */
export function exportSection(run: ExportRun, measuredBy: string): string {
  const number = (value: number) => value.toLocaleString('en-US');
  return [
    EXPORT_HEADING,
    '',
    `${measuredBy} \`GET /api/admin/exports/enrolments.csv\` as an admin, through the same server, after the data set's ` +
      `${number(run.enrolments.seeded)} enrolments were topped up to ${number(run.enrolments.exported)} (learners without one get one). ` +
      "The body is read as it arrives; the server's resident memory (VmRSS in /proc) is sampled every 10 ms from the request to the last byte. " +
      'Rows come from one SQL statement read through a cursor, 500 at a time, as fast as the client takes the CSV.',
    '',
    [
      '| Export | Rows | MB (CSV) | Encoding | First byte ms | Seconds | Rows/s | Server RSS before MB | Peak MB | Growth MB |',
      '|---|---:|---:|---|---:|---:|---:|---:|---:|---:|',
      ...run.results.map(
        (result) =>
          `| ${result.name} | ${number(result.rows)} | ${(result.bytes / 1e6).toFixed(1)} | ${result.encoding} | ${result.firstByteMs} | ${result.seconds} | ` +
          `${number(Math.round(result.rows / Math.max(result.seconds, 0.1)))} | ${result.rssBeforeMb} | ${result.rssPeakMb} | ${Math.round((result.rssPeakMb - result.rssBeforeMb) * 10) / 10} |`,
      ),
    ].join('\n'),
  ].join('\n');
}
