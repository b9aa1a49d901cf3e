import { type Access, access } from '@masthead/contract';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AuthGate, SignedInOnly, SignedOutOnly } from '../auth/guards.tsx';
import { RequirePermission } from '../auth/RequirePermission.tsx';
import { dashboardArea } from '../dashboard/routes.tsx';
import { ForgotPasswordPage } from '../login/ForgotPasswordPage.tsx';
import { LoginPage } from '../login/LoginPage.tsx';
import { ResetPasswordPage } from '../login/ResetPasswordPage.tsx';
import { SignedOutLayout } from '../login/SignedOutLayout.tsx';
import { projectsArea } from '../projects/routes.tsx';
import { usersArea } from '../users/routes.tsx';
import { RouteError } from './RouteError.tsx';

// Signed-in screens load on demand, so the login page carries none of them.
const SignedInLayout = lazy(() =>
  import('../layout/SignedInLayout.tsx').then((module) => ({ default: module.SignedInLayout })),
);
const ChangePasswordPage = lazy(() =>
  import('../account/ChangePasswordPage.tsx').then((module) => ({ default: module.ChangePasswordPage })),
);
const ApiPage = lazy(() => import('../api-docs/ApiPage.tsx').then((module) => ({ default: module.ApiPage })));
const AreaPlaceholder = lazy(() =>
  import('./AreaPlaceholder.tsx').then((module) => ({ default: module.AreaPlaceholder })),
);

/** An area whose screens have not landed yet: its guard, then its name as a heading. */
function placeholderArea({ path, title, access: required }: { path: string; title: string; access: Access }) {
  return {
    path,
    element: (
      <RequirePermission access={required}>
        <AreaPlaceholder title={title} />
      </RequirePermission>
    ),
  } satisfies RouteObject;
}

/*
 * The areas, one entry each. To land an area, replace its placeholder with the area's own routes
 * file, as '../users/routes.tsx' does: `usersArea` is `{ path: 'users', element:
 * <RequirePermission access={access.users.any} />, children: [...] }` (RequirePermission renders
 * the child routes when it has no children).
 */

/** The eight content sections: list, /new, /view/:id, /edit/:id each. */
const contentRoutes: RouteObject[] = [
  { path: 'games/*', title: 'Games' },
  { path: 'game-deals/*', title: 'Game Deals' },
  { path: 'all-game-news/*', title: 'Game News' },
  { path: 'game-wallpapers/*', title: 'Game Wallpapers' },
  { path: 'quizzes/*', title: 'Quizzes' },
  { path: 'recipes/*', title: 'Recipes' },
  { path: 'coupons/*', title: 'Coupons' },
  { path: 'tools/*', title: 'Tools' },
].map((section) => placeholderArea({ ...section, access: access.contents.any }));

/** /categories: list, /new, /view/:id, /edit/:id */
const categoriesRoutes: RouteObject = placeholderArea({
  path: 'categories/*',
  title: 'Categories',
  access: access.categories.any,
});

/** /tags: list, /new, /view/:id, /edit/:id */
const tagsRoutes: RouteObject = placeholderArea({ path: 'tags/*', title: 'Tags', access: access.tags.any });

/** /legal-docs: list, /new, /view/:id, /edit/:id */
const legalDocsRoutes: RouteObject = placeholderArea({
  path: 'legal-docs/*',
  title: 'Legal Docs',
  access: access.legal.any,
});

/** /cdn-cache: purge by resource and by zone */
const cdnCacheRoutes: RouteObject = placeholderArea({
  path: 'cdn-cache/*',
  title: 'CDN Cache',
  access: access.cdn.any,
});

/** /allowed-ips: list, /new, /view/:id, /edit/:id */
const allowedIpsRoutes: RouteObject = placeholderArea({
  path: 'allowed-ips/*',
  title: 'Allowed IPs',
  access: access.allowedIps.any,
});

/** /reports/game, /reports/recipe */
const reportsRoutes: RouteObject = placeholderArea({
  path: 'reports/:cType',
  title: 'Reports',
  access: access.reports.any,
});

const signedInRoutes: RouteObject[] = [
  dashboardArea,
  { path: 'change-password', element: <ChangePasswordPage /> },
  { path: 'api-docs', element: <ApiPage /> },
  projectsArea,
  ...contentRoutes,
  categoriesRoutes,
  tagsRoutes,
  legalDocsRoutes,
  cdnCacheRoutes,
  allowedIpsRoutes,
  usersArea,
  reportsRoutes,
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The whole route table (platform spec section 2). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AuthGate />,
    errorElement: <RouteError />,
    children: [
      {
        path: 'login',
        element: (
          <SignedOutOnly>
            <SignedOutLayout />
          </SignedOutOnly>
        ),
        children: [
          { index: true, element: <LoginPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
        ],
      },
      {
        element: (
          <SignedInOnly>
            <SignedInLayout />
          </SignedInOnly>
        ),
        // A failing screen shows its error inside the layout, so the menu stays usable.
        children: [{ errorElement: <RouteError />, children: signedInRoutes }],
      },
    ],
  },
];
