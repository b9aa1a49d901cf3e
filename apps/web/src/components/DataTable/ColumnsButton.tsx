import { Button } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { ControlButtonProps } from '../deferred/deferredControl.tsx';

/** Names the chooser's button and its dialog: 'Columns of Users'. */
export const columnsLabel = (tableName: string | undefined) =>
  tableName ? `Columns of ${tableName}` : 'Columns';

/** The button that opens the column chooser; the same before and after the chooser's code loads. */
export function ColumnsButton({ label, ...props }: ControlButtonProps<{ label: string }>) {
  return (
    <Button
      variant="default"
      size="compact-sm"
      leftSection={<IconColumns size={16} aria-hidden="true" />}
      aria-label={label}
      aria-haspopup="dialog"
      {...props}
    >
      Columns
    </Button>
  );
}
