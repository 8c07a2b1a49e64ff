import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { ReplicaConnection } from './replica-connection.js';
import { parseLsn } from './replica-state.js';

export interface ReplicaMonitorSettings {
  pollMs: number;
  maxLagMs: number;
}

/**
 * Reads the primary's WAL position and each replica's replay position every `pollMs`, in process:
 * requests then decide where to read without asking any server. A replica is used while it answers
 * and has replayed everything the primary had written `maxLagMs` ago; a viewer who has just written
 * reads from it only once it has replayed that write (docs/adr/0015-read-replicas.md).
 */
export class ReplicaMonitor {
  /** The primary's WAL position at each poll, oldest first, as far back as `maxLagMs` (and at least the newest). */
  private samples: { at: number; lsn: bigint }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly primary: PostgreSqlConnection,
    readonly replicas: readonly ReplicaConnection[],
    readonly settings: ReplicaMonitorSettings,
  ) {}

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.refresh();
    this.schedule();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
  }

  /** A replica that may serve a read now, at random among those that qualify; undefined: read from the primary. */
  choose(readAfter: bigint | undefined): ReplicaConnection | undefined {
    const now = Date.now();
    const candidates = this.replicas.filter(
      ({ state }) => state.usable(now, this.settings.maxLagMs) && (readAfter === undefined || state.holds(readAfter)),
    );
    return candidates[Math.floor(Math.random() * candidates.length)];
  }

  /** The primary's WAL position now: a write committed before this call is at or before it. */
  async primaryPosition(): Promise<string> {
    const pool = await this.primary.getNativeClient();
    const { rows } = await pool.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
    return rows[0].lsn;
  }

  /** One poll: the primary's position first, then every replica's (so a replica that has reached a sample had it at the sample's time). */
  async refresh(): Promise<void> {
    const at = Date.now();
    const lsn = await this.primaryPosition().then(parseLsn, () => undefined);
    if (lsn !== undefined) this.samples.push({ at, lsn });
    this.samples = this.samples.filter(
      (sample, index) => index === this.samples.length - 1 || sample.at >= at - this.settings.maxLagMs - this.settings.pollMs,
    );
    await Promise.all(this.replicas.map((replica) => this.probe(replica)));
  }

  private async probe(replica: ReplicaConnection): Promise<void> {
    let position: bigint | undefined;
    try {
      position = await replica.replayPosition(Math.max(this.settings.pollMs, 1000));
    } catch (error) {
      replica.state.lost(error);
      return;
    }
    replica.state.answered(position);
    const reached = this.samples.findLast((sample) => sample.lsn <= position);
    if (reached && reached.at > replica.state.caughtUpAt) replica.state.caughtUpAt = reached.at;
  }

  private schedule(): void {
    if (!this.running) return;
    this.timer = setTimeout(() => void this.refresh().finally(() => this.schedule()), this.settings.pollMs);
    this.timer.unref();
  }
}
