import { access } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../app/lazyScreen.ts';
import { screenRoute } from '../app/screenRoute.tsx';

const ReportPage = lazyScreen(() => import('./ReportPage.tsx').then((module) => module.ReportPage));

/** /reports/:cType: impressions of one content type; every type of the spec is reachable by address. */
export const reportAreas: RouteObject[] = [screenRoute('reports/:cType', ReportPage, access.reports.any)];
