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
