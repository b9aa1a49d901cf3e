import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './types.ts';

interface Row {
  id: number;
  name: string;
  permissions: string[];
}

describe('DataTableColumn', () => {
  it('asks for an accessor when the id is not a scalar field of the row', () => {
    const needAccessors: DataTableColumn<Row>[] = [
      // @ts-expect-error permissions is an array, which a cell cannot show as it is
      { id: 'permissions', header: 'Permissions' },
      // @ts-expect-error fullName is no field of Row
      { id: 'fullName', header: 'Name' },
    ];
    expect(needAccessors).toHaveLength(2);
  });
});
