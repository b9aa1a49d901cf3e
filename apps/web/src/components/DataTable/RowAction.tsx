import { ActionIcon } from '@mantine/core';
import { actionIconIconClass, subtleActionIcon } from './mantineLook.ts';
import { TableIcon } from './TableIcon.tsx';
import type { TableIconName } from './tableIcons.ts';

/** 24px, the least a pointer target should be (WCAG 2.5.8): three of them make a narrow column. */
const size = 24;
const look = subtleActionIcon(size);

const icons = {
  view: 'eye',
  edit: 'pencil',
  clone: 'copy',
  delete: 'trash',
  purge: 'refresh',
} as const satisfies Record<string, TableIconName>;

export type RowActionIcon = keyof typeof icons;

type RowActionProps = {
  icon: RowActionIcon;
  /** The accessible name and hover hint, naming the row: 'Edit ann.smith'. */
  label: string;
  disabled?: boolean;
} & ({ to: string; onClick?: undefined } | { onClick: () => void; to?: undefined });

/**
 * One icon button of a row: a link when it opens a screen (view, edit, clone), else a button.
 * The link is a plain anchor, which the table follows within the app (useFollowRowLinks.ts).
 * The hover hint is the native title: a Mantine Tooltip per button (two or three per row) mounts
 * a floating-position hook each and was the largest cost of rendering a page of rows. For the same
 * reason the button is a plain element dressed as Mantine's ActionIcon (mantineLook.ts); a disabled
 * one, rare, is Mantine's own.
 */
export function RowAction(props: RowActionProps) {
  const { icon, label, disabled = false } = props;
  const picture = <TableIcon name={icons[icon]} />;
  const content = <span className={actionIconIconClass}>{picture}</span>;
  if (disabled) {
    return (
      <ActionIcon variant="subtle" size={size} aria-label={label} title={label} disabled>
        {picture}
      </ActionIcon>
    );
  }
  if (props.to !== undefined) {
    return (
      <a {...look} aria-label={label} title={label} href={props.to}>
        {content}
      </a>
    );
  }
  return (
    <button {...look} type="button" aria-label={label} title={label} onClick={props.onClick}>
      {content}
    </button>
  );
}
