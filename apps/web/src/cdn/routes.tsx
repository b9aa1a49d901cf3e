import { access } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { lazyScreen, preloading } from '../app/lazyScreen.ts';
import { RequirePermission } from '../auth/RequirePermission.tsx';

const CdnCachePage = lazyScreen(() => import('./CdnCachePage.tsx').then((module) => module.CdnCachePage));

/** /cdn-cache: purge by resource and by zone, and the recent purges. */
export const cdnAreas: RouteObject[] = [
  {
    path: 'cdn-cache',
    lazy: preloading(CdnCachePage),
    element: (
      <RequirePermission access={access.cdn.any}>
        <CdnCachePage />
      </RequirePermission>
    ),
  },
];
