import { type Access, type CurrentUser, isAllowed } from '@masthead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { call, isApiError } from '../api/client.ts';
import { listenForGlobalErrors } from '../api/globalErrors.ts';
import { clearBanners, showBanner } from '../components/banner.ts';
import { AuthContext, type AuthContextValue, type AuthStatus } from './authContext.ts';
import { firstSessionCheck, sessionChanged } from './firstSessionCheck.ts';

interface AuthState {
  isAuthenticated: AuthStatus;
  user: CurrentUser | null;
  hasLoggedOut: boolean;
  sessionExpired: boolean;
}

const unknownState: AuthState = {
  isAuthenticated: null,
  user: null,
  hasLoggedOut: false,
  sessionExpired: false,
};
const signedOutState: AuthState = {
  isAuthenticated: false,
  user: null,
  hasLoggedOut: false,
  sessionExpired: false,
};

/** Holds who is signed in; the route guards and the menu read it through `useAuth()`. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(unknownState);

  // Another user may sign in next in this tab: nothing cached or said for this one may show.
  const signOutLocally = useCallback(
    (reason: { hasLoggedOut?: boolean; sessionExpired?: boolean } = {}) => {
      sessionChanged();
      setState({ ...signedOutState, ...reason });
      queryClient.clear();
      clearBanners();
    },
    [queryClient],
  );

  /** Takes in the answer of an is-logged-in call. */
  const settle = useCallback(
    async (check: Promise<CurrentUser>) => {
      try {
        const user = await check;
        // The whole signed-in screen renders from here: in the background, a few milliseconds at a
        // time, so the page answers input while it is drawn.
        startTransition(() => setState({ ...signedOutState, isAuthenticated: true, user }));
      } catch (error) {
        // 401 is the ordinary "not signed in" answer.
        if (isApiError(error) && error.status === 401) {
          signOutLocally();
          return;
        }
        // Anything else says nothing about the session: only a start-up check must conclude.
        setState((current) => (current.isAuthenticated === null ? signedOutState : current));
        const message = error instanceof Error ? error.message : String(error);
        showBanner({ kind: 'error', title: 'Could not check your session', message, scope: 'session' });
      }
    },
    [signOutLocally],
  );
  const refresh = useCallback(() => settle(call('user-service/is-logged-in')), [settle]);

  // Development's StrictMode mounts twice; the start-up check needs to run only once.
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void settle(firstSessionCheck());
  }, [settle]);

  useEffect(
    () => listenForGlobalErrors({ onSessionExpired: () => signOutLocally({ sessionExpired: true }) }),
    [signOutLocally],
  );

  // If the server did not end the session, pretending otherwise would leave it open behind the user.
  const logout = useCallback(async () => {
    try {
      await call('user-service/logout');
      signOutLocally({ hasLoggedOut: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      showBanner({ kind: 'error', title: 'Logout Failed', message });
    }
  }, [signOutLocally]);

  const can = useCallback(
    (required: Access) =>
      required === 'signed-in'
        ? state.isAuthenticated === true
        : isAllowed(state.user?.permissions ?? [], required),
    [state],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, can, logout, refresh }),
    [state, can, logout, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
