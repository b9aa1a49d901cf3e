import type { ControlButtonProps } from '../deferred/deferredControl.tsx';
import { actionIconIconClass, subtleActionIcon } from './mantineLook.ts';
import { TableIcon } from './TableIcon.tsx';

const look = subtleActionIcon();

/**
 * A cell's photo button; the same before and after its popup's code loads. A plain button dressed
 * as Mantine's ActionIcon (mantineLook.ts): a page of rows draws one in each.
 */
export function PhotoButton({ label, className, ...props }: ControlButtonProps<{ label: string }, object>) {
  return (
    <button
      type="button"
      {...look}
      className={className ? `${look.className} ${className}` : look.className}
      aria-label={`Preview ${label}`}
      aria-haspopup="dialog"
      {...props}
    >
      <span className={actionIconIconClass}>
        <TableIcon name="photo" />
      </span>
    </button>
  );
}
