import type { ReactNode } from 'react';
import { deferredControl } from '../deferred/deferredControl.tsx';
import { displayText, isPreviewableImage } from './cellKey.ts';
import classes from './DataTable.module.css';
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

/**
 * Text kept to one line, cut with an ellipsis when the column is narrower; the title shows it
 * whole. A plain element, not a component: a page draws hundreds of these.
 */
function clampedText(text: string): ReactNode {
  return text ? (
    <span className={classes.clamped} title={text}>
      {text}
    </span>
  ) : null;
}

/** The cell's content: the column's own renderer, else the default for its kind. */
export function renderCell<T extends object>(column: DataTableColumn<T>, row: T): ReactNode {
  if (column.cell) return column.cell(row);
  const value = readValue(column, row);
  const kind = column.kind ?? 'text';
  switch (kind) {
    case 'status':
      return value === null || value === undefined || value === '' ? null : <StatusBadge value={value} />;
    case 'image':
      return isPreviewableImage(value) ? (
        <ImagePreview url={value} label={column.header} />
      ) : (
        displayText('image', value)
      );
    case 'text':
      return clampedText(displayText('text', value));
    default:
      return displayText(kind, value);
  }
}
