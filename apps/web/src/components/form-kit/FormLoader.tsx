import type { ReactNode } from 'react';
import { useState } from 'react';
import { isApiError } from '../../api/client.ts';
import { LoadingScreen } from '../LoadingScreen.tsx';
import { FormNotFound, LoadFailure } from './LoadFailure.tsx';
import { type FormMode, loadsItem } from './modes.ts';

/** What the loader needs of a query (useCall's result has it all). */
export interface LoadQuery<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

type Loaded<Q> = { [K in keyof Q]: Q[K] extends LoadQuery<infer D> ? D : never };

/** The options of a form's item query: only fetched when the mode opens an item, and always afresh. */
export const itemQueryOptions = (mode: FormMode) => ({ enabled: loadsItem(mode), staleTime: 0 });

/**
 * Holds a form back until what it needs is there: the item (except in `new` mode) and the lists
 * it offers, each loaded and none still fetching, so the form opens with current values and
 * never shows a stale copy first. Once open it stays open through later refetches.
 * A 404 for the item becomes a 'not found' screen.
 */
export function FormLoader<T, Q extends Record<string, LoadQuery<unknown>>>({
  mode,
  entity,
  listPath,
  item,
  queries,
  children,
}: {
  mode: FormMode;
  /** 'User', 'Project': names the item in the 'not found' screen. */
  entity: string;
  listPath: string;
  item: LoadQuery<T>;
  queries: Q;
  children: (loaded: Loaded<Q> & { item: T | null }) => ReactNode;
}) {
  const needed: LoadQuery<unknown>[] = [...(loadsItem(mode) ? [item] : []), ...Object.values(queries)];
  const isReady = needed.every((query) => query.data !== undefined && !query.isFetching);
  const [hasOpened, setOpened] = useState(false);
  if (isReady && !hasOpened) setOpened(true);

  if (!hasOpened && !isReady) {
    if (loadsItem(mode) && isApiError(item.error) && item.error.status === 404) {
      return <FormNotFound entity={entity} listPath={listPath} />;
    }
    const failed = needed.find((query) => query.error && !query.isFetching);
    if (failed?.error) return <LoadFailure error={failed.error} onRetry={() => failed.refetch()} />;
    return <LoadingScreen />;
  }

  const data = Object.fromEntries(Object.entries(queries).map(([name, query]) => [name, query.data]));
  return children({ ...(data as Loaded<Q>), item: loadsItem(mode) ? (item.data ?? null) : null });
}
