import type { RouteObject } from 'react-router';
import { lazyScreen, preloading } from '../app/lazyScreen.ts';

const DashboardPage = lazyScreen(() => import('./DashboardPage.tsx').then((module) => module.DashboardPage));

/** / */
export const dashboardArea: RouteObject = {
  index: true,
  lazy: preloading(DashboardPage),
  element: <DashboardPage />,
};
