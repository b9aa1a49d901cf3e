import { Notification } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type BannerKind, hideBanner, type OpenBanner, successDisplayMs } from '../components/banner.ts';
import bannerClasses from './banners.module.css';

const colorOf: Record<BannerKind, string> = {
  error: 'red',
  warning: 'yellow',
  success: 'green',
  info: 'blue',
};

/** Versions already drawn: a banner moving to another region (its dialog closed) is not new. */
const drawnVersions = new Set<number>();

/**
 * A new banner the user cannot see (raised by a Save button far down a long form) is scrolled
 * into view; focus stays where it is. The field a failed form then focuses is scrolled to after
 * this, so it wins.
 */
function useScrolledIntoView(version: number) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (drawnVersions.has(version)) return;
    drawnVersions.add(version);
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [version]);
  return ref;
}

/** A success goes by itself, though not while the pointer or the keyboard is on it. */
function useFading({ id, fades }: OpenBanner) {
  const [isHeld, setHeld] = useState(false);
  useEffect(() => {
    if (!fades || isHeld) return;
    const timer = window.setTimeout(() => hideBanner(id), successDisplayMs);
    return () => window.clearTimeout(timer);
  }, [id, fades, isHeld]);
  const hold = () => setHeld(true);
  const release = () => setHeld(false);
  return { onPointerEnter: hold, onPointerLeave: release, onFocus: hold, onBlur: release };
}

function BannerCard({ banner }: { banner: OpenBanner }) {
  const ref = useScrolledIntoView(banner.version);
  const holding = useFading(banner);
  return (
    <Notification
      ref={ref}
      className={bannerClasses.banner}
      role={banner.role}
      color={colorOf[banner.kind]}
      title={banner.title}
      withBorder
      closeButtonProps={{ 'aria-label': 'Dismiss message' }}
      onClose={() => hideBanner(banner.id)}
      {...holding}
    >
      {banner.message}
    </Notification>
  );
}

export interface BannersProps {
  banners: readonly OpenBanner[];
}

/** The banners of one region, newest first; one replaced by another of its id is drawn afresh. */
export function Banners({ banners }: BannersProps) {
  return banners.map((banner) => <BannerCard key={`${banner.id}:${banner.version}`} banner={banner} />);
}
