import { Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendar, IconDevices, IconKey, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/authContext.ts';
import type { Arrival } from '../components/deferred/deferredControl.tsx';
import { useArrivedControl } from '../components/deferred/deferredControl.tsx';
import { LazyPart } from '../components/lazy/LazyPart.tsx';
import { mySessionsPath } from '../sessions/paths.ts';
import { UserMenuButton } from './UserMenuButton.tsx';

/** Loaded when first opened: naming its 25 languages costs a phone tens of milliseconds. */
const CalendarLanguageModal = lazy(() =>
  import('./CalendarLanguageModal.tsx').then((module) => ({ default: module.CalendarLanguageModal })),
);

/** The user menu itself, loaded as the user turns to its button (UserMenu.tsx). */
export function UserMenuDropdown({ fullName, arrival }: { fullName: string; arrival: Arrival }) {
  const { logout } = useAuth();
  const [isCalendarLanguageOpen, calendarLanguage] = useDisclosure(false);
  const [wasCalendarLanguageOpened, setCalendarLanguageOpened] = useState(false);
  const control = useArrivedControl(arrival);
  return (
    <>
      <Menu position="bottom-end" width={220} {...control.menu}>
        <Menu.Target>
          <UserMenuButton {...control.menuTarget} fullName={fullName} />
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
        <LazyPart>
          <CalendarLanguageModal isOpen={isCalendarLanguageOpen} onClose={calendarLanguage.close} />
        </LazyPart>
      )}
    </>
  );
}
