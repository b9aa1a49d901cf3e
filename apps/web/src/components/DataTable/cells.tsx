import { ActionIcon, Badge, Image, Popover, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { displayText, isPreviewableImage } from './cellKey.ts';
import { readValue } from './rowModel.ts';
import { statusColors, statusTone } from './status.ts';
import type { CellValue, DataTableColumn } from './types.ts';

export function StatusBadge({ value }: { value: CellValue }) {
  const colors = statusColors[statusTone(value)];
  return (
    <Badge variant="light" radius="sm" style={{ backgroundColor: colors.background, color: colors.text }}>
      {displayText('status', value)}
    </Badge>
  );
}

/** A photo button whose popup loads the picture only when opened, so a page of rows fetches none. */
export function ImagePreview({ url, label }: { url: string; label: string }) {
  return (
    <Popover position="right" withArrow shadow="md" trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" aria-label={`Preview ${label}`}>
          <IconPhoto size={18} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" maw={320}>
          <Image src={url} alt={`${label} preview`} mah={240} fit="contain" />
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {url}
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The cell's content: the column's own renderer, else the default for its kind. */
export function renderCell<T extends object>(column: DataTableColumn<T>, row: T): ReactNode {
  if (column.cell) return column.cell(row);
  const value = readValue(column, row);
  switch (column.kind ?? 'text') {
    case 'status':
      return value === null || value === undefined || value === '' ? null : <StatusBadge value={value} />;
    case 'image':
      return isPreviewableImage(value) ? (
        <ImagePreview url={value} label={column.header} />
      ) : (
        displayText('image', value)
      );
    default:
      return displayText(column.kind ?? 'text', value);
  }
}
