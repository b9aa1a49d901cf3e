import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { deferredControl } from '../deferred/deferredControl.tsx';
import { FilterButton } from './FilterButton.tsx';
import type { FilterColumn } from './FilterPopover.tsx';
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
const sortButtonStyle = { alignItems: 'center', gap: 4, borderRadius: 'var(--mantine-radius-sm)' };

export function ColumnHeader(props: ColumnHeaderProps) {
  const { column, header, align, sortDirection, onSort, filter, onFilterChange } = props;
  const isFiltered = filter !== undefined && filter.trim() !== '';
  // Named by its title alone, so moving along a row announces 'Username', not the names of the
  // buttons inside too; an active filter is part of what the column now shows.
  const name = isFiltered ? `${header}, filtered by “${filter}”` : header;
  return (
    <Table.Th scope="col" aria-label={name} aria-sort={sortDirection ? ariaSort[sortDirection] : undefined}>
      <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
        {sortDirection === undefined ? (
          <span>{header}</span>
        ) : (
          <UnstyledButton onClick={onSort} fw={700} display="inline-flex" style={sortButtonStyle}>
            {header}
            <SortIcon direction={sortDirection} />
          </UnstyledButton>
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
      </Group>
    </Table.Th>
  );
}

function SortIcon({ direction }: { direction: SortDirection | null }) {
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  // The idle arrows only hint that the column sorts; dimmed, the sorted column's arrow stands out.
  return <Icon size={14} aria-hidden="true" opacity={direction ? 1 : 0.55} />;
}

/** Twelve columns, twelve popovers: their code loads when the user first turns to one. */
const FilterPopover = deferredControl(() =>
  import('./FilterPopover.tsx').then((module) => module.FilterPopover),
);
