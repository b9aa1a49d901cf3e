/** What the list screens say about exports and selections. */
export const exportMessage = {
  button: 'Export CSV',
  progress: ({ rows, total }: { rows: number; total: number | null }) =>
    total === null
      ? `${rows.toLocaleString('en-US')} rows received`
      : `${rows.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows received`,
  done: (rows: number) => `Exported ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}.`,
  failed: 'The export failed',
  cancelled: 'Export cancelled.',
} as const;

/** Why a filter's text cannot filter its column, per filter kind (see filters.ts). */
export const filterMessage = {
  number: 'should be a number',
  id: 'should be a whole number from 1',
  notAColumn: 'is not a column of this list that can be filtered',
  choice: (choices: readonly string[] | undefined) =>
    choices
      ? `should be one or more of ${choices.join(', ')}, separated by commas`
      : 'should be one or more ids, separated by commas',
  dateRange:
    'should be a range of days YYYY-MM-DD..YYYY-MM-DD (either end may be left out, the first not after the second)',
} as const;
