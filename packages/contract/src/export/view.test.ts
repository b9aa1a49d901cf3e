import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';
import { exportableLists, exportListKeys } from './lists.ts';
import type { ViewColumn } from './types.ts';
import { viewPositions, visibleColumns } from './view.ts';

interface Row {
  id: number;
  name: string;
  status: string;
}

const columns: ViewColumn<Row>[] = [
  { id: 'id', kind: 'id' },
  { id: 'name' },
  { id: 'status', kind: 'status', sortable: false, filterable: false },
];
const rows: Row[] = [
  { id: 3, name: 'Émile', status: 'ACTIVE' },
  { id: 1, name: 'emma', status: 'INACTIVE' },
  { id: 2, name: 'Zed', status: 'ACTIVE' },
];
const ids = (positions: readonly number[]) => positions.map((position) => rows[position]?.id);

describe('a list view', () => {
  it('filters as typed (trimmed, any case, accents ignored) and sorts with ties in data order', () => {
    expect(
      ids(
        viewPositions(rows, columns, {
          sort: { columnId: 'name', direction: 'asc' },
          filters: { name: ' EM ' },
        }),
      ),
    ).toEqual([3, 1]);
    expect(
      ids(viewPositions(rows, columns, { sort: { columnId: 'id', direction: 'desc' }, filters: {} })),
    ).toEqual([3, 2, 1]);
    expect(ids(viewPositions(rows, columns, { sort: null, filters: { name: '   ' } }))).toEqual([3, 1, 2]);
  });

  it('ignores sorting and filtering by a column that allows neither, as the table does', () => {
    expect(
      ids(
        viewPositions(rows, columns, {
          sort: { columnId: 'status', direction: 'desc' },
          filters: { status: 'in' },
        }),
      ),
    ).toEqual([3, 1, 2]);
  });

  it('keeps the visible columns in the order asked, every column when none are named', () => {
    expect(visibleColumns(columns, ['status', 'id']).map((column) => column.id)).toEqual(['status', 'id']);
    expect(visibleColumns(columns).map((column) => column.id)).toEqual(['id', 'name', 'status']);
    expect(visibleColumns(columns, []).map((column) => column.id)).toEqual(['id', 'name', 'status']);
  });
});

describe('CSV cells', () => {
  it('neutralises formulas with an apostrophe and quotes per RFC 4180', () => {
    expect(['=1+1', '+1', '-1', '@A1', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@A1",
      '"\'\tx"',
      '"\'\rx"',
    ]);
    // Where a spreadsheet splits on semicolons or tabs, the formula after one stays inside the cell.
    expect([csvCell('Okay;=2+2'), csvCell('Title\t=5+5')]).toEqual(['"Okay;=2+2"', '"Title\t=5+5"']);
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect([csvCell(-5), csvCell(null), csvCell(undefined), csvCell(true), csvCell(Number.NaN)]).toEqual([
      '-5',
      '',
      '',
      'true',
      '',
    ]);
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });
});

describe('exportable lists', () => {
  it('names every list once, each with columns of unique ids and a header each', () => {
    expect(new Set(exportListKeys).size).toBe(exportListKeys.length);
    for (const key of exportListKeys) {
      const list = exportableLists[key];
      expect(list.columns.length, key).toBeGreaterThan(0);
      expect(new Set(list.columns.map((column) => column.id)).size, key).toBe(list.columns.length);
      expect(
        list.columns.every((column) => column.header.length > 0),
        key,
      ).toBe(true);
    }
  });
});
