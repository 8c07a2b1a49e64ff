import { LRUCache } from 'lru-cache';
import { readFromPrimary } from '../../database/read-replicas/read-routing.js';

/** What a shared cache needs from the channel that tells every replica what changed. */
export interface InvalidationChannel {
  /** Whether other replicas' invalidations reach this one right now; while they do not, caches stand aside. */
  isLive(): boolean;
  /** Tells the other replicas to drop `keys` of the cache `name` (null: all of it); resolves once sent (or failed, logged). */
  publish(name: string, keys: readonly string[] | null): Promise<void>;
}

export interface SharedCacheOptions {
  /** At most this many entries; the least recently used go first. */
  max: number;
  /** A backstop: an entry is read again after this long even if no invalidation came. */
  ttlMs: number;
}

/**
 * An in-process cache that every replica empties together (docs/adr/0014-catalogue-cache.md).
 * Values are shared by every request that reads them: never change one after it is loaded.
 *
 * - A change is announced with `invalidate`: dropped here at once, then on the other replicas through
 *   the channel, which calls `drop` there.
 * - A load that began before an invalidation does not store what it read: it may be older than the
 *   change (the generation counter).
 * - Simultaneous misses of one key share one load.
 * - A load reads the primary, also in a request that reads from a read replica: a replica that has not
 *   replayed the change yet would store what the invalidation was meant to drop.
 * - While the channel is down this replica would miss invalidations: it reads through to the loader
 *   and stores nothing (the channel empties the cache when it is back).
 */
export class SharedCache {
  private readonly entries: LRUCache<string, object>;
  private readonly loading = new Map<string, Promise<object>>();
  private generation = 0;

  constructor(
    readonly name: string,
    private readonly channel: InvalidationChannel,
    options: SharedCacheOptions,
  ) {
    this.entries = new LRUCache({ max: options.max, ttl: options.ttlMs });
  }

  /** The entry for `key`, loaded with `load` when missing. Callers keep each key to one type of value. */
  async get<V extends object>(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.channel.isLive()) return load();
    const cached = (this.entries.get(key) ?? this.loading.get(key)) as V | Promise<V> | undefined;
    if (cached) return cached;
    const generation = this.generation;
    const loaded: Promise<V> = readFromPrimary(load)
      .then((value) => {
        if (generation === this.generation && this.channel.isLive()) this.entries.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
      });
    this.loading.set(key, loaded);
    return loaded;
  }

  /**
   * The entries for `keys`, the missing ones loaded together by one call of `load` (which answers for
   * every key it is given), with the same rules as `get`.
   */
  async getMany<V extends object>(
    keys: readonly string[],
    load: (missing: string[]) => Promise<ReadonlyMap<string, V>>,
  ): Promise<Map<string, V>> {
    if (!this.channel.isLive()) return new Map(await load([...keys]));
    const found = new Map<string, V | Promise<V>>();
    const missing: string[] = [];
    for (const key of keys) {
      const cached = (this.entries.get(key) ?? this.loading.get(key)) as V | Promise<V> | undefined;
      if (cached) found.set(key, cached);
      else if (!missing.includes(key)) missing.push(key);
    }
    if (missing.length > 0) {
      const generation = this.generation;
      const batch = readFromPrimary(() => load(missing));
      for (const key of missing) {
        const loaded: Promise<V> = batch
          .then((values) => {
            const value = values.get(key);
            if (value === undefined) throw new Error(`Cache ${this.name}: nothing was loaded for ${key}`);
            if (generation === this.generation && this.channel.isLive()) this.entries.set(key, value);
            return value;
          })
          .finally(() => {
            if (this.loading.get(key) === loaded) this.loading.delete(key);
          });
        this.loading.set(key, loaded);
        found.set(key, loaded);
      }
    }
    return new Map(await Promise.all([...found].map(async ([key, value]) => [key, await value] as const)));
  }

  /** Drops `keys` (null: everything) on every replica: here at once, then on the others. */
  async invalidate(keys: readonly string[] | null): Promise<void> {
    this.drop(keys);
    await this.channel.publish(this.name, keys);
  }

  /** Drops `keys` (null: everything) here only: what another replica's invalidation asks of this one. */
  drop(keys: readonly string[] | null): void {
    this.generation++;
    if (keys === null) {
      this.entries.clear();
      this.loading.clear();
      return;
    }
    for (const key of keys) {
      this.entries.delete(key);
      this.loading.delete(key);
    }
  }
}
