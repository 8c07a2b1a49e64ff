import { readFileSync } from 'node:fs';
import { adminApi } from './admin.js';
import { ADMIN_CACHE_TAGS, ADMIN_NO_REFETCH } from './adminCacheTags.js';
import { CACHE_TAGS, NO_REFETCH } from './cacheTags.js';
import { api } from './index.js';

type Decision = { providesTags?: unknown; invalidatesTags?: unknown };
const decisions = { ...CACHE_TAGS, ...ADMIN_CACHE_TAGS } as Record<string, Decision | undefined>;
const noRefetch: Record<string, string> = { ...NO_REFETCH, ...ADMIN_NO_REFETCH };

/** The slice's endpoints by kind: the React hooks module gives each mutation its useMutation, each query its useQuery. */
const endpoints = Object.entries(adminApi.endpoints as Record<string, object>);
const mutations = endpoints.filter(([, endpoint]) => 'useMutation' in endpoint).map(([name]) => name);
const queries = endpoints.filter(([, endpoint]) => 'useQuery' in endpoint).map(([name]) => name);

/** The generated files with the tables deciding their endpoints' tags. */
const GENERATED = [
  { file: 'academyApi.gen.ts', tables: [CACHE_TAGS, NO_REFETCH] },
  { file: 'adminApi.gen.ts', tables: [ADMIN_CACHE_TAGS, ADMIN_NO_REFETCH] },
];

/** The endpoints a generated file declares, read from its source as a second opinion. */
const declaredIn = (file: string, kind: 'query' | 'mutation') =>
  [...readFileSync(new URL(`./${file}`, import.meta.url), 'utf8').matchAll(new RegExp(`^\\s+(\\w+): build\\.${kind}<`, 'gm'))].map(
    ([, name]) => name,
  );
const declared = (kind: 'query' | 'mutation') => GENERATED.flatMap(({ file }) => declaredIn(file, kind));

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
  it("has the admin's endpoints in the slice of '@academy/api'", () => {
    expect(adminApi).toBe(api);
  });

  it('reads the same endpoints from the slice as the generated files declare', () => {
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

  it("decides each endpoint's tags in the tables of its generated file", () => {
    const elsewhere = GENERATED.flatMap(({ file, tables }) => {
      const own = [...declaredIn(file, 'query'), ...declaredIn(file, 'mutation')];
      return tables.flatMap((table) => Object.keys(table)).filter((name) => !own.includes(name));
    });
    expect(elsewhere).toEqual([]);
  });
});
