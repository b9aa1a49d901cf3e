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
