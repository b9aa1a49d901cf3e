import { access } from '@masthead/contract';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '../auth/RequirePermission.tsx';

const CdnCachePage = lazy(() =>
  import('./CdnCachePage.tsx').then((module) => ({ default: module.CdnCachePage })),
);

/** /cdn-cache: purge by resource and by zone, and the recent purges. */
export const cdnAreas: RouteObject[] = [
  {
    path: 'cdn-cache',
    element: (
      <RequirePermission access={access.cdn.any}>
        <CdnCachePage />
      </RequirePermission>
    ),
  },
];
