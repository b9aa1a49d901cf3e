import { access } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { lazyScreen, preloading } from '../app/lazyScreen.ts';
import { RequirePermission } from '../auth/RequirePermission.tsx';

const TrashPage = lazyScreen(() => import('./TrashPage.tsx').then((module) => module.TrashPage));

/** /trash: deleted content items, for whoever may edit content (deleting needs the same). */
export const trashArea: RouteObject = {
  path: 'trash',
  lazy: preloading(TrashPage),
  element: (
    <RequirePermission access={access.contents.update}>
      <TrashPage />
    </RequirePermission>
  ),
};
