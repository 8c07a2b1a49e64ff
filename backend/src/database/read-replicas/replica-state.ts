import { Logger } from '@nestjs/common';

const LSN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** A PostgreSQL WAL position ("16/B374D848") as a number; undefined for anything else. */
export function parseLsn(text: string | undefined): bigint | undefined {
  const match = text === undefined ? null : LSN.exec(text);
  return match ? (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`) : undefined;
}

const logger = new Logger('ReadReplicas');

/** What the monitor last learnt about one replica. */
export class ReplicaState {
  reachable = false;
  /** How far the replica has replayed the primary's WAL (for a server that is no standby: its own WAL position). */
  position: bigint | undefined;
  /** Everything the primary had written by this time (ms) is on the replica. */
  caughtUpAt = Number.NEGATIVE_INFINITY;

  constructor(readonly name: string) {}

  usable(now: number, maxLagMs: number): boolean {
    return this.reachable && now - this.caughtUpAt <= maxLagMs;
  }

  /** The replica has replayed the primary's WAL at least up to `lsn`. */
  holds(lsn: bigint): boolean {
    return this.position !== undefined && this.position >= lsn;
  }

  lost(error: unknown): void {
    if (this.reachable)
      logger.warn(
        `Read replica ${this.name} cannot be reached (${(error as Error).message}): its reads go to the primary until it answers again`,
      );
    this.reachable = false;
  }

  answered(position: bigint): void {
    if (!this.reachable) logger.log(`Read replica ${this.name} answers: it takes reads again once it has caught up`);
    this.reachable = true;
    this.position = position;
  }
}
