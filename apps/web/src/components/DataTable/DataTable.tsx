import { Button, Group, Loader, NativeSelect, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { type ColumnFilter, filterList, type ListPageAnswer, searchedColumnIds } from '@masthead/contract';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useHandOver } from '../../first-screen/useHandOver.ts';
import { LoadFailure } from '../form-kit/LoadFailure.tsx';
import { BodyCell } from './BodyCell.tsx';
import { ColumnChooser } from './ColumnChooser.tsx';
import { ColumnHeader } from './ColumnHeader.tsx';
import { normalizeFilter } from './cellKey.ts';
import { renderCell } from './cells.tsx';
import classes from './DataTable.module.css';
import { ExportButton } from './export/ExportButton.tsx';
import { tableRow } from './mantineLook.ts';
import { clampPage, pageCount, rangeText } from './pagination.ts';
import type { RowLanding } from './rowLanding.ts';
import {
  createKeyIndex,
  defaultRowId,
  filterPositions,
  type KeyIndex,
  searchPositions,
  sortPositions,
} from './rowModel.ts';
import { SearchBox } from './SearchBox.tsx';
import { SelectionSummary, SelectPageHeader, SelectRowCell } from './selection/SelectionCells.tsx';
import { withChoiceLabels } from './server/serverList.ts';
import { useServerPage } from './server/useServerPage.ts';
import {
  hasFilters,
  visibleColumnIds,
  withColumns,
  withFilter,
  withoutFilters,
  withPage,
  withPageSize,
  withSearch,
  withSortToggled,
} from './tableState.ts';
import type { DataTableColumn, DataTableProps, SortDirection, SortState } from './types.ts';
import { useDataTableState } from './useDataTableState.ts';
import { useFollowRowLinks } from './useFollowRowLinks.ts';
import { useRowLanding } from './useRowLanding.ts';

const noRows: never[] = [];

