import classes from './TableIcon.module.css';
import { type TableIconName, tableIconPaths } from './tableIcons.ts';

/**
 * One of Tabler's icons as an SVG of a single path, its stroke set by a class (TableIcon.module.css).
 * Tabler's own component draws two to five paths, each with a dozen attributes, and a page of rows
 * draws four or five icons a row: nearly 200 elements of a list's first screen, each one made,
 * styled and laid out before the rows appear. (A CSS mask would be one element, but each distinct
 * mask image is an SVG document of its own, which cost more than the paths it saved.)
 */
export function TableIcon({ name, size = 18 }: { name: TableIconName; size?: 18 | 14 }) {
  return (
    <svg
      className={size === 14 ? `${classes.icon} ${classes.small}` : classes.icon}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path d={tableIconPaths[name]} />
    </svg>
  );
}
