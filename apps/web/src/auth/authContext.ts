import type { Access, CurrentUser } from '@masthead/contract';
import { createContext, useContext } from 'react';

/** Spec section 4: unknown (null) until `is-logged-in` answers, then authenticated (true) or not (false). */
export type AuthStatus = boolean | null;

export interface AuthContextValue {
  isAuthenticated: AuthStatus;
  /** While viewing as another user, that user; its `viewer` is who is really signed in. */
  user: CurrentUser | null;
  /** True after the user chose Logout (rather than a session that ran out). */
  hasLoggedOut: boolean;
  /** True once a call found the session ended under the user. */
  sessionExpired: boolean;
  /** True when the user holds any one of the names ('public' and 'signed-in' always pass). */
  can: (required: Access) => boolean;
  /** Ends the session on the server; the signed-in guard then leaves for the sign-in page. */
  logout: () => Promise<void>;
  /** Asks the server again who is signed in, e.g. after editing one's own permissions. */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth() is used outside <AuthProvider>.');
  return auth;
}

/** The signed-in user, for screens that only render behind the signed-in guard. */
export function useLoggedUser(): CurrentUser {
  const { user } = useAuth();
  if (!user) throw new Error('useLoggedUser() is used on a screen that is not behind the signed-in guard.');
  return user;
}
