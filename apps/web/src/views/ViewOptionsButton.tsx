import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ControlButtonProps } from '../components/deferred/deferredControl.tsx';

/** The button of a view's own menu; the same before and after the menu's code loads. */
export function ViewOptionsButton({ name, ...props }: ControlButtonProps<{ name: string }, ActionIconProps>) {
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={`Options of view “${name}”`}
      aria-haspopup="menu"
      {...props}
    >
      <IconDots size={16} aria-hidden="true" />
    </ActionIcon>
  );
}
