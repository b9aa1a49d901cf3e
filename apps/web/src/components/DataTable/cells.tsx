import type { ReactNode } from 'react';
import { deferredControl } from '../deferred/deferredControl.tsx';
import { displayText, isPreviewableImage } from './cellKey.ts';
import { PhotoButton } from './PhotoButton.tsx';
import { readValue } from './rowModel.ts';
import { statusTone } from './status.ts';
import { ToneBadge } from './ToneBadge.tsx';
import type { CellValue, DataTableColumn } from './types.ts';

export function StatusBadge({ value }: { value: CellValue }) {
  return <ToneBadge tone={statusTone(value)}>{displayText('status', value)}</ToneBadge>;
}

/** An image cell's preview (ImagePreview.tsx), its popover's code loaded as the user turns to it. */
const ImagePreviewPopover = deferredControl(() =>
  import('./ImagePreview.tsx').then((module) => module.ImagePreview),
);

function ImagePreview({ url, label }: { url: string; label: string }) {
  return (
    <ImagePreviewPopover
      url={url}
      label={label}
      standIn={(standIn) => <PhotoButton label={label} {...standIn} />}
    />
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
