import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, useRef, useState } from 'react';
import { LazyPart } from '../components/lazy/LazyPart.tsx';
import { holdKeys, takeHeldKeys } from './heldKeys.ts';

// The palette's code (its dialog, list and keyboard handling) loads on first use, not with the page.
const SearchPalette = lazy(() =>
  import('./SearchPalette.tsx').then(
    (module) => ({ default: module.SearchPalette }),
    (failure: unknown) => {
      // No box will come to take the keys: they go to the page again.
      takeHeldKeys();
      throw failure;
    },
  ),
);

/**
 * The top bar's search: a box on wide screens, an icon on a phone, and Ctrl+K (⌘K on a Mac) from
 * any signed-in screen, even while typing in a field; each opens the search palette.
 */
export function SearchLauncher() {
  const isMac = useOs() === 'macos';
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  // Focus goes back where it was on closing (the dialog's own return cannot see where focus was
  // when its code arrives already open), or to the visible Search button when Ctrl+K came from a
  // page with nothing focused: the keyboard then goes on from the top bar, not the page's start.
  const opener = useRef<HTMLElement | null>(null);
  const buttons = { box: useRef<HTMLButtonElement>(null), icon: useRef<HTMLButtonElement>(null) };
  const visibleButton = () =>
    [buttons.box.current, buttons.icon.current].find((button) => button?.offsetParent) ?? null;
  const open = () => {
    const focused = document.activeElement;
    if (!isOpen)
      opener.current =
        focused instanceof HTMLElement && focused !== document.body ? focused : visibleButton();
    // Until the box has focus (its code may still be on the way), what is typed is kept for it.
    if (!isOpen) holdKeys();
    setHasOpened(true);
    setIsOpen(true);
  };
  useHotkeys([['mod+K', open]], []);
  const shortcut = { label: isMac ? '⌘K' : 'Ctrl+K', aria: isMac ? 'Meta+K' : 'Control+K' };
  const trigger = { onClick: open, 'aria-haspopup': 'dialog', 'aria-keyshortcuts': shortcut.aria } as const;
  return (
    <>
      <Button
        visibleFrom="sm"
        variant="default"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={<Kbd size="xs">{shortcut.label}</Kbd>}
        w={260}
        justify="space-between"
        fw={400}
        ref={buttons.box}
        {...trigger}
      >
        Search
      </Button>
      <ActionIcon
        hiddenFrom="sm"
        variant="subtle"
        size="lg"
        aria-label="Search"
        ref={buttons.icon}
        {...trigger}
      >
        <IconSearch size={20} aria-hidden="true" />
      </ActionIcon>
      {hasOpened && (
        <LazyPart>
          <SearchPalette
            isOpen={isOpen}
            onClose={() => setIsOpen(false)}
            onClosed={() => opener.current?.focus()}
          />
        </LazyPart>
      )}
    </>
  );
}
