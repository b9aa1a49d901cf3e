import type { Access } from '@masthead/contract';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from './authContext.ts';
import { NotAuthorized } from './NotAuthorized.tsx';

/**
 * Renders its children (or the child routes) only for a user holding any one of `access`;
 * anyone else sees the Not Authorized screen. The server checks again on every call.
 */
export function RequirePermission({ access, children }: { access: Access; children?: ReactNode }) {
  const { can } = useAuth();
  if (!can(access)) return <NotAuthorized />;
  return children ?? <Outlet />;
}