/**
 * The list table of every screen: sort, filter, page, columns and page size in the browser, all
 * kept in the URL query. Sorting and filtering run over the whole list; only the current page is rendered.
 * A list too long to hold in the browser (`serverList`) asks the server for each page of the same
 * view instead, with the contract's same sort and filter rules, behind the same controls.
 *
 * Sorting and filtering are our own small pipeline over row positions (rowModel.ts) rather than
 * TanStack Table's row models: at 20,000 rows TanStack builds a row object with its methods for
 * each row and copies every row on each sort; in bench/table that took about 340 ms to first
 * render and 190–280 ms per sort, against a budget of 100 ms.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { isLoading = false, rowActions, getRowId = defaultRowId, serverList } = props;
  // Rows that arrive are drawn in the background, a few milliseconds at a time, so a long list
  // landing never freezes the page for typing, scrolling or the menu.
  const data = useDeferredValue(props.data);
  const { emptyText = 'Nothing to show yet.', defaultSort, paramPrefix = '', caption } = props;
  const { selection, exportList, toolbar } = props;
  const [choiceLabels, setChoiceLabels] = useState<ListPageAnswer['choice_labels']>();
  const followRowLink = useFollowRowLinks();
  // A paged list's relation filters offer the names its server's answer gives.
  const allColumns = useMemo(
    () => withChoiceLabels(props.columns, choiceLabels),
    [props.columns, choiceLabels],
  );

  const ownPageSize = props.pageSize ?? 20;
  const { state, update, schema, fallbackSort, view } = useDataTableState({
    columns: allColumns,
    paramPrefix,
    defaultSort,
    pageSize: ownPageSize,
  });
  const { sort, pageSize, columns } = view;

  // Each step is memoized on plain values, so paging re-sorts nothing and typing a filter only
  // re-filters the already sorted positions.
  const rowData = (serverList ? undefined : data) ?? noRows;
  const index = useMemo(() => createKeyIndex(rowData, allColumns), [rowData, allColumns]);
  const sortedPositions = useSortedPositions(index, sort);
  const filters = useFilterList(state.filters, allColumns);
  const filtered = useMemo(
    () => filterPositions(index, sortedPositions, filters),
    [index, sortedPositions, filters],
  );
  const search = normalizeFilter(state.search);
  const searchedIds = searchedColumnIds(columns).join(',');
  const positions = useMemo(
    () => searchPositions(index, filtered, search, searchedIds === '' ? [] : searchedIds.split(',')),
    [index, filtered, search, searchedIds],
  );

  // Sorting and paging add history entries; filters replace the current one, so typing does not
  // leave an entry per keystroke.
  const handleSort = (columnId: string) =>
    update((current) => withSortToggled(current, current.sort ?? fallbackSort, columnId), { replace: false });
  const handleFilter = (columnId: string, value: string) =>
    update((current) => withFilter(current, columnId, value), { replace: true });
  const handleSearch = (value: string) => update((current) => withSearch(current, value), { replace: true });
  const handleClearFilters = () => update(withoutFilters, { replace: true });
  const handlePage = (page: number) => update((current) => withPage(current, page), { replace: false });
  const handleColumns = (change: (visibleIds: readonly string[]) => string[]) =>
    update(
      (current) => withColumns(current, change(visibleColumnIds(current, schema)), schema.defaultColumnIds),
      { replace: true },
    );
  const handlePageSize = (size: number) =>
    update((current) => withPageSize(current, size === ownPageSize ? null : size), { replace: false });

  const server = useServerPage({
    list: serverList,
    sort,
    filters: state.filters,
    search: state.search,
    columnIds: view.columnIds,
    page: state.page,
    pageSize,
    findId: props.highlightRowId,
  });
  const answer = server.answer;
  const answeredLabels = answer?.choice_labels;
  useEffect(() => {
    if (answeredLabels && Object.keys(answeredLabels).length > 0) setChoiceLabels(answeredLabels);
  }, [answeredLabels]);
  const isBusy = serverList ? answer === undefined : data === undefined || isLoading;
  const isRefreshing = serverList !== undefined && answer !== undefined && server.isRefreshing;
  // The server's drawing of the page's first screen gives way once these rows are drawn.
  useHandOver(!isBusy);
  const shownCount = answer?.count ?? positions.length;
  const landing = useRowLanding({
    rowId: props.highlightRowId,
    isSettled: serverList ? !isBusy && !isRefreshing : !isBusy && data === props.data,
    rows: rowData,
    positions,
    getRowId,
    pageSize,
    page: state.page,
    located: answer && locatedOf(answer.found_at, pageSize),
    openPage: (target, keep) =>
      update((current) => withPage(current, target), { replace: true, state: keep }),
    onHidden: (keep) =>
      props.onHighlightHidden?.(() => update(withoutFilters, { replace: true, state: keep })),
  });
  const pages = pageCount(shownCount, pageSize);
  // A paged list shows the page its rows are of: the one asked for shows once its rows arrive.
  const page = answer ? answer.page : (landing.page ?? clampPage(state.page, pages));
  const pageRows = answer
    ? answer.rows.map((row, at) => ({ row: row as T, position: (answer.page - 1) * pageSize + at }))
    : positions.slice((page - 1) * pageSize, page * pageSize).map((position) => ({
        row: rowData[position] as T,
        position,
      }));
  const columnCount = columns.length + (rowActions ? 1 : 0) + (selection ? 1 : 0);
  // The row's name (a title, a username): on a narrow screen its column keeps room to be read.
  const primaryId = columns.find((column) => (column.kind ?? 'text') === 'text' && !column.cell)?.id;
  const pageIds = pageRows.map(({ row, position }) => getRowId(row, position));
  const matchingIds = serverList
    ? server.matchingIds
    : () => positions.map((position) => getRowId(rowData[position] as T, position));
  const tableName = props['aria-label'] ?? caption;

  const renderBody = () => {
    // As many placeholder rows as a page has (up to 25), so that the rows arriving push nothing
    // on screen: with fewer, the footer sat in view and moved down (a layout shift on a phone).
    if (isBusy) return <SkeletonRows rows={Math.min(pageSize, 25)} columns={columnCount} />;
    if (pageRows.length === 0) {
      return (
        <MessageRow columns={columnCount}>
          {hasFilters(state) ? (
            <Stack align="center" gap="xs">
              <Text>No rows match the filters.</Text>
              <Button variant="light" size="xs" onClick={handleClearFilters}>
                Clear filters
              </Button>
            </Stack>
          ) : (
            <Text>{emptyText}</Text>
          )}
        </MessageRow>
      );
    }
    return pageRows.map(({ row, position }) => (
      // A plain row with Table.Tr's classes and marks, as BodyCell is a plain cell.
      <tr key={getRowId(row, position)} {...tableRow} {...landing.rowProps(getRowId(row, position))}>
        {selection && <SelectRowCell selection={selection} row={row} id={getRowId(row, position)} />}
        {columns.map((column) => (
          <BodyCell
            key={column.id}
            className={column.id === primaryId ? classes.primary : undefined}
            style={column.kind === 'number' ? numericCell : undefined}
          >
            {renderCell(column, row)}
          </BodyCell>
        ))}
        {rowActions && (
          <BodyCell className={classes.actions}>
            <div className={classes.rowActions}>{rowActions(row)}</div>
          </BodyCell>
        )}
      </tr>
    ));
  };

  return (
    <Stack gap="sm">
      {/* A paged list's page that could not be loaded, as QueryTable shows a whole list's. */}
      {server.error && <LoadFailure error={server.error} onRetry={server.retry} />}
      <Group justify="space-between" gap="sm" role="group" aria-label={`${tableName ?? 'Table'} actions`}>
        <Group gap="sm">
          <SearchBox value={state.search} onChange={handleSearch} tableName={tableName} />
          {selection && (
            <SelectionSummary selection={selection} matchingIds={matchingIds} matchingCount={shownCount} />
          )}
          {toolbar}
        </Group>
        <Group gap="xs">
          {/* Kept mounted while the list reloads, so a running export is not cut off. */}
          {exportList && (
            <ExportButton
              input={{
                ...exportList,
                sort,
                filters: state.filters,
                search: state.search,
                columns: [...view.columnIds],
              }}
              rows={isBusy ? 0 : shownCount}
            />
          )}
          <ColumnChooser
            columns={allColumns}
            visibleIds={view.columnIds}
            isChanged={state.columns !== null}
            onChange={handleColumns}
            onReset={() => update((current) => ({ ...current, columns: null }), { replace: true })}
            tableName={tableName}
          />
        </Group>
      </Group>
      {/* The browser's own scrolling: Mantine's ScrollArea measures its thumb, forcing a layout, on every render. */}
      <Table.ScrollContainer className={classes.scroller} minWidth={640} type="native">
        <Table
          className={classes.table}
          striped
          highlightOnHover
          captionSide="top"
          aria-label={props['aria-label']}
          aria-busy={isBusy || isRefreshing || undefined}
        >
          {caption && <Table.Caption>{caption}</Table.Caption>}
          <Table.Thead>
            <Table.Tr>
              {selection && <SelectPageHeader selection={selection} pageIds={isBusy ? [] : pageIds} />}
              {columns.map((column) => (
                <ColumnHeader
                  key={column.id}
                  header={column.header}
                  align={column.kind === 'number' ? 'right' : 'left'}
                  sortDirection={sortDirectionOf(column, sort)}
                  onSort={() => handleSort(column.id)}
                  column={column}
                  filter={(column.filterable ?? true) ? (state.filters[column.id] ?? '') : undefined}
                  onFilterChange={(value) => handleFilter(column.id, value)}
                />
              ))}
              {rowActions && (
                <Table.Th scope="col" className={classes.actions}>
                  Actions
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody onClick={followRowLink}>{renderBody()}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {isBusy ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">Loading</Text>
        </Group>
      ) : (
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Text size="sm" aria-live="polite">
              {rangeText({ page, pageSize, shown: shownCount, total: answer?.total ?? rowData.length })}
            </Text>
            {/* A paged list asking for its next page: shown in place, taking its room always. */}
            {serverList && (
              <Loader size="xs" aria-hidden="true" style={isRefreshing ? undefined : hiddenInPlace} />
            )}
            {hasFilters(state) && shownCount > 0 && (
              <Button variant="subtle" size="compact-sm" onClick={handleClearFilters}>
                Clear filters
              </Button>
            )}
            <NativeSelect
              size="xs"
              label="Rows per page"
              // A screen with two tables has two of these; the name says which table each serves.
              aria-label={tableName ? `Rows per page of ${tableName}` : undefined}
              styles={inlineLabel}
              value={String(pageSize)}
              data={schema.pageSizes.map(String)}
              onChange={(event) => handlePageSize(Number(event.currentTarget.value))}
            />
          </Group>
          {pages > 1 && (
            <nav aria-label={tableName ? `${tableName} pages` : 'Pages'}>
              <Pagination
                total={pages}
                value={page}
                onChange={handlePage}
                siblings={3}
                size="sm"
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
                getControlProps={(control) => ({ 'aria-label': `${controlLabels[control]} page` })}
              />
            </nav>
          )}
        </Group>
      )}
    </Stack>
  );
}

