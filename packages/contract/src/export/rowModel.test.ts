import { describe, expect, it } from 'vitest';
import {
  ascendingOrder,
  createKeyIndex,
  defaultRowId,
  descendingOrder,
  filterPositions,
  readValue,
  sortPositions,
} from './rowModel.ts';
import type { ViewColumn as DataTableColumn, SortState } from './types.ts';
import { filterList } from './view.ts';

interface Row {
  id: number | string;
  username: string;
  status: string;
  permissions: string[];
}

const columns: DataTableColumn<Row>[] = [
  { id: 'id', header: 'Id', kind: 'id' },
  { id: 'username', header: 'Username' },
  { id: 'status', header: 'Status', kind: 'status' },
  { id: 'permissionCount', header: 'Permissions', kind: 'number', accessor: (row) => row.permissions.length },
];

const rows: Row[] = [
  { id: '9', username: 'Zoë', status: 'ACTIVE', permissions: ['a'] },
  { id: '10', username: 'ann', status: 'INACTIVE', permissions: [] },
  { id: '100', username: 'Bob', status: 'PENDING', permissions: ['a', 'b', 'c'] },
  { id: '1', username: 'joanna', status: 'ACTIVE', permissions: ['a', 'b'] },
];

/** The pipeline the component runs: sort every row, then keep those the filters match. */
function visibleIds(sort: SortState | null, filters: Record<string, string> = {}) {
  const index = createKeyIndex(rows, columns);
  return filterPositions(index, sortPositions(index, sort), filterList(filters, columns)).map(
    (position) => rows[position]?.id,
  );
}

describe('sortPositions', () => {
  it('keeps the data order when unsorted', () => {
    expect(visibleIds(null)).toEqual(['9', '10', '100', '1']);
  });

  it('sorts numeric-string ids as integers both ways', () => {
    expect(visibleIds({ columnId: 'id', direction: 'asc' })).toEqual(['1', '9', '10', '100']);
    expect(visibleIds({ columnId: 'id', direction: 'desc' })).toEqual(['100', '10', '9', '1']);
  });

  it('sorts text case- and accent-insensitively', () => {
    expect(visibleIds({ columnId: 'username', direction: 'asc' })).toEqual(['10', '100', '1', '9']);
  });

  it('keeps the data order among equal keys, in both directions', () => {
    expect(visibleIds({ columnId: 'status', direction: 'asc' })).toEqual(['9', '1', '10', '100']);
    expect(visibleIds({ columnId: 'status', direction: 'desc' })).toEqual(['100', '10', '9', '1']);
  });

  it('sorts a computed column by its accessor', () => {
    expect(visibleIds({ columnId: 'permissionCount', direction: 'desc' })).toEqual(['100', '1', '9', '10']);
  });

  it('ignores a sort on a column the table does not have', () => {
    expect(visibleIds({ columnId: 'password', direction: 'asc' })).toEqual(['9', '10', '100', '1']);
  });
});

describe('ascendingOrder and descendingOrder', () => {
  const cases = {
    'small integers (native path)': [5, 3, 5, 0, 3, 9],
    'large integers (comparison path)': [5e15, 3e15, 5e15, 0, 3e15, 9e15],
    'negative, fractional and missing numbers': [2.5, -1, 2.5, Number.NEGATIVE_INFINITY, -1, 9],
    text: ['m', 'c', 'm', 'a', 'c', 'z'],
  };

  it.each(Object.entries(cases))('orders %s by key, ties by position', (_, keys) => {
    expect(ascendingOrder(keys)).toEqual([3, 1, 4, 0, 2, 5]);
    expect(descendingOrder(ascendingOrder(keys), keys)).toEqual([5, 0, 2, 1, 4, 3]);
  });

  it('handles no rows and one row', () => {
    expect(ascendingOrder([])).toEqual([]);
    expect(descendingOrder([0], [7])).toEqual([0]);
  });

  it('matches a comparison sort on many shuffled integer ids', () => {
    const keys = Array.from({ length: 5000 }, (_, position) => (position * 7919) % 5003);
    const expected = keys
      .map((key, position) => ({ key, position }))
      .sort((a, b) => a.key - b.key || a.position - b.position)
      .map(({ position }) => position);
    expect(ascendingOrder(keys)).toEqual(expected);
  });
});

describe('filterPositions', () => {
  it('filters text with case-insensitive contains', () => {
    expect(visibleIds(null, { username: 'ANN' })).toEqual(['10', '1']);
  });

  it('filters a status by its exact values: ACTIVE never finds INACTIVE', () => {
    expect(visibleIds(null, { status: 'ACTIVE' })).toEqual(['9', '1']);
    expect(visibleIds(null, { status: 'inactive' })).toEqual(['10']);
  });

  it('combines filters on several columns', () => {
    expect(visibleIds(null, { username: 'ann', status: 'INACTIVE' })).toEqual(['10']);
  });

  it('keeps the sort order', () => {
    expect(visibleIds({ columnId: 'id', direction: 'desc' }, { status: 'ACTIVE' })).toEqual(['9', '1']);
  });

  it('matches ids and numbers exactly, numeric strings included', () => {
    expect(visibleIds(null, { id: '10' })).toEqual(['10']);
    expect(visibleIds(null, { id: '1' })).toEqual(['1']);
    expect(visibleIds(null, { permissionCount: '0' })).toEqual(['10']);
  });

  it('leaves out a filter its column cannot read (a status of MAYBE), as a hand-typed URL may hold', () => {
    expect(visibleIds(null, { status: 'MAYBE', id: 'ten' })).toEqual(['9', '10', '100', '1']);
  });

  it('ignores blank filters and unknown columns', () => {
    expect(visibleIds(null, { username: '  ', password: 'x' })).toEqual(['9', '10', '100', '1']);
  });
});

describe('createKeyIndex', () => {
  it('computes a column’s keys once, on first use', () => {
    let reads = 0;
    const counted: DataTableColumn<Row>[] = [
      {
        id: 'name',
        header: 'Name',
        accessor: (row) => {
          reads += 1;
          return row.username;
        },
      },
    ];
    const index = createKeyIndex(rows, counted);
    expect(reads).toBe(0);
    sortPositions(index, { columnId: 'name', direction: 'asc' });
    sortPositions(index, { columnId: 'name', direction: 'desc' });
    expect(reads).toBe(rows.length);
  });

  it('sorts a column once per direction and data set', () => {
    const index = createKeyIndex(rows, columns);
    const byId = { columnId: 'id', direction: 'desc' } as const;
    expect(sortPositions(index, byId)).toBe(sortPositions(index, byId));
    expect(sortPositions(createKeyIndex(rows, columns), byId)).toEqual(sortPositions(index, byId));
  });
});

describe('readValue', () => {
  it('reads the field named by the id, or the accessor', () => {
    const [first] = rows;
    if (!first) throw new Error('no rows');
    expect(readValue(columns[1] as DataTableColumn<Row>, first)).toBe('Zoë');
    expect(readValue(columns[3] as DataTableColumn<Row>, first)).toBe(1);
  });

  it('shows nothing for a field that is not a scalar at run time', () => {
    const loose: DataTableColumn<{ tags: string }> = { id: 'tags', header: 'Tags' };
    expect(readValue(loose, { tags: ['a'] } as unknown as { tags: string })).toBeUndefined();
  });
});

describe('defaultRowId', () => {
  it('uses the id field, else the position', () => {
    expect(defaultRowId({ id: 12 }, 0)).toBe('12');
    expect(defaultRowId({ zone_id: 'abc' }, 3)).toBe('3');
  });
});
