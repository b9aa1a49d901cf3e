import { Anchor, AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { PasswordConfirmHost } from '../account/PasswordConfirmHost.tsx';
import { BannerRegion } from '../app/BannerRegion.tsx';
import { useScrollMemory } from '../app/scrollMemory.ts';
import { useLoggedUser } from '../auth/authContext.ts';
import { CalendarLocaleProvider } from '../components/dates/CalendarLocaleProvider.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { SearchLauncher } from '../search/SearchLauncher.tsx';
import { AppFooter } from './AppFooter.tsx';
import { frame } from './frame.ts';
import { MainMenu } from './MainMenu.tsx';
import { MenuScrollArea } from './MenuScrollArea.tsx';
import classes from './SignedInLayout.module.css';
import { mainContentId, SkipLink } from './SkipLink.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useIsWide } from './useIsWide.ts';
import { ViewAsBanner } from './ViewAsBanner.tsx';

/** The frame of every signed-in screen: top bar, side menu, the screen, footer. */
export function SignedInLayout() {
  const [hasMenuOpened, setHasMenuOpened] = useState(false);
  const [isMenuOpen, menu] = useDisclosure(false, { onOpen: () => setHasMenuOpened(true) });
  const isWide = useIsWide();
  // On a narrow screen the menu waits off-screen until the burger opens it: out of the keyboard's
  // way meanwhile, and not drawn at all before it is first opened, which a phone's first load
  // would otherwise pay for.
  const isMenuOffScreen = !isWide && !isMenuOpen;
  const user = useLoggedUser();
  const bannerHeight = user.viewer ? frame.viewAsBannerHeight : 0;
  useScrollMemory();
  return (
    <CalendarLocaleProvider>
      <AppShell
        header={{ height: frame.headerHeight + bannerHeight }}
        navbar={{ width: frame.navbarWidth, breakpoint: 'sm', collapsed: { mobile: !isMenuOpen } }}
        footer={{ height: frame.footerHeight }}
        padding={frame.padding}
      >
        <SkipLink />
        <AppShell.Header>
          {user.viewer && <ViewAsBanner user={user} height={bannerHeight} />}
          <Group h={frame.headerHeight} px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={isMenuOpen}
                onClick={menu.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
              />
              <Anchor component={Link} to="/" fw={700} fz="lg" c="inherit" underline="never">
                Masthead
              </Anchor>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <SearchLauncher />
              <UserMenu />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar aria-label="Main" p="xs" inert={isMenuOffScreen} className={classes.navbar}>
          <MenuScrollArea>{(isWide || hasMenuOpened) && <MainMenu onNavigate={menu.close} />}</MenuScrollArea>
        </AppShell.Navbar>
        <AppShell.Main id={mainContentId} tabIndex={-1}>
          {/* Above the screen's heading, in its flow: a banner pushes the screen down, never covers it. */}
          <BannerRegion />
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
        <AppShell.Footer>
          <AppFooter />
        </AppShell.Footer>
        <PasswordConfirmHost />
      </AppShell>
    </CalendarLocaleProvider>
  );
}
