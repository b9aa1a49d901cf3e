import type { CallInput, CallPath } from '@masthead/contract';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { startupSession } from '../auth/firstSessionCheck.ts';
import { type CallArgs, callQuietly } from './client.ts';
import { callKey } from './hooks.ts';
import { queryClient } from './queryClient.ts';

/**
 * A list route's `loader`: starts loading the list as soon as the address matches, beside the
 * screen's own code, so that the screen draws once, with its rows, instead of drawing empty
 * rows and then again. It waits for nothing: the screen shows its loading state if the rows
 * are not there yet. Only for the user the start-up check found, and quietly: a failure (say,
 * the user may not see this list) is the screen's to tell when it asks itself.
 */
export const prefetching =
  <P extends CallPath>(path: P, inputOf?: (search: URLSearchParams) => CallInput<P>) =>
  ({ request }: LoaderFunctionArgs) => {
    const input = inputOf?.(new URL(request.url).searchParams);
    startupSession()
      ?.then(() =>
        queryClient.prefetchQuery({
          queryKey: callKey(path, input),
          queryFn: () => callQuietly(path, ...([input] as CallArgs<P>)),
        }),
      )
      .catch(() => {});
    return null;
  };

/** A list's sorting, filters and page live in its address: changing them loads nothing again. */
export const loadOnEntryOnly: ShouldRevalidateFunction = () => false;
