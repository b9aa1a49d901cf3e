import { Button, type ButtonProps } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { deferredControl } from '../deferred/deferredControl.tsx';

export interface ColumnChooserProps {
  /** Every column of the list, in its own order. */
  columns: readonly { id: string; header: string }[];
  /** The visible ones, in their order. */
  visibleIds: readonly string[];
  /** Whether the user has chosen columns other than the list's own. */
  isChanged: boolean;
  /**
   * Changes the visible columns. It is given the change, not its result: keys pressed faster than
   * the URL updates must each build on the one before.
   */
  onChange: (change: (visibleIds: readonly string[]) => string[]) => void;
  onReset: () => void;
  /** Names the button and the dialog: 'Columns of Users'. */
  tableName: string | undefined;
}

/** Names the chooser's button and its dialog: 'Columns of Users'. */
export const columnsLabel = (tableName: string | undefined) =>
  tableName ? `Columns of ${tableName}` : 'Columns';

/** The button that opens the column chooser; the same before and after the chooser's code loads. */
export function ColumnsButton({
  label,
  ...props
}: { label: string } & ButtonProps & ComponentPropsWithRef<'button'>) {
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

const ColumnChooserPopover = deferredControl(() =>
  import('./ColumnChooserPopover.tsx').then((module) => module.ColumnChooserPopover),
);

/**
 * Shows, hides and orders a table's columns (ColumnChooserPopover.tsx), its code loaded when the
 * user first turns to its button.
 */
export function ColumnChooser(props: ColumnChooserProps) {
  const label = columnsLabel(props.tableName);
  return (
    <ColumnChooserPopover {...props} standIn={(standIn) => <ColumnsButton label={label} {...standIn} />} />
  );
}
