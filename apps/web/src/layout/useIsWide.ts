import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the window is wide enough for the side menu beside the screen (Mantine's `sm`, the
 * frame's `wideFrom`); read at once, not after a first render, so nothing is drawn twice.
 */
export function useIsWide() {
  return useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
}
