import { Box, NavLink, Text } from '@mantine/core';
import { useId } from 'react';
import { NavLink as RouterNavLink, useMatch } from 'react-router';
import { useAuth } from '../auth/authContext.ts';
import { isMenuGroup, type MenuGroup, type MenuLink, mainMenu, visibleMenu } from './menu.ts';

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** Router links mark the current page with aria-current="page"; Mantine paints it active. */
function MenuItem({ link, onNavigate }: { link: MenuLink; onNavigate: () => void }) {
  const isActive = useMatch({ path: link.to, end: false }) !== null;
  return (
    <li>
      <NavLink
        component={RouterNavLink}
        to={link.to}
        label={link.label}
        active={isActive}
        onClick={onNavigate}
      />
    </li>
  );
}

/** A group is a list named by its heading, so a screen reader says "Reports, Games" not just "Games". */
function MenuGroupSection({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const headingId = useId();
  return (
    <li>
      <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mt="sm" mb={4}>
        {group.label}
      </Text>
      <ul aria-labelledby={headingId} style={plainList}>
        {group.items.map((link) => (
          <MenuItem key={link.to} link={link} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

/** The side menu's entries; `onNavigate` lets the layout close the menu on small screens. */
export function MainMenu({ onNavigate }: { onNavigate: () => void }) {
  const { can } = useAuth();
  return (
    <Box component="ul" style={plainList}>
      {visibleMenu(mainMenu, can).map((entry) =>
        isMenuGroup(entry) ? (
          <MenuGroupSection key={entry.label} group={entry} onNavigate={onNavigate} />
        ) : (
          <MenuItem key={entry.to} link={entry} onNavigate={onNavigate} />
        ),
      )}
    </Box>
  );
}
