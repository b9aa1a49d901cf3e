import {
  type Access,
  access,
  allowedIpEntity,
  attributeEntity,
  categoryEntity,
  contentTypes,
  type EntityDefinition,
  legalDocumentEntity,
  projectEntity,
  tagEntity,
  userEntity,
} from '@masthead/contract';
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

/** An entity's or content type's list, under its plural label. */
const listLink = (
  definition: Pick<EntityDefinition, 'pluralLabel' | 'route'>,
  required: Access,
): MenuLink => ({ label: definition.pluralLabel, to: definition.route, access: required });

/** An entity's list, for whoever holds any of its permissions. */
const entityLink = (definition: EntityDefinition) => listLink(definition, definition.access.any);

/** The left side menu in the spec's order (platform section 2). An item shows only with its permission. */
export const mainMenu: readonly MenuEntry[] = [
  entityLink(projectEntity),
  {
    label: 'Content',
    items: [
      ...contentTypes.map((definition) => listLink(definition, access.contents.any)),
      entityLink(categoryEntity),
      entityLink(tagEntity),
      entityLink(attributeEntity),
      { label: 'Trash', to: '/trash', access: access.contents.update },
    ],
  },
  entityLink(legalDocumentEntity),
  {
    label: 'Tools',
    items: [
      { label: 'CDN Cache', to: '/cdn-cache', access: access.cdn.any },
      entityLink(allowedIpEntity),
      { label: 'API', to: '/api-docs', access: 'signed-in' },
      { label: 'API tokens', to: '/api-tokens', access: 'signed-in' },
    ],
  },
  entityLink(userEntity),
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

/** Whether `link` leads to the page at `pathname` or to one below it (/games/edit/4). */
export const isLinkOf = (link: MenuLink, pathname: string) =>
  pathname === link.to || pathname.startsWith(`${link.to}/`);

/** The label of the group that holds the page at `pathname`, if one does: it opens by itself there. */
export function groupOfPath(menu: readonly MenuEntry[], pathname: string): string | undefined {
  return menu.find((entry) => isMenuGroup(entry) && entry.items.some((link) => isLinkOf(link, pathname)))
    ?.label;
}
