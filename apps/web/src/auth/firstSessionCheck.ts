import type { CurrentUser } from '@masthead/contract';
import { call } from '../api/client.ts';
import { signedInUserOfPage } from './pageSession.ts';

let firstCheck: Promise<CurrentUser> | undefined;
let speaksForSession = true;

/**
 * "Who is signed in?", asked once as the app starts (main.tsx), before anything renders: the
 * first screen waits for the answer. The server's signed-in page brings it along; any other
 * page asks, a round trip away.
 */
export function firstSessionCheck(): Promise<CurrentUser> {
  if (!firstCheck) {
    const fromPage = signedInUserOfPage();
    firstCheck = fromPage ? Promise.resolve(fromPage) : call('user-service/is-logged-in');
    // Its consumers handle a failure (401 is the ordinary "not signed in"); none is left unheard.
    firstCheck.catch(() => {});
  }
  return firstCheck;
}

/** Someone signed in or out since the start: the start-up answer no longer tells who is there. */
export function sessionChanged() {
  speaksForSession = false;
}

/** No one has signed in or out since the start: the browser's session is the one it started with. */
export const isStartupSession = () => speaksForSession;
