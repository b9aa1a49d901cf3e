import { LoadFailure } from '../form-kit/LoadFailure.tsx';
import { DataTable } from './DataTable.tsx';
import type { DataTableProps } from './types.ts';

/** What QueryTable reads of the call that loads its rows (useCall's answer). */
interface RowsQuery {
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

type QueryTableProps<T> = DataTableProps<T> & {
  /** The call whose answer `data` holds: its failure shows above the table, its loading in it. */
  query: RowsQuery;
  isLoading?: never;
};

/** A list loaded by a call: the table of its rows, and above it why they could not be loaded. */
export function QueryTable<T extends object>({ query, ...props }: QueryTableProps<T>) {
  return (
    <>
      {query.error && <LoadFailure error={query.error} onRetry={() => query.refetch()} />}
      {/* A list reloaded after a change shows its loading state, never the rows from before. */}
      <DataTable {...(props as DataTableProps<T>)} isLoading={query.isFetching} />
    </>
  );
}
