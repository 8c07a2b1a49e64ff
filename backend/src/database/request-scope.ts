import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/core';

/**
 * What an API request runs in (set up in Fastify's first hook: common/logging/request-context.ts):
 * its own MikroORM entity manager, a fork of the global one so that identity maps never mix between
 * requests, made the first time the request uses it (a request that only runs SQL through Kysely,
 * or none, needs no identity map), and what the log lines written meanwhile say about the request.
 */
export class RequestScope<Fields extends object = object> {
  private fork: EntityManager | undefined;
  /** While the fork is being made: MikroORM reads the context meanwhile, and must get none (as outside a request). */
  private forking = false;

  constructor(
    private readonly root: EntityManager,
    /** Added to every log line written during the request. */
    readonly logFields: Fields,
  ) {}

  /** The request's entity manager for `name` (the ORM's context), made on first use. */
  entityManager(name: string): EntityManager | undefined {
    if (name !== this.root.name || this.forking) return undefined;
    if (this.fork === undefined) {
      this.forking = true;
      try {
        this.fork = this.root.fork({ useContext: true, disableContextResolution: true });
      } finally {
        this.forking = false;
      }
    }
    return this.fork;
  }

  /** The request's entity manager if it has been made. */
  madeEntityManager(name: string): EntityManager | undefined {
    return name === this.root.name ? this.fork : undefined;
  }
}

export const requestScopes = new AsyncLocalStorage<RequestScope>();

/** The current request's scope, if any. */
export function currentRequestScope(): RequestScope | undefined {
  return requestScopes.getStore();
}
