import { ActionIcon, Badge, Checkbox, Table } from '@mantine/core';
import { IconPencil, IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PhotoButton } from './PhotoButton.tsx';
import { RowAction } from './RowAction.tsx';
import { SelectRowCell } from './selection/SelectionCells.tsx';
import { ToneBadge } from './ToneBadge.tsx';

/** Each plain element dressed as a Mantine component (mantineLook.ts), beside that component as the table used it. */
export interface LookSample {
  name: string;
  plain: ReactNode;
  mantine: ReactNode;
}

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
        <IconPencil size={18} aria-hidden="true" />
      </ActionIcon>
    ),
  },
  {
    name: 'a row action button',
    plain: <RowAction icon="edit" label="Edit A" onClick={() => {}} />,
    mantine: (
      <ActionIcon variant="subtle" size={24} aria-label="Edit A" title="Edit A">
        <IconPencil size={18} aria-hidden="true" />
      </ActionIcon>
    ),
  },
  {
    name: 'the photo button',
    plain: <PhotoButton label="Image" />,
    mantine: (
      <ActionIcon variant="subtle" aria-label="Preview Image" aria-haspopup="dialog">
        <IconPhoto size={18} aria-hidden="true" />
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
  checkboxSample(false),
  checkboxSample(true),
];
