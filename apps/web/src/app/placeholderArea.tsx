import type { Access } from '@masthead/contract';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '../auth/RequirePermission.tsx';

const AreaPlaceholder = lazy(() =>
  import('./AreaPlaceholder.tsx').then((module) => ({ default: module.AreaPlaceholder })),
);

/** An area whose screens have not landed yet: its guard, then its name as a heading. */
export function placeholderArea({ path, title, access }: { path: string; title: string; access: Access }) {
  return {
    path,
    element: (
      <RequirePermission access={access}>
        <AreaPlaceholder title={title} />
      </RequirePermission>
    ),
  } satisfies RouteObject;
}
