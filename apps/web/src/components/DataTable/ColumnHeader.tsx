import { ActionIcon, CloseButton, Group, Popover, Table, TextInput, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import type { SortDirection } from './types.ts';

interface ColumnHeaderProps {
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
  const { header, align, sortDirection, onSort, filter, onFilterChange } = props;
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
          <FilterPopover header={header} value={filter} isFiltered={isFiltered} onChange={onFilterChange} />
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

interface FilterPopoverProps {
  header: string;
  value: string;
  isFiltered: boolean;
  onChange: (value: string) => void;
}

function FilterPopover({ header, value, isFiltered, onChange }: FilterPopoverProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Popover opened={isOpen} onChange={setIsOpen} position="bottom-start" shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon
          size="sm"
          variant={isFiltered ? 'filled' : 'subtle'}
          color={isFiltered ? undefined : 'gray'}
          aria-label={`Filter ${header}`}
          onClick={() => setIsOpen((open) => !open)}
        >
          <IconSearch size={14} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <FilterInput
          header={header}
          initialValue={value}
          onChange={onChange}
          onDone={() => setIsOpen(false)}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

interface FilterInputProps {
  header: string;
  initialValue: string;
  onChange: (value: string) => void;
  onDone: () => void;
}

/**
 * Keeps what is typed in its own state: the URL, which the table reads, updates in a React
 * transition, and binding the input to it would drop or reorder fast keystrokes. It mounts with
 * each opening, so it starts from the URL's value.
 */
function FilterInput({ header, initialValue, onChange, onDone }: FilterInputProps) {
  const [draft, setDraft] = useState(initialValue);
  const handleChange = (value: string) => {
    setDraft(value);
    onChange(value);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onDone();
  };
  return (
    <TextInput
      label={`${header} contains`}
      size="xs"
      w={220}
      data-autofocus
      value={draft}
      onChange={(event) => handleChange(event.currentTarget.value)}
      onKeyDown={handleKeyDown}
      rightSection={
        draft === '' ? null : (
          <CloseButton size="sm" aria-label={`Clear ${header} filter`} onClick={() => handleChange('')} />
        )
      }
    />
  );
}
