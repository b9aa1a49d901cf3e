import { afterEach, describe, expect, it } from 'vitest';
import { clearBanners, currentBanners, enterScreen, openBannerRegion, showBanner } from './banner.ts';

const titles = () => currentBanners().map((banner) => banner.title);

const regionsOpened: (() => void)[] = [];
const openRegion = () => {
  const opened = openBannerRegion();
  regionsOpened.push(opened.close);
  return opened;
};

afterEach(() => {
  for (const close of regionsOpened.splice(0).reverse()) close();
  clearBanners();
  enterScreen('/');
});

describe('banners', () => {
  it('replaces an action’s failure with its success, and never piles up repeats', () => {
    openRegion();
    showBanner({ id: 'change-password', kind: 'error', title: 'Change password Failed' });
    showBanner({ id: 'change-password', kind: 'error', title: 'Change password Failed' });
    expect(titles()).toEqual(['Change password Failed']);
    showBanner({ id: 'change-password', kind: 'success', title: 'Changed' });
    expect(titles()).toEqual(['Changed']);
  });

  it('drops a screen’s failures when the user leaves it; successes and session banners go on', () => {
    openRegion();
    enterScreen('/login');
    showBanner({ kind: 'error', title: 'Login Failed' });
    showBanner({ kind: 'success', title: 'Reset Password Success' });
    showBanner({ kind: 'success', title: 'Hidden by the filters', stays: true });
    showBanner({ kind: 'error', title: 'Session expired', scope: 'session' });
    enterScreen('/login');
    expect(titles()).toHaveLength(4);

    enterScreen('/login/forgot-password');
    expect(titles()).toEqual(['Session expired', 'Reset Password Success']);
  });

  it('fades successes, keeps failures and banners that ask the user to act, and announces failures as alerts', () => {
    openRegion();
    showBanner({ kind: 'success', title: 'Saved' });
    showBanner({ kind: 'success', title: 'Hidden by the filters', stays: true });
    showBanner({ kind: 'warning', title: 'Nothing was changed' });
    expect(currentBanners().map(({ fades, role }) => ({ fades, role }))).toEqual([
      { fades: false, role: 'alert' },
      { fades: false, role: 'status' },
      { fades: true, role: 'status' },
    ]);
  });

  it('shows a dialog’s banners in the dialog; closing it drops its failures and hands its successes down', () => {
    const page = openRegion();
    showBanner({ kind: 'error', title: 'User not saved' });
    const dialog = openRegion();
    showBanner({ kind: 'error', title: 'View not saved' });
    showBanner({ kind: 'success', title: 'View saved' });
    const regionOf = (title: string) => currentBanners().find((banner) => banner.title === title)?.region;
    expect([regionOf('User not saved'), regionOf('View not saved'), regionOf('View saved')]).toEqual([
      page.region,
      dialog.region,
      dialog.region,
    ]);

    dialog.close();
    expect(titles()).toEqual(['View saved', 'User not saved']);
    expect(regionOf('View saved')).toBe(page.region);
  });

  it('keeps banners raised while no region is open for the next one (signed out, the login page next)', () => {
    const signedIn = openBannerRegion();
    showBanner({ kind: 'error', title: 'Session expired', scope: 'session' });
    signedIn.close();
    expect(currentBanners()[0]?.region).toBeNull();
    const signedOut = openRegion();
    expect(currentBanners()[0]?.region).toBe(signedOut.region);
  });
});
