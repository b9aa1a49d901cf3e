import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ControlButtonProps } from '../components/deferred/deferredControl.tsx';

/** The top bar's button, named after the signed-in user; the same before and after its menu loads. */
export function UserMenuButton({ fullName, ...props }: ControlButtonProps<{ fullName: string }>) {
  return (
    <Button
      variant="subtle"
      rightSection={<IconChevronDown size={16} aria-hidden="true" />}
      aria-haspopup="menu"
      {...props}
    >
      {fullName}
    </Button>
  );
}
