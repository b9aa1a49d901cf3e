import { useNotifications } from '@mantine/notifications';
import { type ComponentType, useEffect, useState } from 'react';

type BannersComponent = ComponentType;

let loading: Promise<BannersComponent> | null = null;

/** Loads the banners' code once; a failed download (the network dropped) is tried again next time. */
function loadBanners(): Promise<BannersComponent> {
  loading ??= import('./Banners.tsx').then(
    (module) => module.Banners,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Most visits to the login page never show a banner: the code that draws banners, with its
 * animations, loads when the user first types or clicks, or with the first banner, rather than
 * with the page. Banners shown before it arrives wait in the store and appear with it.
 */
export function BannerHost() {
  const { notifications, queue } = useNotifications();
  const [Banners, setBanners] = useState<BannersComponent | null>(null);
  const hasBanner = notifications.length + queue.length > 0;

  useEffect(() => {
    if (Banners) return;
    let isMounted = true;
    const load = () =>
      loadBanners().then(
        (component) => isMounted && setBanners(() => component),
        () => undefined,
      );
    if (hasBanner) void load();
    const events = ['keydown', 'pointerdown'] as const;
    for (const event of events) window.addEventListener(event, load, { once: true });
    return () => {
      isMounted = false;
      for (const event of events) window.removeEventListener(event, load);
    };
  }, [Banners, hasBanner]);

  return Banners ? <Banners /> : null;
}
