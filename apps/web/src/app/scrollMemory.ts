import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';
import { isReturningToList } from '../components/form-kit/listQuery.ts';
import { savedItemOf } from '../components/form-kit/savedItem.tsx';

/** Where the page was last scrolled to, by history entry and by address. */
const byEntry = new Map<string, number>();
const byAddress = new Map<string, number>();
const addressOf = (location: Location) => `${location.pathname}${location.search}`;

/**
 * The history entry's own key. React Router gives the entry it did not make (the page first
 * loaded, or one pushed by hand) the key 'default', shared by all of them: such an entry is given
 * a key of its own in its history state, which React Router reads back on returning to it.
 */
function entryOf(location: Location): string {
  if (location.key !== 'default') return location.key;
  const state: unknown = window.history.state;
  const kept = state && typeof state === 'object' ? state : {};
  if ('key' in kept && typeof kept.key === 'string') return kept.key;
  const key = `entry-${Math.random().toString(36).slice(2, 10)}`;
  window.history.replaceState({ ...kept, key }, '');
  return key;
}

/** The place a navigation restores: the entry's own on Back or Forward, the address's on the app's Back. */
function placeFor(location: Location, entry: string, navigation: string): number | undefined {
  if (navigation === 'POP') return byEntry.get(entry);
  if (isReturningToList(location.state)) return byAddress.get(addressOf(location));
  return undefined;
}

/**
 * Scrolls back to `top` as soon as the page is tall enough: rows still on their way leave it
 * shorter at first. Stops once there, when the user scrolls or types, when something else scrolls
 * the page (a list landing on a saved row), or after a few seconds.
 */
function scrollBackTo(top: number): () => void {
  const reached = () => Math.abs(window.scrollY - top) < 1;
  window.scrollTo(0, top);
  if (reached()) return () => {};
  // Where the page, too short, last held our scroll. A page that shrinks moves the scroll up from
  // there, and that scroll's event may come only once the page has grown again (rows arriving):
  // no scroll at or above it is someone else's.
  let heldAt = window.scrollY;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, top);
    heldAt = window.scrollY;
    if (reached()) stop();
  });
  // A scroll that is neither ours nor the page being too short for ours is someone else's.
  const onScroll = () => {
    if (!reached() && window.scrollY > heldAt + 1) stop();
  };
  const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const timer = window.setTimeout(() => stop(), 3000);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
    for (const type of userEvents) window.removeEventListener(type, stop);
  }
  observer.observe(document.body);
  window.addEventListener('scroll', onScroll, { passive: true });
  for (const type of userEvents) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * The signed-in app's scroll positions: Back (the browser's, or a form's own) returns to a list
 * where the user left it; another screen opens at its top; a change within the same screen (a
 * sort, a filter, a page) keeps the place.
 */
export function useScrollMemory() {
  const location = useLocation();
  const navigation = useNavigationType();
  const shown = useRef<{ location: Location; entry: string } | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      if (!shown.current) return;
      byEntry.set(shown.current.entry, window.scrollY);
      byAddress.set(addressOf(shown.current.location), window.scrollY);
    };
    // A reload is the browser's to place, as React Router's own ScrollRestoration leaves it.
    const toBrowser = () => {
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', toBrowser);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', toBrowser);
      toBrowser();
    };
  }, []);

  // Before paint, so the screen is never seen at the wrong place first.
  useLayoutEffect(() => {
    const previous = shown.current?.location;
    const entry = entryOf(location);
    shown.current = { location, entry };
    // The page as loaded: the browser has placed it already. A list landing on the row just saved
    // places itself (DataTable's useRowLanding, whose effect, a child's, has run before this one).
    if (!previous || savedItemOf(location.state)) return;
    const place = placeFor(location, entry, navigation);
    if (place !== undefined) return scrollBackTo(place);
    if (previous.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [location, navigation]);
}
