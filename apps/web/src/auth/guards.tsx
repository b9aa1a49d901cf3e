import { type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { useAuth } from './authContext.ts';

/** The root of every route: nothing is decided while the start-up check has not answered. */
export function AuthGate() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated === null) return <LoadingScreen fullPage />;
  return <Outlet />;
}

const twoFactorPath = '/two-factor';

interface ReturnState {
  from?: unknown;
}

/** Only a path of this app: never another site ('//host') nor the login pages themselves. */
const returnPathOf = (state: unknown) => {
  const from = (state as ReturnState | null)?.from;
  return typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !from.startsWith('/login')
    ? from
    : '/';
};

/**
 * /login and its pages: a signed-in user has nothing to do there. Just after signing in, the
 * user goes on to the address that sent them here (a shared link, a session that ran out).
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return <Navigate to={returnPathOf(location.state)} replace />;
  return children;
}

/**
 * Everything else: a visitor who is not signed in (or whose session just ended) goes to
 * /login, which remembers the address for after the sign-in; a user who chose Logout starts
 * afresh at the dashboard next time.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, hasLoggedOut, user } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) {
    const state: ReturnState | undefined = hasLoggedOut
      ? undefined
      : { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  // REQUIRE_TWO_FACTOR: the server refuses everything else until the second factor is set up.
  const mustEnrol = user?.two_factor.required === true && !user.two_factor.enrolled;
  if (mustEnrol && location.pathname !== twoFactorPath) return <Navigate to={twoFactorPath} replace />;
  return <Suspense fallback={<LoadingScreen fullPage />}>{children}</Suspense>;
}
