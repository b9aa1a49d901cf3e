import { defaultRowId, viewPositions } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { landingOf } from './rowLanding.ts';

interface Row {
  id: number;
  title: string;
}

const columns = [{ id: 'id', kind: 'id' as const }, { id: 'title' }];
// 45 rows whose titles run against their ids, so each order puts a row on another page.
const rows: Row[] = Array.from({ length: 45 }, (_, index) => ({
  id: index + 1,
  title: `Item ${String(45 - index).padStart(2, '0')}`,
}));

/** The landing of `id` in the table's own row model for a sort and filters. */
const landing = (id: number, view: Parameters<typeof viewPositions>[2], pageSize = 20) =>
  landingOf({
    rowId: String(id),
    rows,
    positions: viewPositions(rows, columns, view),
    getRowId: defaultRowId,
    pageSize,
  });

describe('the page that holds a saved row', () => {
  it('follows the sort: the same row is on the last page one way and the first the other', () => {
    expect(landing(45, { sort: { columnId: 'id', direction: 'asc' }, filters: {} })).toEqual({ page: 3 });
    expect(landing(45, { sort: { columnId: 'id', direction: 'desc' }, filters: {} })).toEqual({ page: 1 });
    expect(landing(45, { sort: { columnId: 'title', direction: 'asc' }, filters: {} })).toEqual({ page: 1 });
    expect(landing(1, { sort: { columnId: 'title', direction: 'asc' }, filters: {} })).toEqual({ page: 3 });
  });

  it('counts the page boundaries exactly, for any page size', () => {
    const ascending = { sort: { columnId: 'id', direction: 'asc' as const }, filters: {} };
    expect(landing(20, ascending)).toEqual({ page: 1 });
    expect(landing(21, ascending)).toEqual({ page: 2 });
    expect(landing(40, ascending)).toEqual({ page: 2 });
    expect(landing(41, ascending)).toEqual({ page: 3 });
    expect(landing(41, ascending, 50)).toEqual({ page: 1 });
    expect(landing(11, ascending, 10)).toEqual({ page: 2 });
  });

  it('counts only the rows the filters let through, and says hidden for a row they leave out', () => {
    // 'Item 1' matches Item 10 to 19 (ids 27 to 36) only.
    const filtered = { sort: { columnId: 'id', direction: 'asc' as const }, filters: { title: 'item 1' } };
    expect(landing(36, filtered, 5)).toEqual({ page: 2 });
    expect(landing(45, filtered)).toBe('hidden');
    expect(landing(999, { sort: null, filters: {} })).toBe('hidden');
  });
});
