import type { ListPageAnswer, ListPageInput, SortState } from '@masthead/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../../api/client.ts';
import { callKey, useCall } from '../../../api/hooks.ts';
import type { ServerList } from './serverList.ts';

/** Typing waits this long before the server is asked, so a word is one request, not one per key. */
const typingPause = 250;

/**
 * `value` once typing pauses; but a change after a pause (a pasted word, a filter picked, a
 * cleared box) is taken at once, so only keys typed in quick succession wait for the pause.
 */
function useTypedValue(value: string) {
  const [settled, setSettled] = useState(value);
  const lastChange = useRef(0);
  useEffect(() => {
    const now = performance.now();
    const isAfterPause = now - lastChange.current > typingPause;
    lastChange.current = now;
    if (isAfterPause) {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), typingPause);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

interface ServerPageOptions {
  /** Undefined: the table holds its whole list and nothing is asked. */
  list: ServerList | undefined;
  sort: SortState | null;
  filters: Readonly<Record<string, string>>;
  search: string;
  columnIds: readonly string[];
  page: number;
  pageSize: number;
  /** A row to find in the view (the row a save returned to). */
  findId: string | undefined;
}

/**
 * The page of a long list's view, asked of the server on each sort, page or (after a pause in
 * typing) filter and search. TanStack Query keys the answers by the view, so an answer that
 * arrives after the user moved on is never shown for the new view; until the new one arrives the
 * previous page stays on screen, marked busy, so nothing jumps.
 */
export function useServerPage(options: ServerPageOptions) {
  const { list, sort, columnIds, page, pageSize, findId } = options;
  const typed = useTypedValue(JSON.stringify([options.filters, options.search]));
  const [filters, search] = JSON.parse(typed) as [Record<string, string>, string];
  const input: ListPageInput = {
    ...list,
    list: list?.list ?? 'users',
    sort,
    filters,
    search,
    columns: [...columnIds],
    page,
    size: pageSize,
    ...(findId === undefined ? {} : { find_id: findId }),
  };
  const query = useCall('export-service/get-list-page', input, {
    enabled: list !== undefined,
    placeholderData: keepPreviousData,
    // Someone may have edited the list since: each visit asks again.
    staleTime: 0,
  });
  // A page that could not be loaded leaves the last one on screen, under the failure.
  const lastAnswer = useRef<ListPageAnswer | undefined>(undefined);
  if (query.data) lastAnswer.current = query.data;
  const answer: ListPageAnswer | undefined = list
    ? (query.data ?? (query.error ? lastAnswer.current : undefined))
    : undefined;
  // The next page, asked for while the user reads this one, shows at once on Next (and is asked
  // again then, as every visit's page is, in case the list changed meanwhile).
  const queryClient = useQueryClient();
  const nextInput =
    answer && answer.page * pageSize < answer.count ? { ...input, page: answer.page + 1 } : null;
  const nextKey = nextInput && JSON.stringify(nextInput);
  useEffect(() => {
    if (!nextKey) return;
    const next = JSON.parse(nextKey) as ListPageInput;
    void queryClient.prefetchQuery({
      queryKey: callKey('export-service/get-list-page', next),
      queryFn: () => call('export-service/get-list-page', next),
    });
  }, [nextKey, queryClient]);
  /** Every row's id the view matches, every page: "Select all matching". */
  const matchingIds = async () =>
    (await call('export-service/get-list-page', { ...input, page: 1, size: 1, with_ids: true })).ids ?? [];
  return {
    answer,
    isRefreshing: query.isPlaceholderData || query.isFetching,
    /** Undefined while the whole list is held, since then nothing is asked. */
    error: list ? query.error : null,
    retry: () => void query.refetch(),
    matchingIds,
  };
}
