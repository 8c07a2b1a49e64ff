import type { EntityManager, EventSubscriber, FlushEventArgs, TransactionEventArgs, UnitOfWork } from '@mikro-orm/core';

/**
 * Announces what a write changed once it is committed, so that no replica's shared cache keeps it
 * (docs/adr/0014-catalogue-cache.md). Flushes are seen here without the writer doing anything
 * (`changedBy` picks the keys out of the unit of work); writes that bypass the unit of work call
 * `changed`. The caller's promise (a flush, a transaction) resolves after the announcement.
 *
 * Inside a transaction the announcement waits for the commit (a replica that reloads before then
 * would read the old rows and keep them); a savepoint passes its changes to the transaction around it.
 * Subclasses register themselves with the ORM's event manager.
 */
export abstract class CommittedChanges<K> implements EventSubscriber {
  /** Keys changed in a transaction or savepoint that has not committed yet. */
  private readonly pending = new WeakMap<object, Set<K>>();
  /** The transaction around each savepoint. */
  private readonly enclosing = new WeakMap<object, object>();
  /** The transaction an entity manager is opening a savepoint in, between the start events. */
  private readonly opening = new WeakMap<object, object>();

  /** The keys a flush wrote. */
  protected abstract changedBy(uow: UnitOfWork): Set<K>;

  /** Tells every replica's cache that `keys` changed (committed by now). */
  protected abstract announce(keys: Set<K>): Promise<void>;

  /** Keys changed by a write through `em` that no flush sees: announced now, or when `em`'s transaction commits. */
  async changed(em: EntityManager, keys: Iterable<K>): Promise<void> {
    const transaction = em.isInTransaction() ? em.getTransactionContext<object>() : undefined;
    if (!transaction) return this.announce(new Set(keys));
    const pending = this.pending.get(transaction) ?? new Set<K>();
    for (const key of keys) pending.add(key);
    this.pending.set(transaction, pending);
  }

  async afterFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const keys = this.changedBy(uow);
    if (keys.size > 0) await this.changed(em, keys);
  }

  beforeTransactionStart({ em, transaction }: TransactionEventArgs): void {
    if (transaction) this.opening.set(em, transaction);
  }

  afterTransactionStart({ em, transaction }: TransactionEventArgs): void {
    const outer = this.opening.get(em);
    this.opening.delete(em);
    if (outer && transaction) this.enclosing.set(transaction, outer);
  }

  async afterTransactionCommit({ transaction }: TransactionEventArgs): Promise<void> {
    const keys = transaction && this.pending.get(transaction);
    if (!keys) return;
    this.pending.delete(transaction);
    const outer = this.enclosing.get(transaction);
    if (!outer) return this.announce(keys);
    const outerPending = this.pending.get(outer) ?? new Set<K>();
    for (const key of keys) outerPending.add(key);
    this.pending.set(outer, outerPending);
  }

  afterTransactionRollback({ transaction }: TransactionEventArgs): void {
    if (transaction) this.pending.delete(transaction);
  }
}
