import { useLayoutEffect } from 'react';
import { handOverFirstScreen } from './handOver.ts';

/**
 * The server's drawing of the page's first screen (draw.tsx) gives way once `isDrawn`: in the same
 * task as the app draws what replaces it, so no moment shows both, nor neither.
 */
export function useHandOver(isDrawn = true) {
  useLayoutEffect(() => {
    if (isDrawn) handOverFirstScreen();
  }, [isDrawn]);
}
