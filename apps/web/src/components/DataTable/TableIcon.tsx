import { type TableIconName, tableIconClass } from './tableIcons.ts';

/**
 * One of Tabler's icons as a single element, its picture a CSS mask in the text's colour
 * (tableIcons.module.css). Tabler's own component draws an SVG of two to five paths, and a page of
 * rows draws five icons a row: 280 elements of 1,200 on a list's first screen, each one styled and
 * laid out before the rows appear.
 */
export function TableIcon({ name, size = 18 }: { name: TableIconName; size?: 18 | 14 }) {
  return <span className={tableIconClass(name, size)} aria-hidden="true" />;
}
