/**
 * The sign-in pages are the server's HTML (apps/server/src/web/sign-in): leaving the app for
 * them is a full page load, so the app's code and state stay behind with the signed-out user.
 */
export interface SignInReason {
  /** The app's address to come back to once signed in; none after Logout. */
  next?: string;
  /** The session ended under the user: the sign-in page says so. */
  expired?: boolean;
}

export function signInAddress({ next, expired = false }: SignInReason) {
  const query = new URLSearchParams();
  // The sign-in pages are not an address to come back to.
  if (next && next !== '/' && !next.startsWith('/login')) query.set('next', next);
  if (expired) query.set('expired', '1');
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
}

/** Replaces this page with the sign-in page, so Back does not return to a signed-out screen. */
export const openSignInPage = (reason: SignInReason) => window.location.replace(signInAddress(reason));
