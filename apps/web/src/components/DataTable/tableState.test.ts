import { describe, expect, it } from 'vitest';
import {
  emptyTableState,
  hideColumn,
  moveColumn,
  parseTableState,
  showColumn,
  type TableStateSchema,
  toggleSort,
  visibleColumnIds,
  withColumns,
  withFilter,
  withoutFilters,
  withPage,
  withPageSize,
  withSearch,
  withSortToggled,
  writeTableState,
} from './tableState.ts';

const schema: TableStateSchema = {
  sortableIds: ['id', 'username', 'status'],
  filterable: [
    { id: 'username' },
    { id: 'status', kind: 'status' },
    { id: 'tags', filter: 'choice' },
    { id: 'created', kind: 'date' },
    { id: 'version', kind: 'number' },
  ],
  columnIds: ['id', 'username', 'status'],
  defaultColumnIds: ['id', 'username', 'status'],
  pageSizes: [10, 20, 50, 100],
  prefix: '',
};

const parse = (query: string, overrides: Partial<TableStateSchema> = {}) =>
  parseTableState(new URLSearchParams(query), { ...schema, ...overrides });

describe('parseTableState', () => {
  it('reads sort, direction, page and filters', () => {
    expect(parse('sort=username&dir=desc&page=3&f_username=ann')).toEqual({
      ...emptyTableState,
      sort: { columnId: 'username', direction: 'desc' },
      page: 3,
      filters: { username: 'ann' },
    });
  });

  it('defaults to no sort, page 1 and no filters', () => {
    expect(parse('')).toEqual(emptyTableState);
  });

  it('sorts ascending when the direction is missing or unknown', () => {
    expect(parse('sort=id').sort).toEqual({ columnId: 'id', direction: 'asc' });
    expect(parse('sort=id&dir=sideways').sort).toEqual({ columnId: 'id', direction: 'asc' });
  });

  it('ignores a sort on an unknown or unsortable column', () => {
    expect(parse('sort=password').sort).toBeNull();
    expect(parse('sort=status', { sortableIds: ['id'] }).sort).toBeNull();
  });

  it.each(['0', '-2', 'abc', '2.5', '1e3', '', '99999999999'])('reads page %j as page 1', (page) => {
    expect(parse(`page=${page}`).page).toBe(1);
  });

  it('keeps a large page number for the table to clamp against its rows', () => {
    expect(parse('page=999').page).toBe(999);
  });

  it('ignores blank filters and filters on unknown or unfilterable columns', () => {
    expect(parse('f_username=%20%20&f_password=x&f_id=3').filters).toEqual({});
  });

  it('keeps the filter text as typed, spaces included', () => {
    expect(parse('f_username=ann%20s').filters).toEqual({ username: 'ann s' });
  });

  it('reads prefixed parameters only', () => {
    const state = parse('sort=id&page=4&q=x&zones_sort=username&zones_page=2&zones_f_status=INACTIVE', {
      prefix: 'zones_',
    });
    expect(state).toEqual({
      ...emptyTableState,
      sort: { columnId: 'username', direction: 'asc' },
      page: 2,
      filters: { status: 'INACTIVE' },
    });
  });

  it('reads each filter in its column’s form: choices, ids, a range of days, a number', () => {
    expect(
      parse('f_status=ACTIVE,INACTIVE&f_tags=3,7&f_created=2026-01-01..2026-03-31&f_version=2').filters,
    ).toEqual({ status: 'ACTIVE,INACTIVE', tags: '3,7', created: '2026-01-01..2026-03-31', version: '2' });
    expect(parse('f_created=..2026-03-31').filters).toEqual({ created: '..2026-03-31' });
    expect(parse('f_created=2026-01-01..').filters).toEqual({ created: '2026-01-01..' });
  });

  it.each([
    'f_status=act',
    'f_status=ACTIVE,MAYBE',
    'f_tags=three',
    'f_created=2026-03-31..2026-01-01',
    'f_created=2026-02-30..',
    'f_created=..',
    'f_version=two',
  ])('ignores %s, which cannot filter its column', (query) => {
    expect(parse(query).filters).toEqual({});
  });

  it('reads the list’s search as typed', () => {
    expect(parse('q=%C3%89mile%20s').search).toBe('Émile s');
  });

  it('reads the visible columns in their order, each once, and known ones only', () => {
    expect(parse('cols=status,id').columns).toEqual(['status', 'id']);
    expect(parse('cols=status,password,status,id').columns).toEqual(['status', 'id']);
  });

  it('shows the list’s own columns when the choice names none it has', () => {
    expect(parse('cols=').columns).toBeNull();
    expect(parse('cols=password,,').columns).toBeNull();
  });

  it.each(['50', '10'])('reads page size %s', (size) => {
    expect(parse(`size=${size}`).pageSize).toBe(Number(size));
  });

  it.each(['7', '1000', 'abc', '-20', '20.5', ''])('ignores page size %j that is not offered', (size) => {
    expect(parse(`size=${size}`).pageSize).toBeNull();
  });
});

