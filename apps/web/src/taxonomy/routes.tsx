import { access } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { placeholderArea } from '../app/placeholderArea.tsx';

/** Categories, tags, legal documents and allowed IPs: list, /new, /view/:id, /edit/:id each. */
export const taxonomyAreas: RouteObject[] = [
  placeholderArea({ path: 'categories/*', title: 'Categories', access: access.categories.any }),
  placeholderArea({ path: 'tags/*', title: 'Tags', access: access.tags.any }),
  placeholderArea({ path: 'legal-docs/*', title: 'Legal Docs', access: access.legal.any }),
  placeholderArea({ path: 'allowed-ips/*', title: 'Allowed IPs', access: access.allowedIps.any }),
];
