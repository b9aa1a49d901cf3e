import { Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCalendar,
  IconChevronDown,
  IconDevices,
  IconKey,
  IconLogout,
  IconShieldLock,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useAuth, useLoggedUser } from '../auth/authContext.ts';
import { mySessionsPath } from '../sessions/paths.ts';

/** Loaded when first opened: naming its 25 languages costs a phone tens of milliseconds. */
const CalendarLanguageModal = lazy(() =>
  import('./CalendarLanguageModal.tsx').then((module) => ({ default: module.CalendarLanguageModal })),
);

/** The top bar's menu button, named after the signed-in user. */
export function UserMenu() {
  const user = useLoggedUser();
  const { logout } = useAuth();
  const [isCalendarLanguageOpen, calendarLanguage] = useDisclosure(false);
  const [wasCalendarLanguageOpened, setCalendarLanguageOpened] = useState(false);
  // Viewing as another user, the top bar still names who is really signed in.
  const me = user.viewer ?? user;
  const fullName = [me.first_name, me.last_name].filter(Boolean).join(' ') || me.username;
  return (
    <>
      <Menu position="bottom-end" width={220}>
        <Menu.Target>
          <Button variant="subtle" rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
            {fullName}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component={Link}
            to="/change-password"
            leftSection={<IconKey size={16} aria-hidden="true" />}
          >
            Change password
          </Menu.Item>
          <Menu.Item
            component={Link}
            to="/two-factor"
            leftSection={<IconShieldLock size={16} aria-hidden="true" />}
          >
            Two-factor sign-in
          </Menu.Item>
          <Menu.Item
            component={Link}
            to={mySessionsPath}
            leftSection={<IconDevices size={16} aria-hidden="true" />}
          >
            My sessions
          </Menu.Item>
          <Menu.Item
            leftSection={<IconCalendar size={16} aria-hidden="true" />}
            onClick={() => {
              setCalendarLanguageOpened(true);
              calendarLanguage.open();
            }}
          >
            Calendar language
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={() => void logout()}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {wasCalendarLanguageOpened && (
        <Suspense>
          <CalendarLanguageModal isOpen={isCalendarLanguageOpen} onClose={calendarLanguage.close} />
        </Suspense>
      )}
    </>
  );
}
