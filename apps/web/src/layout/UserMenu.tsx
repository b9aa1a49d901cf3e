import { Button, type ButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useLoggedUser } from '../auth/authContext.ts';
import { deferredControl } from '../components/deferred/deferredControl.tsx';

/** The top bar's button, named after the signed-in user; the same before and after its menu loads. */
export function UserMenuButton({
  fullName,
  ...props
}: { fullName: string } & ButtonProps & ComponentPropsWithRef<'button'>) {
  return (
    <Button
      variant="subtle"
      rightSection={<IconChevronDown size={16} aria-hidden="true" />}
      aria-haspopup="menu"
      {...props}
    >
      {fullName}
    </Button>
  );
}

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
