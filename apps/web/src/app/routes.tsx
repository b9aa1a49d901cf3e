import type { RouteObject } from 'react-router';
import { AuthGate, SignedInOnly, SignedOutOnly } from '../auth/guards.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { dashboardArea } from '../dashboard/routes.tsx';
import { SignedOutLayout } from '../login/SignedOutLayout.tsx';
import { lazyScreen, preloading } from './lazyScreen.ts';
import { RouteError } from './RouteError.tsx';

/**
 * The sign-in pages load beside the first chunk (index.html asks for them from its first bytes),
 * not in it: their forms' rules bring zod, which a signed-in list never needs.
 */
const LoginPage = lazyScreen(() => import('../login/LoginPage.tsx').then((module) => module.LoginPage));
const ForgotPasswordPage = lazyScreen(() =>
  import('../login/ForgotPasswordPage.tsx').then((module) => module.ForgotPasswordPage),
);
const ResetPasswordPage = lazyScreen(() =>
  import('../login/ResetPasswordPage.tsx').then((module) => module.ResetPasswordPage),
);

// Signed-in screens load on demand, so the login page carries none of them.
const SignedInLayout = lazyScreen(() =>
  import('../layout/SignedInLayout.tsx').then((module) => module.SignedInLayout),
);

/** The route whose children `router.tsx` completes with the other signed-in screens. */
export const signedInScreensId = 'signed-in-screens';

/**
 * The route table (platform spec section 2) as the first page needs it: the sign-in pages, and
 * the signed-in layout with the dashboard; the router adds the other screens when first asked.
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
        path: 'login',
        element: (
          <SignedOutOnly>
            <SignedOutLayout />
          </SignedOutOnly>
        ),
        children: [
          { index: true, lazy: preloading(LoginPage), element: <LoginPage /> },
          { path: 'forgot-password', lazy: preloading(ForgotPasswordPage), element: <ForgotPasswordPage /> },
          { path: 'reset-password', lazy: preloading(ResetPasswordPage), element: <ResetPasswordPage /> },
        ],
      },
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
