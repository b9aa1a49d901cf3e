import { type Access, type CallInput, type CallPath, isAllowed, type ViewListKey } from '@masthead/contract';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import { firstSessionCheck, isStartupSession } from '../auth/firstSessionCheck.ts';
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
  /** Who may load the list (its call's access): nobody else's browser asks for it. */
  access: Access;
  /** The list's saved views, offered beside its title (views/SavedViews.tsx). */
  views: ViewListKey;
  /** The call's input, from the address's sorting and filters. */
  inputOf?: (search: URLSearchParams) => CallInput<P>;
}

/**
 * A list route's `loader`: starts loading the list, and its saved views, as soon as the start-up
 * session check says who is signed in, beside the screen's own code, so that the screen draws
 * once, with its rows, instead of drawing empty rows and then again; the views are asked for
 * beside the rows, not after them. A user who may not load the list never asks for it: the
 * screen says Not Authorized without a refused call in between.
 * Only for the session the page started with (after a sign-in the screen asks for itself), and
 * quietly: a failure is the screen's to tell when it asks itself.
 */
export const prefetching =
  <P extends CallPath>(path: P, { access, views, inputOf }: ListLoad<P>) =>
  ({ request }: LoaderFunctionArgs) => {
    if (!isStartupSession()) return null;
    const input = inputOf?.(new URL(request.url).searchParams);
    firstSessionCheck().then(
      (user) => {
        if (!isStartupSession() || !isAllowed(user.permissions, access)) return;
        prefetch(path, input);
        prefetch('view-service/get-views', { list: views });
      },
      // Not signed in: the screen sends the user to sign in.
      () => {},
    );
    return null;
  };

/** A list's sorting, filters and page live in its address: changing them loads nothing again. */
export const loadOnEntryOnly: ShouldRevalidateFunction = () => false;
