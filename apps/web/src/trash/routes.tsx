import { access } from '@masthead/contract';
import { lazyScreen } from '../app/lazyScreen.ts';
import { screenRoute } from '../app/screenRoute.tsx';

const TrashPage = lazyScreen(() => import('./TrashPage.tsx').then((module) => module.TrashPage));

/** /trash: deleted content items, for whoever may edit content (deleting needs the same). */
export const trashArea = screenRoute('trash', TrashPage, access.contents.update);
