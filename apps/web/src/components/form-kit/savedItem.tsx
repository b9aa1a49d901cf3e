import { Anchor, Button, Group, Text } from '@mantine/core';
import { bannerText } from '@masthead/contract';
import type { MouseEvent } from 'react';
import { hideBanner, showBanner } from '../banner.ts';

/**
 * What a save hands to the list it opens, in the navigation's state rather than the address: the
 * row to show and the banner's title. A state ends with the first change of the list's page,
 * sort or filters, so the mark never outlives the landing nor lands in a shared link or a saved view.
 */
export interface SavedItem {
  id: string;
  /** The save's success text, as the form showed it. */
  title: string;
}

export const savedItemState = (saved: SavedItem) => ({ saved });

/** The saved item a navigation's state carries, if any. */
export function savedItemOf(state: unknown): SavedItem | undefined {
  const saved = (state as { saved?: Partial<SavedItem> } | null)?.saved;
  return typeof saved?.id === 'string' && typeof saved.title === 'string'
    ? { id: saved.id, title: saved.title }
    : undefined;
}

/** The form's view mode of a saved item. */
export const savedItemHref = (listPath: string, id: string) => `${listPath}/view/${id}`;

type Navigate = (to: string) => void;

/** The banner of a list's saves: a form's failure to save, then its success on the list. */
export const saveBannerId = (listPath: string) => `save:${listPath}`;

/**
 * The success banner of a save: its title, the link that opens the item and, when the list's
 * filters hide the item, that fact and the way to clear them. A banner asking the user to act
 * stays until dismissed.
 */
export function showSavedBanner({
  listPath,
  saved,
  navigate,
  clearFilters,
}: {
  listPath: string;
  saved: SavedItem;
  /** Banners sit outside the router, so the screen that shows one lends its navigation. */
  navigate: Navigate;
  /** Given when the list's filters hide the item. */
  clearFilters?: () => void;
}) {
  const id = saveBannerId(listPath);
  const href = savedItemHref(listPath, saved.id);
  const text = bannerText.savedItem;
  const handleOpen = (event: MouseEvent) => {
    event.preventDefault();
    hideBanner(id);
    navigate(href);
  };
  const handleClearFilters = () => {
    clearFilters?.();
    showSavedBanner({ listPath, saved, navigate });
  };
  showBanner({
    id,
    kind: 'success',
    title: saved.title,
    stays: clearFilters !== undefined,
    message: (
      <Group gap="xs">
        {clearFilters && <Text size="sm">{text.hidden}</Text>}
        <Anchor href={href} onClick={handleOpen} size="sm">
          {text.open}
        </Anchor>
        {clearFilters && (
          <Button variant="subtle" size="compact-sm" onClick={handleClearFilters}>
            {text.clearFilters}
          </Button>
        )}
      </Group>
    ),
  });
}
