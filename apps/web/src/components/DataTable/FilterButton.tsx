import type { ControlButtonProps } from '../deferred/deferredControl.tsx';
import { actionIconIconClass, smallActionIcon } from './mantineLook.ts';
import { TableIcon } from './TableIcon.tsx';

/**
 * A column's filter button; the same before and after its popover's code loads. A plain button
 * dressed as Mantine's ActionIcon (mantineLook.ts): every column's header draws one.
 */
export function FilterButton({
  header,
  isFiltered,
  className,
  ...props
}: ControlButtonProps<{ header: string; isFiltered: boolean }, object>) {
  const look = smallActionIcon(isFiltered);
  return (
    <button
      type="button"
      {...look}
      className={className ? `${look.className} ${className}` : look.className}
      aria-label={`Filter ${header}`}
      aria-haspopup="dialog"
      {...props}
    >
      <span className={actionIconIconClass}>
        <TableIcon name="search" size={14} />
      </span>
    </button>
  );
}
