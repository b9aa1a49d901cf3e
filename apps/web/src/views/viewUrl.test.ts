import { describe, expect, it } from 'vitest';
import { readViewState, viewStateKey, writeViewState } from './viewUrl.ts';

const place = { prefix: '', screenParams: ['type'] };
const read = (query: string, where = place) => readViewState(new URLSearchParams(query), where);

describe('readViewState', () => {
  it('reads sort, filters, columns, page size and the screen’s parameters, not the page', () => {
    expect(
      read(
        'sort=name&dir=desc&page=3&f_name=ann&f_status=ACT&q=smith&cols=name,id&size=50&type=game&other=1',
      ),
    ).toEqual({
      sort: { column: 'name', direction: 'desc' },
      filters: { name: 'ann', status: 'ACT' },
      search: 'smith',
      columns: ['name', 'id'],
      pageSize: 50,
      params: { type: 'game' },
    });
  });

  it('reads an empty query as the list as it comes', () => {
    expect(read('')).toEqual({
      sort: null,
      filters: {},
      columns: null,
      pageSize: null,
      params: {},
      search: '',
    });
  });

  it('reads only its own table’s parameters', () => {
    const state = read('sort=id&keys_sort=name&keys_f_name=x&f_id=3&keys_size=10', {
      prefix: 'keys_',
      screenParams: [],
    });
    expect(state).toEqual({
      sort: { column: 'name', direction: 'asc' },
      filters: { name: 'x' },
      search: '',
      columns: null,
      pageSize: 10,
      params: {},
    });
  });

  it('leaves out what no view can hold', () => {
    expect(read('f_=x&f___proto__=y&f_name=%20&size=7&cols=,,&sort=__proto__')).toEqual({
      sort: null,
      filters: {},
      search: '',
      columns: null,
      pageSize: null,
      params: {},
    });
  });
});

describe('writeViewState', () => {
  it('replaces the table’s parameters, starts at page 1 and keeps the others', () => {
    const params = new URLSearchParams('sort=id&page=4&f_id=3&keys_page=2&type=game&view=9');
    const next = writeViewState(
      params,
      { sort: null, filters: { name: 'ann' }, columns: ['name'], pageSize: 100, params: {}, search: '' },
      place,
    );
    expect(next.toString()).toBe('keys_page=2&view=9&f_name=ann&cols=name&size=100');
  });

  it('round-trips through readViewState', () => {
    const state = {
      sort: { column: 'id', direction: 'desc' as const },
      filters: { name: 'a b', status: 'x' },
      search: 'Émile',
      columns: ['status', 'id'],
      pageSize: 10,
      params: { type: 'quiz' },
    };
    expect(read(writeViewState(new URLSearchParams(), state, place).toString())).toEqual(state);
  });
});

describe('viewStateKey', () => {
  it('is the same for the same state in any key order', () => {
    const a = {
      sort: null,
      filters: { a: '1', b: '2' },
      columns: null,
      pageSize: null,
      params: {},
      search: '',
    };
    const b = { ...a, filters: { b: '2', a: '1' } };
    expect(viewStateKey(a)).toBe(viewStateKey(b));
    expect(viewStateKey(a)).not.toBe(viewStateKey({ ...a, pageSize: 50 }));
  });
});
