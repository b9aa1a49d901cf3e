import type { Access } from '@masthead/contract';
import type { RouteObject } from 'react-router';
import { RequirePermission } from '../auth/RequirePermission.tsx';
import { type LazyScreen, preloading } from './lazyScreen.ts';

/**
 * A route of one screen, whose code the router fetches as soon as the address matches; with
 * `access`, only a user holding it sees the screen, anyone else the Not Authorized screen.
 */
export function screenRoute(path: string, Screen: LazyScreen, access?: Access): RouteObject {
  return {
    path,
    lazy: preloading(Screen),
    element: access ? (
      <RequirePermission access={access}>
        <Screen />
      </RequirePermission>
    ) : (
      <Screen />
    ),
  };
}
