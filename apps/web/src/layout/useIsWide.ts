import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window is wide enough for the side menu beside the screen (Mantine's `sm`, the
 * frame's `wideFrom`); read at once, not after a first render, so nothing is drawn twice.
 */
export function useIsWide() {
  const isWide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  // The server has no window (first-screen/draw.tsx): it draws the wide frame, whose side menu a
  // narrow window's styles keep off-screen, and a wide one shows from the first paint.
  return typeof window === 'undefined' || isWide;
}
