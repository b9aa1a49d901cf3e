import { Navigate, type RouteObject } from 'react-router';
import { cdnAreas } from '../cdn/routes.tsx';
import { contentAreas } from '../content/routes.tsx';
import { entityAreas } from '../entities/entityAreas.tsx';
import { reportAreas } from '../reports/routes.tsx';
import { trashArea } from '../trash/routes.tsx';
import { lazyScreen } from './lazyScreen.ts';
import { screenRoute } from './screenRoute.tsx';

const ChangePasswordPage = lazyScreen(() =>
  import('../account/ChangePasswordPage.tsx').then((module) => module.ChangePasswordPage),
);
const TwoFactorPage = lazyScreen(() =>
  import('../account/TwoFactorPage.tsx').then((module) => module.TwoFactorPage),
);
const MySessionsPage = lazyScreen(() =>
  import('../sessions/MySessionsPage.tsx').then((module) => module.MySessionsPage),
);
const ApiTokensPage = lazyScreen(() =>
  import('../tokens/ApiTokensPage.tsx').then((module) => module.ApiTokensPage),
);
const ApiPage = lazyScreen(() => import('../api-docs/ApiPage.tsx').then((module) => module.ApiPage));

/** Every signed-in screen but the dashboard, and any other address sent to the dashboard. */
export const signedInScreens: RouteObject[] = [
  screenRoute('change-password', ChangePasswordPage),
  screenRoute('two-factor', TwoFactorPage),
  screenRoute('api-docs', ApiPage),
  screenRoute('sessions', MySessionsPage),
  screenRoute('api-tokens', ApiTokensPage),
  ...entityAreas,
  ...contentAreas,
  ...cdnAreas,
  ...reportAreas,
  trashArea,
  { path: '*', element: <Navigate to="/" replace /> },
];
