import { SharedCache, type InvalidationChannel } from './shared-cache.js';

/** A channel that is up or down as the test says, and remembers what it was asked to publish. */
class TestChannel implements InvalidationChannel {
  live = true;
  readonly published: { name: string; keys: readonly string[] | null }[] = [];

  isLive(): boolean {
    return this.live;
  }

  async publish(name: string, keys: readonly string[] | null): Promise<void> {
    this.published.push({ name, keys });
  }
}

/** A load the test finishes when it wants, counting how often it was started. */
function controlledLoad<V extends object>() {
  const load = {
    calls: 0,
    finish: (_value: V) => undefined as void,
    start: (): Promise<V> => {
      load.calls++;
      return new Promise<V>((resolve) => (load.finish = resolve));
    },
  };
  return load;
}

describe('SharedCache', () => {
  let channel: TestChannel;
  let cache: SharedCache;

  beforeEach(() => {
    channel = new TestChannel();
    cache = new SharedCache('test', channel, { max: 10, ttlMs: 60_000 });
  });

  it('loads a missing entry once, then answers from memory', async () => {
    let loads = 0;
    const load = async () => ({ loads: ++loads });
    expect(await cache.get('a', load)).toEqual({ loads: 1 });
    expect(await cache.get('a', load)).toEqual({ loads: 1 });
    expect(loads).toBe(1);
  });

  it('shares one load between simultaneous misses of a key', async () => {
    const load = controlledLoad<{ value: number }>();
    const first = cache.get('a', load.start);
    const second = cache.get('a', load.start);
    load.finish({ value: 1 });
    expect(await Promise.all([first, second])).toEqual([{ value: 1 }, { value: 1 }]);
    expect(load.calls).toBe(1);
  });

  it('does not keep what a load read before an invalidation, and does not hand it to later readers', async () => {
    const stale = controlledLoad<{ version: string }>();
    const pending = cache.get('a', stale.start);
    await cache.invalidate(['a']);
    const fresh = controlledLoad<{ version: string }>();
    const after = cache.get('a', fresh.start);
    fresh.finish({ version: 'new' });
    stale.finish({ version: 'old' });
    // The reader that asked before the change may get what was there before it; nobody after it does.
    expect(await pending).toEqual({ version: 'old' });
    expect(await after).toEqual({ version: 'new' });
    expect(await cache.get('a', async () => ({ version: 'reloaded' }))).toEqual({ version: 'new' });
  });

  it('drops the given keys here and asks the other replicas to drop them too', async () => {
    await cache.get('a', async () => ({ version: 1 }));
    await cache.get('b', async () => ({ version: 1 }));
    await cache.invalidate(['a']);
    expect(channel.published).toEqual([{ name: 'test', keys: ['a'] }]);
    expect(await cache.get('a', async () => ({ version: 2 }))).toEqual({ version: 2 });
    expect(await cache.get('b', async () => ({ version: 2 }))).toEqual({ version: 1 });

    cache.drop(null);
    expect(await cache.get('b', async () => ({ version: 3 }))).toEqual({ version: 3 });
    expect(channel.published).toHaveLength(1);
  });

  it('stands aside while the channel is down: every read loads, nothing is kept', async () => {
    await cache.get('a', async () => ({ version: 1 }));
    channel.live = false;
    expect(await cache.get('a', async () => ({ version: 2 }))).toEqual({ version: 2 });
    expect(await cache.get('a', async () => ({ version: 3 }))).toEqual({ version: 3 });

    // A load that began while the channel was up and ends after it went down is not kept either.
    channel.live = true;
    cache.drop(null);
    const load = controlledLoad<{ version: number }>();
    const pending = cache.get('a', load.start);
    channel.live = false;
    load.finish({ version: 4 });
    await pending;
    channel.live = true;
    expect(await cache.get('a', async () => ({ version: 5 }))).toEqual({ version: 5 });
  });

  it('passes a failed load on to its readers and keeps nothing', async () => {
    await expect(cache.get('a', async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.get('a', async () => ({ version: 1 }))).toEqual({ version: 1 });
  });

  it('forgets the least recently used entries beyond its bound', async () => {
    const small = new SharedCache('small', channel, { max: 2, ttlMs: 60_000 });
    for (const key of ['a', 'b', 'c']) await small.get(key, async () => ({ key, version: 1 }));
    expect(await small.get('a', async () => ({ key: 'a', version: 2 }))).toEqual({ key: 'a', version: 2 });
    expect(await small.get('c', async () => ({ key: 'c', version: 2 }))).toEqual({ key: 'c', version: 1 });
  });
});
