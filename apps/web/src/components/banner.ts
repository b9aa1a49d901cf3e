import { type ReactNode, useSyncExternalStore } from 'react';

export type BannerKind = 'error' | 'warning' | 'success' | 'info';

export interface Banner {
  title: string;
  message?: ReactNode;
  kind: BannerKind;
  /**
   * What the banner reports on: an action ('change-password') or a list's saves. A banner with
   * the id of an open one takes its place, so an action's success replaces its failure, and
   * repeats never pile up.
   */
  id?: string;
  /** Keeps a success or info banner until dismissed: one that asks the user to act. */
  stays?: boolean;
  /**
   * 'session' for what concerns the whole session rather than the screen it was raised on (the
   * session expired, it could not be checked): such a banner outlives the screen.
   */
  scope?: 'screen' | 'session';
}

/** A banner on display: where it was raised, and a version that changes when it is replaced. */
export interface OpenBanner extends Banner {
  id: string;
  /** The path of the screen it was raised on. */
  screen: string;
  /** The banner region (the screen's, or an open dialog's) that was innermost when it was raised. */
  region: number | null;
  version: number;
  /** Gone by itself after `successDisplayMs`; otherwise only when dismissed or resolved. */
  fades: boolean;
  role: 'alert' | 'status';
}

/** Successes may go by themselves; an error or warning stays until the user has read and dismissed it. */
export const successDisplayMs = 6000;

const isFailure = (kind: BannerKind) => kind === 'error' || kind === 'warning';

/**
 * The one rule of what a banner belongs to. A failure (or a banner asking the user to act) is
 * about the screen it was raised on: it goes when the user leaves that screen (the route's path
 * changes) or closes the dialog it was raised in, and when the same action succeeds (same id).
 * A success reports something done, wherever the user goes next (a save shows its banner on the
 * list it opens), and fades. A 'session' banner stays until dismissed or the user signs in or out.
 */
const isBoundToScreen = (banner: OpenBanner) =>
  banner.scope !== 'session' && (isFailure(banner.kind) || banner.stays === true);

interface BannerState {
  banners: readonly OpenBanner[];
  /** Open banner regions, innermost (the last opened) last. */
  regions: readonly number[];
}

let state: BannerState = { banners: [], regions: [] };
let screen = typeof window === 'undefined' ? '/' : window.location.pathname;
let lastNumber = 0;
/** Numbers banners, their versions and regions: each new one is greater than any before. */
const nextNumber = () => {
  lastNumber += 1;
  return lastNumber;
};
const listeners = new Set<() => void>();

function update(next: Partial<BannerState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const innermostRegion = () => state.regions.at(-1) ?? null;

/**
 * Shows an application message as a dismissible banner; the one way screens talk to users.
 * Errors and warnings are announced as alerts, successes and information as status messages.
 */
export function showBanner({ id, kind, stays = false, scope = 'screen', ...banner }: Banner): string {
  const version = nextNumber();
  const opened: OpenBanner = {
    ...banner,
    id: id ?? `banner-${version}`,
    kind,
    stays,
    scope,
    screen,
    region: innermostRegion(),
    version,
    fades: !isFailure(kind) && !stays,
    role: isFailure(kind) ? 'alert' : 'status',
  };
  // The newest first, where the eye lands at the top of the screen.
  update({ banners: [opened, ...state.banners.filter((open) => open.id !== opened.id)] });
  return opened.id;
}

export const hideBanner = (id: string) => {
  if (state.banners.some((banner) => banner.id === id))
    update({ banners: state.banners.filter((banner) => banner.id !== id) });
};

/** Removes every banner, when whatever they said no longer applies (the user signed in or out). */
export const clearBanners = () => update({ banners: [] });

/** Called by the router: leaving a screen ends what its banners said about it. */
export function enterScreen(path: string) {
  if (path === screen) return;
  screen = path;
  const kept = state.banners.filter((banner) => !isBoundToScreen(banner) || banner.screen === path);
  if (kept.length !== state.banners.length) update({ banners: kept });
}

/**
 * Opens a place banners are drawn in (the screen's, a dialog's): banners show in the region that
 * was innermost when they were raised, so a dialog's messages show in the dialog rather than
 * behind it. When a region closes, the failures raised in it go with it, and the others move to
 * the region under it; banners raised while no region is open wait for the next one.
 */
export function openBannerRegion(): { region: number; close: () => void } {
  const region = nextNumber();
  update({
    regions: [...state.regions, region],
    banners: state.banners.map((banner) => (banner.region === null ? { ...banner, region } : banner)),
  });
  const close = () => {
    const regions = state.regions.filter((open) => open !== region);
    const under = regions.at(-1) ?? null;
    const banners = state.banners
      .filter((banner) => banner.region !== region || !isBoundToScreen(banner))
      .map((banner) => (banner.region === region ? { ...banner, region: under } : banner));
    update({ regions, banners });
  };
  return { region, close };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Every open banner, newest first. */
export const currentBanners = () => state.banners;

/** Every open banner, newest first, kept up to date; a region draws those whose `region` is its own. */
export const useOpenBanners = () => useSyncExternalStore(subscribe, currentBanners, noBanners);

/** What the server draws (first-screen/draw.tsx): a page before anything has been said on it. */
const none: readonly never[] = [];
const noBanners = () => none;
