import { Button, Checkbox, CloseButton, Group, Table, Text } from '@mantine/core';
import { wholeNumberText } from '@masthead/contract';
import { useId, useRef } from 'react';
import { BodyCell } from '../BodyCell.tsx';
import classes from '../DataTable.module.css';
import { checkbox } from '../mantineLook.ts';
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

/**
 * A row's checkbox: a native one dressed as Mantine's Checkbox (mantineLook.ts), which resolved its
 * props, theme and styles in three components for each row of the page.
 */
export function SelectRowCell<T>({ selection, row, id }: { selection: RowSelection<T>; row: T; id: string }) {
  const inputId = useId();
  const isChecked = selection.selected.has(id);
  return (
    <BodyCell>
      <div {...checkbox.root} data-checked={isChecked || undefined}>
        <div className={checkbox.bodyClassName}>
          <div className={checkbox.innerClassName} data-label-position="right">
            <input
              className={checkbox.inputClassName}
              data-with-error-styles="true"
              id={inputId}
              aria-label={`Select ${selection.rowLabel(row)}`}
              type="checkbox"
              checked={isChecked}
              onChange={() => selection.onChange(toggleRow(selection.selected, id))}
            />
            {checkMark}
          </div>
          <div className={checkbox.labelWrapperClassName} />
        </div>
      </div>
    </BodyCell>
  );
}

/** Mantine's CheckIcon, as its Checkbox draws it over a checked box. */
const checkMark = (
  <svg
    viewBox="0 0 10 7"
    fill="none"
    xmlns="http://www.w3.org/2000/svg"
    aria-hidden="true"
    className={checkbox.iconClassName}
  >
    <path
      d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

/**
 * How many rows are checked, with the way to check every matching row (all pages) or none.
 * The count is read out as it changes. Checking a row never changes the summary's width: the
 * count and its clearing button stand where 'No rows selected' does, so the toolbar never wraps
 * onto a second line, and the rows never move, under the pointer that just checked one.
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
  const selectAll = useRef<HTMLButtonElement>(null);
  return (
    <Group gap="xs">
      <span className={classes.selectionCount}>
        <span className={classes.selectionCountRoom} />
        <Group gap={4} wrap="nowrap">
          <Text size="sm" aria-live="polite">
            {count === 0 ? 'No rows selected' : `${wholeNumberText(count)} selected`}
          </Text>
          {count > 0 && (
            <CloseButton
              size="sm"
              aria-label="Clear selection"
              title="Clear selection"
              onClick={() => {
                selection.onChange(new Set());
                // The × goes with the selection: the keyboard stays in the toolbar, not back at the page's top.
                selectAll.current?.focus();
              }}
            />
          )}
        </Group>
      </span>
      <Button
        ref={selectAll}
        variant="subtle"
        size="compact-sm"
        disabled={matchingCount === 0}
        onClick={async () => selection.onChange(new Set(await matchingIds()))}
      >
        Select all matching
      </Button>
    </Group>
  );
}
