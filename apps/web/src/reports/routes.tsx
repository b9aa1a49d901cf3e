import { access } from '@masthead/contract';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '../auth/RequirePermission.tsx';

const ReportPage = lazy(() => import('./ReportPage.tsx').then((module) => ({ default: module.ReportPage })));

/** /reports/:cType: impressions of one content type; every type of the spec is reachable by address. */
export const reportAreas: RouteObject[] = [
  {
    path: 'reports/:cType',
    element: (
      <RequirePermission access={access.reports.any}>
        <ReportPage />
      </RequirePermission>
    ),
  },
];
