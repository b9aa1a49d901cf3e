import { deferredControl } from '../deferred/deferredControl.tsx';
import type { ColumnChooserProps } from './ColumnChooserPopover.tsx';
import { ColumnsButton, columnsLabel } from './ColumnsButton.tsx';

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
