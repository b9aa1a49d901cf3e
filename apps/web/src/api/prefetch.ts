import type { CallPath } from '@masthead/contract';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { firstSessionCheck, isStartupSession } from '../auth/firstSessionCheck.ts';
import { type CallArgs, callQuietly } from './client.ts';
import { callKey } from './hooks.ts';
import { type ListCall, type ListLoad, listCallsAt, mayLoadList } from './listCalls.ts';
import { queryClient } from './queryClient.ts';

/** Loads a call into the query cache, and then the call its answer leads to; a failure stays quiet. */
function prefetch({ path, input, isAskedOnEveryVisit, followedBy }: ListCall) {
  queryClient
    .fetchQuery({
      queryKey: callKey(path, input as never),
      queryFn: () => callQuietly(path, ...([input] as CallArgs<CallPath>)),
      staleTime: isAskedOnEveryVisit ? 0 : undefined,
    })
    .then(
      (answer) => {
        const next = followedBy?.(answer);
        if (next && isStartupSession()) prefetch(next);
      },
      () => {},
    );
}

/**
 * A list route's `loader`: starts loading the list, and its saved views, as soon as the start-up
 * session check says who is signed in, beside the screen's own code, so that the screen draws
 * once, with its rows, instead of drawing empty rows and then again; the views are asked for
 * beside the rows, not after them; a list held whole is asked for as soon as the server says it
 * is not paged, not once the screen's code has run. On the first page these calls were started by the page's
 * first script, whose answers they take (api/earlyCalls.ts). A user who may not load the list
 * never asks for it: the screen says Not Authorized without a refused call in between.
 * Only for the session the page started with (after a sign-in the screen asks for itself), and
 * quietly: a failure is the screen's to tell when it asks itself.
 */
export const prefetching =
  (load: ListLoad) =>
  ({ request }: LoaderFunctionArgs) => {
    if (!isStartupSession()) return null;
    const search = new URL(request.url).searchParams;
    firstSessionCheck().then(
      (user) => {
        if (!isStartupSession() || !mayLoadList(user, load)) return;
        for (const call of listCallsAt(load, search)) prefetch(call);
      },
      // Not signed in: the screen sends the user to sign in.
      () => {},
    );
    return null;
  };

/** A list's sorting, filters and page live in its address: changing them loads nothing again. */
export const loadOnEntryOnly: ShouldRevalidateFunction = () => false;
