import type { CellValue, ListColumn } from '../export/types.ts';
import { type EntityDefinition, type EntityField, type EntityRow, isListField } from './definition.ts';

/** A choice field's values, which its column filters by picking (matching any of a list's). */
function choicesOfField(field: EntityField) {
  if (field.kind === 'choice') return { choices: field.options, choiceLabels: field.optionLabels };
  if (field.kind === 'choiceList') return { choices: field.options };
  return undefined;
}

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
  const fields = new Map(definition.fields.map((field) => [field.key as string, field]));
  const columns = definition.columns.map(({ key, kind }): ListColumn<Row> => {
    const field = fields.get(key);
    const isList = field !== undefined && isListField(field);
    const listOf = (row: Row) => row[key as keyof Row] as readonly unknown[];
    return {
      id: key,
      header: definition.labels[key] ?? key,
      ...(kind && { kind }),
      ...(isList && {
        accessor: (row: Row) => listOf(row).join(', ') as CellValue,
        filterValues: (row: Row) => listOf(row).map(String),
      }),
      ...(field && choicesOfField(field)),
    };
  });
  made.set(definition, columns as readonly ListColumn<never>[]);
  return columns;
}