describe('writeTableState', () => {
  it('writes the state and keeps the screen’s own parameters', () => {
    const params = new URLSearchParams('type=game&page=5');
    const next = writeTableState(
      params,
      {
        sort: { columnId: 'username', direction: 'desc' },
        page: 1,
        filters: { username: 'ann', status: 'ACTIVE,INACTIVE' },
        search: 'smith',
        columns: ['username', 'id'],
        pageSize: 50,
      },
      schema,
    );
    expect(next.toString()).toBe(
      'type=game&sort=username&dir=desc&f_username=ann&f_status=ACTIVE%2CINACTIVE&q=smith&cols=username%2Cid&size=50',
    );
    expect(params.toString()).toBe('type=game&page=5');
  });

  it('removes what the state no longer has', () => {
    const params = new URLSearchParams(
      'sort=id&dir=asc&page=2&f_status=x&f_username=y&q=z&cols=id&size=50&other=1',
    );
    expect(writeTableState(params, emptyTableState, schema).toString()).toBe('other=1');
  });

  it('round-trips through parse', () => {
    const state = {
      sort: { columnId: 'id', direction: 'asc' as const },
      page: 7,
      filters: { status: 'INACTIVE', created: '..2026-03-31' },
      search: 'ann',
      columns: ['status', 'username'],
      pageSize: 100,
    };
    expect(parseTableState(writeTableState(new URLSearchParams(), state, schema), schema)).toEqual(state);
  });
});

describe('transitions', () => {
  const onPage3 = { ...emptyTableState, page: 3 };

  it('sorts a new column ascending and flips the sorted one', () => {
    expect(toggleSort(null, 'id')).toEqual({ columnId: 'id', direction: 'asc' });
    expect(toggleSort({ columnId: 'id', direction: 'asc' }, 'id')).toEqual({
      columnId: 'id',
      direction: 'desc',
    });
    expect(toggleSort({ columnId: 'id', direction: 'desc' }, 'id')).toEqual({
      columnId: 'id',
      direction: 'asc',
    });
    expect(toggleSort({ columnId: 'id', direction: 'desc' }, 'username')).toEqual({
      columnId: 'username',
      direction: 'asc',
    });
  });

  it('returns to page 1 when the sort or a filter changes', () => {
    expect(withSortToggled(onPage3, null, 'id').page).toBe(1);
    expect(withFilter(onPage3, 'username', 'a').page).toBe(1);
    expect(withSearch(onPage3, 'ann')).toEqual({ ...emptyTableState, search: 'ann' });
    expect(withoutFilters({ ...onPage3, filters: { username: 'a' }, search: 'b' })).toEqual(emptyTableState);
  });

  it('drops a filter cleared to blank', () => {
    const filtered = withFilter(emptyTableState, 'username', 'ann');
    expect(filtered.filters).toEqual({ username: 'ann' });
    expect(withFilter(filtered, 'username', ' ').filters).toEqual({});
  });

  it('keeps pages whole and at least 1', () => {
    expect(withPage(emptyTableState, 4).page).toBe(4);
    expect(withPage(emptyTableState, 0).page).toBe(1);
  });
});

describe('columns and page size', () => {
  const all = ['id', 'username', 'status', 'email'];

  it('writes the list’s own columns as no choice, so the URL stays short', () => {
    expect(withColumns(emptyTableState, all, all).columns).toBeNull();
    expect(withColumns(emptyTableState, ['username', 'id'], all).columns).toEqual(['username', 'id']);
  });

  it('shows the list’s own columns, hidden-by-default ones left out, until the user chooses', () => {
    const own = ['id', 'username'];
    expect(visibleColumnIds(emptyTableState, { defaultColumnIds: own })).toEqual(own);
    expect(withColumns(emptyTableState, own, own).columns).toBeNull();
    expect(withColumns(emptyTableState, [...own, 'tags'], own).columns).toEqual([...own, 'tags']);
  });

  it('shows a hidden column after the nearest visible one before it in the list', () => {
    expect(showColumn(['email', 'id'], 'status', all)).toEqual(['email', 'id', 'status']);
    expect(showColumn(['status', 'email'], 'id', all)).toEqual(['id', 'status', 'email']);
    expect(showColumn(['id', 'email'], 'username', all)).toEqual(['id', 'username', 'email']);
  });

  it('never hides the last visible column', () => {
    expect(hideColumn(['id', 'email'], 'id')).toEqual(['email']);
    expect(hideColumn(['email'], 'email')).toEqual(['email']);
  });

  it('moves a column one place and leaves it at either end', () => {
    expect(moveColumn(['id', 'username', 'status'], 'status', -1)).toEqual(['id', 'status', 'username']);
    expect(moveColumn(['id', 'username', 'status'], 'id', 1)).toEqual(['username', 'id', 'status']);
    expect(moveColumn(['id', 'username'], 'id', -1)).toEqual(['id', 'username']);
    expect(moveColumn(['id', 'username'], 'username', 1)).toEqual(['id', 'username']);
  });

  it('returns to page 1 with a new page size', () => {
    expect(withPageSize({ ...emptyTableState, page: 4 }, 50)).toEqual({ ...emptyTableState, pageSize: 50 });
  });
});
