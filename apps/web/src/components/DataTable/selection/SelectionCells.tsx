import { Button, Checkbox, Group, Table, Text } from '@mantine/core';
import { pageSelectionState, type RowSelection, togglePage, toggleRow } from './selection.ts';

/** The header cell: checks or unchecks every row of the page. */
export function SelectPageHeader<T>({
  selection,
  pageIds,
}: {
  selection: RowSelection<T>;
  pageIds: string[];
}) {
  const state = pageSelectionState(selection.selected, pageIds);
  return (
    <Table.Th scope="col" w={44}>
      <Checkbox
        aria-label="Select all rows on this page"
        checked={state === 'all' && pageIds.length > 0}
        indeterminate={state === 'some'}
        disabled={pageIds.length === 0}
        onChange={() => selection.onChange(togglePage(selection.selected, pageIds))}
      />
    </Table.Th>
  );
}

export function SelectRowCell<T>({ selection, row, id }: { selection: RowSelection<T>; row: T; id: string }) {
  return (
    <Table.Td>
      <Checkbox
        aria-label={`Select ${selection.rowLabel(row)}`}
        checked={selection.selected.has(id)}
        onChange={() => selection.onChange(toggleRow(selection.selected, id))}
      />
    </Table.Td>
  );
}

/**
 * How many rows are checked, with the way to check every matching row (all pages) or none.
 * The count is read out as it changes.
 */
export function SelectionSummary<T>({
  selection,
  matchingIds,
  matchingCount,
}: {
  selection: RowSelection<T>;
  /** Rows the filters match now: with none, there is nothing to select. */
  matchingCount: number;
  /** Ids of every row the filters match, in the table's order; computed (or, paged, asked for) on a click. */
  matchingIds: () => string[] | Promise<string[]>;
}) {
  const count = selection.selected.size;
  return (
    <Group gap="xs">
      <Text size="sm" aria-live="polite">
        {count === 0 ? 'No rows selected' : `${count.toLocaleString('en-US')} selected`}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        disabled={matchingCount === 0}
        onClick={async () => selection.onChange(new Set(await matchingIds()))}
      >
        Select all matching
      </Button>
      {count > 0 && (
        <Button variant="subtle" size="compact-sm" onClick={() => selection.onChange(new Set())}>
          Clear selection
        </Button>
      )}
    </Group>
  );
}
