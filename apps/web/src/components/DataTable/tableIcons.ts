import classes from './tableIcons.module.css';

/** Tabler's outline icons a page of rows draws, by the name Tabler gives each (tableIcons.module.css). */
export const tableIconNames = ['eye', 'pencil', 'copy', 'trash', 'refresh', 'photo', 'search'] as const;

export type TableIconName = (typeof tableIconNames)[number];

/** A row's icons are 18 pixels, as its buttons' were; a column header's filter icon 14. */
export function tableIconClass(name: TableIconName, size: 18 | 14 = 18) {
  return `${classes.icon} ${classes[name]}${size === 14 ? ` ${classes.small}` : ''}`;
}
