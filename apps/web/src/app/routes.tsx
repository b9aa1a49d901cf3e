import type { RouteObject } from 'react-router';
import { AuthGate, SignedInOnly } from '../auth/guards.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { dashboardArea } from '../dashboard/routes.tsx';
import { lazyScreen, preloading } from './lazyScreen.ts';
import { RouteError } from './RouteError.tsx';
import { signedInScreens } from './signedInScreens.tsx';

// Signed-in screens load on demand, so the login page carries none of them.
const SignedInLayout = lazyScreen(() =>
  import('../layout/SignedInLayout.tsx').then((module) => module.SignedInLayout),
);

/**
 * The route table (platform spec section 2): the signed-in layout with every screen. Whole from
 * the start, so the router ranks it once and matches the first address without a round of
 * patching it in: every page the app draws is a signed-in one (a visitor without a session only
 * passes through it on the way to the sign-in page). The sign-in pages
 * (/login and under it) are the server's HTML, which SignedInOnly leaves the app for.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AuthGate />,
    errorElement: <RouteError />,
    // Shown while the router fetches the code of the screen first asked for.
    hydrateFallbackElement: <LoadingScreen fullPage />,
    children: [
      {
        lazy: preloading(SignedInLayout),
        element: (
          <SignedInOnly>
            <SignedInLayout />
          </SignedInOnly>
        ),
        // A failing screen shows its error inside the layout, so the menu stays usable.
        children: [{ errorElement: <RouteError />, children: [dashboardArea, ...signedInScreens] }],
      },
    ],
  },
];
