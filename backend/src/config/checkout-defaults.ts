import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * Defaults that must differ between two checkouts on one machine (each with its own data directory),
 * yet stay the same from one start of a checkout to the next: both are derived from the data directory.
 */

/**
 * Without EMBEDDED_POSTGRES_PORT, the embedded PostgreSQL's port is taken from this range, one per data
 * directory. It lies below the ephemeral ranges of Linux (32768+), macOS and Windows (49152+), so the
 * kernel never hands one of these ports to an outgoing connection or to a server asking for any port.
 */
export const EMBEDDED_POSTGRES_PORTS = { first: 25432, last: 26431 } as const;

/** The queue prefix in production when QUEUE_PREFIX is unset (every replica and worker shares it). */
export const PRODUCTION_QUEUE_PREFIX = 'academy';

/**
 * The real path of `path`: symbolic links in its existing part are resolved, the part that does not
 * exist yet (a first start's data directory) is appended as written. Never throws.
 */
export function canonicalPath(path: string): string {
  const absolute = resolve(path);
  try {
    return realpathSync(absolute);
  } catch {
    const parent = dirname(absolute);
    return parent === absolute ? absolute : join(canonicalPath(parent), basename(absolute));
  }
}

function dataDirHash(dataDir: string): Buffer {
  return createHash('sha256').update(canonicalPath(dataDir)).digest();
}

/** The embedded PostgreSQL's default port for this data directory (stable, in EMBEDDED_POSTGRES_PORTS). */
export function defaultEmbeddedPostgresPort(dataDir: string): number {
  const size = EMBEDDED_POSTGRES_PORTS.last - EMBEDDED_POSTGRES_PORTS.first + 1;
  return EMBEDDED_POSTGRES_PORTS.first + (dataDirHash(dataDir).readUInt32BE(0) % size);
}

/**
 * The BullMQ (and rate-limit) key prefix when QUEUE_PREFIX is unset: `academy` in production, where
 * replicas with different data directories share the queues; elsewhere `academy-<hash of the data
 * directory>`, so two checkouts using one local Redis never see each other's jobs.
 */
export function defaultQueuePrefix(dataDir: string, production: boolean): string {
  return production ? PRODUCTION_QUEUE_PREFIX : `${PRODUCTION_QUEUE_PREFIX}-${dataDirHash(dataDir).toString('hex').slice(0, 8)}`;
}
