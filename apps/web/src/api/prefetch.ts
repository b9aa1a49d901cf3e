import type { CallInput, CallPath, ViewListKey } from '@masthead/contract';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { isStartupSession } from '../auth/firstSessionCheck.ts';
import { type CallArgs, callQuietly } from './client.ts';
import { callKey } from './hooks.ts';
import { queryClient } from './queryClient.ts';

function prefetch<P extends CallPath>(path: P, input: CallInput<P> | undefined) {
  void queryClient.prefetchQuery({
    queryKey: callKey(path, input),
    queryFn: () => callQuietly(path, ...([input] as CallArgs<P>)),
  });
}

interface ListLoad<P extends CallPath> {
  /** The list's saved views, offered beside its title (views/SavedViews.tsx). */
  views: ViewListKey;
  /** The call's input, from the address's sorting and filters. */
  inputOf?: (search: URLSearchParams) => CallInput<P>;
}

/**
 * A list route's `loader`: starts loading the list, and its saved views, as soon as the address
 * matches, beside the screen's own code, so that the screen draws once, with its rows, instead of
 * drawing empty rows and then again; the views are asked for beside the rows, not after them. It
 * waits for nothing, not even the start-up session check, whose round trip it would otherwise
 * add: the screen shows its loading state if the rows are not there yet.
 * Only for the session the page started with (after a sign-in the screen asks for itself), and
 * quietly: a failure (not signed in, or not allowed this list) is the screen's to tell when it
 * asks itself.
 */
export const prefetching =
  <P extends CallPath>(path: P, { views, inputOf }: ListLoad<P>) =>
  ({ request }: LoaderFunctionArgs) => {
    if (isStartupSession()) {
      prefetch(path, inputOf?.(new URL(request.url).searchParams));
      prefetch('view-service/get-views', { list: views });
    }
    return null;
  };

/** A list's sorting, filters and page live in its address: changing them loads nothing again. */
export const loadOnEntryOnly: ShouldRevalidateFunction = () => false;
