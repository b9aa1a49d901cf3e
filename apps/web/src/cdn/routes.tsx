import { access } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { placeholderArea } from '../app/placeholderArea.tsx';

/** /cdn-cache: purge by resource and by zone. */
export const cdnAreas: RouteObject[] = [
  placeholderArea({ path: 'cdn-cache/*', title: 'CDN Cache', access: access.cdn.any }),
];
