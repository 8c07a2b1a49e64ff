import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SortOrder = 'asc' | 'desc';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_PAGE_SIZE = 20;

/** What one admin table keeps in the address: its search, filters, sort and page. */
export interface TableSpec<Filter extends string, Sort extends string> {
  /** Tells this table's parameters apart from the other tabs' (`users.q`, `users.page`, ...). */
  prefix: string;
  /** Each filter with the values it may take. */
  filters: Record<Filter, readonly string[]>;
  sorts: readonly Sort[];
}

export interface TableState<Filter extends string, Sort extends string> {
  q: string;
  page: number;
  pageSize: number;
  /** Unset: the server's default order. */
  sort?: Sort;
  order?: SortOrder;
  filters: Partial<Record<Filter, string>>;
}

/**
 * The table's state read from the address. Whatever the address holds that the table does not know
 * (a hand-edited page, an old sort) falls back to the default, so the server is only asked valid things.
 */
export function readTableState<Filter extends string, Sort extends string>(
  params: URLSearchParams,
  spec: TableSpec<Filter, Sort>,
): TableState<Filter, Sort> {
  const get = (name: string) => params.get(`${spec.prefix}.${name}`) ?? undefined;
  const page = Number(get('page'));
  const pageSize = Number(get('pageSize'));
  const sort = get('sort') as Sort | undefined;
  const order = get('order');
  const filters: Partial<Record<Filter, string>> = {};
  for (const [name, values] of Object.entries(spec.filters) as [Filter, readonly string[]][]) {
    const value = get(name);
    if (value !== undefined && values.includes(value)) filters[name] = value;
  }
  return {
    q: (get('q') ?? '').slice(0, 200),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: sort && spec.sorts.includes(sort) ? sort : undefined,
    order: sort && spec.sorts.includes(sort) && (order === 'asc' || order === 'desc') ? order : undefined,
    filters,
  };
}

/**
 * The state after `changes`: a new search, filter, sort or page size starts again from page 1
 * (unless the change names a page itself).
 */
export function changeTableState<Filter extends string, Sort extends string>(
  state: TableState<Filter, Sort>,
  changes: Partial<TableState<Filter, Sort>>,
): TableState<Filter, Sort> {
  const next = { ...state, ...changes, filters: { ...state.filters, ...changes.filters } };
  const narrowed =
    (changes.q !== undefined && changes.q !== state.q) ||
    (changes.pageSize !== undefined && changes.pageSize !== state.pageSize) ||
    ('sort' in changes && changes.sort !== state.sort) ||
    ('order' in changes && changes.order !== state.order) ||
    (changes.filters !== undefined && Object.entries(changes.filters).some(([name, value]) => state.filters[name as Filter] !== value));
  if (narrowed && changes.page === undefined) next.page = 1;
  if (!next.sort) next.order = undefined;
  return next;
}

/** `params` with the table's state written in: defaults are left out, the other tables' parameters kept. */
export function writeTableState<Filter extends string, Sort extends string>(
  params: URLSearchParams,
  spec: TableSpec<Filter, Sort>,
  state: TableState<Filter, Sort>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(`${spec.prefix}.${name}`);
    else next.set(`${spec.prefix}.${name}`, value);
  };
  set('q', state.q.trim());
  set('page', state.page === 1 ? undefined : String(state.page));
  set('pageSize', state.pageSize === DEFAULT_PAGE_SIZE ? undefined : String(state.pageSize));
  set('sort', state.sort);
  set('order', state.sort ? state.order : undefined);
  for (const name of Object.keys(spec.filters) as Filter[]) set(name, state.filters[name]);
  return next;
}

/**
 * A table's search, filters, sort and page, kept in the address so that a reload, a shared link and
 * the Back button bring the same rows back. Each change is a history entry, except typing in the
 * search (`replace`), which would otherwise leave one entry per pause.
 */
export function useTableState<Filter extends string, Sort extends string>(spec: TableSpec<Filter, Sort>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readTableState(params, spec), [params, spec]);
  const update = useCallback(
    (changes: Partial<TableState<Filter, Sort>>, options: { replace?: boolean } = {}) =>
      setParams((current) => writeTableState(current, spec, changeTableState(readTableState(current, spec), changes)), options),
    [setParams, spec],
  );
  return [state, update] as const;
}

/** The server's query arguments for the state: the filters as they are, the search trimmed. */
export function queryArgs<Filter extends string, Sort extends string>(state: TableState<Filter, Sort>) {
  return {
    page: state.page,
    pageSize: state.pageSize,
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...(state.sort ? { sort: state.sort, ...(state.order ? { order: state.order } : {}) } : {}),
    ...state.filters,
  };
}
