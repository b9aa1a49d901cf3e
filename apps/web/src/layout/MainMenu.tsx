import { Box, NavLink, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { NavLink as RouterNavLink, useMatch } from 'react-router';
import { useAuth } from '../auth/authContext.ts';
import classes from './MainMenu.module.css';
import { isMenuGroup, type MenuGroup, type MenuLink, mainMenu, markedMenu, visibleMenu } from './menu.ts';
import { useOpenMenuGroups } from './useOpenMenuGroups.ts';

const plainList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** Router links mark the current page with aria-current="page"; Mantine paints it active. */
function MenuItem({ link, onNavigate }: { link: MenuLink; onNavigate: () => void }) {
  const isActive = useMatch({ path: link.to, end: false }) !== null;
  if (link.needs)
    return (
      <li>
        <HiddenMenuItem label={link.label} needs={link.needs} />
      </li>
    );
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

/** Viewing as: where an item the permissions hide would be, with what it needs; nothing to follow. */
function HiddenMenuItem({ label, needs }: { label: string; needs: string }) {
  return (
    <Box
      px="sm"
      py={6}
      data-hidden-control=""
      style={{ borderLeft: '2px dashed var(--mantine-color-gray-6)' }}
    >
      <Text size="sm" td="line-through">
        {label}
      </Text>
      <Text size="xs">{needs}</Text>
    </Box>
  );
}

interface MenuGroupSectionProps {
  group: MenuGroup;
  isOpen: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

/**
 * A group is a list named by its heading, so a screen reader says "Reports, Games" not just
 * "Games". The heading is a button that folds the list away, which is how the long menu fits a
 * laptop's height: fold Content, and Reports comes into view.
 */
function MenuGroupSection({ group, isOpen, onToggle, onNavigate }: MenuGroupSectionProps) {
  const headingId = useId();
  const listId = useId();
  return (
    <li>
      <UnstyledButton
        id={headingId}
        className={classes.groupToggle}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={onToggle}
      >
        {group.label}
        <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
      </UnstyledButton>
      <ul id={listId} aria-labelledby={headingId} style={plainList} hidden={!isOpen}>
        {group.items.map((link) => (
          <MenuItem key={link.to} link={link} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

/** The side menu's entries; `onNavigate` lets the layout close the menu on small screens. */
export function MainMenu({ onNavigate }: { onNavigate: () => void }) {
  const { can, user } = useAuth();
  // Viewing as another user, hidden items stay, marked: the answer to "why can't she see it?".
  const entries = user?.viewer ? markedMenu(mainMenu, can) : visibleMenu(mainMenu, can);
  const groups = useOpenMenuGroups();
  return (
    <Box component="ul" style={plainList}>
      {entries.map((entry) =>
        isMenuGroup(entry) ? (
          <MenuGroupSection
            key={entry.label}
            group={entry}
            isOpen={groups.isOpen(entry.label)}
            onToggle={() => groups.toggle(entry.label)}
            onNavigate={onNavigate}
          />
        ) : (
          <MenuItem key={entry.to} link={entry} onNavigate={onNavigate} />
        ),
      )}
    </Box>
  );
}
