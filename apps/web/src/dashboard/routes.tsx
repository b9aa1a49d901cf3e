import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const DashboardPage = lazy(() =>
  import('./DashboardPage.tsx').then((module) => ({ default: module.DashboardPage })),
);

/** / */
export const dashboardArea: RouteObject = { index: true, element: <DashboardPage /> };
