import { Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** Table.Td's own class names, as Mantine gives them to a cell of a table without column borders. */
const cellClass = `${Table.classes.td} mantine-Table-td`;

/**
 * A cell of a page of rows: a plain <td> with Table.Td's classes. A page holds hundreds of cells,
 * and Table.Td resolves its props, the table's context and its styles for each one, which was the
 * larger part of drawing the rows on a phone.
 */
export function BodyCell({
  className,
  style,
  children,
}: {
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <td className={className ? `${cellClass} ${className}` : cellClass} style={style}>
      {children}
    </td>
  );
}

const scrollContainerClass = `${Table.classes.scrollContainer} mantine-TableScrollContainer-scrollContainer`;
const scrollContainerInnerClass = `${Table.classes.scrollContainerInner} mantine-TableScrollContainer-scrollContainerInner`;
const scrollContainerVars = {
  '--table-min-width': 'calc(40rem * var(--mantine-scale))',
  '--table-overflow': 'auto',
} as CSSProperties;

/**
 * The table's horizontal scrolling, as Table.ScrollContainer draws it with `type="native"` and a
 * minimum width of 640 px: the browser's own scrollbar. Table.ScrollContainer imports Mantine's
 * ScrollArea even when it does not draw one, and with it floating-ui, which only the lists'
 * menus and popovers need, and they load on first use.
 */
export function ScrollContainer({ children }: { children: ReactNode }) {
  return (
    <div className={scrollContainerClass} style={scrollContainerVars}>
      <div className={scrollContainerInnerClass}>{children}</div>
    </div>
  );
}
