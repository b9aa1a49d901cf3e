import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { parseTableState, type TableState, type TableStateSchema, writeTableState } from './tableState.ts';

/** `state` is the navigation's state to keep (a row a save landed on); a change of the table drops it. */
type Update = (
  change: (current: TableState) => TableState,
  options: { replace: boolean; state?: unknown },
) => void;

/**
 * The table's state from the URL query, and a way to change it. React Router renders a new query
 * in a transition, so a second click before that render (a quick double click on a header) would
 * start from the old query and sort ascending twice; a change therefore builds on the query last
 * written for as long as the rendered query is still the one it was written over.
 */
export function useTableState(schema: TableStateSchema): [TableState, Update] {
  const [searchParams, setSearchParams] = useSearchParams();
  const lastWrite = useRef<{ over: URLSearchParams; params: URLSearchParams } | null>(null);

  const state = useMemo(() => parseTableState(searchParams, schema), [searchParams, schema]);
  const update = useCallback<Update>(
    (change, options) => {
      const base = lastWrite.current?.over === searchParams ? lastWrite.current.params : searchParams;
      const params = writeTableState(base, change(parseTableState(base, schema)), schema);
      lastWrite.current = { over: searchParams, params };
      setSearchParams(params, options);
    },
    [searchParams, setSearchParams, schema],
  );
  return [state, update];
}