const controlLabels = { first: 'First', previous: 'Previous', next: 'Next', last: 'Last' } as const;
const inlineLabel = {
  root: { display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' },
  label: { fontWeight: 400 },
} as const;
const hiddenInPlace = { visibility: 'hidden' } as const;
const numericCell = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

function sortDirectionOf<T>(
  column: DataTableColumn<T>,
  sort: SortState | null,
): SortDirection | null | undefined {
  if (!(column.sortable ?? true)) return undefined;
  return sort?.columnId === column.id ? sort.direction : null;
}

/** Sorts again only when the data or the sorted column or direction changes. */
function useSortedPositions(index: KeyIndex, sort: SortState | null): readonly number[] {
  const columnId = sort?.columnId;
  const direction = sort?.direction;
  return useMemo(
    () => sortPositions(index, columnId && direction ? { columnId, direction } : null),
    [index, columnId, direction],
  );
}

/**
 * The filters as [column, filter] pairs, the same array while their content is: the URL changes
 * on every page click, and a new array would filter 20,000 rows again for nothing.
 */
function useFilterList<T>(
  filters: Readonly<Record<string, string>>,
  columns: readonly DataTableColumn<T>[],
): [string, ColumnFilter][] {
  const key = JSON.stringify(filterList(filters, columns));
  return useMemo(() => JSON.parse(key) as [string, ColumnFilter][], [key]);
}

/** The page of the row the server found, or hidden when it did not; nothing when none was asked for. */
function locatedOf(foundAt: number | null | undefined, pageSize: number): RowLanding | undefined {
  if (foundAt === undefined) return undefined;
  return foundAt === null ? 'hidden' : { page: Math.floor(foundAt / pageSize) + 1 };
}

function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} ta="center" py="xl">
        <div className={classes.message}>{children}</div>
      </Table.Td>
    </Table.Tr>
  );
}

function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing but their position
    <Table.Tr key={row} aria-hidden="true">
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <Table.Td key={column}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
