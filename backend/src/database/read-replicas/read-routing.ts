import { SetMetadata } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReplicaConnection } from './replica-connection.js';

/** Where the reads of the code running now go: a replica chosen for the request, or (undefined) the primary. */
interface ReadRoute {
  replica: ReplicaConnection | undefined;
}

const routes = new AsyncLocalStorage<ReadRoute>();

export const READS_FROM_REPLICA = 'readsFromReplica';

/**
 * Lets the GET requests of a handler (or of every handler of a controller) read from a replica
 * (docs/adr/0015-read-replicas.md). Only for handlers that read and never write: what they read may
 * be a moment old, except for the viewer's own writes. Other methods of the controller are unaffected.
 */
export const ReadsFromReplica = (): MethodDecorator & ClassDecorator => SetMetadata(READS_FROM_REPLICA, true);

/** Runs `work` (and everything it starts) with its reads outside transactions on `replica`. */
export function readOnReplica<T>(replica: ReplicaConnection, work: () => T): T {
  return routes.run({ replica }, work);
}

/**
 * Runs `work` with every read on the primary, also inside a request that reads from a replica: for
 * reads whose result outlives the request (a cache fill must not store what a lagging replica says).
 */
export function readFromPrimary<T>(work: () => T): T {
  return routes.run({ replica: undefined }, work);
}

/** The replica the current request reads from; undefined: the primary. */
export function replicaOfThisRequest(): ReplicaConnection | undefined {
  return routes.getStore()?.replica;
}
