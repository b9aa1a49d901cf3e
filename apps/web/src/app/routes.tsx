import type { RouteObject } from 'react-router';
import { AuthGate, SignedInOnly } from '../auth/guards.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { dashboardArea } from '../dashboard/routes.tsx';
import { lazyScreen, preloading } from './lazyScreen.ts';
import { RouteError } from './RouteError.tsx';

// Signed-in screens load on demand, so the login page carries none of them.
const SignedInLayout = lazyScreen(() =>
  import('../layout/SignedInLayout.tsx').then((module) => module.SignedInLayout),
);

/** The route whose children `router.tsx` completes with the other signed-in screens. */
export const signedInScreensId = 'signed-in-screens';

/**
 * The route table (platform spec section 2) as the first page needs it: the signed-in layout
 * with the dashboard; the router adds the other screens when first asked. The sign-in pages
 * (/login and under it) are the server's HTML, which SignedInOnly leaves the app for.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AuthGate />,
    errorElement: <RouteError />,
    // Shown while the router fetches the table of the screen first asked for.
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
        children: [{ id: signedInScreensId, errorElement: <RouteError />, children: [dashboardArea] }],
      },
    ],
  },
];
