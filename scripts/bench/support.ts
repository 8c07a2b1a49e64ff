// Shared pieces of the benchmarks: the built API as a child process (the drills' launcher), the
// machine's description, a process's memory, the state of the backend build and a one-line progress bar.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { APIRequestContext } from 'playwright-core';
import { ROOT } from '../drills/support.js';

export { call, freePort, percentile, ROOT, signIn, sleep, startApi, type RunningApi } from '../drills/support.js';

export const log = (line: string): void => console.log(`[bench] ${line}`);

/** Signs a browser context in (its cookie jar is the `request` context's): the pages it opens are signed in. */
export async function signInBrowser(request: APIRequestContext, account: { email: string; password: string }): Promise<void> {
  const response = await request.post('/api/login', { data: account });
  if (!response.ok()) throw new Error(`Sign-in as ${account.email} failed: ${response.status()} ${await response.text()}`);
}

export interface MachineInfo {
  cpu: string;
  cores: number;
  ramGb: number;
  node: string;
}

export function machineInfo(): MachineInfo {
  let cpu = cpus()[0]?.model ?? 'unknown CPU';
  try {
    cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpu;
  } catch {
    // not Linux: os.cpus() is good enough
  }
  return { cpu: cpu.trim(), cores: cpus().length, ramGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10, node: process.version };
}

/** Resident memory of a process in MB (Linux /proc), or NaN where that cannot be read. */
export function rssMb(pid: number | undefined): number {
  try {
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 102.4) / 10;
  } catch {
    return Number.NaN;
  }
}

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Deletes what an API run left in Redis under its QUEUE_PREFIX (the mail queue's metadata, rate-limit counters). */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

/** Whether backend/dist exists and is at least as new as every file in backend/src. */
export function backendBuildStatus(): { built: boolean; staleFiles: string[] } {
  const main = join(ROOT, 'backend/dist/main.js');
  let builtAt: number;
  try {
    builtAt = statSync(main).mtimeMs;
  } catch {
    return { built: false, staleFiles: [] };
  }
  const src = join(ROOT, 'backend/src');
  const staleFiles = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && statSync(join(entry.parentPath, entry.name)).mtimeMs > builtAt)
    .map((entry) => join(entry.parentPath, entry.name).slice(ROOT.length + 1));
  return { built: true, staleFiles };
}

/** `label ████░░░░ 42% 420,000/1,000,000`: redrawn in place on a terminal, a line per quarter done otherwise. */
export class ProgressBar {
  private lastQuarter = -1;
  private readonly started = performance.now();

  constructor(
    private readonly label: string,
    private readonly total: number,
  ) {
    this.update(0);
  }

  update(done: number): void {
    const fraction = this.total === 0 ? 1 : Math.min(1, done / this.total);
    const width = 30;
    const filled = Math.round(fraction * width);
    const line = `[bench] ${this.label.padEnd(16)} ${'█'.repeat(filled)}${'░'.repeat(width - filled)} ${String(Math.round(fraction * 100)).padStart(3)}% ${done.toLocaleString('en-US')}/${this.total.toLocaleString('en-US')} ${this.elapsed()}`;
    if (process.stdout.isTTY) {
      process.stdout.write(`\r${line}`);
      if (fraction === 1) process.stdout.write('\n');
    } else if (fraction > 0 && Math.floor(fraction * 4) > this.lastQuarter) {
      this.lastQuarter = Math.floor(fraction * 4);
      console.log(line);
    }
  }

  private elapsed(): string {
    return `${((performance.now() - this.started) / 1000).toFixed(1)} s`;
  }
}
