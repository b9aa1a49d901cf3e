import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { cdnAreas } from '../cdn/routes.tsx';
import { contentAreas } from '../content/routes.tsx';
import { projectsArea } from '../projects/routes.tsx';
import { reportAreas } from '../reports/routes.tsx';
import { taxonomyAreas } from '../taxonomy/routes.tsx';
import { usersArea } from '../users/routes.tsx';

const ChangePasswordPage = lazy(() =>
  import('../account/ChangePasswordPage.tsx').then((module) => ({ default: module.ChangePasswordPage })),
);
const TwoFactorPage = lazy(() =>
  import('../account/TwoFactorPage.tsx').then((module) => ({ default: module.TwoFactorPage })),
);
const MySessionsPage = lazy(() =>
  import('../sessions/MySessionsPage.tsx').then((module) => ({ default: module.MySessionsPage })),
);
const ApiPage = lazy(() => import('../api-docs/ApiPage.tsx').then((module) => ({ default: module.ApiPage })));

/**
 * Every signed-in screen but the dashboard. The router learns them on the first visit to one
 * of their addresses: their table names every area and content type of the contract, which the
 * login page has no use for.
 */
export const signedInScreens: RouteObject[] = [
  { path: 'change-password', element: <ChangePasswordPage /> },
  { path: 'two-factor', element: <TwoFactorPage /> },
  { path: 'api-docs', element: <ApiPage /> },
  { path: 'sessions', element: <MySessionsPage /> },
  projectsArea,
  ...contentAreas,
  ...taxonomyAreas,
  ...cdnAreas,
  ...reportAreas,
  usersArea,
  { path: '*', element: <Navigate to="/" replace /> },
];
