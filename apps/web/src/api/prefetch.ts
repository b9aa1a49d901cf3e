import type { CallInput, CallPath } from '@masthead/contract';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { isStartupSession } from '../auth/firstSessionCheck.ts';
import { type CallArgs, callQuietly } from './client.ts';
import { callKey } from './hooks.ts';
import { queryClient } from './queryClient.ts';

/**
 * A list route's `loader`: starts loading the list as soon as the address matches, beside the
 * screen's own code, so that the screen draws once, with its rows, instead of drawing empty
 * rows and then again. It waits for nothing, not even the start-up session check, whose round
 * trip it would otherwise add: the screen shows its loading state if the rows are not there yet.
 * Only for the session the page started with (after a sign-in the screen asks for itself), and
 * quietly: a failure (not signed in, or not allowed this list) is the screen's to tell when it
 * asks itself.
 */
export const prefetching =
  <P extends CallPath>(path: P, inputOf?: (search: URLSearchParams) => CallInput<P>) =>
  ({ request }: LoaderFunctionArgs) => {
    const input = inputOf?.(new URL(request.url).searchParams);
    if (isStartupSession())
      void queryClient.prefetchQuery({
        queryKey: callKey(path, input),
        queryFn: () => callQuietly(path, ...([input] as CallArgs<P>)),
      });
    return null;
  };

/** A list's sorting, filters and page live in its address: changing them loads nothing again. */
export const loadOnEntryOnly: ShouldRevalidateFunction = () => false;
