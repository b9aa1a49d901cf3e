import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ControlButtonProps } from '../deferred/deferredControl.tsx';

/** A cell's photo button; the same before and after its popup's code loads. */
export function PhotoButton({ label, ...props }: ControlButtonProps<{ label: string }, ActionIconProps>) {
  return (
    <ActionIcon variant="subtle" aria-label={`Preview ${label}`} aria-haspopup="dialog" {...props}>
      <IconPhoto size={18} aria-hidden="true" />
    </ActionIcon>
  );
}
