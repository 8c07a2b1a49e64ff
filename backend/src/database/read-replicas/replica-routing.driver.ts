import type { Configuration, ConnectionType } from '@mikro-orm/core';
import { PostgreSqlConnection, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { replicaOfThisRequest } from './read-routing.js';
import { ReplicaConnection } from './replica-connection.js';
import { ReplicaMonitor, type ReplicaMonitorSettings } from './replica-monitor.js';

/**
 * MikroORM's PostgreSQL driver with read replicas (`replicas` in the ORM options), where MikroORM's
 * own choice (any read outside a transaction, to a random replica) becomes ours: a read goes to the
 * replica the current request was given (read-routing.ts), and everything else to the primary.
 * Writes and transactions always ask for the primary ('write'), so they never reach a replica.
 */
export class ReplicaRoutingDriver extends PostgreSqlDriver {
  readonly monitor: ReplicaMonitor;

  constructor(config: Configuration, settings: ReplicaMonitorSettings) {
    super(config);
    this.monitor = new ReplicaMonitor(this.connection, this.replicas as ReplicaConnection[], settings);
  }

  /** Called by the base class's constructor, after it has made the primary's connection. */
  protected override createReplicas(): PostgreSqlConnection[] {
    return super.createReplicas((options) => new ReplicaConnection(this.config, options, this.connection));
  }

  override getConnection(type: ConnectionType = 'write'): PostgreSqlConnection {
    return (type === 'read' ? replicaOfThisRequest() : undefined) ?? super.getConnection('write');
  }

  override async close(force?: boolean): Promise<void> {
    this.monitor.stop();
    await super.close(force);
  }
}

/** The driver class for `driver` in the ORM options, with the monitor's settings. */
export function replicaRoutingDriver(settings: ReplicaMonitorSettings): typeof PostgreSqlDriver {
  return class extends ReplicaRoutingDriver {
    constructor(config: Configuration) {
      super(config, settings);
    }
  };
}
