import { access } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../app/lazyScreen.ts';
import { screenRoute } from '../app/screenRoute.tsx';

const CdnCachePage = lazyScreen(() => import('./CdnCachePage.tsx').then((module) => module.CdnCachePage));

/** /cdn-cache: purge by resource and by zone, and the recent purges. */
export const cdnAreas: RouteObject[] = [screenRoute('cdn-cache', CdnCachePage, access.cdn.any)];
