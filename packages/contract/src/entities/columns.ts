import type { CellValue, ListColumn } from '../export/types.ts';
import type { EntityDefinition, EntityRow } from './definition.ts';

const listKinds = new Set(['choiceList', 'projects', 'permissions']);
const made = new WeakMap<EntityDefinition, readonly ListColumn<never>[]>();

/**
 * An entity's list columns from its definition, made once per entity (the browser's table
 * rebuilds its sort keys whenever it is given a new array): headers are the labels of their
 * keys, and a list of values shows as one comma-joined cell.
 */
export function entityListColumns<Row extends EntityRow>(
  definition: EntityDefinition,
): readonly ListColumn<Row>[] {
  const known = made.get(definition);
  if (known) return known as readonly ListColumn<Row>[];
  const kinds = new Map(definition.fields.map((field) => [field.key as string, field.kind]));
  const columns = definition.columns.map(({ key, kind }): ListColumn<Row> => {
    const isList = listKinds.has(kinds.get(key) ?? '');
    return {
      id: key,
      header: definition.labels[key] ?? key,
      ...(kind && { kind }),
      ...(isList && {
        accessor: (row: Row) => (row[key as keyof Row] as readonly unknown[]).join(', ') as CellValue,
      }),
    };
  });
  made.set(definition, columns as readonly ListColumn<never>[]);
  return columns;
}
