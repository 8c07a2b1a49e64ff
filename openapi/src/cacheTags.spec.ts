import { readFileSync } from 'node:fs';
import { CACHE_TAGS, NO_REFETCH } from './cacheTags.js';
import { api } from './index.js';

type Decision = { providesTags?: unknown; invalidatesTags?: unknown };
const decisions = CACHE_TAGS as Record<string, Decision | undefined>;
const noRefetch = NO_REFETCH as Record<string, string>;

/** The slice's endpoints by kind: the React hooks module gives each mutation its useMutation, each query its useQuery. */
const endpoints = Object.entries(api.endpoints as Record<string, object>);
const mutations = endpoints.filter(([, endpoint]) => 'useMutation' in endpoint).map(([name]) => name);
const queries = endpoints.filter(([, endpoint]) => 'useQuery' in endpoint).map(([name]) => name);

/** The endpoints the generated file declares, read from its source as a second opinion. */
const generated = readFileSync(new URL('./academyApi.gen.ts', import.meta.url), 'utf8');
const declared = (kind: 'query' | 'mutation') =>
  [...generated.matchAll(new RegExp(`^\\s+(\\w+): build\\.${kind}<`, 'gm'))].map(([, name]) => name);

/** An argument of any shape: every property is itself, and it reads as the number 1. */
const anyArgument: unknown = new Proxy(() => undefined, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => 1 : anyArgument),
});

/** Whether invalidatesTags names something: a non-empty list, or a function giving one (after a failure, with any argument). */
function invalidatesSomething(invalidatesTags: unknown): boolean {
  if (Array.isArray(invalidatesTags)) return invalidatesTags.length > 0;
  if (typeof invalidatesTags !== 'function') return false;
  const tags: unknown = invalidatesTags(undefined, { status: 500, message: '500: ' }, anyArgument, undefined);
  return Array.isArray(tags) && tags.length > 0;
}

describe('the cache tags of the api slice', () => {
  it('reads the same endpoints from the slice as the generated file declares', () => {
    expect(mutations.length).toBeGreaterThan(100);
    expect(queries.length).toBeGreaterThan(90);
    expect([...mutations].sort()).toEqual(declared('mutation').sort());
    expect([...queries].sort()).toEqual(declared('query').sort());
  });

  it('gives every mutation invalidatesTags or a place in NO_REFETCH', () => {
    const undecided = mutations.filter((name) => !(name in noRefetch) && decisions[name]?.invalidatesTags === undefined);
    expect(undecided).toEqual([]);
  });

  it('gives no mutation of NO_REFETCH invalidatesTags', () => {
    const both = mutations.filter((name) => name in noRefetch && decisions[name] !== undefined);
    expect(both).toEqual([]);
  });

  it('has every mutation outside NO_REFETCH invalidate something', () => {
    const empty = mutations.filter((name) => !(name in noRefetch) && !invalidatesSomething(decisions[name]?.invalidatesTags));
    expect(empty).toEqual([]);
  });

  it('gives each no-op mutation a one-line reason', () => {
    for (const [name, reason] of Object.entries(noRefetch)) {
      expect({ name, reason: reason.trim().length > 10 && !reason.includes('\n') }).toEqual({ name, reason: true });
    }
  });

  it('gives every query its providesTags, an empty list only on purpose', () => {
    const undecided = queries.filter((name) => decisions[name]?.providesTags === undefined);
    expect(undecided).toEqual([]);
  });

  it('names only endpoints of the slice, each with the tags of its kind', () => {
    const misplaced = Object.entries(decisions).filter(([name, decision]) =>
      queries.includes(name) ? decision?.invalidatesTags !== undefined : !mutations.includes(name) || decision?.providesTags !== undefined,
    );
    expect(misplaced.map(([name]) => name)).toEqual([]);
    expect(Object.keys(noRefetch).filter((name) => !mutations.includes(name))).toEqual([]);
  });
});
