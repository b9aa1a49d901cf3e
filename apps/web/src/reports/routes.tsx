import { access } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { lazyScreen, preloading } from '../app/lazyScreen.ts';
import { RequirePermission } from '../auth/RequirePermission.tsx';

const ReportPage = lazyScreen(() => import('./ReportPage.tsx').then((module) => module.ReportPage));

/** /reports/:cType: impressions of one content type; every type of the spec is reachable by address. */
export const reportAreas: RouteObject[] = [
  {
    path: 'reports/:cType',
    lazy: preloading(ReportPage),
    element: (
      <RequirePermission access={access.reports.any}>
        <ReportPage />
      </RequirePermission>
    ),
  },
];
