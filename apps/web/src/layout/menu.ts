import { type Access, access } from '@masthead/contract';
import { needsText } from './needs.ts';

export interface MenuLink {
  label: string;
  to: string;
  access: Access;
  /** Set only while viewing as another user: the item is hidden from that user, and why. */
  needs?: string;
}

export interface MenuGroup {
  label: string;
  items: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

/** The left side menu in the spec's order (platform section 2). An item shows only with its permission. */
export const mainMenu: readonly MenuEntry[] = [
  { label: 'Projects', to: '/projects', access: access.projects.any },
  {
    label: 'Content',
    items: [
      { label: 'Games', to: '/games', access: access.contents.any },
      { label: 'Game Deals', to: '/game-deals', access: access.contents.any },
      { label: 'Game News', to: '/all-game-news', access: access.contents.any },
      { label: 'Game Wallpapers', to: '/game-wallpapers', access: access.contents.any },
      { label: 'Quizzes', to: '/quizzes', access: access.contents.any },
      { label: 'Recipes', to: '/recipes', access: access.contents.any },
      { label: 'Coupons', to: '/coupons', access: access.contents.any },
      { label: 'Tools', to: '/tools', access: access.contents.any },
      { label: 'Categories', to: '/categories', access: access.categories.any },
      { label: 'Tags', to: '/tags', access: access.tags.any },
      { label: 'Attributes', to: '/attributes', access: access.categories.any },
      { label: 'Trash', to: '/trash', access: access.contents.update },
    ],
  },
  { label: 'Legal Docs', to: '/legal-docs', access: access.legal.any },
  {
    label: 'Tools',
    items: [
      { label: 'CDN Cache', to: '/cdn-cache', access: access.cdn.any },
      { label: 'Allowed IPs', to: '/allowed-ips', access: access.allowedIps.any },
      { label: 'API', to: '/api-docs', access: 'signed-in' },
    ],
  },
  { label: 'Users', to: '/users', access: access.users.any },
  {
    label: 'Reports',
    items: [
      { label: 'Games', to: '/reports/game', access: access.reports.any },
      { label: 'Recipes', to: '/reports/recipe', access: access.reports.any },
    ],
  },
];

/** The menu as one user sees it: items without permission dropped, then groups left empty. */
export function visibleMenu(menu: readonly MenuEntry[], can: (required: Access) => boolean): MenuEntry[] {
  return menu.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return can(entry.access) ? [entry] : [];
    const items = entry.items.filter((item) => can(item.access));
    return items.length ? [{ ...entry, items }] : [];
  });
}

/**
 * The menu while viewing as another user: nothing dropped, each item the user's permissions
 * hide marked with what it needs, so 'why can't she see Tags?' is answered where Tags would be.
 */
export function markedMenu(menu: readonly MenuEntry[], can: (required: Access) => boolean): MenuEntry[] {
  const mark = (link: MenuLink): MenuLink =>
    can(link.access) ? link : { ...link, needs: needsText(link.access) };
  return menu.map((entry) => (isMenuGroup(entry) ? { ...entry, items: entry.items.map(mark) } : mark(entry)));
}
