import { ActionIcon, Badge, Checkbox, Group, Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { ColumnHeader } from './ColumnHeader.tsx';
import classes from './DataTable.module.css';
import { FilterButton } from './FilterButton.tsx';
import { PhotoButton } from './PhotoButton.tsx';
import { RowAction } from './RowAction.tsx';
import { SelectRowCell } from './selection/SelectionCells.tsx';
import { TableIcon } from './TableIcon.tsx';
import { ToneBadge } from './ToneBadge.tsx';

/**
 * Each plain element dressed as a Mantine component (mantineLook.ts), beside that component as the
 * table used it. Both hold the same TableIcon, whose picture tableIcons.test.ts checks against Tabler's.
 */
export interface LookSample {
  name: string;
  plain: ReactNode;
  mantine: ReactNode;
}

const inHead = (cell: ReactNode) => (
  <Table>
    <Table.Thead>
      <Table.Tr>{cell}</Table.Tr>
    </Table.Thead>
  </Table>
);

const inRow = (cell: ReactNode) => (
  <Table striped highlightOnHover>
    <Table.Tbody>
      <Table.Tr>{cell}</Table.Tr>
    </Table.Tbody>
  </Table>
);

const checkboxSample = (isChecked: boolean): LookSample => ({
  name: `a row's checkbox, ${isChecked ? 'checked' : 'not checked'}`,
  plain: inRow(
    <SelectRowCell
      selection={{ selected: new Set(isChecked ? ['1'] : []), onChange: () => {}, rowLabel: () => 'A' }}
      row={{}}
      id="1"
    />,
  ),
  mantine: inRow(
    <Table.Td>
      <Checkbox aria-label="Select A" checked={isChecked} onChange={() => {}} />
    </Table.Td>,
  ),
});

function filterButtonSample(isFiltered: boolean): LookSample {
  return {
    name: `a column's filter button, ${isFiltered ? 'filtered' : 'not filtered'}`,
    plain: <FilterButton header="Title" isFiltered={isFiltered} />,
    mantine: (
      <ActionIcon
        size="sm"
        variant={isFiltered ? 'filled' : 'subtle'}
        color={isFiltered ? undefined : 'gray'}
        aria-label="Filter Title"
        aria-haspopup="dialog"
      >
        <TableIcon name="search" size={14} />
      </ActionIcon>
    ),
  };
}

/** A sortable column's header without its filter (whose stand-in is FilterButton, above). */
function headerSample(align: 'left' | 'right'): LookSample {
  return {
    name: `a column's header, aligned ${align}`,
    plain: inHead(
      <ColumnHeader
        column={{ header: 'Title' }}
        header="Title"
        align={align}
        sortDirection={null}
        onSort={() => {}}
        filter={undefined}
        onFilterChange={() => {}}
      />,
    ),
    mantine: inHead(
      <Table.Th scope="col" aria-label="Title">
        <Group gap={2} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          <UnstyledButton className={classes.sortButton}>Title</UnstyledButton>
        </Group>
      </Table.Th>,
    ),
  };
}

export const lookSamples: LookSample[] = [
  {
    name: 'a row action link',
    plain: <RowAction icon="edit" label="Edit A" to="/games/edit/1" />,
    mantine: (
      <ActionIcon
        component="a"
        href="/games/edit/1"
        variant="subtle"
        size={24}
        aria-label="Edit A"
        title="Edit A"
      >
        <TableIcon name="pencil" />
      </ActionIcon>
    ),
  },
  {
    name: 'a row action button',
    plain: <RowAction icon="edit" label="Edit A" onClick={() => {}} />,
    mantine: (
      <ActionIcon variant="subtle" size={24} aria-label="Edit A" title="Edit A">
        <TableIcon name="pencil" />
      </ActionIcon>
    ),
  },
  {
    name: 'the photo button',
    plain: <PhotoButton label="Image" />,
    mantine: (
      <ActionIcon variant="subtle" aria-label="Preview Image" aria-haspopup="dialog">
        <TableIcon name="photo" />
      </ActionIcon>
    ),
  },
  {
    name: 'a tone badge',
    plain: <ToneBadge tone="positive">ACTIVE</ToneBadge>,
    mantine: (
      <Badge
        variant="light"
        radius="sm"
        style={{ backgroundColor: '#d3f9d8', color: '#1e6b2f', minWidth: 'max-content' }}
      >
        ACTIVE
      </Badge>
    ),
  },
  filterButtonSample(false),
  filterButtonSample(true),
  headerSample('left'),
  headerSample('right'),
  checkboxSample(false),
  checkboxSample(true),
];
