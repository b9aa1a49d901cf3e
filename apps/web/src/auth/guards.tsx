import { type ReactNode, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { useAuth } from './authContext.ts';

/** The root of every route: nothing is decided while the start-up check has not answered. */
export function AuthGate() {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated === null) return <LoadingScreen fullPage />;
  return <Outlet />;
}

/** /login and its pages: a signed-in user has nothing to do there and goes to the dashboard. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  if (isAuthenticated) return <Navigate to="/" replace />;
  return children;
}

/**
 * Everything else: a visitor who is not signed in (or whose session just ended) goes to
 * /login, keeping nothing of the address asked for.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return <Suspense fallback={<LoadingScreen fullPage />}>{children}</Suspense>;
}
