import { access } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { placeholderArea } from '../app/placeholderArea.tsx';

/** /reports/:cType: impressions of one content type. */
export const reportAreas: RouteObject[] = [
  placeholderArea({ path: 'reports/:cType', title: 'Reports', access: access.reports.any }),
];
