import { useLoggedUser } from '../auth/authContext.ts';
import { deferredControl } from '../components/deferred/deferredControl.tsx';
import { UserMenuButton } from './UserMenuButton.tsx';

const UserMenuDropdown = deferredControl(() =>
  import('./UserMenuDropdown.tsx').then((module) => module.UserMenuDropdown),
);

/** The top bar's menu: the signed-in user's own pages, calendar language and Logout. */
export function UserMenu() {
  const user = useLoggedUser();
  // Viewing as another user, the top bar still names who is really signed in.
  const me = user.viewer ?? user;
  const fullName = [me.first_name, me.last_name].filter(Boolean).join(' ') || me.username;
  return (
    <UserMenuDropdown
      fullName={fullName}
      standIn={(standIn) => <UserMenuButton fullName={fullName} {...standIn} />}
    />
  );
}
