import { allFields, type ContentListRow, type ContentTypeDefinition } from '@masthead/contract';
import type { ColumnKind, DataTableColumn } from '../components/DataTable/index.ts';

/** Headers of the columns every type may list; the type's own take their field's label. */
const commonHeaders: Record<string, string> = {
  id: 'ID',
  content_id: 'Content ID',
  type: 'Type',
  creation_datetime: 'Created',
  update_datetime: 'Updated',
};

function kindOf(definition: ContentTypeDefinition, key: string): ColumnKind {
  if (key === 'id') return 'id';
  if (key === 'status') return 'status';
  if (key.endsWith('_datetime')) return 'date';
  const field = allFields(definition).find((candidate) => candidate.key === key);
  if (field?.kind === 'file') return 'image';
  if (field?.kind === 'date') return 'date';
  if (field?.kind === 'integer') return 'number';
  return 'text';
}

/** A file field's label carries its size hint ('Image 1 (100x100)'); a column header needs only the name. */
const withoutSizeHint = (label: string) => label.replace(/\s*\(\d+x\d+\)$/, '');

const cache = new WeakMap<ContentTypeDefinition, readonly DataTableColumn<ContentListRow>[]>();

/**
 * The list's columns from the definition's `columns`, made once per type: the table rebuilds
 * its sort keys whenever it is given a new array.
 */
export function contentColumns(
  definition: ContentTypeDefinition,
): readonly DataTableColumn<ContentListRow>[] {
  const known = cache.get(definition);
  if (known) return known;
  const labels = Object.fromEntries(allFields(definition).map((field) => [field.key, field.label]));
  const columns = definition.columns.map(
    (key): DataTableColumn<ContentListRow> => ({
      id: key,
      header: withoutSizeHint(commonHeaders[key] ?? labels[key] ?? key),
      kind: kindOf(definition, key),
      accessor: (row) => row[key],
    }),
  );
  cache.set(definition, columns);
  return columns;
}
