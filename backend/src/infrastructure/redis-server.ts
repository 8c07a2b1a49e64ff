import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { Redis } from 'ioredis';
import { StartupError } from './startup-error.js';

export interface RedisHandle {
  /** Set when we started redis-server ourselves. */
  process?: ChildProcess;
  stop(): Promise<void>;
}

/** The URL without its password, for messages. */
export function redactedRedisUrl(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}

/** True when Redis answers; a Redis that refuses REDIS_URL's user or password stops start-up with a clear message. */
export async function pingRedis(url: string, timeoutMs = 1500): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: timeoutMs, retryStrategy: () => null });
  // An authentication failure arrives as an error event; connect() then only says the connection closed.
  let lastError = '';
  client.on('error', (error: Error) => (lastError = error.message));
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch (error) {
    const message = lastError || (error as Error).message;
    if (/WRONGPASS|NOAUTH|NOPERM|invalid username-password/i.test(message)) {
      throw new StartupError(
        `Redis at ${redactedRedisUrl(url)} refused REDIS_URL's credentials (${message.split('\n')[0]}). ` +
          'Put the user and password in the URL: redis://user:password@host:6379 (or redis://:password@host:6379 for requirepass).',
      );
    }
    return false;
  } finally {
    client.disconnect();
  }
}

function findOnPath(command: string): string | undefined {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, command))
    .find((candidate) => existsSync(candidate));
}

/**
 * Uses the Redis at `url`; when nothing answers on a local address and a `redis-server` binary is on
 * PATH, starts one bound to 127.0.0.1 with its data under the data directory.
 */
export async function ensureRedis(url: string, dataDir: string, log: (line: string) => void): Promise<RedisHandle> {
  const none: RedisHandle = { stop: async () => undefined };
  if (await pingRedis(url)) return none;

  const parsed = new URL(url);
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
  const binary = findOnPath('redis-server');
  if (!local || !binary) {
    throw new StartupError(
      `Redis is not reachable at ${redactedRedisUrl(url)}. Start one with "docker compose up -d redis" ` +
        `(or install redis-server, e.g. "apt-get install redis-server"), or set REDIS_URL to a running Redis.`,
    );
  }
  const port = parsed.port || '6379';
  const dir = join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  log(`No Redis answered at ${redactedRedisUrl(url)}; starting ${binary} on 127.0.0.1:${port} with data in ${dir}`);
  const child = spawn(binary, ['--bind', '127.0.0.1', '--port', port, '--dir', dir, '--save', '60 1', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await pingRedis(url, 200)) {
      return {
        process: child,
        stop: async () => {
          child.kill('SIGTERM');
        },
      };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new StartupError(`redis-server did not start on 127.0.0.1:${port} (is the port in use by something that is not Redis?)`);
}
