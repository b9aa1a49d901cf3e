import { useEffect, useMemo, useState } from 'react';
import { openBannerRegion, useOpenBanners } from '../components/banner.ts';
import { Banners } from './Banners.tsx';
import bannerClasses from './banners.module.css';

/**
 * Where banners show: in the flow of the page, at the top of the screen's content (or of a
 * dialog's), pushing what follows down rather than covering it. The region is always there, a
 * polite live region, so that what appears in it is announced.
 */
export function BannerRegion() {
  const [region, setRegion] = useState<number | null>(null);
  const openBanners = useOpenBanners();
  const banners = useMemo(
    () => (region === null ? [] : openBanners.filter((banner) => banner.region === region)),
    [openBanners, region],
  );

  useEffect(() => {
    const opened = openBannerRegion();
    setRegion(opened.region);
    return opened.close;
  }, []);

  return (
    <div className={bannerClasses.region} aria-live="polite">
      <Banners banners={banners} />
    </div>
  );
}
