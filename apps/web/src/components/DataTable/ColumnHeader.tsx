import { Table } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { deferredControl } from '../deferred/deferredControl.tsx';
import classes from './DataTable.module.css';
import { FilterButton } from './FilterButton.tsx';
import type { FilterColumn } from './FilterPopover.tsx';
import { tightGroup, unstyledButton } from './mantineLook.ts';
import type { SortDirection } from './types.ts';

interface ColumnHeaderProps {
  /** How it filters: its kind, and its choices with their names. */
  column: FilterColumn;
  header: string;
  align: 'left' | 'right';
  /** Null when the column is sortable but not the sorted one; undefined when it cannot sort. */
  sortDirection: SortDirection | null | undefined;
  onSort: () => void;
  /** Undefined when the column cannot be filtered. */
  filter: string | undefined;
  onFilterChange: (value: string) => void;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;
const startGroup = tightGroup('flex-start');
const endGroup = tightGroup('flex-end');
const sortButtonClass = unstyledButton(classes.sortButton);

export function ColumnHeader(props: ColumnHeaderProps) {
  const { column, header, align, sortDirection, onSort, filter, onFilterChange } = props;
  const isFiltered = filter !== undefined && filter.trim() !== '';
  // Named by its title alone, so moving along a row announces 'Username', not the names of the
  // buttons inside too; an active filter is part of what the column now shows.
  const name = isFiltered ? `${header}, filtered by “${filter}”` : header;
  return (
    <Table.Th scope="col" aria-label={name} aria-sort={sortDirection ? ariaSort[sortDirection] : undefined}>
      {/* Plain elements dressed as Mantine's Group and UnstyledButton (mantineLook.ts): a list has a dozen headers. */}
      <div {...(align === 'right' ? endGroup : startGroup)}>
        {sortDirection === undefined ? (
          <span>{header}</span>
        ) : (
          <button type="button" onClick={onSort} className={sortButtonClass}>
            {header}
            {sortDirection && <SortIcon direction={sortDirection} />}
          </button>
        )}
        {filter !== undefined && (
          <FilterPopover
            column={column}
            value={filter}
            isFiltered={isFiltered}
            onChange={onFilterChange}
            standIn={(standIn) => <FilterButton header={header} isFiltered={isFiltered} {...standIn} />}
          />
        )}
      </div>
    </Table.Th>
  );
}

/**
 * Only the sorted column draws an arrow: an idle pair on every header took the width of a
 * column from the projects list at 1440 wide. The others show they sort by underlining on hover.
 */
function SortIcon({ direction }: { direction: SortDirection }) {
  const Icon = direction === 'asc' ? IconArrowUp : IconArrowDown;
  return <Icon size={14} aria-hidden="true" />;
}

/** Twelve columns, twelve popovers: their code loads when the user first turns to one. */
const FilterPopover = deferredControl(() =>
  import('./FilterPopover.tsx').then((module) => module.FilterPopover),
);
