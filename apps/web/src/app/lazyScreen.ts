import { type ComponentType, createElement, lazy, useState } from 'react';

/** A screen whose code loads on first use, and whose route can ask for it early. */
export type LazyScreen<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A screen loaded on demand. Its `preload` lets the router fetch it as soon as an address
 * matches (see `preloading`), beside the layout, the session check and the other screens of
 * that address, instead of one after the other as each renders.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    // A download that failed (the network dropped) is tried again on the next visit.
    loading ??= load().then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Once its code is here (the router fetches it before it draws the address), the screen draws
  // at once: through `lazy` it would suspend for a moment, and what surrounds it would first be
  // drawn empty and then move (a layout shift). Each use keeps the type it started with, so a
  // screen drawn through `lazy` is not drawn anew when its code arrives.
  const Screen = (props: P) => {
    const [type] = useState(() => loaded ?? Lazy);
    return createElement<P>(type, props);
  };
  return Object.assign(Screen, { preload });
}

/**
 * A route's `lazy`: the router runs it for every route an address matches, all at once, before
 * it renders them; it adds nothing to the route, it only starts the screens' downloads.
 */
export const preloading =
  (...screens: { preload?: () => Promise<unknown> }[]) =>
  async () => {
    await Promise.all(screens.map((screen) => screen.preload?.()));
    return {};
  };
