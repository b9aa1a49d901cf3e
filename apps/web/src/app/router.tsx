import { createBrowserRouter } from 'react-router';
import { enterScreen } from '../components/banner.ts';
import { routes, signedInScreensId } from './routes.tsx';

let hasSignedInScreens = false;

/**
 * An address the first table does not know (or one with parameters, which a later screen could
 * claim) brings in the rest of the signed-in screens, once.
 */
export const router = createBrowserRouter(routes, {
  async patchRoutesOnNavigation({ patch }) {
    if (hasSignedInScreens) return;
    const { signedInScreens } = await import('./signedInScreens.tsx');
    if (hasSignedInScreens) return;
    patch(signedInScreensId, signedInScreens);
    hasSignedInScreens = true;
  },
});

// A banner about a screen's failure goes when the user leaves that screen.
router.subscribe((state) => enterScreen(state.location.pathname));
