import { type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { useAuth } from './authContext.ts';
import { openSignInPage } from './serverSignIn.ts';

/** The root of every route: nothing is decided while the start-up check has not answered. */
export function AuthGate() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated === null) return <LoadingScreen fullPage />;
  return <Outlet />;
}

const twoFactorPath = '/two-factor';

/** Shown for the moment the browser takes to leave for the server's sign-in page. */
function LeavingForSignIn({ next, expired }: { next?: string; expired: boolean }) {
  useEffect(() => openSignInPage({ next, expired }), [next, expired]);
  return <LoadingScreen fullPage />;
}

/**
 * Every screen of the app: a visitor who is not signed in (or whose session just ended) goes to
 * the server's /login, which brings them back here once signed in; a user who chose Logout
 * starts afresh at the dashboard next time.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated, hasLoggedOut, sessionExpired, user } = useAuth();
  const location = useLocation();
  if (!isAuthenticated) {
    const next = hasLoggedOut ? undefined : location.pathname + location.search + location.hash;
    return <LeavingForSignIn next={next} expired={sessionExpired} />;
  }
  // REQUIRE_TWO_FACTOR: the server refuses everything else until the second factor is set up.
  const mustEnrol = user?.two_factor.required === true && !user.two_factor.enrolled;
  if (mustEnrol && location.pathname !== twoFactorPath) return <Navigate to={twoFactorPath} replace />;
  return <Suspense fallback={<LoadingScreen fullPage />}>{children}</Suspense>;
}
