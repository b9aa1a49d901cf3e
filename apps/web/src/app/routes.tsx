import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AuthGate, SignedInOnly, SignedOutOnly } from '../auth/guards.tsx';
import { cdnAreas } from '../cdn/routes.tsx';
import { contentAreas } from '../content/routes.tsx';
import { dashboardArea } from '../dashboard/routes.tsx';
import { ForgotPasswordPage } from '../login/ForgotPasswordPage.tsx';
import { LoginPage } from '../login/LoginPage.tsx';
import { ResetPasswordPage } from '../login/ResetPasswordPage.tsx';
import { SignedOutLayout } from '../login/SignedOutLayout.tsx';
import { projectsArea } from '../projects/routes.tsx';
import { reportAreas } from '../reports/routes.tsx';
import { taxonomyAreas } from '../taxonomy/routes.tsx';
import { usersArea } from '../users/routes.tsx';
import { RouteError } from './RouteError.tsx';

// Signed-in screens load on demand, so the login page carries none of them.
const SignedInLayout = lazy(() =>
  import('../layout/SignedInLayout.tsx').then((module) => ({ default: module.SignedInLayout })),
);
const ChangePasswordPage = lazy(() =>
  import('../account/ChangePasswordPage.tsx').then((module) => ({ default: module.ChangePasswordPage })),
);
const ApiPage = lazy(() => import('../api-docs/ApiPage.tsx').then((module) => ({ default: module.ApiPage })));
const signedInRoutes: RouteObject[] = [
  dashboardArea,
  { path: 'change-password', element: <ChangePasswordPage /> },
  { path: 'api-docs', element: <ApiPage /> },
  projectsArea,
  ...contentAreas,
  ...taxonomyAreas,
  ...cdnAreas,
  ...reportAreas,
  usersArea,
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The whole route table (platform spec section 2). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AuthGate />,
    errorElement: <RouteError />,
    children: [
      {
        path: 'login',
        element: (
          <SignedOutOnly>
            <SignedOutLayout />
          </SignedOutOnly>
        ),
        children: [
          { index: true, element: <LoginPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
        ],
      },
      {
        element: (
          <SignedInOnly>
            <SignedInLayout />
          </SignedInOnly>
        ),
        // A failing screen shows its error inside the layout, so the menu stays usable.
        children: [{ errorElement: <RouteError />, children: signedInRoutes }],
      },
    ],
  },
];
