import type { ExportListInput, ListPageInput } from '@masthead/contract';

/** The list a table pages on the server: the export's name for it, and the screen's own filter. */
export type ServerList = Omit<ExportListInput, 'sort' | 'filters' | 'search' | 'columns'>;

/** The smallest page call: enough to learn how long the list is and so which mode it needs. */
export const listModeInput = (list: ServerList): ListPageInput => ({ ...list, page: 1, size: 1 });

/**
 * A column whose choices are ids named elsewhere (an item's projects, tags…): its choices are
 * those ids, in the order of their names, and the names its labels, so the filter offers names
 * and the URL keeps ids. Columns without labels stay as they are.
 */
export function withChoiceLabels<C extends { id: string }>(
  columns: readonly C[],
  labels: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined,
): readonly C[] {
  if (!labels) return columns;
  return columns.map((column) => {
    const names = labels[column.id];
    if (!names) return column;
    const choices = Object.keys(names).sort((a, b) => (names[a] ?? '').localeCompare(names[b] ?? ''));
    return { ...column, choices, choiceLabels: names };
  });
}
