import { describe, expect, it } from '@jest/globals';
import { changeTableState, queryArgs, readTableState, writeTableState, type TableSpec } from './tableState';

const SPEC: TableSpec<'role' | 'verified', 'name' | 'createdAt'> = {
  prefix: 'users',
  filters: { role: ['admin', 'jobseeker'], verified: ['true', 'false'] },
  sorts: ['name', 'createdAt'],
};

const read = (search: string) => readTableState(new URLSearchParams(search), SPEC);

describe('admin table state in the address', () => {
  it('reads the search, page, page size, sort and filters of its own prefix', () => {
    expect(read('users.q=ann&users.page=3&users.pageSize=50&users.sort=name&users.order=desc&users.role=admin&courses.q=x')).toEqual({
      q: 'ann',
      page: 3,
      pageSize: 50,
      sort: 'name',
      order: 'desc',
      filters: { role: 'admin' },
    });
  });

  it('falls back to the defaults for values the table does not know, so the server is asked only valid things', () => {
    expect(read('users.page=0&users.pageSize=7&users.sort=password&users.order=desc&users.role=owner&users.verified=yes')).toEqual({
      q: '',
      page: 1,
      pageSize: 20,
      sort: undefined,
      order: undefined,
      filters: {},
    });
    expect(read('users.page=2.5').page).toBe(1);
    expect(read(`users.q=${'x'.repeat(300)}`).q).toHaveLength(200);
  });

  it('starts again from page 1 when the search, a filter, the sort or the page size changes', () => {
    const onPage3 = read('users.page=3');
    expect(changeTableState(onPage3, { q: 'ann' }).page).toBe(1);
    expect(changeTableState(onPage3, { filters: { role: 'admin' } }).page).toBe(1);
    expect(changeTableState(onPage3, { sort: 'name', order: 'asc' }).page).toBe(1);
    expect(changeTableState(onPage3, { pageSize: 50 }).page).toBe(1);
    expect(changeTableState(onPage3, { page: 4 }).page).toBe(4);
    // The same search again keeps the page.
    expect(changeTableState(read('users.q=ann&users.page=3'), { q: 'ann' }).page).toBe(3);
  });

  it('writes only what differs from the defaults and keeps the other parameters', () => {
    const params = new URLSearchParams('tab=users&courses.q=intro&users.page=4');
    const state = changeTableState(read(params.toString()), { q: '  ann  ', filters: { role: 'admin', verified: undefined } });
    expect(writeTableState(params, SPEC, state).toString()).toBe('tab=users&courses.q=intro&users.q=ann&users.role=admin');
    const sorted = changeTableState(state, { sort: 'createdAt', order: 'asc', page: 2 });
    expect(writeTableState(params, SPEC, sorted).toString()).toBe(
      'tab=users&courses.q=intro&users.page=2&users.q=ann&users.sort=createdAt&users.order=asc&users.role=admin',
    );
  });

  it('turns the state into the query arguments, leaving out an empty search and an unset sort', () => {
    expect(queryArgs(read(''))).toEqual({ page: 1, pageSize: 20 });
    expect(queryArgs(read('users.q=%20ann%20&users.sort=name&users.order=desc&users.role=admin&users.page=2'))).toEqual({
      page: 2,
      pageSize: 20,
      q: 'ann',
      sort: 'name',
      order: 'desc',
      role: 'admin',
    });
  });
});
