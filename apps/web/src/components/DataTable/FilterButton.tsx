import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ControlButtonProps } from '../deferred/deferredControl.tsx';

/** A column's filter button; the same before and after its popover's code loads. */
export function FilterButton({
  header,
  isFiltered,
  ...props
}: ControlButtonProps<{ header: string; isFiltered: boolean }, ActionIconProps>) {
  return (
    <ActionIcon
      size="sm"
      variant={isFiltered ? 'filled' : 'subtle'}
      color={isFiltered ? undefined : 'gray'}
      aria-label={`Filter ${header}`}
      aria-haspopup="dialog"
      {...props}
    >
      <IconSearch size={14} aria-hidden="true" />
    </ActionIcon>
  );
}
