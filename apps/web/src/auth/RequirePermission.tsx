import type { Access } from '@masthead/contract';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { needsText } from '../layout/needs.ts';
import { useAuth } from './authContext.ts';
import { NotAuthorized } from './NotAuthorized.tsx';

/**
 * Renders its children (or the child routes) only for a user holding any one of `access`;
 * anyone else sees the Not Authorized screen. The server checks again on every call.
 */
export function RequirePermission({ access, children }: { access: Access; children?: ReactNode }) {
  const { can, user } = useAuth();
  // Viewing as another user, the screen also says what it needs: the answer to "why not?".
  if (!can(access)) return <NotAuthorized needs={user?.viewer ? needsText(access) : undefined} />;
  return children ?? <Outlet />;
}
